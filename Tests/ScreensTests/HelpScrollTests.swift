import Foundation
import Strings
import TerminalUI
import Testing

@testable import Screens

/// A help taller than its room scrolls with ↑ ↓ and the page keys, and counts what it hides
/// above and below, in the overlay and on the too-small screen alike.
@Suite struct HelpScrollTests {
  let strings = StringTable(language: .english)
  let lines = (0..<20).map { "line \($0)" }

  @Test func theWindowCountsWhatItHides() {
    #expect(HelpOverlay.window(lines, rows: 30, offset: 0, strings: strings) == lines)
    let top = HelpOverlay.window(lines, rows: 5, offset: 0, strings: strings)
    #expect(top == ["line 0", "line 1", "line 2", "line 3", "↓ 16 more lines below"])
    let middle = HelpOverlay.window(lines, rows: 5, offset: 7, strings: strings)
    #expect(
      middle == ["↑ 7 more lines above", "line 7", "line 8", "line 9", "↓ 10 more lines below"])
    let end = HelpOverlay.window(lines, rows: 5, offset: 99, strings: strings)
    #expect(end == ["↑ 16 more lines above", "line 16", "line 17", "line 18", "line 19"])
    let one = HelpOverlay.window(lines, rows: 5, offset: 1, strings: strings)
    #expect(one.first == "↑ 1 more line above")
  }

  /// A counting line wider than the help ends at a word with an ellipsis, never inside one.
  @Test func countingLinesAreShortenedBetweenWords() {
    let narrow = HelpOverlay.window(lines, rows: 5, offset: 7, width: 18, strings: strings)
    #expect(narrow.first == "↑ 7 more lines…")
    #expect(narrow.last == "↓ 10 more lines…")
    #expect(narrow.allSatisfy { CharacterWidth.of(text: $0) <= 18 })
  }

  @Test func keysMoveTheWindowWithinItsEnds() {
    func after(_ key: Key, _ offset: Int) -> Int? {
      HelpOverlay.offset(after: key, from: offset, lineCount: 20, rows: 5)
    }
    #expect(after(.down, 0) == 1)
    #expect(after(.up, 0) == 0)
    #expect(after(.pageDown, 0) == 3)
    #expect(after(.end, 0) == 16)
    #expect(after(.down, 16) == 16)
    #expect(after(.home, 9) == 0)
    #expect(after(.character("x"), 4) == nil)
  }

  /// Between the phone's width and a wide terminal, a long key line goes on under its
  /// description instead of being cut.
  @Test(arguments: [42, 60, 79])
  func theHelpOnANarrowTerminalWrapsItsKeyLines(columns: Int) {
    let pilot = Pilot()
    pilot.passSplash()
    let terminal = InMemoryTerminal(size: TerminalSize(columns: columns, rows: 40))
    terminal.enqueue([.resize, .function(1)])
    terminal.enqueue([.control("c")])
    _ = pilot.app.run(on: terminal, clock: WallClock())
    let rows = terminal.screenText.split(separator: "\n", omittingEmptySubsequences: false)
    let help = rows.dropFirst().dropLast()
    #expect(!help.contains { $0.contains("…") }, "\(terminal.screenText)")
    guard let first = help.firstIndex(where: { $0.contains("admin panel:") }) else {
      Issue.record("no F5 line: \(terminal.screenText)")
      return
    }
    let f5 = help[first...].prefix(3).joined(separator: " ")
    #expect(f5.contains("policy"), "\(terminal.screenText)")
    // A continuation starts under the description, not under the key.
    let line = rows[first]
    let column = line.firstRange(of: "admin").map {
      line.distance(from: line.startIndex, to: $0.lowerBound)
    }
    if columns == 60, let column {
      let next = String(rows[first + 1])
      #expect(next.prefix(column).allSatisfy { $0 == " " || $0 == "│" }, "\(next)")
    }
  }

  @Test func theHelpOnTheTooSmallScreenScrollsToItsLastKeys() {
    let pilot = Pilot()
    pilot.passSplash()
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 12))
    terminal.enqueue([.resize, .function(1)])
    terminal.enqueue(Array(repeating: .down, count: 30) + [.control("c")])
    _ = pilot.app.run(on: terminal, clock: WallClock())
    let screen = terminal.screenText
    // Too narrow for a column of keys: each key above its description.
    let rows = screen.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
    let key = rows.firstIndex(of: "F5")
    #expect(key.map { rows[$0 + 1].hasPrefix("admin panel") } == true, "\(screen)")
    #expect(screen.contains("more lines above"), "\(screen)")
    #expect(!screen.contains("Tab / Shift+Tab"), "\(screen)")
  }

  /// On a narrow terminal every key is laid out alike (never some in a column and others run
  /// into their description), and the closing note says where the panel is.
  @Test func onANarrowTerminalEveryKeyIsLaidOutAlike() {
    let pilot = Pilot(size: TerminalSize(columns: 42, rows: 24))
    pilot.passSplash()
    pilot.press(.function(1))
    let page = HelpOverlay.page(
      FrontState(size: TerminalSize(columns: 42, rows: 24)), pilot.app.session,
      strings: StringTable()
    ).lines
    for key in ["Ctrl+C", "Esc", "q", "F1", "F2 / F3"] {
      #expect(page.contains(key), "\(key) on a line of its own: \(page)")
    }
    #expect(!page.contains { $0.hasPrefix("Esc go") || $0.hasPrefix("q quit") }, "\(page)")
    #expect(page.joined(separator: " ").contains("whole with F2"), "\(page)")
  }
}
