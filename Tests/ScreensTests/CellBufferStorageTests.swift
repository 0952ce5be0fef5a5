import Testing

@testable import Screens

/// The packed cell storage behaves like cells holding strings: long graphemes, equality of
/// equivalent texts, and the text read without making strings.
@Suite struct CellBufferStorageTests {
  /// A family emoji: one grapheme of 25 UTF-8 bytes, too long to pack.
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

  @Test func equivalentTextsMakeEqualBuffers() {
    var composed = CellBuffer(width: 3, height: 1)
    var decomposed = CellBuffer(width: 3, height: 1)
    composed.put("\u{E9}", x: 0, y: 0)
    decomposed.put("e\u{301}", x: 0, y: 0)
    #expect(composed == decomposed)
    decomposed.put("f", x: 1, y: 0)
    #expect(composed != decomposed)
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

/// A cell made from a scalar holds the same bytes as one made from the scalar's UTF-8.
@Test func cellsFromScalarsMatchCellsFromTheirBytes() {
  let samples: [UInt32] = [
    0x20, 0x41, 0x7E, 0xA9, 0xB7, 0x7FF, 0x800, 0x2022, 0x2502, 0x25CF, 0xFFFD, 0x1F600, 0x10FFFF,
  ]
  for value in samples {
    guard let scalar = Unicode.Scalar(value) else { continue }
    #expect(
      PackedCell(scalar: scalar, style: .plain) == PackedCell(utf8: scalar.utf8, style: .plain),
      "U+\(String(value, radix: 16))")
  }
}
