import Foundation
import Screens
import TerminalUI
import Testing

/// The real binary in Chinese, German and Italian through ncurses and tmux: the language comes
/// from `--lang` or the locale, and wide characters land where the cell grid put them.
@Suite(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxLanguageTests {
  @Test func chineseFromLangIsDrawnAlignedByNcurses() throws {
    let session = try TmuxSession(
      width: 80, height: 24, command: try TmuxSession.mamsim("run --ephemeral --lang zh-Hans"))
    defer { session.close() }
    try session.waitFor("登录 Contoso")
    let rows = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
    for row in rows { #expect(CharacterWidth.of(text: row) <= 80, "\(row)") }
    // The phone's right edge is in the same column on every row of the phone.
    let edges = rows.compactMap { row -> Int? in
      guard row.hasPrefix(" │") else { return nil }
      guard let close = row.dropFirst(2).firstIndex(of: "│") else { return nil }
      return CharacterWidth.of(text: row[..<close])
    }
    #expect(edges.count > 10)
    #expect(Set(edges).count == 1, "\(edges)")
    try session.press("C-c")
  }

  @Test func theLocaleChoosesTheLanguageWhenLangIsNotGiven() throws {
    let session = try TmuxSession(
      width: 80, height: 24,
      command: "LC_ALL= LANG=de_DE.UTF-8 " + (try TmuxSession.mamsim("run --ephemeral")))
    defer { session.close() }
    try session.waitFor("Bei Contoso anmelden")
    try session.press("C-c")
  }

  /// A UTF-8 locale that is not installed (containers often have only C.UTF-8): the characters
  /// still come through as UTF-8, the language still follows the name, and one line on
  /// standard error says so.
  @Test func aUTF8LocaleThatIsNotInstalledStillDrawsUmlautsAndBorders() throws {
    let session = try TmuxSession(
      width: 100, height: 30,
      command: "LC_ALL= LANG=de_ZZ.UTF-8 "
        + (try TmuxSession.mamsim("run --ephemeral")) + " 2>locale-stderr.txt")
    defer { session.close() }
    try session.waitFor("Bei Contoso anmelden")
    let screen = try session.screen()
    #expect(screen.contains("Öffnen Sie Contoso Notes"), "\(screen)")
    #expect(screen.contains("Gerät"), "\(screen)")
    #expect(screen.contains("╭") && screen.contains("│"), "\(screen)")
    let said = try String(
      contentsOf: session.folder.appendingPathComponent("locale-stderr.txt"), encoding: .utf8)
    #expect(said.components(separatedBy: "\n").filter { $0.contains("not installed") }.count == 1)
    #expect(said.contains("C.UTF-8") || said.contains("C.utf8"), "\(said)")
    try session.press("C-c")
  }

  /// Only the messages' locale is missing: the characters' locale is installed, so the screen
  /// is German with its borders and nothing is said about a missing locale.
  @Test func aMissingMessagesLocaleOnlyChoosesTheLanguage() throws {
    let session = try TmuxSession(
      width: 100, height: 30,
      command: "LC_ALL= LC_CTYPE= LANG=C.UTF-8 LC_MESSAGES=de_ZZ.UTF-8 "
        + (try TmuxSession.mamsim("run --ephemeral")) + " 2>locale-stderr.txt")
    defer { session.close() }
    try session.waitFor("Bei Contoso anmelden")
    let screen = try session.screen()
    #expect(screen.contains("Gerät") && screen.contains("╭"), "\(screen)")
    // The locale is looked at before the first frame, so anything said is written by now.
    let said = try String(
      contentsOf: session.folder.appendingPathComponent("locale-stderr.txt"), encoding: .utf8)
    #expect(!said.contains("not installed"), "\(said)")
    try session.press("C-c")
  }
}
