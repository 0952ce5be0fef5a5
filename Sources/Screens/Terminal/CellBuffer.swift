#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A frame: a grid of cells the app draws into, then hands to a `Terminal`.
///
/// A wide character fills two cells: the character, then a continuation cell whose text is "".
/// The grid never holds half of a wide character: writing over one half blanks the other.
public struct CellBuffer: Equatable, Sendable {
  /// Number of columns.
  public let width: Int
  /// Number of rows.
  public let height: Int
  /// The cells, row after row, packed.
  private var storage: [PackedCell]
  /// The text of every cell whose grapheme is too long to pack, by index.
  private var overflow: [Int: String] = [:]
  /// Where the visible cursor sits, or nil for a hidden cursor.
  public var cursorPosition: CursorPosition?
  /// The grid's edition since `markRowsUnchanged()` was last called: nil when never called, or
  /// when the grid was written while a copy or a reader held the edition.
  private var edition: RowEdition?
  /// The edition `markRowsUnchanged()` counted from.
  private var base: RowEdition?
  /// The rows written since `markRowsUnchanged()`: bit `y` for row `y` below 63, bit 63 for
  /// any row from 63 on.
  private var changedRows: UInt64 = 0

  /// Creates a grid of spaces in `style`; negative sizes count as zero.
  public init(width: Int, height: Int, style: CellStyle = .plain) {
    self.width = max(0, width)
    self.height = max(0, height)
    storage = Array(repeating: .blank(style), count: self.width * self.height)
  }

  /// Creates a grid the size of a terminal.
  public init(size: TerminalSize, style: CellStyle = .plain) {
    self.init(width: size.columns, height: size.rows, style: style)
  }

  /// The size as a `TerminalSize`.
  public var size: TerminalSize { TerminalSize(columns: width, rows: height) }

  /// The cells, row after row.
  public var cells: [Cell] { storage.indices.map(cell(at:)) }

  /// The visible cursor as a tuple, or nil for a hidden cursor.
  public var cursor: (x: Int, y: Int)? {
    get { cursorPosition.map { ($0.x, $0.y) } }
    set { cursorPosition = newValue.map { CursorPosition(x: $0.x, y: $0.y) } }
  }

  /// The cell at a column and row; outside the grid, a plain space.
  public subscript(x: Int, y: Int) -> Cell {
    guard contains(x: x, y: y) else { return .blank() }
    return cell(at: y * width + x)
  }

  /// The cell stored at `index`.
  private func cell(at index: Int) -> Cell {
    let packed = storage[index]
    let text = packed.isOverflow ? overflow[index] ?? "" : packed.inlineText
    return Cell(text: text, style: packed.style)
  }

  /// Whether two grids show the same cells (texts compared as strings) and the same cursor.
  public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height,
      lhs.cursorPosition == rhs.cursorPosition
    else { return false }
    for index in lhs.storage.indices {
      let left = lhs.storage[index]
      let right = rhs.storage[index]
      if left == right, !left.isOverflow { continue }
      if left.packedStyle != right.packedStyle { return false }
      if left.isSingleByte, right.isSingleByte { return false }
      // Other texts may differ in bytes yet be equal as strings (canonical equivalence).
      if lhs.cell(at: index).text != rhs.cell(at: index).text { return false }
    }
    return true
  }

  /// Whether row `y` shows the same cells in both grids, compared as `==` compares cells.
  ///
  /// False when the grids differ in width or `y` is outside either grid.
  public func rowEquals(_ other: CellBuffer, row y: Int) -> Bool {
    guard width == other.width, y >= 0, y < height, y < other.height else { return false }
    let start = y * width
    for index in start..<(start + width) {
      let left = storage[index]
      let right = other.storage[index]
      if left == right, !left.isOverflow { continue }
      if left.packedStyle != right.packedStyle { return false }
      if left.isSingleByte, right.isSingleByte { return false }
      if cell(at: index).text != other.cell(at: index).text { return false }
    }
    return true
  }

  /// Calls `draw` for each cell of row `y` that a terminal showing `shown` must draw to show this
  /// grid: every cell but the second column of a wide character that differs from `shown`'s, as
  /// `==` compares cells (all of them when `shown` is nil or has another width). `draw` gets the
  /// column, the cell's text as UTF-8 bytes (valid only during the call) and its style; unlike
  /// reading each cell through the subscript, no `String` or `Cell` is made for a cell whose text
  /// is kept inline. Nothing happens for a row outside the grid.
  public func forEachCellToDraw(
    inRow y: Int, over shown: CellBuffer?,
    _ draw: (_ x: Int, _ utf8: UnsafeBufferPointer<UInt8>, _ style: CellStyle) -> Void
  ) {
    guard y >= 0, y < height else { return }
    let shown = shown.flatMap { $0.width == width && y < $0.height ? $0 : nil }
    let start = y * width
    var lastPacked: PackedStyle?
    var lastStyle = CellStyle.plain
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { bytes in
      for x in 0..<width {
        let index = start + x
        let cell = storage[index]
        if cell.isContinuation { continue }
        if let shown {
          let old = shown.storage[index]
          if cell == old, !cell.isOverflow { continue }
          if cell.packedStyle == old.packedStyle, !(cell.isSingleByte && old.isSingleByte),
            self.cell(at: index).text == shown.cell(at: index).text
          {
            continue
          }
        }
        if cell.packedStyle != lastPacked {
          lastPacked = cell.packedStyle
          lastStyle = cell.style
        }
        if cell.isOverflow {
          var text = overflow[index] ?? ""
          text.withUTF8 { draw(x, $0, lastStyle) }
        } else {
          let count = cell.write(into: bytes, at: 0)
          draw(x, UnsafeBufferPointer(rebasing: bytes[0..<count]), lastStyle)
        }
      }
    }
  }

  /// Starts counting the rows written from now on, against the grid as it is now.
  ///
  /// A reader that read the grid as it is now (`GridText`) can then ask a later version which
  /// rows may differ from what it read, and read only those again. `FrontView` calls it at the
  /// start of each picture, before drawing over the last one.
  public mutating func markRowsUnchanged() {
    base = edition
    edition = RowEdition()
    changedRows = 0
  }

  /// The edition a reader of the grid as it is now remembers (nil when rows are not counted).
  var currentEdition: RowEdition? { edition }

  /// The rows that may differ from the grid a reader read at `earlier` (its `currentEdition`
  /// then), as a bit set (bit `y` for row `y` below 63, bit 63 for any row from 63 on); nil when
  /// this grid is not known to come from that one by writing rows.
  ///
  /// Sound because a grid written while its edition is held elsewhere drops the edition: a
  /// reader's edition names one content.
  func rowsChanged(since earlier: RowEdition) -> UInt64? {
    if edition === earlier { return 0 }
    if base === earlier { return changedRows }
    return nil
  }

  /// Notes that row `y` (inside the grid) is written; the edition is dropped if a copy or a
  /// reader holds it, as it no longer names what they hold.
  @inline(__always)
  private mutating func markChanged(row y: Int) {
    if edition != nil, !isKnownUniquelyReferenced(&edition) { edition = nil }
    changedRows |= 1 << UInt64(min(y, 63))
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
    // Printable ASCII: one cell a byte, no grapheme breaking needed; read in place.
    var contiguous = text
    let wroteASCII = contiguous.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
      let start = max(x, 0)
      let end = min(limit, x + bytes.count)
      guard start < end else { return true }
      prepareRun(row: y, from: start, to: end)
      let base = y * width
      let packed = PackedStyle(style)
      storage.withUnsafeMutableBufferPointer { cells in
        for column in start..<end {
          cells[base + column] = PackedCell(ascii: bytes[column - x], style: packed)
        }
      }
      return true
    }
    if wroteASCII { return max(0, min(limit, x + text.utf8.count) - max(x, 0)) }
    // Box drawing, punctuation and Latin-1: one cell a scalar, no grapheme breaking needed.
    // One pass both checks the scalars and counts them.
    var scalarCount = 0
    let plainNarrow = text.unicodeScalars.allSatisfy {
      scalarCount += 1
      return CharacterWidth.isPlainNarrow(scalar: $0)
    }
    if plainNarrow {
      let start = max(x, 0)
      let end = min(limit, x + scalarCount)
      guard start < end else { return 0 }
      prepareRun(row: y, from: start, to: end)
      let base = y * width
      let packed = PackedStyle(style)
      storage.withUnsafeMutableBufferPointer { cells in
        for scalar in text.unicodeScalars {
          guard column < end else { break }
          if column >= start { cells[base + column] = PackedCell(scalar: scalar, style: packed) }
          column += 1
        }
      }
      return end - start
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
        let packed = PackedCell(utf8: character.utf8, style: style)
        set(packed, x: column, y: y, overflowText: packed.isOverflow ? String(character) : nil)
        if columns == 2 { set(.continuation(style), x: column + 1, y: y) }
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
    let blank = PackedCell.blank(style)
    for row in top..<bottom {
      prepareRun(row: row, from: left, to: right)
      let base = row * self.width
      storage.withUnsafeMutableBufferPointer { cells in
        for index in (base + left)..<(base + right) { cells[index] = blank }
      }
    }
  }

  /// Copies the cells of `rect` of `source` here, its top left corner at column `x`, row `y`
  /// (clipped to both grids), as drawing them here would leave them: a wide character that the
  /// copied run cuts in two, here or in `source`, becomes a space. The cursor is not copied.
  public mutating func copy(_ rect: Rect, from source: CellBuffer, toX x: Int, y: Int) {
    copy(rect, from: source, toX: x, y: y, leavingSameRuns: true)
  }

  /// `copy(_:from:toX:y:)`, leaving alone runs that already hold the same cells only when
  /// `leavingSameRuns` (tests compare with the plain copy).
  mutating func copy(
    _ rect: Rect, from source: CellBuffer, toX x: Int, y: Int, leavingSameRuns: Bool
  ) {
    let dx = x - rect.x
    let dy = y - rect.y
    let left = max(0, rect.x, -dx)
    let right = min(source.width, rect.x + rect.width, width - dx)
    let top = max(0, rect.y, -dy)
    let bottom = min(source.height, rect.y + rect.height, height - dy)
    guard left < right, top < bottom else { return }
    for row in top..<bottom {
      let from = row * source.width
      let to = (row + dy) * width + dx
      // A run that already holds the same cells, with no wide character cut at either edge and
      // no text kept aside, is left alone: copying it would change nothing but mark the row as
      // written, and a reader of the grid's text would read it again (a new phone screen
      // mostly keeps the last one's blank and framed rows).
      if leavingSameRuns, overflow.isEmpty, source.overflow.isEmpty,
        !storage[to + left].isContinuation,
        right + dx >= width || !storage[to + right].isContinuation,
        right >= source.width || !source.storage[from + right].isContinuation,
        Self.sameCells(source.storage, at: from + left, storage, at: to + left, count: right - left)
      {
        continue
      }
      prepareRun(row: row + dy, from: left + dx, to: right + dx)
      // The run is copied whole (a picture is copied at every key a tape types).
      source.storage.withUnsafeBufferPointer { cells in
        storage.withUnsafeMutableBufferPointer { target in
          guard let origin = cells.baseAddress, let destination = target.baseAddress else { return }
          (destination + to + left).update(from: origin + from + left, count: right - left)
        }
      }
      if !source.overflow.isEmpty {
        for column in left..<right where source.storage[from + column].isOverflow {
          overflow[to + column] = source.overflow[from + column]
        }
      }
      if source.storage[from + left].isContinuation { makeSpace(at: to + left) }
      if right < source.width, source.storage[from + right].isContinuation {
        makeSpace(at: to + right - 1)
      }
    }
  }

  /// Whether `count` cells of `left` from `leftStart` are those of `right` from `rightStart`
  /// (a packed cell has no padding, so equal bytes are equal cells; compared by the C library).
  private static func sameCells(
    _ left: [PackedCell], at leftStart: Int, _ right: [PackedCell], at rightStart: Int,
    count: Int
  ) -> Bool {
    left.withUnsafeBytes { a in
      right.withUnsafeBytes { b in
        let stride = MemoryLayout<PackedCell>.stride
        guard let x = a.baseAddress, let y = b.baseAddress else { return count == 0 }
        return memcmp(x + leftStart * stride, y + rightStart * stride, count * stride) == 0
      }
    }
  }

  /// Readies columns `start..<end` of `row` (inside the grid) to be overwritten with narrow
  /// cells: blanks the outer half of a wide character cut at either edge, and drops the
  /// overflowing texts stored in the run.
  private mutating func prepareRun(row: Int, from start: Int, to end: Int) {
    markChanged(row: row)
    let base = row * width
    if start > 0, storage[base + start].isContinuation { makeSpace(at: base + start - 1) }
    if end < width, storage[base + end].isContinuation { makeSpace(at: base + end) }
    guard !overflow.isEmpty else { return }
    for index in (base + start)..<(base + end) where storage[index].isOverflow {
      overflow[index] = nil
    }
  }

  /// The text of row `y`, continuation cells skipped so a wide character shows once.
  public func line(_ y: Int) -> String {
    line(y, trimmingTrailingSpaces: false)
  }

  /// The text of row `y`, optionally without its trailing spaces; "" outside the grid.
  public func line(_ y: Int, trimmingTrailingSpaces: Bool) -> String {
    guard y >= 0, y < height else { return "" }
    return text(rows: y..<(y + 1), trimmingTrailingSpaces: trimmingTrailingSpaces)
  }

  /// The text of every row, top to bottom.
  public var lines: [String] { (0..<height).map(line) }

  /// All rows joined with newlines, each optionally without its trailing spaces.
  public func text(trimmingTrailingSpaces: Bool) -> String {
    text(rows: 0..<height, trimmingTrailingSpaces: trimmingTrailingSpaces)
  }

  /// Calls `body` with the UTF-8 bytes of `text(trimmingTrailingSpaces:)`, written into
  /// temporary memory: for searching the screen without making a string of it.
  public func withTextUTF8<Result>(
    trimmingTrailingSpaces: Bool, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: textCapacity) { output in
      let count = writeText(into: output, trimmingTrailingSpaces: trimmingTrailingSpaces)
      return try body(UnsafeBufferPointer(rebasing: output[..<count]))
    }
  }

  /// The UTF-8 bytes of `text(trimmingTrailingSpaces:)`, written straight into the array.
  public func textUTF8(trimmingTrailingSpaces: Bool) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: textCapacity) { output, count in
      count = writeText(into: output, trimmingTrailingSpaces: trimmingTrailingSpaces)
    }
  }

  /// Room for the longest text the cells can hold, so that they are read once.
  var textCapacity: Int {
    storage.count * 15 + height + overflow.values.reduce(0) { $0 + $1.utf8.count }
  }

  /// Writes every row, joined by newlines, into `output` (`textCapacity` long); returns the
  /// number of bytes written.
  ///
  /// The fast path of `text(trimmingTrailingSpaces:)` (checks read the screen this way once per
  /// change): it walks the cells with pointers and unchecked counters, writing a one-byte cell
  /// with one load and one store. `CellBufferStorageTests` compares it with the string.
  private func writeText(
    into output: UnsafeMutableBufferPointer<UInt8>, trimmingTrailingSpaces: Bool
  )
    -> Int
  {
    guard let out = output.baseAddress, height > 0 else { return 0 }
    var position = 0
    for y in 0..<height {
      if y > 0 {
        out[position] = UInt8(ascii: "\n")
        position &+= 1
      }
      position = writeText(
        ofRow: y, trimmingTrailingSpaces: trimmingTrailingSpaces, into: out, at: position)
    }
    return position
  }

  /// Writes the text of row `y` (inside the grid; no newline) into `out` from `position`, with
  /// room for it; returns the position after it.
  func writeText(
    ofRow y: Int, trimmingTrailingSpaces: Bool, into out: UnsafeMutablePointer<UInt8>,
    at position: Int
  ) -> Int {
    storage.withUnsafeBufferPointer { cells -> Int in
      guard let first = cells.baseAddress, width > 0 else { return position }
      var position = position
      let row = first + y &* width
      var end = row + width
      if trimmingTrailingSpaces {
        while end > row, end.predecessor().pointee.isSpace { end = end.predecessor() }
      }
      var cell = row
      while cell < end {
        let packed = cell.pointee
        if packed.isSingleByte {
          out[position] = packed.firstByte
          position &+= 1
        } else if packed.isOverflow {
          for byte in (overflow[cell - first] ?? "").utf8 {
            out[position] = byte
            position &+= 1
          }
        } else {
          position = packed.write(into: out, at: position)
        }
        cell = cell.successor()
      }
      return position
    }
  }

  /// The rows in `rows` (all inside the grid) joined with newlines, written straight into the
  /// string's storage: no string per row or per cell.
  private func text(rows: Range<Int>, trimmingTrailingSpaces: Bool) -> String {
    let (ends, byteCount) = rowEnds(rows, trimmingTrailingSpaces: trimmingTrailingSpaces)
    return String(unsafeUninitializedCapacity: byteCount) { output in
      write(rows: rows, ends: ends, into: output)
    }
  }

  /// Where each row of `rows` ends (after its last cell that is not a space, when trimming),
  /// and how many UTF-8 bytes the rows take joined with newlines.
  private func rowEnds(_ rows: Range<Int>, trimmingTrailingSpaces: Bool) -> ([Int], Int) {
    var ends: [Int] = []
    ends.reserveCapacity(rows.count)
    var byteCount = max(0, rows.count - 1)
    for y in rows {
      let start = y * width
      var end = start + width
      if trimmingTrailingSpaces {
        while end > start, storage[end - 1].isSpace { end -= 1 }
      }
      ends.append(end)
      for index in start..<end {
        let cell = storage[index]
        byteCount += cell.isOverflow ? (overflow[index] ?? "").utf8.count : cell.byteCount
      }
    }
    return (ends, byteCount)
  }

  /// Writes the rows in `rows`, each up to its end in `ends`, joined with newlines, into
  /// `output` (large enough); returns the number of bytes written.
  private func write(rows: Range<Int>, ends: [Int], into output: UnsafeMutableBufferPointer<UInt8>)
    -> Int
  {
    var position = 0
    for (row, y) in rows.enumerated() {
      if row > 0 {
        output[position] = UInt8(ascii: "\n")
        position += 1
      }
      position = write((y * width)..<ends[row], into: output, at: position)
    }
    return position
  }

  /// Writes the UTF-8 bytes of the cells at `indices` into `output` from `position`; returns the
  /// position after them.
  private func write(
    _ indices: Range<Int>, into output: UnsafeMutableBufferPointer<UInt8>, at position: Int
  ) -> Int {
    storage.withUnsafeBufferPointer { cells in
      var position = position
      for index in indices {
        let cell = cells[index]
        if cell.isSingleByte {
          output[position] = cell.firstByte
          position += 1
        } else if cell.isOverflow {
          for byte in (overflow[index] ?? "").utf8 {
            output[position] = byte
            position += 1
          }
        } else {
          position = cell.write(into: output, at: position)
        }
      }
      return position
    }
  }

  /// True when the column and row are inside the grid.
  private func contains(x: Int, y: Int) -> Bool {
    x >= 0 && x < width && y >= 0 && y < height
  }

  /// Stores one cell, first blanking the other half of any wide character it cuts in two.
  /// `overflowText` is the text of a cell too long to pack.
  private mutating func set(_ cell: PackedCell, x: Int, y: Int, overflowText: String? = nil) {
    guard contains(x: x, y: y) else { return }
    markChanged(row: y)
    let index = y * width + x
    if storage[index].isContinuation, x > 0 {
      makeSpace(at: index - 1)
    }
    if x + 1 < width, storage[index + 1].isContinuation, !storage[index].isContinuation {
      makeSpace(at: index + 1)
    }
    if storage[index].isOverflow { overflow[index] = nil }
    storage[index] = cell
    if let overflowText { overflow[index] = overflowText }
  }

  /// Replaces the text at `index` with a space, keeping its style.
  private mutating func makeSpace(at index: Int) {
    markChanged(row: index / width)
    if storage[index].isOverflow { overflow[index] = nil }
    storage[index].makeSpace()
  }
}
