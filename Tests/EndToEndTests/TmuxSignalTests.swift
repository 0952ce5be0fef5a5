import Foundation
import Testing

/// Issue 30, item 6: every signal that ends mamsim gives the terminal back first (main screen,
/// cooked mode with echo, cursor shown) and ends the process with 128 + the signal; Ctrl-Z
/// suspends it as any full-screen program, and `fg` draws it again.
@Suite(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxSignalTests {
  /// The signals tried: the collected ones (INT, TERM, HUP, QUIT), the ones only a handler can
  /// see (ABRT, USR1, USR2, ALRM, ...), and the fault signals sent with kill.
  static let signals: [(String, Int32)] = [
    ("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("ABRT", SIGABRT),
    ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("VTALRM", SIGVTALRM),
    ("PROF", SIGPROF), ("XCPU", SIGXCPU), ("SEGV", SIGSEGV), ("BUS", SIGBUS), ("FPE", SIGFPE),
    ("ILL", SIGILL), ("SYS", SIGSYS),
  ]

  /// A pane that runs mamsim (its pid in the session folder's `pid`), then prints its exit
  /// status and whether the terminal's modes are as before it started.
  private static func session() throws -> TmuxSession {
    let command =
      "ulimit -c 0; before=$(stty -g); sh -c \"echo \\$\\$ > pid; exec \(try TmuxSession.mamsim())\""
      + " 2>/dev/null; code=$?; after=$(stty -g);"
      + " if [ \"$before\" = \"$after\" ]; then modes=same; else modes=changed; fi;"
      + " echo \"exit=$code modes=$modes\"; sleep 30"
    return try TmuxSession(width: 80, height: 24, command: command)
  }

  /// The pid mamsim wrote in `session`'s folder.
  private static func pid(of session: TmuxSession) throws -> Int32 {
    let text = try String(
      contentsOf: session.folder.appendingPathComponent("pid"), encoding: .utf8)
    return try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  @Test(arguments: Self.signals.map(\.0))
  func aSignalRestoresTheTerminalAndEndsWithItsNumber(name: String) throws {
    let number = try #require(Self.signals.first { $0.0 == name }?.1)
    let session = try Self.session()
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    #expect(kill(try Self.pid(of: session), number) == 0)
    try session.waitFor("exit=\(128 + number) modes=same", timeout: .seconds(15))
    #expect(
      try session.display("#{alternate_on}") == "0", "SIG\(name) left the alternate screen on")
    #expect(try session.display("#{cursor_flag}") == "1", "SIG\(name) left the cursor hidden")
    #expect(try session.display("#{mouse_any_flag}") == "0")
    // Nothing drawn after the signal: the app's screen is gone for good.
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try !session.screen().contains("Sign in to Contoso"), "SIG\(name) left the app drawing")
  }

  /// A signal the parent ignores stays ignored, as in any program: ignoring SIGXFSZ, say, makes a
  /// write past the file-size limit fail with an error instead of ending the process.
  @Test func aSignalTheParentIgnoresIsStillIgnored() throws {
    let command =
      "trap \"\" USR1 XFSZ; sh -c \"echo \\$\\$ > pid; exec \(try TmuxSession.mamsim())\"; sleep 30"
    let session = try TmuxSession(width: 80, height: 24, command: command)
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    let pid = try Self.pid(of: session)
    #expect(kill(pid, SIGUSR1) == 0)
    #expect(kill(pid, SIGXFSZ) == 0)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(kill(pid, 0) == 0, "mamsim ended on a signal its parent ignores")
    #expect(try session.display("#{alternate_on}") == "1")
    try session.press("C-c")
    try session.waitUntil("mamsim quit") { !$0.contains("Sign in to Contoso") }
  }

  @Test func ctrlZSuspendsAndFgDrawsTheAppAgain() throws {
    let session = try TmuxSession(
      width: 80, height: 24, command: "exec bash --norc --noprofile -i")
    defer { session.close() }
    try session.type("PS1=\"shell> \"; stty -g > modes; \(try TmuxSession.mamsim())")
    try session.press("Enter")
    try session.waitFor("Sign in to Contoso")
    #expect(try session.display("#{alternate_on}") == "1")
    try session.press("C-z")
    try session.waitFor("Stopped")
    #expect(try session.display("#{alternate_on}") == "0", "Ctrl-Z left the alternate screen on")
    #expect(try session.display("#{cursor_flag}") == "1")
    // The shell has its terminal back as it was: echo on, cooked mode.
    try session.type("clear; [ \"$(stty -g)\" = \"$(cat modes)\" ] && echo modes-same")
    try session.press("Enter")
    try session.waitFor("modes-same")
    try session.type("fg")
    try session.press("Enter")
    try session.waitFor("Sign in to Contoso")
    #expect(try session.display("#{alternate_on}") == "1")
    // The app takes keys again: Ctrl-C quits it as usual.
    try session.press("C-c")
    try session.waitUntil("mamsim quit after fg") { !$0.contains("Sign in to Contoso") }
  }

  /// Ctrl-L draws the whole screen again, as after something else wrote over it.
  @Test func ctrlLDrawsOverWhatElseWroteToTheTerminal() throws {
    let session = try TmuxSession(
      width: 100, height: 30,
      command: "t=$(tty); (sleep 2; printf \"\\033[5;10HSTRAY-OUTPUT-HERE\" > \"$t\") & "
        + "\(try TmuxSession.mamsim()); sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.waitFor("STRAY-OUTPUT-HERE")
    try session.press("C-l")
    try session.waitUntil("the stray text drawn over") { !$0.contains("STRAY-OUTPUT-HERE") }
    #expect(try session.screen().contains("Sign in to Contoso"))
  }
}
