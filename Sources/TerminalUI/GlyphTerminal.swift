/// A terminal seen through a glyph set: every frame drawn on it is first brought to the
/// characters the real terminal can show (ASCII in a locale that is not UTF-8).
///
/// For loops whose frames are also read as text (a live replay checks the Unicode screen while
/// the viewer sees it in ASCII).
public final class GlyphTerminal: Terminal {
  /// The terminal drawn on.
  public let inner: any Terminal
  /// The characters it can show.
  public let glyphs: GlyphSet

  /// `inner`, drawn on in `glyphs`.
  public init(_ inner: any Terminal, glyphs: GlyphSet) {
    self.inner = inner
    self.glyphs = glyphs
  }

  public var size: TerminalSize { inner.size }

  public func draw(_ buffer: CellBuffer) { inner.draw(glyphs.apply(to: buffer)) }

  public func readKey(timeout: Duration) -> Key? { inner.readKey(timeout: timeout) }

  public func restore() { inner.restore() }

  public var pendingSignal: Int32? { inner.pendingSignal }
}
