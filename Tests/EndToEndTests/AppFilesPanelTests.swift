import Foundation
import SessionEngine
import Strings
import Testing

/// The side panel's "Your app's files" for the shipped example pairs: the findings with no
/// consequence on the phone are counted in words that agree with their number.
@Suite struct AppFilesPanelTests {
  /// The consequences shown for the example pair `app`/`state`, as the panel words them.
  private func consequences(_ app: String, _ state: String) throws -> [String] {
    let (info, entitlements) = try TmuxIntegrationWalkthroughTests.files(app, state)
    var scenario = ScenarioLoader.embedded()
    let loaded = AppIntegrationLoader.load(settingsPath: info, entitlementsPath: entitlements)
    scenario.app.integration = loaded.integration
    return AppIntegrationText.consequences(scenario, strings: StringTable())
  }

  @Test func oneFindingReportedOnlyIsOneFinding() throws {
    // The fixed SwiftUI app's only such finding is the App Store note.
    let lines = try consequences("swiftui", "fixed")
    #expect(lines.contains { $0.contains(": 1 more finding (mamsim check)") }, "\(lines)")
    #expect(!lines.contains { $0.contains("1 more findings") }, "\(lines)")
  }

  @Test func entitlementsAloneSayNothingOfTheFileProtection() throws {
    let (_, entitlements) = try TmuxIntegrationWalkthroughTests.files("swiftui", "broken")
    var scenario = ScenarioLoader.embedded()
    let loaded = AppIntegrationLoader.load(settingsPath: nil, entitlementsPath: entitlements)
    scenario.app.integration = loaded.integration
    let lines = AppIntegrationText.consequences(scenario, strings: StringTable())
    #expect(!lines.contains { $0.contains("MaxFileProtectionLevel") }, "\(lines)")
    // With its Info.plist, the same app's file protection is said.
    #expect(
      try consequences("swiftui", "broken").contains { $0.contains("MaxFileProtectionLevel") })
  }
}
