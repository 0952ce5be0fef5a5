import Foundation
import MDXEngine
import SessionEngine
import TerminalUI
import Testing

@testable import Screens

/// Content taller than the phone: whatever control has the focus is drawn (the content scrolls to
/// it), and a line counts the rows hidden above or below, on the in-memory terminal.
@Suite("Focus in view")
struct FocusInViewTests {
  /// What the phone on `terminal` shows of the focused control: the text of the cells drawn in
  /// the focused control's own style (a focused button's label, a focused field's box, a list's
  /// selected row), or nil when no cell of the phone has it.
  static func focusedText(
    on terminal: InMemoryTerminal, ui: UIState, content: ScreenContent, theme: Theme
  ) -> String? {
    guard let focus = ui.focus, let area = Layout(size: terminal.size)?.phoneScreen else {
      return nil
    }
    let role: StyleRole
    switch content.element(holding: focus) {
    case .buttons?: role = .buttonFocused
    case .field?: role = .fieldFocused
    case .list?: role = .selection
    default: return nil
    }
    let style = theme.style(role, on: content.surface)
    let screen = terminal.screen
    var text = ""
    // Below the app's bar, which may share the focused button's colours.
    for y in (area.y + (content.bar == nil ? 0 : 1))..<(area.y + area.height) {
      for x in area.x..<(area.x + area.width) where screen[x, y].style == style {
        text += screen[x, y].text
      }
    }
    return text.isEmpty ? nil : text
  }

  /// The label of button `id` in `content`, as drawn: `[ label ]`.
  static func drawnLabel(of id: String, in content: ScreenContent) -> String? {
    for case .buttons(let buttons) in content.elements {
      if let button = buttons.first(where: { $0.id == id }) { return "[ \(button.label) ]" }
    }
    return nil
  }

  /// Expects the focused control drawn on `terminal`: a button by its label, a field or a list's
  /// row by its highlight.
  static func expectFocusDrawn(
    on terminal: InMemoryTerminal, ui: UIState, content: ScreenContent, theme: Theme,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let focus = ui.focus ?? "nothing"
    let drawn = focusedText(on: terminal, ui: ui, content: content, theme: theme)
    if let label = drawnLabel(of: focus, in: content) {
      #expect(
        drawn == label, "\(focus) is not drawn:\n\(terminal.screenText)",
        sourceLocation: sourceLocation)
    } else {
      #expect(
        drawn != nil, "\(focus) is not drawn:\n\(terminal.screenText)",
        sourceLocation: sourceLocation)
    }
  }

  /// The rows of the phone's screen on `terminal`, frame cut off.
  static func phoneRows(_ terminal: InMemoryTerminal) -> [String] {
    guard let area = Layout(size: terminal.size)?.phoneScreen else { return [] }
    let screen = terminal.screen
    return (area.y..<(area.y + area.height)).map { y in
      String(screen.line(y).dropFirst(area.x).prefix(area.width))
        .trimmingCharacters(in: .whitespaces)
    }
  }

  /// The Citrix shared vault after merging a 200-character value: its data wraps over a dozen
  /// rows, and the fields and every button under it come into view as Tab reaches them.
  @Test(arguments: [TerminalSize.standard, TerminalSize.large])
  func theVaultScreenScrollsToEachControlTabReaches(size: TerminalSize) {
    let pilot = MDXPilot()
    pilot.enrol()
    pilot.press(.tab, .tab, .enter)
    #expect(pilot.program.state.ui.mdxVault == .app)
    let long = String(repeating: "x", count: 200)
    pilot.type("user")
    pilot.press(.tab)
    pilot.type(long)
    pilot.press(.tab, .enter)
    #expect(pilot.state.vaults[.app]?.vaultData == ["user": long])
    let program = pilot.program
    let terminal = InMemoryTerminal(size: size)
    program.show(on: terminal)
    #expect(program.state.ui.focus == MDXVaultScreen.Control.merge)
    Self.expectFocusDrawn(
      on: terminal, ui: program.state.ui, content: program.currentContent, theme: program.theme)
    let rows = Self.phoneRows(terminal)
    #expect(rows.contains { $0.hasPrefix("↑ ") && $0.hasSuffix("more lines above") })
    #expect(rows.last == "↓ 3 more lines below", "\(terminal.screenText)")
    // Every control, Tab after Tab and round again, then back with Shift-Tab.
    let count = program.currentContent.controlIDs.count
    var reached: Set<String> = []
    for key in Array(repeating: Key.tab, count: count + 1)
      + Array(repeating: Key.backTab, count: count + 1)
    {
      pilot.press(key)
      program.show(on: terminal)
      reached.insert(program.state.ui.focus ?? "")
      Self.expectFocusDrawn(
        on: terminal, ui: program.state.ui, content: program.currentContent, theme: program.theme)
    }
    #expect(reached == Set(program.currentContent.controlIDs))
    // On Back, the last row: nothing below, the data above counted.
    for _ in 0..<count where program.state.ui.focus != MDXVaultScreen.Control.back {
      pilot.press(.tab)
    }
    program.show(on: terminal)
    #expect(Self.phoneRows(terminal).last?.contains("[ Back ]") == true)
    #expect(!terminal.screenText.contains("more lines below"))
    #expect(terminal.screenText.contains("more lines above"))
    // The data is kept: the screen opened again starts on the Key field, in view.
    pilot.press(.enter)
    #expect(program.state.ui.mdxVault == nil)
    pilot.press(.tab, .tab, .enter)
    program.show(on: terminal)
    #expect(program.state.ui.focus == MDXVaultScreen.Control.key)
    Self.expectFocusDrawn(
      on: terminal, ui: program.state.ui, content: program.currentContent, theme: program.theme)
  }

  /// A note longer than the phone: its Back button, under the text, is in view when the note
  /// opens; Tab to the actions and back moves the view no further than the focus needs.
  @Test func aLongNoteKeepsBackAndItsActionsInView() throws {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.tab, .enter, .enter)
    #expect(pilot.app.currentScreen.identity == "app.newNote")
    pilot.type("Long")
    pilot.press(.tab)
    pilot.type(String(repeating: "word ", count: 300))
    pilot.press(.enter)
    #expect(pilot.app.currentScreen.identity == "app.notes")
    for _ in 0..<10 where !pilot.shows("› C Long") { pilot.press(.down) }
    pilot.press(.enter)
    let program = pilot.app
    #expect(program.currentScreen.identity.hasPrefix("app.note."))
    let terminal = InMemoryTerminal(size: pilot.size)
    program.show(on: terminal)
    #expect(program.state.ui.focus == "back")
    Self.expectFocusDrawn(
      on: terminal, ui: program.state.ui, content: program.currentContent, theme: program.theme)
    var rows = Self.phoneRows(terminal)
    #expect(rows.contains { $0.hasPrefix("↑ ") && $0.hasSuffix("more lines above") })
    #expect(rows.last?.hasPrefix("↓ ") == true, "the actions are below: \(rows)")
    // Tab to the actions: the first row comes into view, Back stays on the phone.
    pilot.press(.tab)
    program.show(on: terminal)
    #expect(program.state.ui.focus == "actions")
    Self.expectFocusDrawn(
      on: terminal, ui: program.state.ui, content: program.currentContent, theme: program.theme)
    #expect(terminal.screenText.contains("[ Back ]"))
    // Down through every action, each row drawn selected.
    let actions = try #require(
      program.currentContent.elements.compactMap { element -> Int? in
        if case .list("actions", let rows) = element { rows.count } else { nil }
      }.first)
    for _ in 1..<actions {
      pilot.press(.down)
      program.show(on: terminal)
      Self.expectFocusDrawn(
        on: terminal, ui: program.state.ui, content: program.currentContent, theme: program.theme)
    }
    rows = Self.phoneRows(terminal)
    #expect(!rows.contains { $0.hasPrefix("↓ ") }, "the last action is the last row: \(rows)")
    // Back, above the list and in view: the view does not move.
    let scroll = program.state.ui.scroll
    pilot.press(.tab)
    program.show(on: terminal)
    #expect(program.state.ui.focus == "back")
    #expect(program.state.ui.scroll == scroll, "Back was in view already")
    Self.expectFocusDrawn(
      on: terminal, ui: program.state.ui, content: program.currentContent, theme: program.theme)
    pilot.press(.enter)
    #expect(program.currentScreen.identity == "app.notes", "Enter pressed the Back it showed")
  }

  /// The diagnostics console scrolls with the arrows: it opens at its top with nothing focused,
  /// so Enter presses nothing unseen; Tab focuses Back and scrolls to it, and scrolling away from
  /// Back lets go of the focus again.
  @Test func theDiagnosticsConsoleFocusesOnlyWhatItShows() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.tab, .enter, .down, .down, .enter)
    let program = pilot.app
    #expect(program.currentScreen.identity == "sdk.diagnostics")
    let terminal = InMemoryTerminal(size: pilot.size)
    program.show(on: terminal)
    #expect(program.state.ui.focus == nil)
    #expect(program.state.ui.scroll == 0)
    var rows = Self.phoneRows(terminal)
    #expect(rows.first == "Diagnostics")
    #expect(rows.last?.hasPrefix("↓ ") == true, "\(rows)")
    #expect(!terminal.screenText.contains("[ Back ]"))
    #expect(terminal.screenText.contains("Tab next"))
    pilot.press(.enter)
    #expect(program.currentScreen.identity == "sdk.diagnostics", "Enter pressed nothing")
    pilot.press(.tab)
    program.show(on: terminal)
    #expect(program.state.ui.focus == "back")
    Self.expectFocusDrawn(
      on: terminal, ui: program.state.ui, content: program.currentContent, theme: program.theme)
    rows = Self.phoneRows(terminal)
    #expect(rows.first?.hasPrefix("↑ ") == true, "\(rows)")
    #expect(rows.last == "[ Back ]")
    // Up a few rows: Back leaves the view and the focus with it.
    pilot.press(.up, .up, .up)
    program.show(on: terminal)
    #expect(!terminal.screenText.contains("[ Back ]"))
    #expect(program.state.ui.focus == nil)
    pilot.press(.enter)
    #expect(program.currentScreen.identity == "sdk.diagnostics", "Enter pressed nothing")
    pilot.press(.tab, .enter)
    #expect(program.currentScreen.identity == "app.notes")
  }

  @Test func aWindowMovesOnlyAsFarAsItsRangeNeeds() {
    let top = ScrollWindow(count: 30, rows: 10, offset: 0)
    #expect((top.start, top.end, top.above, top.below) == (0, 9, 0, 21))
    #expect(top.keeping(3..<5) == top, "in view already")
    // Down to row 12: it ends the window, above the line counting the rest.
    let down = top.keeping(12..<13)
    #expect((down.start, down.end) == (5, 13))
    #expect(down.keeping(6..<7) == down)
    // Up to row 2: it starts the window, under the line counting the rows above.
    let up = down.keeping(2..<3)
    #expect((up.start, up.end) == (2, 10))
    // The last row: the window ends at the end, with no line below.
    let end = up.keeping(29..<30)
    #expect((end.start, end.end, end.below) == (21, 30, 0))
    // Taller than the window: its start is shown.
    #expect(top.keeping(12..<40).start == 12)
    // All rows fit: nothing moves.
    let all = ScrollWindow(count: 5, rows: 10, offset: 3)
    #expect((all.start, all.end) == (0, 5))
  }
}
