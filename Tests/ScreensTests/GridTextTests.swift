import Testing

@testable import Screens

/// `GridText` reads again only the rows written since the grid it read, and its text always
/// equals the grid's text read whole.
@Suite struct GridTextTests {
  /// A family emoji: one grapheme of 25 UTF-8 bytes, too long to pack.
  let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"

  /// A small deterministic generator, so that a failure can be replayed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11 | state << 53
    }
  }

  /// Texts of every kind a cell can hold: ASCII, box drawing, wide, combining, overflowing.
  var texts: [String] {
    ["abc", "Sign in", "│", "╭──╮", "日本語", "e\u{301}x", family, " ", "   ", "Zoë", "a\u{FE0F}"]
  }

  /// One random write: text, fill or copy from another grid, anywhere (partly off the grid).
  func edit(_ grid: inout CellBuffer, _ random: inout Generator) {
    let x = Int.random(in: -3..<(grid.width + 2), using: &random)
    let y = Int.random(in: 0..<grid.height, using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0, 1:
      let text = texts[Int.random(in: 0..<texts.count, using: &random)]
      grid.put(text, x: x, y: y, style: CellStyle(bold: Bool.random(using: &random)))
    case 2:
      grid.fill(
        x: x, y: y, width: Int.random(in: 0...6, using: &random),
        height: Int.random(in: 1...3, using: &random))
    default:
      var source = CellBuffer(width: 5, height: 3)
      source.put("日x" + family, x: 0, y: 1)
      source.put("ok", x: 1, y: 2)
      grid.copy(Rect(x: 0, y: 0, width: 5, height: 3), from: source, toX: x, y: y)
    }
  }

  @Test(arguments: [true, false])
  func randomEditsReadAsTheWholeText(trimming: Bool) {
    var random = Generator(state: trimming ? 7 : 11)
    var reader = GridText(trimmingTrailingSpaces: trimming)
    var grid = CellBuffer(width: 12, height: 70)  // rows past 63 share one mark
    var partial = 0
    for round in 0..<400 {
      grid.markRowsUnchanged()
      for _ in 0..<Int.random(in: 0...3, using: &random) { edit(&grid, &random) }
      // Sometimes a copy goes its own way (written while the reader holds its edition), or a
      // grid of another line or size is read in between.
      switch round % 37 {
      case 5:
        var other = grid
        edit(&other, &random)
        #expect(reader.read(other) == other.textUTF8(trimmingTrailingSpaces: trimming))
        edit(&grid, &random)
      case 9:
        var fresh = CellBuffer(width: 12, height: 70)
        fresh.markRowsUnchanged()
        edit(&fresh, &random)
        #expect(reader.read(fresh) == fresh.textUTF8(trimmingTrailingSpaces: trimming))
      case 20:
        let small = CellBuffer(width: 3, height: 2)
        #expect(reader.read(small) == small.textUTF8(trimmingTrailingSpaces: trimming))
      default:
        break
      }
      let text = reader.read(grid)
      #expect(text == grid.textUTF8(trimmingTrailingSpaces: trimming), "round \(round)")
      if reader.rowsRead < grid.height { partial += 1 }
      if round % 3 == 0 {
        // Read again with nothing written (unless a copy took the grid's edition away).
        #expect(reader.read(grid) == text)
        if grid.currentEdition != nil { #expect(reader.rowsRead == 0) }
      }
    }
    #expect(partial > 200)
  }

  @Test func onlyTheRowsWrittenAreReadAgain() {
    var reader = GridText(trimmingTrailingSpaces: true)
    var grid = CellBuffer(width: 20, height: 10)
    grid.put("title", x: 0, y: 0)
    grid.markRowsUnchanged()
    _ = reader.read(grid)
    #expect(reader.rowsRead == 10)
    grid.markRowsUnchanged()
    grid.put("changed", x: 3, y: 4)
    grid.put("日本", x: 0, y: 7)
    let text = reader.read(grid)
    #expect(reader.rowsRead == 2)
    #expect(text == grid.textUTF8(trimmingTrailingSpaces: true))
    // Written after it was read, without marking: the reader must not trust its edition.
    grid.put("again", x: 0, y: 4)
    #expect(reader.read(grid) == grid.textUTF8(trimmingTrailingSpaces: true))
    #expect(reader.rowsRead == 10)
    // A grid not counted from what was read is read whole.
    var other = CellBuffer(width: 20, height: 10)
    other.markRowsUnchanged()
    #expect(reader.read(other) == other.textUTF8(trimmingTrailingSpaces: true))
    #expect(reader.rowsRead == 10)
  }

  @Test func overflowingTextsAreCopiedWithTheirRows() {
    var reader = GridText(trimmingTrailingSpaces: false)
    var grid = CellBuffer(width: 8, height: 3)
    grid.put("a" + family + "b", x: 0, y: 1)
    grid.markRowsUnchanged()
    _ = reader.read(grid)
    grid.markRowsUnchanged()
    grid.put("z", x: 0, y: 2)
    #expect(reader.read(grid) == grid.textUTF8(trimmingTrailingSpaces: false))
    #expect(reader.rowsRead == 1)
    grid.markRowsUnchanged()
    grid.put("xy", x: 1, y: 1)
    #expect(reader.read(grid) == grid.textUTF8(trimmingTrailingSpaces: false))
    #expect(reader.rowsRead == 1)
  }

  @Test func aMaskedCopyOfThePictureReadsRight() {
    // A snapshot reads a copy of the screen with secrets masked through the same reader, then
    // the next picture is read.
    var reader = GridText(trimmingTrailingSpaces: true)
    var grid = CellBuffer(width: 20, height: 6)
    grid.markRowsUnchanged()
    grid.put("user alex", x: 0, y: 1)
    _ = reader.read(grid)
    grid.markRowsUnchanged()
    grid.put("PIN 2580", x: 0, y: 3)
    #expect(reader.read(grid) == grid.textUTF8(trimmingTrailingSpaces: true))
    var masked = grid
    masked.put("****", x: 4, y: 3)
    masked.put("****", x: 5, y: 1)
    #expect(reader.read(masked) == masked.textUTF8(trimmingTrailingSpaces: true))
    #expect(reader.read(grid) == grid.textUTF8(trimmingTrailingSpaces: true))
    grid.markRowsUnchanged()
    grid.put("next", x: 0, y: 5)
    #expect(reader.read(grid) == grid.textUTF8(trimmingTrailingSpaces: true))
    #expect(reader.read(masked) == masked.textUTF8(trimmingTrailingSpaces: true))
  }
}
