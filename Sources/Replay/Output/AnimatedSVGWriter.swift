import Screens
import SessionEngine
import TerminalUI

/// Builds a self-contained SVG that plays a recording with CSS animations (no script), in any
/// browser; its bytes depend only on the frames given.
///
/// Frames share what they have in common. The first frame is drawn whole, row by row; each later
/// frame draws, for each row that changed, only the cells from the first to the last that
/// changed and one cell either side, over an opaque background, on top of everything drawn
/// before (so no edge of an earlier glyph shows past it). A frame's group appears at the
/// frame's time (an opacity keyframe with `step-end` timing over the whole recording), so what
/// a viewer sees at any moment is the latest drawing of every cell. Each
/// distinct piece of row is defined once (`<defs>`) and placed with `<use>`. The recording loops,
/// or stops on its last frame. Times are those the frames are given at, as in the asciicast;
/// the last frame stays at least a second, or until the last time noted, whichever is later.
/// Colours are the cells' own 24-bit colours.
public struct AnimatedSVGWriter: Sendable {
  /// A piece of a row drawn by a frame.
  private struct Placement: Sendable {
    /// The piece's definition (index into `definitions`).
    var definition: Int
    /// The row, from the top.
    var row: Int
    /// The frame that draws it.
    var frame: Int
  }

  /// Terminal width in cells.
  public let width: Int
  /// Terminal height in cells.
  public let height: Int
  /// The recording's title, shown by viewers as the image's name.
  public var title: String?
  /// Whether the recording starts again after its last frame (else it stays on it).
  public var loops: Bool
  /// The text colour of cells in the terminal's own colours.
  public static let defaultForeground = RGBColor(red: 0xD8, green: 0xD8, blue: 0xD8)
  /// The background of cells in the terminal's own colours.
  public static let defaultBackground = RGBColor(red: 0x17, green: 0x19, blue: 0x1E)
  /// The fonts asked for, the first one installed being used.
  public static let fontFamily =
    "ui-monospace,'SF Mono',Menlo,'Cascadia Mono','DejaVu Sans Mono','Liberation Mono',"
    + "Consolas,monospace"
  /// How long the last frame stays, at least, in microseconds.
  private static let finalHold: Int64 = 1_000_000

  private var painter: SVGRowPainter?
  private var palette = SVGPalette()
  private var definitions: [String] = []
  private var definitionIndex: [String: Int] = [:]
  private var placements: [Placement] = []
  private var frameTimes: [Int64] = []
  private var lastTime: Int64 = 0
  private var previous: CellBuffer?

  /// An empty recording of a `width` × `height` terminal.
  public init(width: Int, height: Int, title: String?, loops: Bool = true) {
    self.width = max(1, width)
    self.height = max(1, height)
    self.title = title
    self.loops = loops
  }

  /// The number of frames recorded.
  public var frameCount: Int { frameTimes.count }

  /// The time of each frame, in microseconds from the start.
  public var frameMicroseconds: [Int64] { frameTimes }

  /// How long the recording plays before it loops or stops, in microseconds.
  public var totalMicroseconds: Int64 {
    max(lastTime, (frameTimes.last ?? 0) + Self.finalHold)
  }

  /// The SVG of `buffer` alone: one still frame, no animation.
  public static func still(_ buffer: CellBuffer, title: String?) -> String {
    var writer = AnimatedSVGWriter(width: buffer.width, height: buffer.height, title: title)
    writer.frame(buffer, at: .zero)
    return writer.render()
  }

  /// Records `buffer` as shown from `elapsed` on; a buffer equal to the last one only notes that
  /// the recording lasts at least until then. Times never go backwards.
  public mutating func frame(_ buffer: CellBuffer, at elapsed: Duration) {
    let time = max(Self.microseconds(elapsed), lastTime)
    lastTime = time
    guard buffer.width == width, buffer.height == height else { return }
    if let previous, previous == buffer { return }
    let painter = self.painter ?? makePainter(for: buffer)
    self.painter = painter
    let frame = frameTimes.count
    frameTimes.append(time)
    for y in 0..<height {
      guard let columns = changedColumns(y, in: buffer) else { continue }
      let markup = painter.markup(
        of: buffer, row: y, columns: columns, opaque: previous != nil, palette: &palette)
      guard !markup.isEmpty else { continue }
      let definition = definitionIndex[markup] ?? definitions.count
      if definition == definitions.count {
        definitions.append(markup)
        definitionIndex[markup] = definition
      }
      placements.append(Placement(definition: definition, row: y, frame: frame))
    }
    previous = buffer
  }

  /// The whole SVG document, ending in a newline.
  public func render() -> String {
    let (cellWidth, cellHeight) = (SVGRowPainter.cellWidth, SVGRowPainter.cellHeight)
    let padding = cellWidth
    let viewWidth = width * cellWidth + 2 * padding
    let viewHeight = height * cellHeight + 2 * padding
    let canvas = painter?.canvas ?? Self.defaultBackground
    let total = totalMicroseconds
    // Frames are grouped by their time: frames at the same instant appear together, and those
    // at the start need no animation.
    var groups: [Int64] = []
    for placement in placements {
      let time = frameTimes[placement.frame]
      if time > 0, groups.last != time { groups.append(time) }
    }
    var css = "svg{font-family:\(Self.fontFamily);font-size:\(SVGRowPainter.fontSize)px}"
    css += "text{white-space:pre}path{shape-rendering:crispEdges}"
    if !groups.isEmpty {
      css += "g[class]{animation-duration:\(Self.decimal(total, places: 6))s;"
      css += "animation-timing-function:step-end;"
      css += loops ? "animation-iteration-count:infinite}" : "animation-fill-mode:forwards}"
    }
    for (number, time) in groups.enumerated() {
      css += "@keyframes s\(number){0%{opacity:0}\(Self.percent(time, of: total))%{opacity:1}}"
      css += ".s\(number){animation-name:s\(number)}"
    }
    css += palette.css

    var defs = ""
    for (index, markup) in definitions.enumerated() {
      defs += "<g id=\"\(Self.identifier(index))\">\(markup)</g>\n"
    }

    var body = ""
    var group = -1
    var open = false
    for placement in placements {
      let time = frameTimes[placement.frame]
      if time > 0, group < 0 || groups[group] != time {
        if open { body += "</g>\n" }
        group += 1
        body += "<g class=\"s\(group)\">"
        open = true
      }
      let y = padding + placement.row * cellHeight + SVGRowPainter.baseline
      body +=
        "<use href=\"#\(Self.identifier(placement.definition))\" x=\"\(padding)\" y=\"\(y)\"/>"
      if !open { body += "\n" }
    }
    if open { body += "</g>\n" }

    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.scaled(viewWidth))\" "
    svg += "height=\"\(Self.scaled(viewHeight))\" viewBox=\"0 0 \(viewWidth) \(viewHeight)\">\n"
    if let title { svg += "<title>\(XMLText.content(title))</title>\n" }
    svg += "<style>\(css)</style>\n"
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"\(canvas.hex.lowercased())\"/>\n"
    svg += "<defs>\n\(defs)</defs>\n\(body)</svg>\n"
    return svg
  }

  // MARK: - Helpers

  /// The painter for this recording, its canvas the commonest background of the first frame.
  private func makePainter(for buffer: CellBuffer) -> SVGRowPainter {
    var probe = SVGRowPainter(
      defaultForeground: Self.defaultForeground, defaultBackground: Self.defaultBackground,
      canvas: Self.defaultBackground)
    var counts: [RGBColor: Int] = [:]
    var order: [RGBColor] = []
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let color = probe.colors(of: buffer[x, y], isCursor: false).background
        if counts[color] == nil { order.append(color) }
        counts[color, default: 0] += 1
      }
    }
    var best = Self.defaultBackground
    var bestCount = 0
    for color in order where (counts[color] ?? 0) > bestCount {
      best = color
      bestCount = counts[color] ?? 0
    }
    probe.canvas = best
    return probe
  }

  /// The cells of row `y` to draw for `buffer`: the whole row for the first frame, else from
  /// the first to the last cell that differs from the last frame (a cell the cursor enters or
  /// leaves differs) and one cell either side, widened to whole wide characters; `nil` when
  /// nothing changed.
  private func changedColumns(_ y: Int, in buffer: CellBuffer) -> Range<Int>? {
    guard let previous else { return 0..<width }
    let cursorBefore = previous.cursorPosition.flatMap { $0.y == y ? $0.x : nil }
    let cursorNow = buffer.cursorPosition.flatMap { $0.y == y ? $0.x : nil }
    var first: Int?
    var last = 0
    for x in 0..<width
    where previous[x, y] != buffer[x, y] || (x == cursorBefore) != (x == cursorNow) {
      if first == nil { first = x }
      last = x
    }
    guard let first else { return nil }
    // One cell more on each side: a glyph's edge can reach into its neighbours, and a piece's
    // background must hide the edges of the glyphs it replaces too.
    var start = max(0, first - 1)
    var end = min(width, last + 2)
    while start > 0, buffer[start, y].isContinuation || previous[start, y].isContinuation {
      start -= 1
    }
    while end < width, buffer[end, y].isContinuation || previous[end, y].isContinuation {
      end += 1
    }
    return start..<end
  }

  /// A short id for definition number `number`: `a` … `z`, then `ba`, `bb`, …
  private static func identifier(_ number: Int) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var value = number
    var text = String(letters[value % 26])
    value /= 26
    while value > 0 {
      text = String(letters[value % 26]) + text
      value /= 26
    }
    return text
  }

  /// SVG units to CSS pixels: 1.4 px each (a 14 px font).
  private static func scaled(_ units: Int) -> String {
    let tenths = units * 14
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }

  /// `part` as a percentage of `whole`, with up to four decimals.
  private static func percent(_ part: Int64, of whole: Int64) -> String {
    guard whole > 0 else { return "0" }
    let (product, overflow) = part.multipliedReportingOverflow(by: 1_000_000)
    let scaled = overflow ? part / max(1, whole / 1_000_000) : (product + whole / 2) / whole
    return decimal(scaled, places: 4)
  }

  /// `value` / 10^places written without trailing zeros.
  private static func decimal(_ value: Int64, places: Int) -> String {
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    var fraction = String(value % scale)
    while fraction.count < places { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(value / scale)" : "\(value / scale).\(fraction)"
  }

  private static func microseconds(_ elapsed: Duration) -> Int64 {
    let (seconds, attoseconds) = elapsed.components
    let total = seconds.multipliedReportingOverflow(by: 1_000_000)
    guard !total.overflow else { return seconds < 0 ? 0 : Int64.max / 2 }
    return max(0, total.partialValue + attoseconds / 1_000_000_000_000)
  }
}
