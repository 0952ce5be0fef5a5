import Foundation
import TestSupport
import Testing

@testable import DeviceStore

/// The persistent simulated device seen from outside: the app resumes after mamsim restarts, and
/// replays can share a stored device; and live replays, which need a real terminal.
@Suite(
  .scratchFolder,
  .scratchFolder,
  .enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxPersistenceTests {
  /// A session that runs mamsim with `arguments`, then prints `exit=` and its status.
  static func mamsimThenExit(_ arguments: String, width: Int = 100, height: Int = 30) throws
    -> TmuxSession
  {
    let command = try TmuxSession.mamsim(arguments)
    return try TmuxSession(
      width: width, height: height, command: "\(command); echo \"exit=$?\"; sleep 30")
  }

  @Test func theAppResumesAfterMamsimRestarts() throws {
    // Two runs in one shell: both keep the device in the session's own XDG_STATE_HOME. The
    // second starts only when Enter is pressed after the first ended, so no wait below can be
    // answered by the first run's last screen.
    let first = try TmuxSession.mamsim()
    let session = try TmuxSession(
      width: 100, height: 30,
      command: "\(first); echo first-done; read line; \(first); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.reachManagedApp()
    try session.press("q")
    try session.waitFor("first-done")
    try session.press("Enter")
    // The second mamsim finds the device as the first left it: managed, signed in, no sign-in.
    try session.waitUntil("the managed notes list, signed in") {
      $0.contains("alex@contoso.com · managed") && $0.contains("Q3 pipeline review")
    }
    #expect(!(try session.screen().contains("Sign in to Contoso")))
    let stored = session.folder.appendingPathComponent("state/mamsim/device.sqlite")
    #expect(FileManager.default.fileExists(atPath: stored.path))
    try session.press("q")
    try session.waitFor("exit=0")
  }

  @Test func timeAwayWithMamsimClosedCountsOnThePhone() throws {
    // Between the runs the app's last use is set an hour back, as if mamsim had been closed
    // that long: the policy's 30 minutes have passed, so the PIN is asked again.
    let first = try TmuxSession.mamsim()
    let session = try TmuxSession(
      width: 100, height: 30,
      command: "\(first); echo first-done; read line; \(first); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.reachManagedApp()
    try session.press("q")
    try session.waitFor("first-done")
    do {
      let folder = session.folder.appendingPathComponent("state/mamsim").path
      let store = try DeviceStore.open(directory: folder)
      try store.database.execute("UPDATE app_use SET wall_ms = wall_ms - 3600000")
    }
    try session.press("Enter")
    try session.waitFor("Enter your PIN")
    #expect(try session.screen().contains("T+1h"), "the clock counts the hour away")
    try session.type("2580")
    try session.waitFor("Q3 pipeline review")
    try session.press("q")
    try session.waitFor("exit=0")
  }

  @Test func ephemeralKeepsNothing() throws {
    let session = try Self.mamsimThenExit("run --ephemeral")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.press("Escape")  // Not now: the notes list, signed out
    try session.waitFor("P Groceries")
    try session.press("q")
    try session.waitFor("exit=0")
    let stored = session.folder.appendingPathComponent("state/mamsim")
    #expect(!FileManager.default.fileExists(atPath: stored.path))
  }

  @Test func liveReplayPlaysAndCtrlCStopsIt() throws {
    let tape = CliHarness.repositoryRoot.appendingPathComponent("replays/first-policy-test.tape")
      .path
    let session = try Self.mamsimThenExit("replay --live --speed 20 '\(tape)'")
    defer { session.close() }
    try session.waitFor("1 passed, 0 failed")
    try session.waitFor("exit=0")
    let stopped = try Self.mamsimThenExit("replay --live '\(tape)'")
    defer { stopped.close() }
    try stopped.waitFor("Sign in to Contoso")
    try stopped.press("C-c")
    try stopped.waitFor("stopped by the viewer")
    try stopped.waitFor("exit=1")
    #expect(try stopped.display("#{alternate_on}") == "0")
  }

  /// A live play checks the screen at the tape's size, whatever the window's: the shipped
  /// first-policy test (100×30, with a snapshot) passes in a 120×40 window as it does headless.
  @Test func aLivePlayChecksAtTheTapesSize() throws {
    let tape = CliHarness.repositoryRoot.appendingPathComponent("replays/first-policy-test.tape")
      .path
    let session = try Self.mamsimThenExit(
      "replay --live --speed 20 '\(tape)'", width: 120, height: 40)
    defer { session.close() }
    try session.waitFor("exit=")
    let shown = try session.screen()
    #expect(shown.contains("1 passed, 0 failed"), "\(shown)")
    #expect(shown.contains("exit=0"))
  }

  /// `Advance` jumps the clock live as it does headless: an hour takes no hour, the screen
  /// after the jump is what the viewer sees.
  @Test func advanceJumpsInALivePlay() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = folder.appendingPathComponent("a.tape").path
    try "Wait /Sign in/\nAdvance 1h\nExpect /T\\+1h/\nRelaunch 2h\nExpect /T\\+3h/\n".write(
      toFile: tape, atomically: true, encoding: .utf8)
    let session = try Self.mamsimThenExit("replay --live '\(tape)'")
    defer { session.close() }
    try session.waitFor("1 passed, 0 failed")
    try session.waitFor("exit=0")
  }

  /// q during a `Wait` that would take long ends the live play at once (the clock stops with
  /// the play, so the wait must not go on waiting for its deadline).
  @Test func quittingDuringAWaitEndsTheLivePlay() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = folder.appendingPathComponent("w.tape").path
    try "Output \"w.cast\"\nWait /Sign in/\nWait@20s /never-appears/\n".write(
      toFile: tape, atomically: true, encoding: .utf8)
    // A whole recording from an earlier play, which a play cut short must not replace.
    let cast = folder.appendingPathComponent("w.cast").path
    let earlier = "{\"version\": 2, \"width\": 100, \"height\": 30}\n[0.5, \"o\", \"whole\"]\n"
    try earlier.write(toFile: cast, atomically: true, encoding: .utf8)
    let session = try Self.mamsimThenExit("replay --live '\(tape)'")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    Thread.sleep(forTimeInterval: 0.5)
    try session.press("q")
    try session.waitFor("stopped by the viewer")
    try session.waitFor("exit=1")
    #expect(try session.display("#{alternate_on}") == "0")
    #expect(try session.screen().contains("left as they were"))
    #expect(try String(contentsOfFile: cast, encoding: .utf8) == earlier)
  }
}

/// `mamsim replay --state DIR`: tapes played one after the other on one stored device.
@Suite(.scratchFolder) struct ReplayStateTests {
  /// A new empty folder under the temporary directory, for tapes and their device.
  static func scratchFolder() throws -> URL {
    let folder = ScratchFolder.url("state")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aSecondTapeFindsWhatTheFirstLeft() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    Set Width 100
    Set Height 30
    Source "\(CliHarness.repositoryRoot.path)/replays/lib/managed.tape"
    Expect "Q3 pipeline review"
    """.write(to: folder.appendingPathComponent("enroll.tape"), atomically: true, encoding: .utf8)
    try """
    Set Width 100
    Set Height 30
    # No sign-in here: the stored device already has alex enrolled, so the app opens managed.
    Wait /alex@contoso.com · managed/
    Expect "Q3 pipeline review"
    """.write(to: folder.appendingPathComponent("resume.tape"), atomically: true, encoding: .utf8)
    let state = folder.appendingPathComponent("device").path
    let enroll = try CliHarness.run(["replay", "--state", state, "enroll.tape"], in: folder)
    #expect(enroll.status == 0, "\(enroll.output)\(enroll.error)")
    let resume = try CliHarness.run(["replay", "--state", state, "resume.tape"], in: folder)
    #expect(resume.status == 0, "\(resume.output)\(resume.error)")
    // Without the stored device the second tape cannot pass.
    let fresh = try CliHarness.run(["replay", "resume.tape"], in: folder)
    #expect(fresh.status == 1)
  }
}

/// `mamsim replay --state DIR` changes the stored device with a tape's `Device` lines.
@Suite(.scratchFolder) struct ReplayStateWorldTests {
  @Test func aDeviceLineChangesTheStoredPhone() throws {
    let folder = try ReplayStateTests.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    Set Width 100
    Set Height 30
    Device online false
    Device os "16.7"
    Wait /iOS 16.7 · offline/
    """.write(to: folder.appendingPathComponent("change.tape"), atomically: true, encoding: .utf8)
    try """
    Set Width 100
    Set Height 30
    # Nothing changes the phone here: it is as the first tape left it.
    Wait /iOS 16.7 · offline/
    """.write(to: folder.appendingPathComponent("check.tape"), atomically: true, encoding: .utf8)
    let state = folder.appendingPathComponent("device").path
    let change = try CliHarness.run(["replay", "--state", state, "change.tape"], in: folder)
    #expect(change.status == 0, "\(change.output)\(change.error)")
    let check = try CliHarness.run(["replay", "--state", state, "check.tape"], in: folder)
    #expect(check.status == 0, "\(check.output)\(check.error)")
    let fresh = try CliHarness.run(["replay", "check.tape"], in: folder)
    #expect(fresh.status == 1, "a fresh device is online on iOS 17.5")
  }
}
