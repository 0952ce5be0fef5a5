import Testing

@testable import Screens

/// `CellBuffer.forEachCellToDraw` against reading every cell through the subscript: the same
/// cells, with the same text and style, over a shown grid, over none and over one of another size.
@Suite struct CellsToDrawTests {
  /// One cell a terminal is asked to draw.
  struct Drawn: Equatable, CustomStringConvertible {
    var x: Int
    var text: String
    var style: CellStyle
    var description: String { "\(x): \(text.debugDescription) \(style)" }
  }

  /// What the subscript says must be drawn in row `y` of `frame` over `shown`.
  static func reference(_ frame: CellBuffer, row y: Int, over shown: CellBuffer?) -> [Drawn] {
    let shown = shown.flatMap { $0.width == frame.width && y < $0.height ? $0 : nil }
    return (0..<frame.width).compactMap { x in
      let cell = frame[x, y]
      if cell.isContinuation { return nil }
      if let shown, shown[x, y] == cell { return nil }
      return Drawn(x: x, text: cell.text, style: cell.style)
    }
  }

  /// What `forEachCellToDraw` asks to draw in row `y` of `frame` over `shown`.
  static func drawn(_ frame: CellBuffer, row y: Int, over shown: CellBuffer?) -> [Drawn] {
    var cells: [Drawn] = []
    frame.forEachCellToDraw(inRow: y, over: shown) { x, utf8, style in
      cells.append(Drawn(x: x, text: String(decoding: utf8, as: UTF8.self), style: style))
    }
    return cells
  }

  @Test func theCellsToDrawAreThoseThatDifferAsCellsCompare() {
    let scribbler = AnsiFrameEncoderRowSkipTests()
    var generator = SystemRandomNumberGenerator()
    for (width, height) in [(1, 1), (7, 3), (20, 6), (40, 12)] {
      var shown = CellBuffer(width: width, height: height)
      for _ in 0..<80 {
        let frame = scribbler.scribble(on: shown, using: &generator)
        let other = CellBuffer(width: width + 1, height: height)
        for y in -1...height {
          for base in [shown, nil, other, CellBuffer(width: width, height: height)] {
            let expected = y < 0 || y >= height ? [] : Self.reference(frame, row: y, over: base)
            #expect(Self.drawn(frame, row: y, over: base) == expected, "row \(y)")
          }
        }
        shown = frame
      }
    }
  }

  @Test func textsEqualAsStringsAreNotDrawnAgain() {
    // "é" written precomposed, then decomposed: equal as cells compare, different bytes.
    var shown = CellBuffer(width: 4, height: 1)
    shown.put("\u{E9}", x: 0, y: 0)
    var frame = shown
    frame.put("e\u{301}", x: 0, y: 0)
    frame.put("x", x: 2, y: 0)
    #expect(Self.drawn(frame, row: 0, over: shown) == [Drawn(x: 2, text: "x", style: .plain)])
    // A grapheme too long to keep inline is handed over whole.
    let family = AnsiFrameEncoderRowSkipTests.family
    frame.put(family, x: 0, y: 0)
    #expect(Self.drawn(frame, row: 0, over: shown).first?.text == family)
  }
}
