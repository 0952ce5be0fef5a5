import Screens
import TerminalUI

/// The cells of one row that changed from one screen of a `RasterRecording` to the next: from
/// `start`, whole wide characters included.
struct RasterRowChange: Sendable {
  /// The row, from the top.
  var y: Int
  /// The first column that changed.
  var start: Int
  /// The cells from `start` on, as they are now.
  var cells: [Cell]
}
