import SessionEngine
import TerminalUI

/// The lines of the box-drawing characters in part of a row of an SVG recording, as rectangles
/// in whole SVG units that reach the cells' edges, so that neighbouring cells' lines meet
/// without a seam.
///
/// Light lines are one unit thick, heavy ones two, through the middle of the cell as
/// `BoxDrawing.glyph` draws them for raster recordings. A horizontal line that runs on through
/// the next cell, in the same colour and weight, grows into one rectangle; vertical lines meet
/// the rows above and below at the row's edges. Coordinates are those of `SVGRowPainter`: the
/// baseline at y = 0, the cell's top `SVGRowPainter.baseline` units above it.
struct SVGBoxLines: Sendable {
  /// One rectangle of a line, in SVG units.
  private struct Bar: Sendable {
    var color: RGBColor
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  private var bars: [Bar] = []
  /// The horizontal bar the next cell's line may continue, if the last cell drew one.
  private var openBar: Int?

  /// Adds the lines of `arms` in cell `column`, drawn in `color`.
  mutating func add(_ arms: BoxDrawing.Arms, column: Int, color: RGBColor) {
    let (cellWidth, cellHeight) = (SVGRowPainter.cellWidth, SVGRowPainter.cellHeight)
    let stroke = arms.heavy ? 2 : 1
    let cellLeft = column * cellWidth
    let cellTop = -SVGRowPainter.baseline
    let left = cellLeft + cellWidth / 2 - stroke / 2
    let top = cellTop + cellHeight / 2 - stroke / 2
    var continued: Int?
    if arms.left || arms.right {
      let start = arms.left ? cellLeft : left
      let end = arms.right ? cellLeft + cellWidth : left + stroke
      if let index = openBar, bars[index].color == color, bars[index].y == top,
        bars[index].height == stroke, bars[index].x + bars[index].width == start
      {
        bars[index].width = end - bars[index].x
        continued = index
      } else {
        bars.append(Bar(color: color, x: start, y: top, width: end - start, height: stroke))
        continued = bars.count - 1
      }
    }
    // Only a line that reaches the cell's right edge can go on into the next cell.
    openBar = arms.right ? continued : nil
    if arms.up || arms.down {
      let start = arms.up ? cellTop : top
      let end = arms.down ? cellTop + cellHeight : top + stroke
      bars.append(Bar(color: color, x: left, y: start, width: stroke, height: end - start))
    }
  }

  /// The path data of the lines, one path per colour in the order the colours came.
  var paths: [(color: RGBColor, path: String)] {
    var result: [(color: RGBColor, path: String)] = []
    for bar in bars {
      let y = bar.y < 0 ? "\(bar.y)" : " \(bar.y)"
      let piece = "M\(bar.x)\(y)h\(bar.width)v\(bar.height)h-\(bar.width)z"
      if let index = result.firstIndex(where: { $0.color == bar.color }) {
        result[index].path += piece
      } else {
        result.append((bar.color, piece))
      }
    }
    return result
  }
}
