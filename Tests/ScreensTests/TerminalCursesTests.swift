import CNcursesw
import Glibc
import TerminalUI
import Testing

@testable import CursesTerminal
@testable import Screens

@Suite struct TerminalCursesTests {
  @Test func keyCodesMapToKeys() {
    #expect(CursesKeyMapper.key(forKeyCode: KEY_UP) == .up)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_DOWN) == .down)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_LEFT) == .left)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_RIGHT) == .right)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_PPAGE) == .pageUp)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_NPAGE) == .pageDown)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_HOME) == .home)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_END) == .end)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_BACKSPACE) == .backspace)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_DC) == .delete)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_ENTER) == .enter)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_BTAB) == .backTab)
    #expect(CursesKeyMapper.key(forKeyCode: KEY_RESIZE) == .resize)
    #expect(CursesKeyMapper.key(forKeyCode: mamsim_key_f(1)) == .function(1))
    #expect(CursesKeyMapper.key(forKeyCode: mamsim_key_f(12)) == .function(12))
    #expect(CursesKeyMapper.key(forKeyCode: KEY_MOUSE) == nil)
  }

  @Test func controlCodesMapToControlKeysExceptTabEnterBackspace() {
    #expect(CursesKeyMapper.key(forCharacter: 3) == .control("c"))
    #expect(CursesKeyMapper.key(forCharacter: 1) == .control("a"))
    #expect(CursesKeyMapper.key(forCharacter: 26) == .control("z"))
    #expect(CursesKeyMapper.key(forCharacter: 9) == .tab)
    #expect(CursesKeyMapper.key(forCharacter: 13) == .enter)
    #expect(CursesKeyMapper.key(forCharacter: 10) == .enter)
    #expect(CursesKeyMapper.key(forCharacter: 127) == .backspace)
    #expect(CursesKeyMapper.key(forCharacter: 8) == .backspace)
    #expect(CursesKeyMapper.key(forCharacter: 27) == .escape)
    #expect(CursesKeyMapper.key(forCharacter: 0x9B) == nil)
  }

  @Test func printableCharactersAndAltKeys() {
    #expect(CursesKeyMapper.key(forCharacter: 0x61) == .character("a"))
    #expect(CursesKeyMapper.key(forCharacter: 0x20) == .character(" "))
    #expect(CursesKeyMapper.key(forCharacter: 0x4E2D) == .character("中"))
    #expect(CursesKeyMapper.key(afterEscape: 0x78) == .alt("x"))
    #expect(CursesKeyMapper.key(afterEscape: 27) == nil)
    #expect(CursesKeyMapper.key(afterEscape: 9) == nil)
  }

  @Test func errorMessagesSayWhatIsWrong() {
    #expect(
      CursesTerminalError.notATerminal.message
        == "mamsim needs a terminal: standard input/output is not one")
    #expect(CursesTerminalError.unknownTerminalType("vt999").message.contains("TERM=vt999"))
    #expect(CursesTerminalError.unknownTerminalType("").message.contains("TERM is not set"))
  }

  @Test(.enabled(if: isatty(0) == 0 || isatty(1) == 0))
  func refusesToStartWithoutATerminal() {
    #expect(throws: CursesTerminalError.notATerminal) {
      _ = try CursesTerminal(environment: ["TERM": "xterm-256color"])
    }
  }

  @Test func escapeSequencesCursesDidNotKnowMapToTheirKeysOrToNothing() {
    func key(_ text: String) -> Key? {
      CursesKeyMapper.key(forEscapeSequence: text.unicodeScalars.map(\.value))
    }
    // Home and End as the Linux console, rxvt and VT220 send them; Delete, Page Up/Down.
    #expect(key("[1~") == .home)
    #expect(key("[7~") == .home)
    #expect(key("[4~") == .end)
    #expect(key("[8~") == .end)
    #expect(key("[3~") == .delete)
    #expect(key("[5~") == .pageUp)
    #expect(key("[6~") == .pageDown)
    #expect(key("OH") == .home)
    #expect(key("[F") == .end)
    #expect(key("OA") == .up)
    #expect(key("[D") == .left)
    // Anything else stands for no key: F5 of a VT220, a mouse report, a modified arrow.
    #expect(key("[15~") == nil)
    #expect(key("[99~") == nil)
    #expect(key("[<0;10;5M") == nil)
    #expect(key("[1;5A") == nil)
    #expect(key("[") == nil)
  }
}
