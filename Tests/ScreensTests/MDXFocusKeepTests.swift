import MDXEngine
import SessionEngine
import TerminalUI
import Testing

@testable import Screens

/// The Citrix fields keep their focus and their limits: the keys that open and close the help,
/// the narrow panels and the escape key never take the focus off the field being typed in, and
/// the PIN field stops at the PIN's length.
@Suite struct MDXFocusKeepTests {
  @Test(arguments: [
    [Key.function(1), .function(1)], [.function(2), .function(2)], [.function(3), .function(3)],
    [.escape], [.function(1), .escape], [.function(2), .escape],
  ])
  func theServerFieldKeepsFocusAfter(_ keys: [Key]) {
    let pilot = MDXPilot()
    pilot.type("mdm")
    #expect(pilot.program.state.ui.focus == MDXScreens.Control.server)
    for key in keys { pilot.press(key) }
    #expect(pilot.program.state.ui.focus == MDXScreens.Control.server, "after \(keys)")
    pilot.type(".x")
    #expect(pilot.program.state.ui.fields[MDXScreens.Control.server] == "mdm.x")
  }
}

extension MDXFocusKeepTests {
  @Test func theCreatePinFieldsStopAtThePinsLength() {
    let pilot = MDXPilot()
    pilot.type("mdm.harbourline.example")
    pilot.press(.enter)
    pilot.type("rash")
    pilot.press(.tab)
    pilot.type("Dispatch-2026")
    pilot.press(.enter)
    #expect(pilot.state.phase == .hubCreatePin)
    pilot.type("24681012")
    #expect(pilot.program.state.ui.fields[MDXScreens.Control.pin] == "246810")
    pilot.press(.tab)
    pilot.type("2468101")
    #expect(pilot.program.state.ui.fields[MDXScreens.Control.confirm] == "246810")
    pilot.press(.enter)
    #expect(pilot.state.pin != nil)
  }
}
