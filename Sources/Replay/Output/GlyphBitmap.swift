/// A glyph drawn for one or two terminal cells: 8-bit coverage (0 none, 255 full) placed
/// relative to the top-left corner of its first cell.
struct GlyphBitmap: Sendable {
  /// Columns of coverage.
  var width: Int
  /// Rows of coverage.
  var height: Int
  /// Where the bitmap's left edge is, in pixels right of the cell's left edge.
  var left: Int
  /// Where the bitmap's top edge is, in pixels below the cell's top edge.
  var top: Int
  /// The coverage, row after row.
  var coverage: [UInt8]

  /// A glyph that draws nothing (a space, or a control character).
  static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])

  /// The outline of a box inside `cells` cells of `cellWidth` × `cellHeight` pixels: what is
  /// drawn for a character no installed font has.
  static func box(cells: Int, cellWidth: Int, cellHeight: Int) -> GlyphBitmap {
    let width = max(1, cells * cellWidth - 4)
    let height = max(1, cellHeight - cellHeight / 3)
    var coverage = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width where y == 0 || y == height - 1 || x == 0 || x == width - 1 {
        coverage[y * width + x] = 255
      }
    }
    return GlyphBitmap(
      width: width, height: height, left: 2, top: cellHeight / 6, coverage: coverage)
  }
}
