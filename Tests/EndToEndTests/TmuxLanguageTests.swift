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
}
