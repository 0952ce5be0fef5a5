/// A frame: a grid of cells the app draws into, then hands to a `Terminal`.
///
/// A wide character fills two cells: the character, then a continuation cell whose text is "".
/// The grid never holds half of a wide character: writing over one half blanks the other.
public struct CellBuffer: Equatable, Sendable {
  /// Number of columns.
  public let width: Int
  /// Number of rows.
  public let height: Int
  /// The cells, row after row.
  public private(set) var cells: [Cell]
  /// Where the visible cursor sits, or nil for a hidden cursor.
  public var cursorPosition: CursorPosition?

  /// Creates a grid of spaces in `style`; negative sizes count as zero.
  public init(width: Int, height: Int, style: CellStyle = .plain) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank(style), count: self.width * self.height)
  }

  /// Creates a grid the size of a terminal.
  public init(size: TerminalSize, style: CellStyle = .plain) {
    self.init(width: size.columns, height: size.rows, style: style)
  }

  /// The size as a `TerminalSize`.
  public var size: TerminalSize { TerminalSize(columns: width, rows: height) }

  /// The visible cursor as a tuple, or nil for a hidden cursor.
  public var cursor: (x: Int, y: Int)? {
    get { cursorPosition.map { ($0.x, $0.y) } }
    set { cursorPosition = newValue.map { CursorPosition(x: $0.x, y: $0.y) } }
  }

  /// The cell at a column and row; outside the grid, a plain space.
  public subscript(x: Int, y: Int) -> Cell {
    guard contains(x: x, y: y) else { return .blank() }
    return cells[y * width + x]
  }

  /// Writes `text` from column `x` of row `y` and returns the number of columns it used.
  ///
  /// Writing stops at the right edge, or after `maxWidth` columns. A wide character that does
  /// not fit is replaced by a space. Zero-width characters on their own are skipped.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil
  ) -> Int {
    guard y >= 0, y < height else { return 0 }
    let limit = min(width, maxWidth.map { x + max(0, $0) } ?? width)
    var column = x
    // ASCII, box drawing, punctuation and Latin-1: one cell a scalar, none joining its
    // neighbours, so no grapheme breaking is needed.
    // Only the run's two ends can cut a wide character in two.
    if text.unicodeScalars.allSatisfy(CharacterWidth.isPlainNarrow(scalar:)) {
      let base = y * width
      let first = max(x, 0)
      guard first < limit else { return 0 }
      if first > 0, cells[base + first].isContinuation { cells[base + first - 1].blankText() }
      for scalar in text.unicodeScalars {
        guard column < limit else { break }
        if column >= 0 {
          cells[base + column] = Cell(scalar: scalar, style: style)
        }
        column += 1
      }
      let end = min(column, limit)
      if end > first, end < width, cells[base + end].isContinuation {
        cells[base + end].blankText()
      }
      return max(0, end - first)
    }
    for character in text {
      guard column < limit else { break }
      let columns = CharacterWidth.of(character)
      if columns == 0 { continue }
      if column + columns > limit {
        if column >= 0 { set(.blank(style), x: column, y: y) }
        column += 1
        break
      }
      if column >= 0 {
        set(Cell(text: String(character), style: style), x: column, y: y)
        if columns == 2 { set(Cell(text: "", style: style), x: column + 1, y: y) }
      } else if column + columns > 0 {
        // The left half fell off the grid: show a space for the half that is on it.
        set(.blank(style), x: 0, y: y)
      }
      column += columns
    }
    return max(0, min(column, limit) - max(x, 0))
  }

  /// Fills a rectangle with spaces in `style`, clipped to the grid.
  public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: CellStyle = .plain) {
    let left = max(0, x)
    let right = min(self.width, x + width)
    let top = max(0, y)
    let bottom = min(self.height, y + height)
    guard left < right, top < bottom else { return }
    let blank = Cell.blank(style)
    for row in top..<bottom {
      let base = row * self.width
      // A wide character cut at either edge loses its other half.
      if left > 0, cells[base + left].isContinuation { cells[base + left - 1].blankText() }
      if right < self.width, cells[base + right].isContinuation { cells[base + right].blankText() }
      for index in (base + left)..<(base + right) { cells[index] = blank }
    }
  }

  /// The text of row `y`, continuation cells skipped so a wide character shows once.
  public func line(_ y: Int) -> String {
    line(y, trimmingTrailingSpaces: false)
  }

  /// The text of row `y`, optionally without its trailing spaces; "" outside the grid.
  public func line(_ y: Int, trimmingTrailingSpaces: Bool) -> String {
    guard y >= 0, y < height else { return "" }
    return text(ofRows: y..<(y + 1), trimmingTrailingSpaces: trimmingTrailingSpaces)
  }

  /// The text of every row, top to bottom.
  public var lines: [String] { (0..<height).map(line) }

  /// All rows joined with newlines, each optionally without its trailing spaces.
  public func text(trimmingTrailingSpaces: Bool) -> String {
    text(ofRows: 0..<height, trimmingTrailingSpaces: trimmingTrailingSpaces)
  }

  /// Calls `body` with the UTF-8 bytes of `text(trimmingTrailingSpaces:)`.
  public func withTextUTF8<Result>(
    trimmingTrailingSpaces: Bool, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    var text = text(trimmingTrailingSpaces: trimmingTrailingSpaces)
    return try text.withUTF8(body)
  }

  /// The UTF-8 bytes of `text(trimmingTrailingSpaces:)`.
  public func textUTF8(trimmingTrailingSpaces: Bool) -> [UInt8] {
    Array(text(trimmingTrailingSpaces: trimmingTrailingSpaces).utf8)
  }

  /// The text of `rows` (inside the grid) joined with newlines, each optionally without its
  /// trailing spaces: the cells' bytes are counted, then written into the string at once.
  private func text(ofRows rows: Range<Int>, trimmingTrailingSpaces: Bool) -> String {
    var ends: [Int] = []
    ends.reserveCapacity(rows.count)
    var total = max(0, rows.count - 1)
    for y in rows {
      let start = y * width
      var end = start + width
      if trimmingTrailingSpaces {
        while end > start, cells[end - 1].isSpace { end -= 1 }
      }
      ends.append(end)
      for index in start..<end { total += cells[index].utf8Count }
    }
    return String(unsafeUninitializedCapacity: total) { buffer in
      var written = 0
      for (row, y) in rows.enumerated() {
        if row > 0 {
          buffer[written] = UInt8(ascii: "\n")
          written += 1
        }
        for index in (y * width)..<ends[row] {
          written += cells[index].copyUTF8(into: buffer, at: written)
        }
      }
      return written
    }
  }

  /// Copies `other` into this grid with its top-left corner at column `x`, row `y`: every cell
  /// that falls inside, and the cursor when it does.
  public mutating func paste(_ other: CellBuffer, x: Int, y: Int) {
    for row in 0..<other.height where y + row >= 0 && y + row < height {
      let base = row * other.width
      for column in 0..<other.width where x + column >= 0 && x + column < width {
        cells[(y + row) * width + x + column] = other.cells[base + column]
      }
    }
    if let cursor = other.cursorPosition, contains(x: x + cursor.x, y: y + cursor.y) {
      cursorPosition = CursorPosition(x: x + cursor.x, y: y + cursor.y)
    }
  }

  /// True when the column and row are inside the grid.
  private func contains(x: Int, y: Int) -> Bool {
    x >= 0 && x < width && y >= 0 && y < height
  }

  /// Stores one cell, first blanking the other half of any wide character it cuts in two.
  private mutating func set(_ cell: Cell, x: Int, y: Int) {
    guard contains(x: x, y: y) else { return }
    let index = y * width + x
    if cells[index].isContinuation, x > 0 {
      cells[index - 1].blankText()
    }
    if x + 1 < width, cells[index + 1].isContinuation, !cells[index].isContinuation {
      cells[index + 1].blankText()
    }
    cells[index] = cell
  }
}
