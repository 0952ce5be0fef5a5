import Testing

@testable import SessionEngine

/// The built-in scenario written as Swift values (`EmbeddedScenario.value`, the fast path a start
/// takes) against the plain answer: loading the embedded JSON text.
@Suite struct EmbeddedScenarioValueTests {
  /// The scenario loading `EmbeddedScenario.json` gives.
  private func loaded() throws -> Scenario {
    let result = ScenarioLoader.load(text: EmbeddedScenario.json, file: "<embedded scenario>")
    #expect(!result.diagnostics.contains { $0.severity == .error })
    return try #require(result.scenario)
  }

  @Test func valueEqualsTheLoadedJSON() throws {
    let json = try loaded()
    let value = EmbeddedScenario.value
    // Member by member first, so a difference names where it is.
    #expect(value.name == json.name)
    #expect(value.summary == json.summary)
    #expect(value.tenant == json.tenant)
    #expect(value.policies.count == json.policies.count)
    for (made, read) in zip(value.policies, json.policies) {
      for (label, left) in Mirror(reflecting: made).children {
        let right = Mirror(reflecting: read).children.first { $0.label == label }?.value
        let rightText = right.map { String(reflecting: $0) } ?? "missing"
        #expect(String(reflecting: left) == rightText, "policy member \(label ?? "?")")
      }
    }
    #expect(value.app.settings == json.app.settings)
    #expect(value.app.notes == json.app.notes)
    #expect(value.app.webViews == json.app.webViews)
    #expect(value.app == json.app)
    #expect(value.device == json.device)
    #expect(value.timing == json.timing)
    #expect(value == json)
  }

  @Test func embeddedIsTheValue() throws {
    #expect(ScenarioLoader.embedded() == EmbeddedScenario.value)
    #expect(ScenarioLoader.embedded() == (try loaded()))
  }

  /// The check above can fail: a value that differs in one deep member is told apart.
  @Test func aChangedMemberIsNoticed() throws {
    var changed = EmbeddedScenario.value
    changed.app.webViews[4].internalPrefixes = []
    #expect(changed != (try loaded()))
    changed = EmbeddedScenario.value
    changed.policies[0].periodOfflineBeforeAccessCheck = .seconds(720 * 60 + 1)
    #expect(changed != (try loaded()))
  }
}
