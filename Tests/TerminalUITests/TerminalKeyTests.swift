import Testing

@testable import TerminalUI

@Suite struct TerminalKeyTests {
  @Test func descriptionsReadLikeTapeKeys() {
    #expect(Key.control("c").description == "Ctrl+C")
    #expect(Key.function(1).description == "F1")
    #expect(Key.enter.description == "Enter")
    #expect(Key.backTab.description == "Shift+Tab")
    #expect(Key.alt("x").description == "Alt+x")
    #expect(Key.alt("X").description == "Alt+X")
    #expect(Key.character(" ").description == "Space")
    #expect(Key.character("é").description == "é")
    #expect(Key.pageDown.description == "PageDown")
    #expect(Key.mouse(x: 3, y: 4).description == "Click(3,4)")
  }

  @Test func keysAreHashable() {
    let keys: Set<Key> = [.control("c"), .control("c"), .character("c"), .alt("c")]
    #expect(keys.count == 3)
  }

  @Test func aPasteTypesItsPrintableTextWithLineBreaksAsSpaces() {
    func typed(_ text: String) -> String { String(Key.typedText(ofPaste: text)) }
    #expect(typed("para1\n\npara2") == "para1 para2")
    #expect(typed("line2\nline3\ttab") == "line2 line3 tab")
    #expect(typed("a\r\nb\u{2028}c") == "a b c")
    // A copied address: its line break at the end (or the start) types nothing.
    #expect(typed("\nalex@contoso.com\n") == "alex@contoso.com")
    // Escape sequences are left out whole: a window title, a colour, a key.
    #expect(typed("x\u{1B}]0;PWNED\u{07}y") == "xy")
    #expect(typed("x\u{1B}]2;t\u{1B}\\y") == "xy")
    #expect(typed("\u{1B}[31mred\u{1B}[0m end") == "red end")
    #expect(typed("a\u{1B}[1~b") == "ab")
    #expect(typed("a\u{7}\u{0}b") == "ab")
    // Characters stay whole: an accent on its letter, an emoji sequence.
    #expect(Key.typedText(ofPaste: "e\u{301}👨‍👩‍👧") == ["e\u{301}", "👨‍👩‍👧"])
  }

  @Test func anEscapeSequenceEndsWhereItsKindSays() {
    func complete(_ text: String) -> Bool {
      EscapeSequence.isComplete(text.unicodeScalars.map(\.value))
    }
    #expect(complete("[A") && complete("[1;5A") && complete("[15~") && complete("[<0;1;2M"))
    #expect(!complete("[") && !complete("[15") && !complete("[1;"))
    #expect(complete("OH") && !complete("O"))
    #expect(complete("]0;title\u{07}") && complete("]4;16;rgb:0/0/0\u{1B}\\"))
    #expect(!complete("]0;title") && !complete("]0;a\\"))
    #expect(complete("Pdata\u{1B}\\") && !complete("Pdata"))
    #expect(complete("x"))
    #expect(!complete(""))
  }
}
