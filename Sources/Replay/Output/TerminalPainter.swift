import Screens
import SessionEngine
import TerminalUI

/// Draws terminal screens into a `PixelCanvas`: each cell's background, then its glyph's
/// antialiased coverage blended from the background to the text colour, with the colours,
/// reverse, dim and cursor block the SVG recordings use (`SVGRowPainter.colors`), bold glyphs
/// from the bold face, underlines, and wide characters over two cells. The terminal sits
/// `padding` pixels inside the canvas, which is filled with the canvas colour.
struct TerminalPainter {
  /// The font the glyphs come from.
  let font: RasterFont
  /// The margin around the terminal, in pixels.
  let padding: Int
  /// How cells get their colours.
  let colors: SVGRowPainter

  /// A painter with `font`, `padding` pixels of margin, and the canvas colour the commonest
  /// background of `first` (as the SVG recordings choose it).
  init(font: RasterFont, padding: Int, first: CellBuffer) {
    self.font = font
    self.padding = padding
    var colors = SVGRowPainter(
      defaultForeground: AnimatedSVGWriter.defaultForeground,
      defaultBackground: AnimatedSVGWriter.defaultBackground,
      canvas: AnimatedSVGWriter.defaultBackground)
    var counts: [RGBColor: Int] = [:]
    var best = AnimatedSVGWriter.defaultBackground
    var bestCount = 0
    for y in 0..<first.height {
      for x in 0..<first.width {
        let color = colors.colors(of: first[x, y], isCursor: false).background
        let count = (counts[color] ?? 0) + 1
        counts[color] = count
        if count > bestCount {
          best = color
          bestCount = count
        }
      }
    }
    colors.canvas = best
    self.colors = colors
  }

  /// The canvas size, in pixels, for a terminal of `width` × `height` cells.
  func canvasSize(width: Int, height: Int) -> (width: Int, height: Int) {
    (width * font.cellWidth + 2 * padding, height * font.cellHeight + 2 * padding)
  }

  /// The pixel rectangle of the cells `columns` × `rows`.
  func pixels(columns: Range<Int>, rows: Range<Int>) -> PixelRect {
    PixelRect(
      x: padding + columns.lowerBound * font.cellWidth,
      y: padding + rows.lowerBound * font.cellHeight,
      width: columns.count * font.cellWidth, height: rows.count * font.cellHeight)
  }

  /// A canvas for `buffer`'s terminal filled with the canvas colour.
  func blankCanvas(for buffer: CellBuffer, ramps: inout ColorRamps) -> PixelCanvas {
    let size = canvasSize(width: buffer.width, height: buffer.height)
    return PixelCanvas(width: size.width, height: size.height, value: ramps.solid(colors.canvas))
  }

  /// Draws the cells `columns` × `rows` of `buffer` (a wide character's two cells always
  /// together) into `canvas`.
  func draw(
    _ buffer: CellBuffer, columns: Range<Int>, rows: Range<Int>, into canvas: inout PixelCanvas,
    ramps: inout ColorRamps
  ) {
    let (cellWidth, cellHeight) = (font.cellWidth, font.cellHeight)
    let underlineThickness = max(1, font.pixelSize / 14)
    let underlineTop = min(
      cellHeight - underlineThickness, font.baseline + max(1, font.pixelSize / 10))
    for y in rows.clamped(to: 0..<buffer.height) {
      let cursorX = buffer.cursorPosition.flatMap { $0.y == y ? $0.x : nil }
      let top = padding + y * cellHeight
      var x = columns.clamped(to: 0..<buffer.width).lowerBound
      let end = columns.clamped(to: 0..<buffer.width).upperBound
      while x < end {
        let cell = buffer[x, y]
        let cells = x + 1 < buffer.width && buffer[x + 1, y].isContinuation ? 2 : 1
        let (text, background) = colors.colors(of: cell, isCursor: x == cursorX)
        let ramp = ramps.offset(text: text, background: background)
        let left = padding + x * cellWidth
        let width = cells * cellWidth
        canvas.fill(x: left, y: top, width: width, height: cellHeight, value: ramps.values[ramp])
        if !cell.isContinuation {
          let glyph = font.glyph(cell.text, bold: cell.style.bold, cells: cells)
          blit(glyph, at: (left, top), clip: (width, cellHeight), ramp: ramp, ramps, &canvas)
          if cell.style.underline {
            canvas.fill(
              x: left, y: top + underlineTop, width: width, height: underlineThickness,
              value: ramps.values[ramp + 255])
          }
        }
        x += cell.isContinuation ? 1 : cells
      }
    }
  }

  /// Blends `glyph` into `canvas` with its cell's top-left corner at `origin`, keeping to
  /// `clip` pixels from there.
  private func blit(
    _ glyph: GlyphBitmap, at origin: (x: Int, y: Int), clip: (width: Int, height: Int),
    ramp: Int, _ ramps: ColorRamps, _ canvas: inout PixelCanvas
  ) {
    guard glyph.width > 0 else { return }
    let firstRow = max(0, -glyph.top)
    let lastRow = min(glyph.height, clip.height - glyph.top)
    let firstColumn = max(0, -glyph.left)
    let lastColumn = min(glyph.width, clip.width - glyph.left)
    guard firstRow < lastRow, firstColumn < lastColumn else { return }
    let canvasWidth = canvas.width
    ramps.values.withUnsafeBufferPointer { values in
      glyph.coverage.withUnsafeBufferPointer { coverage in
        canvas.pixels.withUnsafeMutableBufferPointer { pixels in
          for row in firstRow..<lastRow {
            let target = (origin.y + glyph.top + row) * canvasWidth + origin.x + glyph.left
            let source = row * glyph.width
            for column in firstColumn..<lastColumn {
              let amount = coverage[source + column]
              if amount != 0 { pixels[target + column] = values[ramp + Int(amount)] }
            }
          }
        }
      }
    }
  }
}
