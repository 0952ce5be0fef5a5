import Foundation
import TestSupport
import Testing

/// How mamsim leaves the terminal on every way out: each termination signal, a terminal that hangs
/// up without sending SIGHUP, and a Swift runtime trap.
@Suite(
  .scratchFolder,
  .enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxExitTests {
  /// A script that writes its pid to `pid` in the session folder and becomes mamsim with
  /// `arguments`, in a session of its own when `ownSession` (so a hang-up sends it no SIGHUP);
  /// its path.
  private static func script(ownSession: Bool = false, arguments: String = "") throws -> String {
    let path = ScratchFolder.path("exit") + ".sh"
    let start = "echo $$ > pid; exec \(try TmuxSession.mamsim(arguments))"
    let text = """
      #!/bin/sh
      \(ownSession ? "exec setsid sh -c '\(start)'" : start)

      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The pid mamsim wrote in `session`'s folder.
  private static func pid(of session: TmuxSession) throws -> Int32 {
    let text = try String(
      contentsOf: session.folder.appendingPathComponent("pid"), encoding: .utf8)
    return try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  /// Checks that the pane is back to the shell's state: main screen, cursor shown, no mouse
  /// tracking, the app's screen gone.
  private static func expectRestored(
    _ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try session.display("#{alternate_on}") == "0", sourceLocation: sourceLocation)
    #expect(try session.display("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
    #expect(try session.display("#{mouse_any_flag}") == "0", sourceLocation: sourceLocation)
    #expect(try !session.screen().contains("Sign in to Contoso"), sourceLocation: sourceLocation)
  }

  /// A terminal without an alternate screen (the Linux console, a VT100) gets a cleared screen
  /// back: the last frame does not stay, and the shell's next line starts on a row of its own
  /// rather than in the key-hint row.
  @Test(arguments: ["linux", "vt100"])
  func aTerminalWithoutAnAlternateScreenIsClearedOnQuit(term: String) throws {
    let session = try TmuxSession(
      width: 80, height: 24,
      command: "TERM=\(term) \(try TmuxSession.mamsim("--ephemeral")); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.press("C-c")
    try session.waitFor("exit=0")
    let screen = try session.screen()
    #expect(!screen.contains("Sign in to Contoso"), "\(screen)")
    #expect(!screen.contains("F1 help"), "\(screen)")
    let rows = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows.contains("exit=0"), "\(screen)")
  }

  @Test func sigquitRestoresTheTerminalLikeTheOtherSignals() throws {
    let script = try Self.script()
    defer { try? FileManager.default.removeItem(atPath: script) }
    let session = try TmuxSession(
      width: 80, height: 24, command: "sh \(script); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    #expect(kill(try Self.pid(of: session), SIGQUIT) == 0)
    try session.waitFor("exit=131")
    try Self.expectRestored(session)
  }

  @Test func aHungUpTerminalEndsMamsimEvenWithoutSighup() throws {
    // In a session of its own, mamsim is not among the processes the hang-up signals (as under
    // a nohup-like parent): only standard input's POLLHUP tells it the terminal is gone.
    let script = try Self.script(ownSession: true)
    defer { try? FileManager.default.removeItem(atPath: script) }
    let session = try TmuxSession(width: 80, height: 24, command: "sh \(script)")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    let pid = try Self.pid(of: session)
    // Closing the pane hangs up its terminal.
    try session.tmux(["respawn-pane", "-k", "-t", "main", "sleep 30"])
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    while clock.now < deadline, Self.isRunning(pid) { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!Self.isRunning(pid), "mamsim \(pid) still runs after its terminal hung up")
    if Self.isRunning(pid) { kill(pid, SIGKILL) }
  }

  @Test func aRuntimeTrapStillRestoresTheTerminal() throws {
    let session = try TmuxSession(
      width: 80, height: 24,
      command: "SWIFT_BACKTRACE=interactive=no MAMSIM_DEBUG_TRAP_AFTER_FIRST_FRAME=1 "
        + "\(try TmuxSession.mamsim())"
        + " 2>/dev/null; echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitUntil("mamsim ended with a trap", timeout: .seconds(30)) {
      $0.contains("exit=132") || $0.contains("exit=133")
    }
    try Self.expectRestored(session)
  }

  /// Whether process `pid` exists and is not a zombie.
  private static func isRunning(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    guard let close = stat.lastIndex(of: ")") else { return false }
    return !stat[close...].hasPrefix(") Z")
  }
}
