import Foundation
import Testing

/// The real mamsim binary driven through tmux, as a person at a terminal would drive it.
@Suite(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxFlowTests {
  /// mamsim followed by its exit status, kept on screen for the test to read.
  private static func mamsimThenStatus(_ arguments: String = "") throws -> String {
    try TmuxSession.mamsim(arguments) + "; echo \"exit=$?\"; sleep 30"
  }

  @Test(arguments: [(80, 24), (120, 40)])
  func signInEnrollSetPinAndSignOut(width: Int, height: Int) throws {
    let session = try TmuxSession(width: width, height: height, command: Self.mamsimThenStatus())
    defer { session.close() }
    // The app opens on the host app's own sign-in screen.
    try session.waitFor("Sign in to Contoso")
    #expect(try session.display("#{alternate_on}") == "1")
    try session.reachManagedApp()
    // The managed app shows the corporate notes next to the personal ones.
    #expect(try session.screen().contains("Groceries"))
    try session.press("Tab")
    try session.press("Enter")
    try session.waitFor("Sign out")
    try session.press("Down")
    try session.press("Enter")
    try session.waitUntil("the corporate notes are gone and the personal ones remain") {
      $0.contains("Not signed in") && $0.contains("Groceries") && !$0.contains("Q3 pipeline")
    }
    // Still usable: Tab past the list and Sign in to Menu, which opens.
    try session.press("Tab")
    try session.press("Tab")
    try session.press("Enter")
    try session.waitFor("New note")
    try session.press("C-c")
    try session.waitFor("exit=0")
    #expect(try session.display("#{alternate_on}") == "0")
  }

  @Test func wideTerminalShowsTheSidePanel() throws {
    let session = try TmuxSession(width: 120, height: 40, command: Self.mamsimThenStatus())
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    let first = try session.screen()
    #expect(first.contains("Accounts"))
    #expect(first.contains("Delegate events"))
    try session.type("alex@contoso.com")
    try session.press("Tab")
    try session.type("Pilot-Alex")
    try session.press("Enter")
    try session.waitFor("enrollmentRequest 100")
    #expect(try session.screen().contains("Accounts"))
  }

  @Test(arguments: [("TERM", 143), ("HUP", 129), ("INT", 130)])
  func aSignalRestoresTheTerminal(signal: String, status: Int) throws {
    // The inner shell writes its pid and becomes mamsim, so the pid is mamsim's.
    let inner = "sh -c \"echo \\$\\$ > pid; exec \(try TmuxSession.mamsim())\""
    let session = try TmuxSession(
      width: 80, height: 24, command: "\(inner); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    let pidText = try String(
      contentsOf: session.folder.appendingPathComponent("pid"), encoding: .utf8)
    let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
    let signalNumber: Int32 = ["TERM": SIGTERM, "HUP": SIGHUP, "INT": SIGINT][signal] ?? SIGTERM
    #expect(kill(pid, signalNumber) == 0)
    try session.waitFor("exit=\(status)")
    #expect(try session.display("#{alternate_on}") == "0")
    #expect(try !session.screen().contains("Sign in to Contoso"))
  }

  @Test func pastedTextIsTypedIntoTheFieldAndPressesNothing() throws {
    let session = try TmuxSession(width: 100, height: 30, command: Self.mamsimThenStatus())
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    // A Tab, a space and a q in the paste: as keys they would move on, press, quit.
    try session.paste("alex@contoso.com\tq x")
    try session.waitFor("alex@contoso.com q x")
    // Home as the Linux console sends it, and a sequence no key sends: never text in the field.
    _ = try session.tmux(["send-keys", "-t", "main", "-l", "\u{1B}[1~\u{1B}[99~z"])
    try session.waitFor("alex@contoso.com q xz")
    #expect(try session.screen().contains("Sign in to Contoso"), "still on the form")
    try session.press("C-c")
    try session.waitFor("exit=0")
    #expect(try session.display("#{alternate_on}") == "0")
  }

  @Test func tooSmallTerminalSaysSoAndRecoversWhenResized() throws {
    let session = try TmuxSession(width: 30, height: 10, command: Self.mamsimThenStatus())
    defer { session.close() }
    try session.waitFor("too small")
    try session.tmux(["resize-window", "-t", "main", "-x", "80", "-y", "24"])
    try session.waitFor("Sign in to Contoso")
    #expect(try !session.screen().contains("too small"))
  }

  @Test func stdinNotATerminalGivesOneLineAndStatusOne() throws {
    let binary = try #require(CliHarness.binary)
    let process = Process()
    process.executableURL = binary
    process.arguments = []
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    try input.fileHandleForWriting.close()
    let errorText = String(
      decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let outputText = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(outputText.isEmpty)
    let lines = errorText.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(errorText.contains("terminal"))
  }
}
