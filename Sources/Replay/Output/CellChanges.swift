import Screens
import TerminalUI

/// The rectangle of cells that differ between two screens of the same size: every cell whose
/// text or style changed, and the cells the cursor left and entered, widened to whole wide
/// characters.
enum CellChanges {
  /// The columns and rows that changed from `before` to `after`, or nil when nothing did.
  static func rectangle(from before: CellBuffer, to after: CellBuffer) -> (
    columns: Range<Int>, rows: Range<Int>
  )? {
    var left = Int.max
    var right = -1
    var top = Int.max
    var bottom = -1
    for y in 0..<after.height {
      let cursorBefore = before.cursorPosition.flatMap { $0.y == y ? $0.x : nil }
      let cursorAfter = after.cursorPosition.flatMap { $0.y == y ? $0.x : nil }
      for x in 0..<after.width
      where before[x, y] != after[x, y] || (x == cursorBefore) != (x == cursorAfter) {
        var start = x
        while start > 0, after[start, y].isContinuation || before[start, y].isContinuation {
          start -= 1
        }
        var end = x + 1
        while end < after.width, after[end, y].isContinuation || before[end, y].isContinuation {
          end += 1
        }
        left = min(left, start)
        right = max(right, end)
        top = min(top, y)
        bottom = max(bottom, y + 1)
      }
    }
    guard right > left else { return nil }
    return (left..<right, top..<bottom)
  }
}
