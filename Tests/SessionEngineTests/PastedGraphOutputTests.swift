import Testing

@testable import SessionEngine

/// What pasting Graph's output in the wrong shape says: a hint for a whole list response, a
/// word for an `@odata.type` that names nothing, and one error for a file that is not an object.
@Suite struct PastedGraphOutputTests {
  static func policy(_ members: String) -> [Diagnostic] {
    let text = """
      {
        "tenant": { "groups": [ { "id": "g" } ] },
        "policies": [ { \(members),
          "apps": [ { "mobileAppIdentifier": { "bundleId": "com.x" } } ] } ],
        "app": { "bundleId": "com.x" }
      }
      """
    return ScenarioLoader.load(text: text, file: "s.json").diagnostics
  }

  @Test func aListResponseGetsAHint() {
    let diagnostics = Self.policy(
      #""@odata.context": "https://graph.microsoft.com/v1.0/$metadata#x", "value": [ {} ]"#)
    #expect(
      diagnostics.map(\.description) == [
        "s.json:3: policies[0].value: error: not a property of an iOS app protection policy; "
          + "this looks like a Graph list response: put the elements of its \"value\" array in "
          + "\"policies\", each one a policy"
      ])
  }

  @Test func anEmptyTypeSaysSo() {
    #expect(
      Self.policy(#""@odata.type": """#).map(\.description) == [
        "s.json:3: policies[0].@odata.type: warning: is empty; mamsim reads the policy as an iOS "
          + "app protection policy"
      ])
  }

  @Test func aTypeThatIsNotAStringSaysSo() {
    #expect(
      Self.policy(#""@odata.type": 5"#).map(\.message) == [
        "expected a string such as \"#microsoft.graph.iosManagedAppProtection\" but found a "
          + "number; mamsim reads the policy as an iOS app protection policy"
      ])
  }

  /// The scenario wrapped in an array: one error, not one more per required member.
  @Test func aFileThatIsNotAnObjectIsOneError() {
    let result = ScenarioLoader.load(text: "[\n  { \"tenant\": {} }\n]\n", file: "s.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "s.json:1: error: expected an object, found an array"
      ])
  }
}
