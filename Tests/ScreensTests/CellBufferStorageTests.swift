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

  @Test func textBytesMatchTheTextOnRandomGrids() {
    // The pointer walk of `textUTF8` against the string made row by row, over grids holding
    // ASCII, spaces at row ends, Latin and box symbols, wide characters cut at the edges,
    // combining marks and graphemes too long to pack; empty grids too.
    let pieces = [
      "a", "ok ", "  ", "é", "e\u{301}", "╭─╮", "中", "文字", "·", "›", family, "\u{1F600}", "x ",
    ]
    var generator = SystemRandomNumberGenerator()
    for (width, height) in [(0, 0), (0, 3), (3, 0), (1, 1), (7, 2), (12, 5), (30, 4)] {
      for _ in 0..<40 {
        var buffer = CellBuffer(width: width, height: height)
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
          let text = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            pieces.randomElement(using: &generator) ?? ""
          }.joined()
          buffer.put(
            text, x: Int.random(in: -2...max(0, width), using: &generator),
            y: Int.random(in: 0...max(0, height - 1), using: &generator))
        }
        for trimming in [true, false] {
          let text = buffer.text(trimmingTrailingSpaces: trimming)
          #expect(buffer.textUTF8(trimmingTrailingSpaces: trimming) == Array(text.utf8))
          #expect(
            buffer.withTextUTF8(trimmingTrailingSpaces: trimming) { Array($0) } == Array(text.utf8))
        }
      }
    }
  }

  @Test func narrowSymbolsArePutLikeCharacters() {
    // The one-pass check and count of plain narrow scalars against putting character by
    // character, cut at the right edge and at a maximum width.
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
