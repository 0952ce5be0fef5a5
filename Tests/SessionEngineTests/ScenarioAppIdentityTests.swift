import Testing

@testable import SessionEngine

/// The developer's Info.plist makes the scenario's app theirs: its name and bundle id, with the
/// policies that targeted the scenario's app moved to it.
@Suite struct ScenarioAppIdentityTests {
  @Test func theAppTakesTheInfoPlistsNameAndBundleIdAndKeepsItsPolicy() {
    var scenario = ScenarioLoader.embedded()
    let alex = scenario.tenant.users.first { $0.upn == "alex@contoso.com" }
    #expect(alex.flatMap { scenario.policy(for: $0) } != nil)
    scenario.adoptApp(bundleId: "com.contoso.expenses", name: "Expenses")
    #expect(scenario.app.name == "Expenses")
    #expect(scenario.app.bundleId == "com.contoso.expenses")
    #expect(scenario.policies.allSatisfy { !$0.targetedBundleIds.contains("com.contoso.notes") })
    #expect(alex.flatMap { scenario.policy(for: $0) } != nil, "alex is still targeted")
  }

  @Test func theAppTakesTheInfoPlistsVersionWhichAMinimumVersionIsComparedWith() {
    var scenario = ScenarioLoader.embedded()
    scenario.adoptApp(bundleId: nil, name: nil, version: "3.1")
    #expect(scenario.app.version == "3.1")
    scenario.adoptApp(bundleId: nil, name: nil, version: "$(MARKETING_VERSION)")
    #expect(scenario.app.version == "3.1", "a build setting keeps the version before it")
  }

  @Test func buildSettingsAndEmptyValuesKeepTheScenariosOwn() {
    var scenario = ScenarioLoader.embedded()
    let before = scenario
    scenario.adoptApp(bundleId: "$(PRODUCT_BUNDLE_IDENTIFIER)", name: "${PRODUCT_NAME}")
    scenario.adoptApp(bundleId: "", name: nil)
    #expect(scenario == before)
  }
}
