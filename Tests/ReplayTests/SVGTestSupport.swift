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

  /// The phone's frame, its screen and its title bar, in `phone(title:field:)`.
  static let border = RGBColor(red: 0xB0, green: 0xB4, blue: 0xBC)
  static let screen = RGBColor(red: 0xF2, green: 0xF2, blue: 0xF7)
  static let bar = RGBColor(red: 0x0F, green: 0x6B, blue: 0x5C)
  /// The cells of the phone's rounded frame in `phone(title:field:)`.
  static let box = (left: 2, top: 1, right: 25, bottom: 12)

  /// A 28 × 14 screen (252 × 252 pixels at its own size, a whole number at each zoom) on
  /// `canvas` with a phone as the app draws it: a rounded frame of `border`
  /// around `box`, its inside `screen`; row 2 a title bar of `bar` saying `title` (none when
  /// nil), row 5 an entry field `field` cells long.
  static func phone(title: String?, field: Int) -> CellBuffer {
    var buffer = CellBuffer(width: 28, height: 14, style: CellStyle(background: .rgb(canvas)))
    let inner = box.right - box.left - 1
    let line = CellStyle(foreground: .rgb(border), background: .rgb(canvas))
    let inside = CellStyle(foreground: .rgb(bar), background: .rgb(screen))
    let across = String(repeating: "─", count: inner)
    buffer.put("╭" + across + "╮", x: box.left, y: box.top, style: line)
    buffer.put("╰" + across + "╯", x: box.left, y: box.bottom, style: line)
    for y in (box.top + 1)..<box.bottom {
      buffer.put("│", x: box.left, y: y, style: line)
      buffer.put(String(repeating: " ", count: inner), x: box.left + 1, y: y, style: inside)
      buffer.put("│", x: box.right, y: y, style: line)
    }
    if let title {
      let padded = (" " + title).padding(toLength: inner, withPad: " ", startingAt: 0)
      buffer.put(
        padded, x: box.left + 1, y: 2,
        style: CellStyle(foreground: .rgb(white), background: .rgb(bar), bold: true))
    }
    // A field as the app draws one: underlined blanks.
    let underlined = CellStyle(foreground: .rgb(bar), background: .rgb(screen), underline: true)
    buffer.put(String(repeating: " ", count: field), x: box.left + 2, y: 5, style: underlined)
    return buffer
  }

  /// The phone signing in at 0 s (a title bar and a field as wide as it), bare at 1 s, with a short
  /// title at 2 s; 3 s in all.
  static func phoneWriter() -> AnimatedSVGWriter {
    var writer = AnimatedSVGWriter(width: 28, height: 14, title: "phone")
    writer.frame(phone(title: "Notes · Not signed in", field: 20), at: .zero)
    writer.frame(phone(title: nil, field: 0), at: .seconds(1))
    writer.frame(phone(title: "Notes", field: 0), at: .seconds(2))
    writer.frame(phone(title: "Notes", field: 0), at: .seconds(3))
    return writer
  }

  /// The pixel holding the point `units` (SVG units from the image's top left corner) when the
  /// image is drawn `scale` times its own size (1.4 pixels a unit at its own size).
  static func pixel(units: Double, scale: Double) -> Int {
    Int((units * 1.4 * scale).rounded(.down))
  }

  /// The pixels along the middle of the phone's frame (`box`) drawn `scale` times its own size,
  /// from corner to corner: the left, right, top and bottom lines.
  static func borderPixels(scale: Double) -> [(x: Int, y: Int)] {
    // A light line is the unit from 3 to 4 across a cell (6 units wide, from 6 + 6 × column)
    // and from 6 to 7 down one (12 units high, from 6 + 12 × row); its middle is half a unit on.
    func across(_ column: Int) -> Int { pixel(units: Double(6 + 6 * column) + 3.5, scale: scale) }
    func down(_ row: Int) -> Int { pixel(units: Double(6 + 12 * row) + 6.5, scale: scale) }
    var points: [(x: Int, y: Int)] = []
    for y in down(box.top)...down(box.bottom) {
      points.append((across(box.left), y))
      points.append((across(box.right), y))
    }
    for x in across(box.left)...across(box.right) {
      points.append((x, down(box.top)))
      points.append((x, down(box.bottom)))
    }
    return points
  }

  /// Every pixel of the cells inside the phone's frame on `row`, drawn `scale` times its own
  /// size.
  static func insidePixels(row: Int, scale: Double) -> [(x: Int, y: Int)] {
    let left = pixel(units: Double(6 + 6 * (box.left + 1)), scale: scale)
    let right = pixel(units: Double(6 + 6 * box.right), scale: scale)
    let top = pixel(units: Double(6 + 12 * row), scale: scale)
    let bottom = pixel(units: Double(6 + 12 * (row + 1)), scale: scale)
    // The first and last pixel rows and columns may be shared with the neighbouring cells.
    return ((top + 1)..<(bottom - 1)).flatMap { y in
      ((left + 1)..<(right - 1)).map { (x: $0, y: y) }
    }
  }

  /// The pixel at the middle of cell (`x`, `y`) of an SVG recording drawn at its own size.
  static func pixel(column x: Int, row y: Int) -> (x: Int, y: Int) {
    // 6 × 12 units a cell, 6 units of padding, 1.4 pixels a unit; the top quarter of the cell.
    (Int((Double(6 + x * 6) + 3) * 1.4), Int((Double(6 + y * 12) + 3) * 1.4))
  }
}
