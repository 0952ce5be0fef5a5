import TerminalUI
import Testing

@testable import Screens
@testable import Strings

/// Cells hold whole graphemes: long graphemes, equality of equivalent texts, the grid's text.
@Suite struct CellBufferStorageTests {
  /// A family emoji: one grapheme of 25 UTF-8 bytes.
  let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"

  @Test func longGraphemesKeepTheirText() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.put("a" + family + "b", x: 0, y: 0)
    #expect(buffer[1, 0].text == family)
    #expect(buffer[2, 0].isContinuation)
    #expect(buffer.line(0) == "a" + family + "b  ")
    buffer.put("xy", x: 1, y: 0)
    #expect(buffer.line(0) == "axyb  ")
    #expect(buffer.cells.map(\.text) == ["a", "x", "y", "b", " ", " "])
  }

  @Test func aGraphemeLongerThanACellKeepsItsLeadingScalars() {
    // An "e" under twenty acute accents: 41 UTF-8 bytes, more than a cell keeps (32).
    let stacked = "e" + String(repeating: "\u{301}", count: 20)
    var buffer = CellBuffer(width: 3, height: 1)
    buffer.put(stacked + "x", x: 0, y: 0)
    let kept = "e" + String(repeating: "\u{301}", count: 15)
    #expect(buffer[0, 0].text == kept)
    #expect(buffer[0, 0].text.utf8.count <= Cell.capacity)
    #expect(buffer[1, 0].text == "x")
    #expect(buffer.line(0) == kept + "x ")
    // A cell made from the whole grapheme equals one made from what it keeps.
    #expect(Cell(text: stacked) == Cell(text: kept))
  }

  @Test func equivalentTextsMakeEqualBuffers() {
    var composed = CellBuffer(width: 3, height: 1)
    var decomposed = CellBuffer(width: 3, height: 1)
    composed.put("\u{E9}", x: 0, y: 0)
    decomposed.put("e\u{301}", x: 0, y: 0)
    #expect(composed == decomposed)
    decomposed.put("f", x: 1, y: 0)
    #expect(composed != decomposed)
    // The Kelvin sign is canonically a plain K, so their cells are equal and hash alike.
    #expect(Cell(text: "K") == Cell(text: "\u{212A}"))
    #expect(Cell(text: "K").hashValue == Cell(text: "\u{212A}").hashValue)
    #expect(Cell(text: "K") != Cell(text: "k"))
  }

  @Test func textBytesMatchTheText() {
    var buffer = CellBuffer(width: 12, height: 3)
    buffer.put("中文 ok", x: 1, y: 0)
    buffer.put("╭──╮ " + family, x: 0, y: 1)
    for trimming in [true, false] {
      let bytes = buffer.withTextUTF8(trimmingTrailingSpaces: trimming) { Array($0) }
      let text = buffer.text(trimmingTrailingSpaces: trimming)
      #expect(bytes == Array(text.utf8))
    }
    #expect(buffer.text(trimmingTrailingSpaces: true) == " 中文 ok\n╭──╮ " + family + "\n")
    #expect(buffer.line(1, trimmingTrailingSpaces: true) == "╭──╮ " + family)
    #expect(buffer.line(5, trimmingTrailingSpaces: true) == "")
  }

  @Test func narrowSymbolsArePutLikeCharacters() {
    // Narrow symbols put as one text against putting them character by character, cut at the
    // right edge and at a maximum width.
    for text in ["╭──╮", "a·b›c", "©®±", "─" + String(repeating: "│", count: 20), "é·"] {
      for (x, maxWidth) in [(0, nil), (3, nil), (-2, nil), (1, 3), (5, 0)] as [(Int, Int?)] {
        var whole = CellBuffer(width: 10, height: 1)
        var byCharacter = CellBuffer(width: 10, height: 1)
        let used = whole.put(text, x: x, y: 0, maxWidth: maxWidth)
        var column = x
        let limit = min(10, maxWidth.map { x + $0 } ?? 10)
        for character in text where column < limit {
          if column >= 0 { byCharacter.put(String(character), x: column, y: 0) }
          column += 1
        }
        #expect(whole == byCharacter, "\(text) at \(x)")
        #expect(used == max(0, min(limit, x + text.unicodeScalars.count) - max(x, 0)))
      }
    }
  }

  @Test func textWrapTruncatesASCIIAndWideTextAlike() {
    #expect(TextWrap.truncate("abcdef", width: 4) == "abc…")
    #expect(TextWrap.truncate("abc", width: 4) == "abc")
    #expect(TextWrap.lines("abcdefgh", width: 3) == ["abc", "def", "gh"])
    #expect(TextWrap.lines("中文中文", width: 4) == ["中文", "中文"])
  }

  @Test func templatesFillTheSameByBytesOrByCharacters() {
    let strings = StringTable(overrides: [
      .notesSignInHint: "%@ · %d%% %x %", .tooSmall: "e\u{301}%@ → %@",
    ])
    #expect(strings.text(.notesSignInHint, "a", 5) == "a · 5% %x %")
    #expect(strings.text(.tooSmall, "b", "c") == "e\u{301}b → c")
  }
}
