import Foundation
import TestSupport
import Testing

/// `mamsim run --settings Info.plist --entitlements App.entitlements` through the real binary:
/// entitlements that cannot be used stop it with their line, and usable ones put the app's
/// consequences on the side panel and the lock on the F4 panel (in tmux).
@Suite(.scratchFolder) struct CliRunIntegrationTests {
  /// An example file of the repository, as an absolute path.
  static func example(_ path: String) -> String {
    CliHarness.repositoryRoot.appendingPathComponent("examples/integration/\(path)").path
  }

  @Test func brokenEntitlementsStopRunWithTheirLine() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>keychain-access-groups</key>
      <string>$(AppIdentifierPrefix)com.contoso.notes</string>
      </dict>
      </plist>
      """
    try broken.write(
      to: folder.appendingPathComponent("Notes.entitlements"), atomically: true, encoding: .utf8)
    let info = Self.example("consequences/scenes-without-configurations/Info.plist")
    let outcome = try CliHarness.run(
      ["run", "--ephemeral", "--settings", info, "--entitlements", "Notes.entitlements"],
      in: folder)
    #expect(outcome.status == 1)
    #expect(
      outcome.error.contains(
        "Notes.entitlements:4: keychain-access-groups: error: must be an array of strings"),
      "\(outcome.error)")
  }

  @Test(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
  func theSidePanelExplainsTheAppsFilesAndF4LocksThePhone() throws {
    let info = Self.example("consequences/scenes-without-configurations/Info.plist")
    let entitlements = Self.example("consequences/ContosoNotes.entitlements")
    let session = try TmuxSession(
      width: 120, height: 40,
      command: try TmuxSession.mamsim(
        "run --ephemeral --settings \(info) --entitlements \(entitlements)"))
    defer { session.close() }
    try session.waitFor("Your app's files")
    try session.waitFor("without UISceneConfigurations")
    try session.press("F4")
    try session.waitFor("Phone locked")
    try session.press("C-c")
  }
}
