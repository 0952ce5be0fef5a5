import Screens
import SessionEngine
import TerminalUI
import Testing

/// Pasted text (bracketed paste) is typed into the focused field as text: nothing in it acts
/// as a key, on the real program loop over an in-memory terminal.
@Suite struct PasteTests {
  /// Runs the program's loop over `keys`, then Ctrl+C.
  private func run(_ pilot: Pilot, _ keys: [Key]) {
    let terminal = InMemoryTerminal(size: pilot.size)
    terminal.enqueue(keys + [.control("c")])
    _ = pilot.app.run(on: terminal, clock: WallClock())
  }

  @Test func aPasteIntoAFieldTypesItsTextAndNoneOfItsKeys() throws {
    let pilot = Pilot()
    pilot.passSplash()
    let field = try #require(pilot.app.state.ui.focus)
    run(pilot, [.paste("alex@contoso.com\tq\nx\n")])
    #expect(pilot.app.state.ui.focus == field, "a Tab or line break in it does not move the focus")
    #expect(pilot.app.state.ui.fields[field] == "alex@contoso.com q x")
  }

  @Test func aPasteOnAButtonDoesNothing() {
    let pilot = Pilot()
    pilot.passSplash()
    pilot.press(.tab, .tab)
    let before = pilot.app.state
    run(pilot, [.paste("q \n"), .tab])
    #expect(pilot.app.state.ui.fields == before.ui.fields)
    #expect(pilot.app.state.ui.focus != before.ui.focus, "the Tab after it ran: q did not quit")
  }

  @Test func aPasteWhileTheTerminalIsTooSmallTypesNothingAndQuitsNothing() throws {
    let pilot = Pilot()
    pilot.passSplash()
    let field = try #require(pilot.app.state.ui.focus)
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 30, rows: 10))
    // F1 after it still opens the help: a q of the paste did not quit.
    terminal.enqueue([.resize, .paste("qqq"), .function(1), .control("c")])
    _ = pilot.app.run(on: terminal, clock: WallClock())
    #expect(pilot.app.state.isTooSmall)
    #expect(pilot.app.state.ui.showHelp, "the loop went on after the paste")
    #expect(pilot.app.state.ui.fields[field, default: ""].isEmpty)
  }
}
