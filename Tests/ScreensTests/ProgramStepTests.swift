import Screens
import SessionEngine
import TerminalUI
import Testing

/// What the program's loop tells its observer (`mamsim record`) about each key, on the real
/// loop over an in-memory terminal.
@Suite struct ProgramStepTests {
  /// The steps the loop reports for `keys` on the sign-in form, before its Ctrl+C.
  private func steps(_ keys: [Key]) -> [ProgramStep] {
    let pilot = Pilot()
    pilot.passSplash()
    let terminal = InMemoryTerminal(size: pilot.size)
    terminal.enqueue(keys + [.control("c")])
    var seen: [ProgramStep] = []
    _ = pilot.app.run(on: terminal, clock: WallClock()) { seen.append($0) }
    return Array(seen.dropLast())
  }

  @Test func aBackspaceSaysWhetherItTookACharacterOutOfTheField() {
    let seen = steps([.character("a"), .backspace, .backspace, .tab, .backspace])
    #expect(seen.map(\.erased) == [false, true, false, false, false])
  }

  @Test func aKeyThatDoesNothingInAFieldSaysSo() {
    // In the account field an arrow has no cursor to move; a Tab moves the focus, a character
    // types, a Backspace on an empty field takes nothing out.
    let seen = steps([.character("a"), .left, .right, .backspace, .backspace, .tab])
    #expect(seen.map(\.changedNothing) == [false, true, true, false, true, false])
  }
}
