/// Turns frames into the bytes a terminal receives (for recordings and byte-count benchmarks).
///
/// The first frame resets the terminal, hides the cursor, clears the screen and paints every
/// cell that is not a plain space. Later frames send only the cells that changed: cursor moves
/// skip unchanged runs, SGR codes are sent only when the style changes, and a frame that left a
/// style set ends with `ESC[0m`. The output depends only on the frames given.
public struct AnsiFrameEncoder: Sendable {
  /// The colours the receiving terminal can show.
  public let colorDepth: ColorDepth
  /// The frame the terminal shows now, or nil before the first frame.
  private var previous: CellBuffer?
  /// True while the terminal's cursor is shown.
  private var cursorVisible = true
  /// Where the terminal's cursor is now, if known.
  private var cursor: CursorPosition?

  /// Creates an encoder for a terminal of the given colour depth.
  public init(colorDepth: ColorDepth) {
    self.colorDepth = colorDepth
  }

  /// The control sequence introducer, `ESC[`.
  private static let csi = "\u{1B}["

  /// The bytes that turn the previous frame into `buffer` ("" when nothing changed).
  public mutating func encode(_ buffer: CellBuffer) -> String {
    var output = ""
    let base: CellBuffer
    if let previous, previous.width == buffer.width, previous.height == buffer.height {
      base = previous
    } else {
      output += Self.csi + "0m" + Self.csi + "2J"
      if cursorVisible || previous == nil {
        output += Self.csi + "?25l"
        cursorVisible = false
      }
      cursor = nil
      base = CellBuffer(width: buffer.width, height: buffer.height)
    }
    var current = SGRState.plain
    for y in 0..<buffer.height {
      var x = 0
      while x < buffer.width {
        let cell = buffer[x, y]
        let width = cell.isContinuation ? 1 : max(1, CharacterWidth.of(text: cell.text))
        if cell.isContinuation
          || (cell == base[x, y] && (width == 1 || buffer[x + 1, y] == base[x + 1, y]))
        {
          x += 1
          continue
        }
        output += move(to: CursorPosition(x: x, y: y))
        let wanted = sgrState(for: cell.style)
        output += current.transition(to: wanted)
        current = wanted
        output += cell.text
        cursor = CursorPosition(x: x + width, y: y)
        x += width
      }
    }
    if current != .plain { output += Self.csi + "0m" }
    if let target = buffer.cursorPosition {
      output += move(to: target)
      if !cursorVisible {
        output += Self.csi + "?25h"
        cursorVisible = true
      }
    } else if cursorVisible {
      output += Self.csi + "?25l"
      cursorVisible = false
    }
    previous = buffer
    return output
  }

  /// The shortest sequence that moves the cursor to `target` (empty when already there).
  private mutating func move(to target: CursorPosition) -> String {
    defer { cursor = target }
    if let cursor, cursor.y == target.y, cursor.x <= target.x {
      let gap = target.x - cursor.x
      if gap == 0 { return "" }
      return Self.csi + (gap == 1 ? "C" : "\(gap)C")
    }
    if target.x == 0 { return Self.csi + (target.y == 0 ? "H" : "\(target.y + 1)H") }
    return Self.csi + "\(target.y + 1);\(target.x + 1)H"
  }

  /// The SGR settings that show `style` at this encoder's colour depth.
  private func sgrState(for style: CellStyle) -> SGRState {
    let style = colorDepth == .monochrome ? ColorMapper.monochrome(style) : style
    return SGRState(
      foreground: colorParameters(style.foreground, background: false),
      background: colorParameters(style.background, background: true),
      bold: style.bold, dim: style.dim, underline: style.underline, reverse: style.reverse)
  }

  /// The SGR parameters for a colour, or nil for the terminal's own.
  private func colorParameters(_ color: TerminalColor, background: Bool) -> String? {
    guard case .rgb(let rgb) = color else { return nil }
    let extended = background ? "48" : "38"
    switch colorDepth {
    case .direct:
      return "\(extended);2;\(rgb.red);\(rgb.green);\(rgb.blue)"
    case .palette256:
      return "\(extended);5;\(ColorMapper.nearest256(rgb))"
    case .paletteRedefinable(let colors) where colors >= 256:
      return "\(extended);5;\(ColorMapper.nearest256(rgb))"
    case .palette16, .paletteRedefinable:
      let index = ColorMapper.nearest16(rgb)
      let first = background ? (index < 8 ? 40 : 92) : (index < 8 ? 30 : 82)
      return "\(first + index)"
    case .palette8:
      return "\((background ? 40 : 30) + ColorMapper.nearest8(rgb))"
    case .monochrome:
      return nil
    }
  }
}

/// The graphic rendition a terminal is set to, as SGR parameters.
private struct SGRState: Equatable {
  /// Foreground colour parameters, nil for the default.
  var foreground: String?
  /// Background colour parameters, nil for the default.
  var background: String?
  /// Bold on.
  var bold: Bool
  /// Dim on.
  var dim: Bool
  /// Underline on.
  var underline: Bool
  /// Reverse video on.
  var reverse: Bool

  /// Everything off, both colours the terminal's own.
  static let plain = SGRState(
    foreground: nil, background: nil, bold: false, dim: false, underline: false, reverse: false)

  /// The shortest SGR sequence that goes from this state to `target` ("" when equal).
  func transition(to target: SGRState) -> String {
    if self == target { return "" }
    if target == .plain { return "\u{1B}[0m" }
    var parameters: [String] = []
    if (bold && !target.bold) || (dim && !target.dim) {
      parameters.append("22")
      if target.bold { parameters.append("1") }
      if target.dim { parameters.append("2") }
    } else {
      if target.bold && !bold { parameters.append("1") }
      if target.dim && !dim { parameters.append("2") }
    }
    if underline != target.underline { parameters.append(target.underline ? "4" : "24") }
    if reverse != target.reverse { parameters.append(target.reverse ? "7" : "27") }
    if foreground != target.foreground { parameters.append(target.foreground ?? "39") }
    if background != target.background { parameters.append(target.background ?? "49") }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}
