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
    frame.paste(buffer, x: 0, y: 0)
    let top = max(0, whole.rows - Self.captionRows)
    frame.fill(x: 0, y: top, width: whole.columns, height: Self.captionRows)
    frame.put(" " + caption.heading, x: 0, y: top, style: CellStyle(bold: true))
    frame.put(" " + caption.line, x: 0, y: top + 1)
    inner.draw(frame)
  }

  public func readKey(timeout: Duration) -> Key? { inner.readKey(timeout: timeout) }

  public func restore() { inner.restore() }

  public var pendingSignal: Int32? { inner.pendingSignal }
}
