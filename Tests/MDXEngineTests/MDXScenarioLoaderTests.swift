import SessionEngine
import Testing

@testable import MDXEngine

/// The Citrix scenario file: the built-in one loads, and mistakes are named with their lines.
@Suite struct MDXScenarioLoaderTests {
  @Test func theEmbeddedScenarioLoadsWithItsOwnWorld() throws {
    let result = MDXScenarioLoader.load(text: EmbeddedMDXScenario.json, file: "e.json")
    #expect(result.diagnostics.isEmpty)
    let scenario = try #require(result.scenario)
    #expect(scenario.organisation == "Harbourline Logistics")
    #expect(scenario.configuration.mode == .managed)
    #expect(scenario.configuration.user(named: "rash")?.displayName == "Robin Ash")
    #expect(scenario.configuration.managedPolicies.value(of: "InactivityTimer") == "15")
    #expect(scenario.configuration.managedPolicies.value(of: "Paste") == "Unrestricted")
    #expect(scenario.configuration.premiumDefaults.value(of: "DisableCamera") == "true")
    #expect(ScenarioVendor.declared(in: EmbeddedMDXScenario.json) == .citrix)
    #expect(ScenarioVendor.declared(in: "{}") == .intune)
    #expect(ScenarioVendor.declared(in: "not json") == .intune)
  }

  @Test func mistakesAreNamedWithLines() {
    let text = """
      {
        "vendor": "citrix",
        "organisation": {"name": "X"},
        "app": {"mode": "sometimes"},
        "users": [{"upn": "a@x.example"}],
        "colour": 1,
        "policies": {"AppPasscode": "maybe"}
      }
      """
    let result = MDXScenarioLoader.load(text: text, file: "m.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "m.json:3: organisation.serverAddress: error: is required",
        "m.json:4: app.mode: error: expected \"managed\", \"premium\" or \"general\"",
        "m.json:5: users[0].password: error: is required",
        "m.json:6: colour: error: unknown key",
        "m.json:7: policies.AppPasscode: error: malformed value; expected true or false",
      ])
  }

  /// Blank required strings (and a blank bundle id) are errors at their lines.
  @Test func blankRequiredStringsAreErrorsAtTheirLines() {
    let text = """
      {
        "vendor": "citrix",
        "organisation": {"name": "X", "serverAddress": " "},
        "app": {"bundleId": ""},
        "users": [{"upn": "   ", "password": ""}]
      }
      """
    let result = MDXScenarioLoader.load(text: text, file: "b.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "b.json:3: organisation.serverAddress: error: must not be only white space",
        "b.json:4: app.bundleId: error: must not be empty",
        "b.json:5: users[0].upn: error: must not be only white space",
        "b.json:5: users[0].password: error: must not be empty",
      ])
  }

  /// A Citrix scenario wrapped in an array: one error, not one more per required member.
  @Test func aFileThatIsNotAnObjectIsOneError() {
    let result = MDXScenarioLoader.load(text: "[ { \"vendor\": \"citrix\" } ]", file: "s.json")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "s.json:1: error: expected an object, found an array"
      ])
  }

  /// `customPolicies` that is not an object is one error at its line.
  @Test func customPoliciesThatAreNotAnObjectAreOneError() {
    let text = """
      {"vendor": "citrix", "organisation": {"serverAddress": "x"}, "app": {},
        "customPolicies": 5}
      """
    #expect(
      MDXScenarioLoader.load(text: text, file: "s.json").diagnostics.map(\.description) == [
        "s.json:2: customPolicies: error: expected an object, found a number"
      ])
  }

  @Test func theIntuneLoaderRefusesAnotherVendor() {
    let result = ScenarioLoader.load(text: "{\"vendor\": \"vmware\"}", file: "v.json")
    #expect(
      result.diagnostics.contains {
        $0.keyPath == "vendor" && $0.message.hasPrefix("unknown vendor \"vmware\"")
      })
  }
}
