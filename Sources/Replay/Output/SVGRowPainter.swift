import Screens
import SessionEngine
import TerminalUI

/// Draws part of a terminal row as SVG markup for a recording: backgrounds as one path per
/// colour, text as one `<text>` per run of the same style, in a grid of `cellWidth` ×
/// `cellHeight` units with the baseline at y = 0 (the row is placed by moving it down).
///
/// The box-drawing characters of `BoxDrawing` are not left to the font, whose lines stop short
/// of the cell and are blurred across two pixels: they are drawn as rectangles in whole units
/// that reach the cell's edges (a horizontal line as one rectangle across all the cells it
/// runs through), so that borders are solid at any zoom (paths are drawn with crisp edges).
///
/// Cells in the terminal's own colours take `defaultForeground` and `defaultBackground`; reverse
/// cells swap their colours, dim ones mix the text colour half-way into the background, and the
/// cursor's cell is drawn reversed, as a block. Backgrounds of the `canvas` colour are not drawn.
/// Runs of two cells or more carry `textLength`, so the text keeps to the grid in any
/// monospace font.
struct SVGRowPainter: Sendable {
  /// Width of a cell, in SVG units (a monospace glyph of `fontSize` is about 0.6 of it wide).
  static let cellWidth = 6
  /// Height of a cell, in SVG units.
  static let cellHeight = 12
  /// The font size, in SVG units.
  static let fontSize = 10
  /// How far the baseline is below the top of a cell, in SVG units.
  static let baseline = 9

  /// The text colour of cells that use the terminal's own.
  var defaultForeground: RGBColor
  /// The background of cells that use the terminal's own.
  var defaultBackground: RGBColor
  /// The colour behind everything, which backgrounds need not repeat.
  var canvas: RGBColor

  /// The colours a cell is drawn in, after defaults, reverse, dim and the cursor.
  func colors(of cell: Cell, isCursor: Bool) -> (text: RGBColor, background: RGBColor) {
    var text = Self.rgb(cell.style.foreground) ?? defaultForeground
    var background = Self.rgb(cell.style.background) ?? defaultBackground
    if cell.style.reverse != isCursor { swap(&text, &background) }
    if cell.style.dim { text = Self.mix(text, background) }
    return (text, background)
  }

  /// The markup of the cells `columns` of row `y` of `buffer`, classes taken from `palette`.
  /// With `opaque`, backgrounds of the canvas colour are drawn too, so that the markup hides
  /// whatever is under it; without, the markup is empty when those cells show only the canvas.
  func markup(
    of buffer: CellBuffer, row y: Int, columns: Range<Int>, opaque: Bool,
    palette: inout SVGPalette
  ) -> String {
    let cursorX = buffer.cursorPosition.flatMap { $0.y == y ? $0.x : nil }
    var backgrounds: [(color: RGBColor, spans: [(start: Int, end: Int)])] = []
    var texts: [(style: SVGPalette.TextStyle, start: Int, end: Int, text: String)] = []
    var lines = SVGBoxLines()
    var pendingSpaces = ""
    for x in columns.clamped(to: 0..<buffer.width) {
      let cell = buffer[x, y]
      let (text, background) = colors(of: cell, isCursor: x == cursorX)
      if opaque || background != canvas {
        if let index = backgrounds.firstIndex(where: { $0.color == background }) {
          if backgrounds[index].spans[backgrounds[index].spans.count - 1].end == x {
            backgrounds[index].spans[backgrounds[index].spans.count - 1].end = x + 1
          } else {
            backgrounds[index].spans.append((x, x + 1))
          }
        } else {
          backgrounds.append((background, [(x, x + 1)]))
        }
      }
      if cell.isContinuation {
        if let last = texts.last, last.end == x { texts[texts.count - 1].end = x + 1 }
        continue
      }
      let scalars = cell.text.unicodeScalars
      let arms = scalars.count == 1 ? scalars.first.flatMap(BoxDrawing.arms(of:)) : nil
      if let arms { lines.add(arms, column: x, color: text) }
      if arms != nil || (cell.text == " " && !cell.style.underline) {
        if let last = texts.last, last.end + pendingSpaces.count == x { pendingSpaces += " " }
        continue
      }
      let style = SVGPalette.TextStyle(
        color: text, bold: cell.style.bold, underline: cell.style.underline)
      if let last = texts.last, last.style == style, last.end + pendingSpaces.count == x {
        texts[texts.count - 1].text += pendingSpaces + cell.text
        texts[texts.count - 1].end = x + 1
      } else {
        texts.append((style, x, x + 1, cell.text))
      }
      pendingSpaces = ""
    }
    var output = ""
    let (width, height, top) = (Self.cellWidth, Self.cellHeight, Self.baseline)
    for (color, spans) in backgrounds {
      let path = spans.map { span in
        "M\(span.start * width)-\(top)h\((span.end - span.start) * width)v\(height)"
          + "h-\((span.end - span.start) * width)z"
      }.joined()
      output += "<path class=\"\(palette.backgroundClass(color))\" d=\"\(path)\"/>"
    }
    for (color, path) in lines.paths {
      output += "<path class=\"\(palette.backgroundClass(color))\" d=\"\(path)\"/>"
    }
    for run in texts {
      output += "<text x=\"\(run.start * width)\" class=\"\(palette.textClass(run.style))\""
      let cells = run.end - run.start
      if cells > 1 { output += " textLength=\"\(cells * width)\"" }
      output += ">" + XMLText.content(run.text) + "</text>"
    }
    return output
  }

  private static func rgb(_ color: TerminalColor) -> RGBColor? {
    if case .rgb(let value) = color { return value }
    return nil
  }

  /// Half of `top` over half of `bottom`, channel by channel.
  private static func mix(_ top: RGBColor, _ bottom: RGBColor) -> RGBColor {
    RGBColor(
      red: UInt8((Int(top.red) + Int(bottom.red)) / 2),
      green: UInt8((Int(top.green) + Int(bottom.green)) / 2),
      blue: UInt8((Int(top.blue) + Int(bottom.blue)) / 2))
  }
}
