/// The box-drawing characters a raster or SVG recording draws itself rather than from the font:
/// lines that run to the cell's edges, so that the phone's frame and the panels' borders join
/// from one cell to the next whatever the font's line height (a font's own `│` stops short of
/// the cell's top and bottom, which leaves a dashed frame). `glyph` draws them for raster
/// recordings, `SVGBoxLines` for SVG ones.
///
/// Light and heavy lines, their corners (rounded corners are drawn square), tees and the cross
/// are drawn; every other character comes from the font.
enum BoxDrawing {
  /// The arms of a box-drawing character: which edges of the cell its lines reach, and whether
  /// they are heavy.
  struct Arms: Equatable, Sendable {
    /// A line from the centre to the left edge.
    var left = false
    /// A line from the centre to the right edge.
    var right = false
    /// A line from the centre to the top edge.
    var up = false
    /// A line from the centre to the bottom edge.
    var down = false
    /// Whether the lines are twice as thick.
    var heavy = false
  }

  /// The arms of `scalar`, or nil when it is not one of the characters drawn here.
  static func arms(of scalar: Unicode.Scalar) -> Arms? {
    switch scalar.value {
    case 0x2500: Arms(left: true, right: true)
    case 0x2501: Arms(left: true, right: true, heavy: true)
    case 0x2502: Arms(up: true, down: true)
    case 0x2503: Arms(up: true, down: true, heavy: true)
    case 0x250C, 0x256D: Arms(right: true, down: true)
    case 0x250F: Arms(right: true, down: true, heavy: true)
    case 0x2510, 0x256E: Arms(left: true, down: true)
    case 0x2513: Arms(left: true, down: true, heavy: true)
    case 0x2514, 0x2570: Arms(right: true, up: true)
    case 0x2517: Arms(right: true, up: true, heavy: true)
    case 0x2518, 0x256F: Arms(left: true, up: true)
    case 0x251B: Arms(left: true, up: true, heavy: true)
    case 0x251C: Arms(right: true, up: true, down: true)
    case 0x2524: Arms(left: true, up: true, down: true)
    case 0x252C: Arms(left: true, right: true, down: true)
    case 0x2534: Arms(left: true, right: true, up: true)
    case 0x253C: Arms(left: true, right: true, up: true, down: true)
    case 0x2574: Arms(left: true)
    case 0x2575: Arms(up: true)
    case 0x2576: Arms(right: true)
    case 0x2577: Arms(down: true)
    default: nil
    }
  }

  /// The glyph of `arms` in a cell of `cellWidth` × `cellHeight` pixels, with light lines
  /// `thickness` pixels thick.
  static func glyph(_ arms: Arms, cellWidth: Int, cellHeight: Int, thickness: Int) -> GlyphBitmap {
    let width = max(1, cellWidth)
    let height = max(1, cellHeight)
    let stroke = min(max(1, arms.heavy ? thickness * 2 : thickness), width, height)
    // The stroke covers the centre pixel (width / 2, height / 2) whatever its thickness.
    let left = width / 2 - stroke / 2
    let top = height / 2 - stroke / 2
    var coverage = [UInt8](repeating: 0, count: width * height)
    func fill(_ columns: Range<Int>, _ rows: Range<Int>) {
      for y in rows { for x in columns { coverage[y * width + x] = 255 } }
    }
    let across = top..<(top + stroke)
    let along = left..<(left + stroke)
    if arms.left { fill(0..<(left + stroke), across) }
    if arms.right { fill(left..<width, across) }
    if arms.up { fill(along, 0..<(top + stroke)) }
    if arms.down { fill(along, top..<height) }
    return GlyphBitmap(width: width, height: height, left: 0, top: 0, coverage: coverage)
  }
}
