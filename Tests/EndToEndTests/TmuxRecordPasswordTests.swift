import Foundation
import Testing

/// `mamsim record` keeps the typed password out of the tape: it writes `Password "account"`,
/// says so on standard error, and the tape replays to the same screen. The tape replaces a
/// symbolic link at its name (with `--force`) rather than writing through it.
@Suite(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxRecordPasswordTests {
  @Test func aRecordedSignInWritesNoPasswordAndReplays() throws {
    let record = try TmuxSession.mamsim("record --force demo.tape 2> record.err")
    let session = try TmuxSession(
      width: 100, height: 30, command: "\(record); echo \"recorded=$?\"; sleep 30")
    defer { session.close() }
    let tape = session.folder.appendingPathComponent("demo.tape")
    let precious = session.folder.appendingPathComponent("precious.txt")
    try "precious\n".write(to: precious, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: tape.path, withDestinationPath: "precious.txt")
    try session.waitFor("Sign in to Contoso")
    try session.type("alex@contoso.com")
    try session.press("Tab")
    try session.type("Pilot-Alxx")
    try session.press("BSpace")
    try session.press("BSpace")
    try session.type("ex")
    try session.press("Enter")
    try session.waitFor("Restart required")
    try session.press("C-c")
    try session.waitFor("recorded=0")
    #expect(try String(contentsOf: precious, encoding: .utf8) == "precious\n")
    let text = try String(contentsOf: tape, encoding: .utf8)
    #expect(!text.contains("Pilot"), "the tape:\n\(text)")
    #expect(text.contains("Password \"alex@contoso.com\""), "the tape:\n\(text)")
    let said = try String(
      contentsOf: session.folder.appendingPathComponent("record.err"), encoding: .utf8)
    #expect(said.contains("the password typed for alex@contoso.com is written as"), "\(said)")
    // The replay types the scenario's password for alex and reaches the same screen.
    try (text + "Wait /Restart required/\n").write(to: tape, atomically: true, encoding: .utf8)
    let again = try CliHarness.run(["replay", tape.path])
    #expect(again.status == 0, "\(again.output)")
  }
}
