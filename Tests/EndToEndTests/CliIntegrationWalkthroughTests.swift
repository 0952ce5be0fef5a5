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

  @Test func theHelpNamesTheIntegrationWalkthrough() throws {
    let outcome = try CliHarness.run(["help", "walkthrough"])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("--entitlements FILE"))
    #expect(outcome.output.contains("walkthrough --settings Info.plist [--entitlements"))
    #expect(outcome.output.contains("integration starts from your app's own files"))
  }
}
