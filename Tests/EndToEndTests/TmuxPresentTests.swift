import Foundation
import TestSupport
import Testing

/// `mamsim present` in a real terminal: every stop shows what a plain replay shows at that scene,
/// whichever way the presenter got there (forwards, back, a jump, back from off script).
@Suite(
  .scratchFolder,
  .scratchFolder,
  .enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxPresentTests {
  /// A tape of three scenes; each writes its screen as a plain replay sees it (present writes
  /// nothing).
  static let tape = """
    Set Width 100
    Set Height 30
    Wait /Sign in to Contoso/
    Scene "Signed out" "Nobody has signed in"
    Screenshot "scene-1.txt"
    Type "alex@contoso.com"
    Tab
    Type "Pilot-Alex"
    Enter
    Wait /Restart required/
    Scene "The first policy"
    Screenshot "scene-2.txt"
    Enter
    Wait /Enter opens Contoso Notes/
    Scene "Closed for the restart" "The app opens again with its policy"
    Screenshot "scene-3.txt"
    Enter
    Wait /Set a PIN/
    """

  /// The first 30 rows of `screen`, rows trimmed of trailing spaces.
  private static func phone(_ screen: String) -> [String] {
    Array(
      screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(30).map {
        String($0.reversed().drop(while: { $0 == " " }).reversed())
      })
  }

  /// The screens a plain replay wrote, by scene number.
  private static func replayedScenes(in folder: URL) throws -> [Int: [String]] {
    var scenes: [Int: [String]] = [:]
    for number in 1...3 {
      let text = try String(
        contentsOf: folder.appendingPathComponent("scene-\(number).txt"), encoding: .utf8)
      scenes[number] = phone(text)
    }
    return scenes
  }

  /// Waits until the presenter shows scene `number` with its phone as the replay drew it.
  private func expectScene(
    _ number: Int, _ scenes: [Int: [String]], on session: TmuxSession,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let heading = "Scene \(number) of 3:"
    try session.waitUntil(
      "scene \(number) is shown as the replay drew it", timeout: .seconds(30),
      sourceLocation: sourceLocation
    ) { screen in
      screen.contains(heading) && !screen.contains("▶") && !screen.contains("Off script")
        && Self.phone(screen) == scenes[number]
    }
  }

  @Test func forwardsBackJumpAndOffScriptShowTheReplayedScreens() throws {
    let folder = try ReplayStateTests.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("review.tape")
    try Self.tape.write(to: path, atomically: true, encoding: .utf8)
    let replay = try CliHarness.run(["replay", path.path])
    #expect(replay.status == 0, "\(replay.output)\(replay.error)")
    let scenes = try Self.replayedScenes(in: folder)
    for file in ["scene-1.txt", "scene-2.txt", "scene-3.txt"] {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
    }

    let present = try TmuxSession.mamsim("present --speed 20 '\(path.path)'")
    let session = try TmuxSession(
      width: 100, height: 32, command: "\(present); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try expectScene(1, scenes, on: session)
    #expect(try session.screen().contains("Nobody has signed in"))
    try session.press("Space")
    try expectScene(2, scenes, on: session)
    try session.press("Right")
    try expectScene(3, scenes, on: session)
    #expect(try session.screen().contains("The app opens again with its policy"))
    try session.press("Left")
    try expectScene(2, scenes, on: session)
    try session.type("1")
    try expectScene(1, scenes, on: session)
    try session.type("3")
    try expectScene(3, scenes, on: session)

    // Off script: the device panel opens over the phone; Ctrl+R goes back to scene 3.
    // The caption can change a frame before the panel is drawn, so wait for both.
    try session.press("F4")
    try session.waitUntil("the device panel covers the phone, off script") { screen in
      screen.contains("Off script") && Self.phone(screen) != scenes[3]
    }
    let offScript = try session.screen()
    #expect(offScript.contains("Ctrl+C quit") && !offScript.contains("q quit"), "\(offScript)")
    try session.press("C-r")
    try expectScene(3, scenes, on: session)

    // F1 lists the keys; q quits and gives the terminal back. Nothing was written.
    try session.press("F1")
    try session.waitFor("Ctrl+R back to the script")
    try session.type("q")
    try session.waitFor("exit=0")
    #expect(try session.display("#{alternate_on}") == "0")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("scene-1.txt").path))
  }

  @Test func theRowsAroundTheCaptionSpeakThePhonesLanguage() throws {
    let folder = try ReplayStateTests.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("de.tape")
    try "Set Language de\nScene \"Anmeldung\" \"Noch niemand\"\nSleep 1s\n"
      .write(to: path, atomically: true, encoding: .utf8)
    let present = try TmuxSession.mamsim("present --speed 20 '\(path.path)'")
    let session = try TmuxSession(
      width: 80, height: 26, command: "\(present); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Szene 1 von 1: Anmeldung")
    try session.waitFor("F1 Tasten · q beenden")
    try session.press("Space")
    try session.waitFor("Das Ende des Drehbuchs")
    try session.press("F1")
    try session.waitFor("Ctrl+R zurück zum Drehbuch")
    try session.press("C-c")
    try session.waitFor("exit=0")
  }

  @Test func ctrlCDuringAPlayRestoresTheTerminal() throws {
    let folder = try ReplayStateTests.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("review.tape")
    try Self.tape.replacingOccurrences(
      of: "Enter\nWait /Restart", with: "Sleep 60s\nEnter\nWait /Restart"
    )
    .write(to: path, atomically: true, encoding: .utf8)
    let present = try TmuxSession.mamsim("present '\(path.path)'")
    let session = try TmuxSession(
      width: 100, height: 32, command: "\(present); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Scene 1 of 3")
    try session.press("Space")
    try session.waitFor("▶ Scene 1 of 3")
    try session.press("C-c")
    try session.waitFor("exit=0")
    #expect(try session.display("#{alternate_on}") == "0")
  }
}
