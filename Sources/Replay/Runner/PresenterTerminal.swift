import Screens
import Strings
import TerminalUI

/// The terminal of `mamsim present`: the phone on top, and under it two rows the presenter
/// writes (the scene's title and caption, or the keys).
///
/// The program sees a terminal two rows shorter than the real one, so the phone is laid out as
/// a plain replay at that size lays it out.
public final class PresenterTerminal: Terminal {
  /// How many rows under the phone are the presenter's.
  public static let captionRows = 2

  /// The terminal drawn on.
  public let inner: any Terminal
  /// The two rows under the phone: a heading and a line under it.
  public var caption: (heading: String, line: String) = ("", "") {
    didSet { if let last { draw(last) } }
  }
  /// The phone's last picture, to draw again when the caption changes.
  private var last: CellBuffer?
  /// The words of the too-small message (the phone's language).
  public var strings = StringTable()

  /// The least size a presentation needs: the phone's, and the caption rows under it.
  public static var minimum: TerminalSize {
    TerminalSize(columns: Layout.minimum.columns, rows: Layout.minimum.rows + captionRows)
  }

  /// `inner`, with its bottom rows kept for the presenter.
  public init(_ inner: any Terminal) {
    self.inner = inner
  }

  public var size: TerminalSize {
    let whole = inner.size
    return TerminalSize(columns: whole.columns, rows: max(1, whole.rows - Self.captionRows))
  }

  public func draw(_ buffer: CellBuffer) {
    last = buffer
    let whole = inner.size
    var frame = CellBuffer(size: whole)
    let minimum = Self.minimum
    if whole.columns < minimum.columns || whole.rows < minimum.rows {
      // The phone's own message would count without the caption rows: this one counts them.
      let text = strings.text(
        .presentTooSmall, "\(minimum.columns)×\(minimum.rows)", "\(whole.columns)×\(whole.rows)")
      let lines = TextWrap.lines(text, width: max(1, whole.columns))
      for (row, line) in lines.prefix(whole.rows).enumerated() {
        frame.put(line, x: 0, y: row, style: CellStyle(bold: true))
      }
      inner.draw(frame)
      return
    }
    frame.paste(buffer, x: 0, y: 0)
    let top = max(0, whole.rows - Self.captionRows)
    frame.fill(x: 0, y: top, width: whole.columns, height: Self.captionRows)
    // Wider than the terminal, a row is shortened at a word boundary, never cut inside a word.
    let width = max(1, whole.columns - 2)
    frame.put(
      " " + TextWrap.shorten(caption.heading, width: width), x: 0, y: top,
      style: CellStyle(bold: true))
    frame.put(" " + TextWrap.shorten(caption.line, width: width), x: 0, y: top + 1)
    inner.draw(frame)
  }

  public func readKey(timeout: Duration) -> Key? { inner.readKey(timeout: timeout) }

  public func restore() { inner.restore() }

  public var pendingSignal: Int32? { inner.pendingSignal }
}
