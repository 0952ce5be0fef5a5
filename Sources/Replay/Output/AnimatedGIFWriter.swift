import Screens
import SessionEngine
import TerminalUI

/// Encodes a `RasterRecording` as an animated GIF89a: one global colour table (`GIFPalette`),
/// the first frame whole, each later frame only the rectangle of cells that changed, drawn over
/// what is already shown (disposal "do not dispose") with its unchanged pixels transparent, delays in centiseconds from the virtual
/// clock (`RasterTimeline`), and the NETSCAPE2.0 extension that loops forever unless
/// `Set Loop false`.
///
/// The bytes depend only on the screens, the options and the font files.
public enum AnimatedGIFWriter {
  /// The most frames per second a GIF gets: its delays are centiseconds, and players show
  /// shorter delays than 2 slower.
  static let maximumFramerate = 50

  /// A frame as written: the pixels of a rectangle and how long it shows.
  private struct EncodedFrame {
    var rect: PixelRect
    var indices: [UInt8]
    var delay: Int
  }

  /// The GIF of `recording`, or why it cannot be made.
  public static func render(
    _ recording: RasterRecording, options: RasterOptions, fonts: RasterFontFiles = .standard
  ) -> Result<[UInt8], RasterFailure> {
    let start: RasterStart
    switch RasterStart.open(recording, options: options, fonts: fonts) {
    case .failure(let failure): return .failure(failure)
    case .success(let opened): start = opened
    }
    let (recording, painter) = (start.recording, start.painter)
    var screens = start.screens
    let size = painter.canvasSize(width: recording.width, height: recording.height)
    if let problem = RasterLimits.sizeProblem(width: size.width, height: size.height) {
      return .failure(problem)
    }
    let timeline = RasterTimeline(
      recording, framerate: min(maximumFramerate, max(1, options.framerate)), options: options)
    var shown: [(frame: Int, delay: Int)] = []
    for segment in timeline.segments {
      let delay = centiseconds(segment.end) - centiseconds(segment.start)
      if delay > 0 { shown.append((segment.frame, delay)) }
    }
    if shown.isEmpty { shown = [(0, 100)] }

    let palette = GIFPalette(
      canvas: painter.colors.canvas, pairs: colorPairs(recording, painter))
    var ramps = ColorRamps { UInt32(palette.index(of: $0)) }
    var canvas = painter.blankCanvas(for: screens.move(to: 0), ramps: &ramps)
    var frames: [EncodedFrame] = []
    var previous: CellBuffer?
    for (frame, delay) in shown {
      if let signal = TerminationSignals.pending {
        return .failure(RasterFailure(TerminationSignals.unwrittenOutput(signal)))
      }
      let screen = screens.move(to: frame)
      let rect: PixelRect
      var before: [UInt32]?
      if let previous {
        guard let changed = CellChanges.rectangle(from: previous, to: screen) else {
          frames[frames.count - 1].delay += delay
          continue
        }
        rect = painter.pixels(columns: changed.columns, rows: changed.rows)
        before = pixels(of: rect, in: canvas)
        painter.draw(
          screen, columns: changed.columns, rows: changed.rows, into: &canvas, ramps: &ramps)
      } else {
        painter.draw(
          screen, columns: 0..<screen.width, rows: 0..<screen.height, into: &canvas,
          ramps: &ramps)
        rect = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
      }
      let transparent = UInt32(palette.colors.count)
      var indices = pixels(of: rect, in: canvas)
      if let before {
        // Pixels the frame does not change show through: long runs of one index compress well.
        for index in indices.indices where indices[index] == before[index] {
          indices[index] = transparent
        }
      }
      frames.append(
        EncodedFrame(
          rect: rect, indices: indices.map { UInt8(truncatingIfNeeded: $0) }, delay: delay))
      previous = screen
    }
    return .success(
      encode(
        frames, width: canvas.width, height: canvas.height, palette: palette,
        loops: options.loops))
  }

  /// `time` (microseconds) in whole centiseconds, rounded.
  private static func centiseconds(_ time: Int64) -> Int { Int((time + 5_000) / 10_000) }

  /// Every pair of text and background colour the screens of `recording` draw with, in the
  /// order first met: all cells of the first screen, then the cells each change writes and the
  /// cursor's cell.
  private static func colorPairs(_ recording: RasterRecording, _ painter: TerminalPainter)
    -> [ColorPair]
  {
    var seen: Set<ColorPair> = []
    var pairs: [ColorPair] = []
    func add(_ cell: Cell, cursor: Bool) {
      let (text, background) = painter.colors.colors(of: cell, isCursor: cursor)
      let pair = ColorPair(text: text, background: background)
      if seen.insert(pair).inserted { pairs.append(pair) }
    }
    var screens = RasterScreenCursor(recording)
    let first = screens.move(to: 0)
    for y in 0..<first.height {
      for x in 0..<first.width { add(first[x, y], cursor: false) }
    }
    for index in 0..<recording.frameCount {
      let screen = screens.move(to: index)
      if index > 0 {
        for row in recording.changes[index - 1] {
          for cell in row.cells { add(cell, cursor: false) }
        }
      }
      if let cursor = screen.cursorPosition { add(screen[cursor.x, cursor.y], cursor: true) }
    }
    return pairs
  }

  /// The pixels of `rect` of `canvas`, row after row.
  private static func pixels(of rect: PixelRect, in canvas: PixelCanvas) -> [UInt32] {
    var out: [UInt32] = []
    out.reserveCapacity(rect.width * rect.height)
    for row in 0..<rect.height {
      let start = (rect.y + row) * canvas.width + rect.x
      out += canvas.pixels[start..<(start + rect.width)]
    }
    return out
  }

  /// The GIF file of `frames` on a `width` × `height` screen.
  private static func encode(
    _ frames: [EncodedFrame], width: Int, height: Int, palette: GIFPalette, loops: Bool
  ) -> [UInt8] {
    var out: [UInt8] = Array("GIF89a".utf8)
    let bits = palette.tableBits
    out += le16(width) + le16(height)
    out += [0x80 | 0x70 | UInt8(bits - 1), 0, 0]
    for index in 0..<(1 << bits) {
      let color =
        index < palette.colors.count ? palette.colors[index] : RGBColor(red: 0, green: 0, blue: 0)
      out += [color.red, color.green, color.blue]
    }
    if loops {
      out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    }
    let minimumCodeSize = max(2, bits)
    var encoder = LZWEncoder()
    for frame in frames {
      // Graphic control: disposal 1 (leave the frame in place), the delay, and after the first
      // frame the transparent index (the entry after the palette's colours).
      let first = frame.rect == PixelRect(x: 0, y: 0, width: width, height: height)
      out += [0x21, 0xF9, 0x04, first ? 0x04 : 0x05] + le16(min(65_535, frame.delay))
      out += [first ? 0x00 : UInt8(palette.colors.count), 0x00]
      out += [0x2C] + le16(frame.rect.x) + le16(frame.rect.y)
      out += le16(frame.rect.width) + le16(frame.rect.height) + [0x00]
      out.append(UInt8(minimumCodeSize))
      let data = encoder.encode(frame.indices, minimumCodeSize: minimumCodeSize)
      var start = 0
      while start < data.count {
        let count = min(255, data.count - start)
        out.append(UInt8(count))
        out += data[start..<(start + count)]
        start += count
      }
      out.append(0x00)
    }
    out.append(0x3B)
    return out
  }

  /// `value` as two bytes, least significant first (clamped to 0...65535).
  private static func le16(_ value: Int) -> [UInt8] {
    let clamped = UInt16(max(0, min(65_535, value)))
    return [UInt8(clamped & 0xFF), UInt8(clamped >> 8)]
  }
}
