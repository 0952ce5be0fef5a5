import Testing

@testable import Screens

/// `CellBuffer.copy` leaves alone a run that already holds the same cells: the grid it leaves
/// equals the one the plain copy (every run written) leaves, and a reader of the grid's text
/// that skips the rows left alone reads what the grid holds.
@Suite struct CellBufferSameRunCopyTests {
  static let pieces = ["a", "b", " ", "·", "漢", "會議", "e\u{301}", "─", "🇩🇪", "xyz"]

  static func randomGrid(width: Int, height: Int, using generator: inout some RandomNumberGenerator)
    -> CellBuffer
  {
    var grid = CellBuffer(width: width, height: height)
    for _ in 0..<Int.random(in: 0...(height * 3), using: &generator) {
      let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? "a"
      }.joined()
      grid.put(
        text, x: Int.random(in: -2..<width, using: &generator),
        y: Int.random(in: 0..<height, using: &generator),
        style: Bool.random(using: &generator) ? .plain : CellStyle(bold: true))
    }
    // Now and then a grapheme too long to keep inline.
    if Int.random(in: 0..<4, using: &generator) == 0 {
      grid.put("e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", x: 1, y: 0)
    }
    return grid
  }

  @Test func copyingTheSameCellsEqualsCopyingOverOthers() {
    var generator = SystemRandomNumberGenerator()
    var skipped = 0
    for _ in 0..<3_000 {
      let source = Self.randomGrid(width: 12, height: 4, using: &generator)
      // The target often holds the source already, in part or whole, as a new phone screen
      // holds much of the last.
      var target = source
      if Bool.random(using: &generator) {
        target = Self.randomGrid(width: 12, height: 4, using: &generator)
        target.copy(
          Rect(x: 0, y: 0, width: 12, height: Int.random(in: 0...4, using: &generator)),
          from: source, toX: 0, y: 0)
      }
      let rect = Rect(
        x: Int.random(in: -1...6, using: &generator), y: Int.random(in: -1...3, using: &generator),
        width: Int.random(in: 0...12, using: &generator),
        height: Int.random(in: 0...4, using: &generator))
      let x = Int.random(in: -1...6, using: &generator)
      let y = Int.random(in: -1...2, using: &generator)

      // The plain answer: every run copied.
      var plain = target
      plain.copy(rect, from: source, toX: x, y: y, leavingSameRuns: false)

      var reader = GridText(trimmingTrailingSpaces: false)
      var copied = target
      copied.markRowsUnchanged()
      _ = reader.read(copied)
      copied.markRowsUnchanged()
      copied.copy(rect, from: source, toX: x, y: y)
      #expect(copied == plain, "\(rect) to \(x), \(y)")
      #expect(reader.read(copied) == copied.textUTF8(trimmingTrailingSpaces: false))
      if reader.rowsRead < 4 { skipped += 1 }
    }
    #expect(skipped > 100)
  }
}
