import Foundation
import Testing

/// `mamsim walkthrough integration` refusing before it takes the terminal: no Info.plist named,
/// options of its own on another walkthrough, files that cannot be read.
@Suite struct CliIntegrationWalkthroughTests {
  @Test func withoutSettingsItIsAUsageError() throws {
    let outcome = try CliHarness.run(["walkthrough", "integration"])
    #expect(outcome.status == 2)
    #expect(outcome.error.contains("needs the app's Info.plist: --settings Info.plist"))
  }

  @Test func entitlementsAreForTheIntegrationWalkthroughOnly() throws {
    let outcome = try CliHarness.run(
      ["walkthrough", "--entitlements", "App.entitlements", "first-policy"])
    #expect(outcome.status == 2)
    #expect(
      outcome.error.contains("option '--entitlements' is for 'walkthrough integration' only"),
      "\(outcome.error)")
    // Only the options given are named.
    let sdk = try CliHarness.run(["walkthrough", "--ios-sdk", "17", "first-policy"])
    #expect(sdk.status == 2)
    #expect(sdk.error.contains("option '--ios-sdk' is for"), "\(sdk.error)")
    #expect(!sdk.error.contains("--entitlements"), "\(sdk.error)")
  }

  @Test func aBrokenFileGetsWhatCheckSaysAndExitsOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mamsim-intwalk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let info = folder.appendingPathComponent("Info.plist").path
    try Data("<plist><dict><key>a</key>".utf8).write(to: URL(fileURLWithPath: info))
    let entitlements = CliHarness.repositoryRoot.appendingPathComponent(
      "examples/integration/swiftui/fixed/FieldNotes.entitlements"
    ).path
    let walk = try CliHarness.run(
      ["walkthrough", "--settings", info, "--entitlements", entitlements, "integration"])
    #expect(walk.status == 1)
    let check = try CliHarness.run(["check", info, "--entitlements", entitlements])
    #expect(check.status == 1)
    #expect(!check.output.isEmpty)
    // Every line check printed, in the same words, comes first in the walkthrough's refusal.
    #expect(
      walk.error.hasPrefix(check.output), "walkthrough:\n\(walk.error)\ncheck:\n\(check.output)")
    #expect(walk.error.contains("\(info):1: error: "))
  }

  /// Of a file's many findings, the refusal names the one that keeps the emulator from
  /// starting (an empty client id), not every finding the checklist would show.
  @Test func theRefusalNamesWhatKeepsItFromStarting() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mamsim-intwalk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixed = CliHarness.repositoryRoot.appendingPathComponent(
      "examples/integration/swiftui/fixed")
    let text = try String(
      contentsOf: fixed.appendingPathComponent("Info.plist"), encoding: .utf8)
    let empty = try #require(
      text.range(
        of: #"<key>ADALClientId</key>\s*<string>[^<]*</string>"#, options: .regularExpression))
    let info = folder.appendingPathComponent("Info.plist").path
    try text.replacingCharacters(in: empty, with: "<key>ADALClientId</key><string></string>")
      .write(toFile: info, atomically: true, encoding: .utf8)
    let walk = try CliHarness.run([
      "walkthrough", "--settings", info, "--entitlements",
      fixed.appendingPathComponent("FieldNotes.entitlements").path, "integration",
    ])
    #expect(walk.status == 1)
    let last = walk.error.split(separator: "\n").suffix(2).map(String.init)
    #expect(last.first?.contains("cannot start until this is fixed") == true, "\(walk.error)")
    #expect(last.last?.contains("ADALClientId") == true, "\(walk.error)")
    #expect(last.last?.hasPrefix("  \(info):") == true, "\(walk.error)")
  }

  @Test func theHelpNamesTheIntegrationWalkthrough() throws {
    let outcome = try CliHarness.run(["help", "walkthrough"])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("--entitlements FILE"))
    #expect(outcome.output.contains("walkthrough --settings Info.plist [--entitlements"))
    #expect(outcome.output.contains("integration starts from your app's own files"))
  }
}
