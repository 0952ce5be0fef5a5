import Foundation
import Replay
import Screens
import SessionEngine
import TerminalUI

/// Frames with known cells and times, for checking SVG recordings.
enum SVGFixture {
  static let red = RGBColor(red: 0xC0, green: 0x10, blue: 0x20)
  static let blue = RGBColor(red: 0x10, green: 0x30, blue: 0xD0)
  static let canvas = RGBColor(red: 0x20, green: 0x20, blue: 0x20)
  static let white = RGBColor(red: 0xF0, green: 0xF0, blue: 0xF0)

  /// A 20 × 4 screen on `canvas`: row 0 says `title`, row 1 shows `word` on `color` in cells
  /// 2–5 and a bare patch of `color` in cells 6–9.
  static func screen(title: String, word: String, color: RGBColor) -> CellBuffer {
    var buffer = CellBuffer(width: 20, height: 4, style: CellStyle(background: .rgb(canvas)))
    buffer.put(
      title, x: 0, y: 0, style: CellStyle(foreground: .rgb(white), background: .rgb(canvas)))
    let patch = CellStyle(foreground: .rgb(white), background: .rgb(color), bold: true)
    buffer.put(word + "    ", x: 2, y: 1, style: patch)
    return buffer
  }

  /// Three frames: red ABCD at 0 s, blue EFGH at 1 s, a new title at 2 s; 3 s in all.
  static func writer(loops: Bool = true) -> AnimatedSVGWriter {
    var writer = AnimatedSVGWriter(width: 20, height: 4, title: "fixture <&>", loops: loops)
    writer.frame(screen(title: "one", word: "ABCD", color: red), at: .zero)
    writer.frame(screen(title: "one", word: "EFGH", color: blue), at: .seconds(1))
    writer.frame(screen(title: "two", word: "EFGH", color: blue), at: .seconds(2))
    writer.frame(screen(title: "two", word: "EFGH", color: blue), at: .seconds(3))
    return writer
  }

  /// The pixel at the middle of cell (`x`, `y`) of an SVG recording drawn at its own size.
  static func pixel(column x: Int, row y: Int) -> (x: Int, y: Int) {
    // 6 × 12 units a cell, 6 units of padding, 1.4 pixels a unit; the top quarter of the cell.
    (Int((Double(6 + x * 6) + 3) * 1.4), Int((Double(6 + y * 12) + 3) * 1.4))
  }
}
