import SessionEngine
import TerminalUI

/// A text colour over a background colour.
struct ColorPair: Hashable, Sendable {
  /// The glyphs' colour.
  var text: RGBColor
  /// The colour behind them.
  var background: RGBColor
}
