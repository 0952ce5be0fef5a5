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

  @Test func aLongQueriedSchemeIsQuotedAsAnExcerptWithItsTwin() throws {
    let scheme = "app" + String(repeating: "x", count: 5000)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mamsim-panel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The fixed example app, querying one more scheme, of 5,003 characters, without its twin.
    let (fixed, _) = try TmuxIntegrationWalkthroughTests.files("swiftui", "fixed")
    let info = folder.appendingPathComponent("Info.plist").path
    let plist = try String(contentsOfFile: fixed, encoding: .utf8).replacingOccurrences(
      of: "<string>ms-word</string>", with: "<string>ms-word</string><string>\(scheme)</string>")
    try plist.write(toFile: info, atomically: true, encoding: .utf8)
    var scenario = ScenarioLoader.embedded()
    scenario.app.integration =
      AppIntegrationLoader.load(settingsPath: info, entitlementsPath: nil).integration
    let lines = AppIntegrationText.consequences(scenario, strings: StringTable())
    let twin = try #require(lines.first { $0.contains("-intunemam") }, "\(lines)")
    #expect(twin.contains(Excerpt.of(scheme) + "-intunemam"), "\(twin)")
    #expect(twin.count < 400, "\(twin.count) characters")
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
