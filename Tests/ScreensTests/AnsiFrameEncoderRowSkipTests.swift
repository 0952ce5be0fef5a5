import SessionEngine
import Testing

@testable import Screens

/// The encoder's skip of unchanged rows against looking at every cell, and `rowEquals` against
/// comparing the row's cells one by one.
@Suite struct AnsiFrameEncoderRowSkipTests {
  /// A family emoji: one grapheme too long to pack into a cell.
  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
  static let pieces = [
    "a", "ok ", "  ", "é", "e\u{301}", "\u{E9}", "╭─╮", "中", "文字", "·", family, "\u{1F600}", "x ",
  ]
  static let styles = [
    CellStyle.plain, CellStyle(bold: true),
    CellStyle(foreground: .rgb(RGBColor(red: 0, green: 120, blue: 212))),
    CellStyle(background: .rgb(RGBColor(red: 20, green: 20, blue: 20)), reverse: true),
  ]

  /// `frame` with a few random writes over it.
  func scribble(
    on frame: CellBuffer, using generator: inout SystemRandomNumberGenerator
  ) -> CellBuffer {
    var buffer = frame
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      let text = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        Self.pieces.randomElement(using: &generator) ?? ""
      }.joined()
      buffer.put(
        text, x: Int.random(in: -1...max(0, buffer.width), using: &generator),
        y: Int.random(in: 0...max(0, buffer.height - 1), using: &generator),
        style: Self.styles.randomElement(using: &generator) ?? .plain)
    }
    if Bool.random(using: &generator) {
      buffer.cursorPosition =
        buffer.width > 0 && buffer.height > 0
        ? CursorPosition(
          x: Int.random(in: 0..<buffer.width, using: &generator),
          y: Int.random(in: 0..<buffer.height, using: &generator)) : nil
    }
    return buffer
  }

  @Test func skippingUnchangedRowsSendsTheSameBytesAsLookingAtEveryCell() {
    var generator = SystemRandomNumberGenerator()
    for depth in [ColorDepth.direct, .palette256, .palette16, .monochrome] {
      for (width, height) in [(1, 1), (7, 3), (20, 6), (40, 12)] {
        var skipping = AnsiFrameEncoder(colorDepth: depth)
        var plain = AnsiFrameEncoder(colorDepth: depth, skipsUnchangedRows: false)
        var frame = CellBuffer(width: width, height: height)
        for _ in 0..<60 {
          frame = scribble(on: frame, using: &generator)
          #expect(skipping.encode(frame) == plain.encode(frame))
        }
      }
    }
  }

  @Test func rowEqualsAgreesWithComparingEachCell() {
    var generator = SystemRandomNumberGenerator()
    var sawEqual = 0
    var sawDifferent = 0
    for _ in 0..<400 {
      let first = scribble(on: CellBuffer(width: 9, height: 3), using: &generator)
      let second = Bool.random(using: &generator) ? scribble(on: first, using: &generator) : first
      for y in 0..<3 {
        let expected = (0..<9).allSatisfy { first[$0, y] == second[$0, y] }
        #expect(first.rowEquals(second, row: y) == expected)
        if expected { sawEqual += 1 } else { sawDifferent += 1 }
      }
    }
    #expect(sawEqual > 0 && sawDifferent > 0)
  }

  @Test func rowEqualsRefusesOtherWidthsAndRowsOutsideTheGrid() {
    let narrow = CellBuffer(width: 4, height: 2)
    let wide = CellBuffer(width: 5, height: 2)
    #expect(!narrow.rowEquals(wide, row: 0))
    #expect(!narrow.rowEquals(narrow, row: -1))
    #expect(!narrow.rowEquals(narrow, row: 2))
    #expect(narrow.rowEquals(narrow, row: 1))
  }

  @Test func canonicallyEquivalentTextsCountAsTheSameRow() {
    var composed = CellBuffer(width: 4, height: 1)
    composed.put("\u{E9}", x: 0, y: 0)
    var decomposed = CellBuffer(width: 4, height: 1)
    decomposed.put("e\u{301}", x: 0, y: 0)
    #expect(composed.rowEquals(decomposed, row: 0) == (composed[0, 0] == decomposed[0, 0]))
  }
}
