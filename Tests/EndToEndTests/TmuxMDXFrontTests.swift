import Foundation
import Testing

/// The one front over a Citrix MDX session seen from outside: `mamsim run` on a Citrix scenario,
/// `mamsim record` writing a Citrix session as a tape that replays to the same screen, and
/// `mamsim replay --live` playing a Citrix tape.
@Suite(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxMDXFrontTests {
  private static let scenario = CliHarness.repositoryRoot.appendingPathComponent(
    "replays/scenarios/mdx-managed.json"
  ).path

  /// Enrols Robin with the keyboard, PIN 246810, each screen waited for.
  private func enrol(_ session: TmuxSession) throws {
    try session.enrolRobinInSecureHub()
    try session.waitFor("Signed in as Robin Ash")
  }

  /// Locks the app from the administrator's panel (App lock is its first row).
  private func appLock(_ session: TmuxSession) throws {
    try session.press("F5")
    try session.waitFor("Administrator (F5)")
    try session.press("Enter")
    try session.press("Escape")
    try session.waitUntil("the panel is closed") { !$0.contains("Administrator (F5)") }
    try session.waitFor("App locked")
  }

  @Test func runShowsTheCitrixAppItsAnswersAndTheAdministratorsLock() throws {
    let run = try TmuxSession.mamsim("run --ephemeral --scenario '\(Self.scenario)'")
    let session = try TmuxSession(
      width: 120, height: 40, command: "\(run); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try enrol(session)
    #expect(try session.screen().contains("isAppManaged → true"))
    try appLock(session)
    try session.press("C-c")
    try session.waitFor("exit=0")
  }

  @Test func aRecordedCitrixSessionReplaysToTheSameScreen() throws {
    // The pane starts in its own scratch folder, where the tape is written.
    let record = try TmuxSession.mamsim("record mdx.tape --scenario '\(Self.scenario)'")
    let session = try TmuxSession(
      width: 120, height: 40, command: "\(record); echo \"recorded=$?\"; sleep 30")
    defer { session.close() }
    let tape = session.folder.appendingPathComponent("mdx.tape")
    try enrol(session)
    try appLock(session)
    let recorded = try session.screen()
    try session.press("C-c")
    try session.waitFor("recorded=0")
    let text = try String(contentsOf: tape, encoding: .utf8)
    #expect(text.contains("Mdx Admin appLock"), "the tape:\n\(text)")
    #expect(!text.contains("F5"), "panel keys are not written:\n\(text)")
    #expect(!text.contains("246810"), "the PIN is replaced:\n\(text)")
    // The password is written as the account that has it; the replay types it from there.
    #expect(!text.contains("Dispatch-2026"), "the password is not written:\n\(text)")
    #expect(text.contains("Password \"robin.ash@harbourline.example\""), "the tape:\n\(text)")
    // The replay ends on the same screen: the app locked, the panel's answers as recorded.
    let final = session.folder.appendingPathComponent("final.txt")
    try (text + "Screenshot \"final.txt\"\n").write(to: tape, atomically: true, encoding: .utf8)
    let replay = try CliHarness.run(["replay", tape.path])
    #expect(replay.status == 0, "\(replay.output)")
    let screen = try String(contentsOf: final, encoding: .utf8)
    #expect(screen.contains("Your organization locked Harbourline"), "\(screen)")
    let recordedPhone = recorded.split(separator: "\n").filter { $0.contains("│") }
      .map { String($0.prefix(44)) }
    let replayedPhone = screen.split(separator: "\n").filter { $0.contains("│") }
      .map { String($0.prefix(44)) }
    #expect(recordedPhone == replayedPhone, "the phone as recorded and as replayed")
  }

  @Test func aCitrixTapePlaysLive() throws {
    let tape = CliHarness.repositoryRoot.appendingPathComponent("replays/mdx-app-lock-wipe.tape")
      .path
    let live = try TmuxSession.mamsim("replay --live --speed 20 '\(tape)'")
    let session = try TmuxSession(
      width: 120, height: 40, command: "\(live); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Harbourline Dispatch")
    try session.waitFor("1 passed, 0 failed")
    try session.waitFor("exit=0")
  }
}

/// `mamsim walkthrough first-mdx-app` on a Citrix phone, and refused on an Intune one.
@Suite(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxMDXWalkthroughTests {
  @Test func theFirstMDXAppWalkthroughPassesAndReports() throws {
    let scenario = CliHarness.repositoryRoot.appendingPathComponent(
      "replays/scenarios/mdx-no-hub.json"
    ).path
    let run = try TmuxSession.mamsim(
      "walkthrough --scenario '\(scenario)' --report report.md first-mdx-app")
    let session = try TmuxSession(
      width: 120, height: 40, command: "\(run); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("[>] 1. Secure Hub is on the phone")
    try session.press("Enter")
    try session.enrolRobinInSecureHub()
    try session.waitFor("[>] 5. Log on again through Secure Hub")
    try session.press("Tab")
    try session.press("Enter")
    try session.waitFor("Enter your Citrix PIN")
    try session.type("246810")
    try session.waitFor("[>] 6. The administrator locks the app")
    try session.press("F5")
    try session.waitFor("Administrator (F5)")
    try session.press("Enter")
    try session.press("Escape")
    try session.waitFor("All steps passed")
    try session.press("C-c")
    try session.waitFor("exit=0")
    let report = try String(
      contentsOf: session.folder.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(report.contains("# First MDX app: Secure Hub, logon, policies, App lock: passed"))
    #expect(!report.contains("246810"))
  }

  @Test func anIntuneScenarioIsRefusedBeforeTheTerminalIsTaken() throws {
    let intune = CliHarness.repositoryRoot.appendingPathComponent(
      "replays/scenarios/sdk-sign-in.json"
    ).path
    let outcome = try CliHarness.run(["walkthrough", "--scenario", intune, "first-mdx-app"])
    #expect(outcome.status == 1)
    #expect(outcome.error.contains("needs a Citrix scenario"), "\(outcome.error)")
  }

  @Test func runWithVendorCitrixPlaysTheBuiltInCitrixScenario() throws {
    let run = try TmuxSession.mamsim("--vendor citrix --ephemeral")
    let session = try TmuxSession(
      width: 100, height: 30, command: "\(run); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Citrix MDX · Harbourline")
    try session.waitFor("Enrol this phone")
    try session.press("C-c")
    try session.waitFor("exit=0")
  }

  @Test func withoutAScenarioItPlaysTheBuiltInCitrixOne() throws {
    let run = try TmuxSession.mamsim("walkthrough first-mdx-app")
    let session = try TmuxSession(
      width: 120, height: 40, command: "\(run); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Harbourline")
    try session.waitFor("Enrol this phone")
    try session.press("C-c")
    try session.waitFor("exit=")
  }
}
