import Foundation
import Testing

/// Changes to the world made live (F4 device, F5 admin) on the persistent device, seen from
/// outside: they reach the app, survive quitting and restarting, and `record` writes them down
/// so the tape replays to the same screen.
@Suite(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxWorldTests {
  /// A pane that runs plain `mamsim` twice on the session's own persistent device; the second
  /// run starts when Enter is pressed after "first-done".
  private func twoRuns() throws -> TmuxSession {
    let run = try TmuxSession.mamsim()
    return try TmuxSession(
      width: 100, height: 30,
      command: "\(run); echo first-done; read line; \(run); echo \"exit=$?\"; sleep 30")
  }

  /// Quits the first run and starts the second.
  private func restart(_ session: TmuxSession) throws {
    try session.press("C-c")
    try session.waitFor("first-done")
    try session.press("Enter")
  }

  /// Moves down the open panel to the row labelled `label` and presses Enter, one row at a time
  /// (each move waited for, so no key runs ahead of the screen).
  private func choose(_ label: String, in session: TmuxSession) throws {
    func selected(_ screen: String) -> String {
      screen.split(separator: "\n").first { $0.contains("› ") }.map(String.init) ?? ""
    }
    // The panel's title can be on screen before its rows: start from a drawn selection.
    guard try session.waitUntil("a row of the panel is selected", { !selected($0).isEmpty })
    else { return }
    for _ in 0..<40 {
      let before = selected(try session.screen())
      if before.contains("› \(label)") {
        try session.press("Enter")
        return
      }
      try session.press("Down")
      guard try session.waitUntil("the selection moves past \(before)", { selected($0) != before })
      else { return }
    }
    Issue.record("no row \(label) in the panel:\n\(try session.screen())")
  }

  @Test func takingThePhoneOfflineReachesTheAppAndSurvivesARestart() throws {
    let session = try twoRuns()
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.press("F4")
    try session.waitFor("Device (F4)")
    try choose("Network", in: session)
    try session.waitUntil("the panel shows the network offline") {
      $0.contains("› Network")
        && $0.range(of: #"› Network +offline"#, options: .regularExpression) != nil
    }
    try session.press("Escape")
    try session.waitUntil("the device panel is closed") { !$0.contains("Device (F4)") }
    // The side panel and the app see it: the sign-in is refused for want of a network.
    try session.waitFor("iOS 17.5 · offline")
    try session.type("alex@contoso.com")
    try session.press("Tab")
    try session.type("Pilot-Alex")
    try session.press("Enter")
    try session.waitFor("You are offline")
    try restart(session)
    // The second run finds the phone still offline.
    try session.waitFor("iOS 17.5 · offline")
    try session.press("C-c")
    try session.waitFor("exit=0")
  }

  @Test func anAdminPolicyEditSurvivesARestart() throws {
    let session = try twoRuns()
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.press("F5")
    try session.waitFor("Administrator (F5)")
    try choose("minimumPinLength", in: session)
    try session.waitUntil("the panel shows the new length") {
      $0.range(of: #"minimumPinLength +6"#, options: .regularExpression) != nil
    }
    try restart(session)
    try session.waitFor("Sign in to Contoso")
    try session.press("F5")
    try session.waitFor("Administrator (F5)")
    try session.waitUntil("the edit is still there after the restart") {
      $0.range(of: #"minimumPinLength +6"#, options: .regularExpression) != nil
    }
    // And the app gets it: the PIN it asks for is six digits long.
    try session.press("Escape")
    try session.waitUntil("the admin panel is closed") { !$0.contains("Administrator (F5)") }
    try session.reachSetPin()
    try session.waitFor("exactly 6 digits")
    try session.press("C-c")
    try session.waitFor("exit=0")
  }

  @Test func keysTypedWhileTooSmallChangeNothing() throws {
    let run = try TmuxSession.mamsim("run --ephemeral")
    let session = try TmuxSession(
      width: 100, height: 30, command: "\(run); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.tmux(["resize-window", "-t", "main", "-x", "30", "-y", "10"])
    try session.waitFor("too small")
    try session.type("25")
    try session.press("Tab", "Enter", "F4")
    try session.tmux(["resize-window", "-t", "main", "-x", "100", "-y", "30"])
    try session.waitFor("Sign in to Contoso")
    let screen = try session.screen()
    #expect(!screen.contains("Device (F4)"), "F4 did not open the panel while hidden")
    let field =
      screen.split(separator: "\n").drop { !$0.contains("Work account") }.dropFirst()
      .first.map(String.init) ?? ""
    #expect(!field.contains("25"), "nothing was typed into the hidden field:\n\(screen)")
    #expect(!screen.contains("Enter a work account"), "Enter did not submit the hidden form")
    try session.press("C-c")
    try session.waitFor("exit=0")
  }

  @Test func aRecordedDemoWithPanelChangesReplaysToTheSameScreen() throws {
    // The pane starts in its own scratch folder, where the tape is written.
    let record = try TmuxSession.mamsim("record demo.tape")
    let session = try TmuxSession(
      width: 100, height: 30, command: "\(record); echo \"recorded=$?\"; sleep 30")
    defer { session.close() }
    let tape = session.folder.appendingPathComponent("demo.tape")
    try session.waitFor("Sign in to Contoso")
    try session.press("F4")
    try session.waitFor("Device (F4)")
    try choose("Jailbroken", in: session)
    try session.waitUntil("the phone is jailbroken") {
      $0.range(of: #"› Jailbroken +yes"#, options: .regularExpression) != nil
    }
    try session.press("Escape")
    try session.waitUntil("the device panel is closed") { !$0.contains("Device (F4)") }
    try session.press("F5")
    try session.waitFor("Administrator (F5)")
    try choose("drew@contoso.com", in: session)
    try session.waitUntil("drew is enabled") {
      $0.range(of: #"drew@contoso.com +enabled"#, options: .regularExpression) != nil
    }
    try session.press("Escape")
    try session.waitUntil("the panel is closed") { !$0.contains("Administrator (F5)") }
    try session.press("C-c")
    try session.waitFor("recorded=0")
    let text = try String(contentsOf: tape, encoding: .utf8)
    #expect(text.contains("Device jailbroken true"), "the tape:\n\(text)")
    #expect(text.contains("Admin enable \"drew@contoso.com\""), "the tape:\n\(text)")
    #expect(!text.contains("F4") && !text.contains("F5"), "panel keys are not written:\n\(text)")
    // The replay ends on the same screen: the side panel shows the jailbroken phone and drew
    // enabled.
    let final = session.folder.appendingPathComponent("final.txt")
    try (text + "Screenshot \"final.txt\"\n").write(to: tape, atomically: true, encoding: .utf8)
    let replay = try CliHarness.run(["replay", tape.path])
    #expect(replay.status == 0, "\(replay.output)")
    let screen = try String(contentsOf: final, encoding: .utf8)
    #expect(screen.contains("jailbroken"), "\(screen)")
    #expect(screen.contains("drew@contoso.com  Drew-9753"), "\(screen)")
    #expect(!screen.contains("disabled: cannot sign in"), "\(screen)")
  }
}
