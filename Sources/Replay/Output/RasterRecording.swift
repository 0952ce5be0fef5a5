import Screens
import TerminalUI

/// The screens of a GIF or video recording as the tape plays: the first screen whole, then for
/// each distinct screen the virtual time it appears at (in microseconds), the cells that changed
/// row by row, and the cursor; drawn into pixels only when the file is written.
///
/// Keeping the changes rather than whole screens (or pixels) keeps a long recording small (a
/// typed key changes a few cells) and the recorder a plain value; `RasterScreenCursor` rebuilds
/// the screens, and `RasterTimeline` times them for the file's settings.
public struct RasterRecording: Sendable {
  /// Terminal width in cells.
  public let width: Int
  /// Terminal height in cells.
  public let height: Int
  /// The first screen recorded.
  private(set) var first: CellBuffer?
  /// When each screen appears, in microseconds from the start (the first one's included).
  private(set) var times: [Int64] = []
  /// For each screen after the first, the rows that changed from the one before.
  private(set) var changes: [[RasterRowChange]] = []
  /// For each screen after the first, where the cursor is.
  private(set) var cursors: [CursorPosition?] = []
  /// The latest time noted, in microseconds (at least the last screen's).
  private(set) var lastTime: Int64 = 0
  /// The last screen recorded, to compare the next one with.
  private var last: CellBuffer?

  /// An empty recording of a `width` × `height` terminal.
  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
  }

  /// The number of distinct screens recorded.
  public var frameCount: Int { times.count }

  /// Records `screen` as shown from `elapsed` on; a screen equal to the last one only notes that
  /// the recording lasts at least until then. Times never go backwards.
  public mutating func frame(_ screen: CellBuffer, at elapsed: Duration) {
    let time = max(RasterTimeline.microseconds(elapsed), lastTime)
    lastTime = time
    guard screen.width == width, screen.height == height else { return }
    guard let last else {
      first = screen
      last = screen
      times.append(time)
      return
    }
    if last == screen { return }
    var rows: [RasterRowChange] = []
    for y in 0..<height {
      guard let columns = Self.changedColumns(y, from: last, to: screen) else { continue }
      rows.append(
        RasterRowChange(y: y, start: columns.lowerBound, cells: columns.map { screen[$0, y] }))
    }
    changes.append(rows)
    cursors.append(screen.cursorPosition)
    times.append(time)
    self.last = screen
  }

  /// The columns of row `y` whose cells differ, from the first to the last, widened to whole
  /// wide characters; nil when none do (the cursor is kept apart).
  private static func changedColumns(
    _ y: Int, from before: CellBuffer, to after: CellBuffer
  ) -> Range<Int>? {
    var first: Int?
    var last = 0
    for x in 0..<after.width where before[x, y] != after[x, y] {
      if first == nil { first = x }
      last = x
    }
    guard var start = first else { return nil }
    var end = last + 1
    while start > 0, after[start, y].isContinuation { start -= 1 }
    while end < after.width, after[end, y].isContinuation { end += 1 }
    return start..<end
  }
}
