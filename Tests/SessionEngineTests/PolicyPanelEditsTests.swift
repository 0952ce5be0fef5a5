import Testing

@testable import SessionEngine

/// The admin panel's (F5) edits come from the one list of policy fields: each offered value is
/// one the field takes, and each property cycles through distinct values, starting from the default.
@Suite struct PolicyPanelEditsTests {
  @Test func everyOfferedValueIsTakenByItsField() throws {
    #expect(AppProtectionPolicy.panelEdits.count >= 20)
    for (property, values) in AppProtectionPolicy.panelEdits {
      #expect(values.count >= 2, "\(property) offers one value only")
      #expect(Set(values.map { JSONText.render($0) }).count == values.count, "\(property)")
      for value in values {
        var policy = AppProtectionPolicy()
        try policy.set(property, to: value)
        let field = try #require(AppProtectionPolicy.field(named: property))
        #expect(field.encode(policy) == value, "\(property) = \(value)")
      }
    }
  }

  @Test func theFirstOfferedValueIsTheDefaultSoTheFirstPressChangesSomething() throws {
    let defaults = AppProtectionPolicy()
    for (property, values) in AppProtectionPolicy.panelEdits {
      let field = try #require(AppProtectionPolicy.field(named: property))
      let current = field.encode(defaults)
      #expect(
        values.first == current,
        "\(property): default \(current), first \(String(describing: values.first))")
    }
  }

  @Test func thePanelFollowsTheFieldsOrder() {
    let order = AppProtectionPolicy.fields.map(\.name)
    let offered = AppProtectionPolicy.panelEdits.map(\.property)
    #expect(offered == order.filter { offered.contains($0) })
  }
}
