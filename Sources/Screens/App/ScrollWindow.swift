import Strings

/// Which rows of a column taller than its room are in view, and the rows that say how many more
/// are hidden above and below.
///
/// The one window of every scrolling view: the phone's screen, the help and the walkthrough's
/// checklist. When the rows do not all fit, a window that does not start at the top gives its
/// first row to a line counting the rows above, and one that does not reach the end gives its last
/// row to a line counting the rows below (in fewer than 3 rows there are no such lines).
public struct ScrollWindow: Equatable, Sendable {
  /// How many rows there are in all.
  public let count: Int
  /// How many rows the window has room for, counting lines included.
  public let rows: Int
  /// The first row in view.
  public let start: Int
  /// The row after the last row in view.
  public let end: Int

  /// The window of `rows` rows over `count` rows that starts at `offset`, or as near to it as the
  /// rows allow (never before the first row, nor so late that the room past the end is unused).
  public init(count: Int, rows: Int, offset: Int) {
    self.count = max(0, count)
    self.rows = max(0, rows)
    let start = min(max(0, offset), Self.maximumOffset(count: self.count, rows: self.rows))
    self.start = start
    if self.count <= self.rows {
      end = self.count
    } else if self.rows < 3 {
      end = start + self.rows
    } else {
      let room = self.rows - (start > 0 ? 1 : 0)
      end = self.count - start <= room ? self.count : start + room - 1
    }
  }

  /// The latest first row of a window of `rows` rows over `count` rows: the one that shows the last
  /// row under the line counting those above.
  public static func maximumOffset(count: Int, rows: Int) -> Int {
    guard count > rows else { return 0 }
    return rows < 3 ? count - rows : count - (rows - 1)
  }

  /// How many rows are hidden above the window.
  public var above: Int { start }

  /// How many rows are hidden below the window.
  public var below: Int { count - end }

  /// Whether all of `range` is in view.
  public func shows(_ range: Range<Int>) -> Bool {
    range.lowerBound >= start && range.upperBound <= end
  }

  /// This window moved as little as it takes to show `range` (its start, when it is taller than the
  /// window); unmoved when it already shows it.
  public func keeping(_ range: Range<Int>) -> ScrollWindow {
    guard !shows(range) else { return self }
    var offset = start
    if range.upperBound > end {
      // The range's last row goes just above the line counting the rows below.
      offset = range.upperBound - (rows < 3 ? rows : rows - 2)
    }
    offset = min(offset, range.lowerBound)
    return ScrollWindow(count: count, rows: rows, offset: offset)
  }

  /// The line counting the rows above, when the window has one, shortened between words to
  /// `width` columns.
  public func lineAbove(_ strings: StringTable, width: Int = .max) -> String? {
    guard above > 0, rows >= 3 else { return nil }
    return Self.fitted(strings.text(counting: above, .walkthroughMoreAbove), width: width)
  }

  /// The line counting the rows below, when the window has one, shortened between words to
  /// `width` columns.
  public func lineBelow(_ strings: StringTable, width: Int = .max) -> String? {
    guard below > 0, rows >= 3 else { return nil }
    return Self.fitted(strings.text(counting: below, .walkthroughMoreBelow), width: width)
  }

  /// A counting line that fits `width` columns: whole when it fits, else ended at a word with an
  /// ellipsis (`↓ 34 more lines…`), never cut inside one.
  private static func fitted(_ line: String, width: Int) -> String {
    TextWrap.shorten(line, width: max(1, width))
  }
}
