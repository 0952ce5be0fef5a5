import Screens
import TerminalUI

/// A screen's text, read straight from its cells: rows without trailing spaces, joined by
/// newlines. Cheaper than going through `String` trimming, which matters in `Wait` loops.
enum ScreenText {
  /// Row `y` of `buffer` without its trailing spaces.
  static func line(_ buffer: CellBuffer, _ y: Int) -> String {
    buffer.line(y, trimmingTrailingSpaces: true)
  }

  /// Every row of `buffer` without trailing spaces.
  static func lines(_ buffer: CellBuffer) -> [String] {
    (0..<buffer.height).map { line(buffer, $0) }
  }

  /// The whole screen: trimmed rows joined by newlines, built in one pass over the cells.
  static func text(_ buffer: CellBuffer) -> String {
    buffer.text(trimmingTrailingSpaces: true)
  }
}
