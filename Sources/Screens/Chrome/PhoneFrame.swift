import TerminalUI

/// Draws the phone's outline around its screen.
enum PhoneFrame {
  /// Draws the frame `rect` into `buffer`.
  static func draw(_ rect: Rect, into buffer: inout CellBuffer) {
    let style = CellStyle(bold: true)
    let inner = rect.width - 2
    let speaker = "──"
    let left = (inner - CharacterWidth.of(text: speaker) - 2) / 2
    let top =
      "╭" + String(repeating: "─", count: left) + " " + speaker + " "
      + String(repeating: "─", count: inner - left - 4) + "╮"
    buffer.put(top, x: rect.x, y: rect.y, style: style)
    for row in 1..<(rect.height - 1) {
      buffer.put("│", x: rect.x, y: rect.y + row, style: style)
      buffer.put("│", x: rect.x + rect.width - 1, y: rect.y + row, style: style)
    }
    buffer.put(
      "╰" + String(repeating: "─", count: inner) + "╯", x: rect.x, y: rect.y + rect.height - 1,
      style: style)
  }
}
