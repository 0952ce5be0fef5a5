/// The text of a grid as checks read it (rows joined by newlines, each optionally trimmed of
/// trailing spaces), as UTF-8, made again only for the rows written since the last grid read.
///
/// It remembers the edition of the last grid it read (not the grid: holding its cells would make
/// the next picture copy them all before drawing). When the next grid comes from that one by
/// writing rows (the front marks each picture's rows unchanged before drawing over the last one,
/// see `CellBuffer.markRowsUnchanged()`), the bytes of the other rows are copied from the last
/// text; any other grid is read whole. Either way the bytes equal
/// `textUTF8(trimmingTrailingSpaces:)` of the grid (`GridTextTests` checks it over random edits).
public struct GridText: Sendable {
  /// Whether rows are read without their trailing spaces.
  public let trimmingTrailingSpaces: Bool
  /// The edition of the grid last read, if its rows were counted.
  private var edition: RowEdition?
  /// The size of the grid last read.
  private var size = TerminalSize(columns: 0, rows: 0)
  /// The text of `grid`.
  public private(set) var utf8: [UInt8] = []
  /// Where each row of `utf8` begins.
  private var rowStarts: [Int] = []
  /// How many rows the last reading made from cells (the others were copied or kept).
  public private(set) var rowsRead = 0

  /// A reader with no text yet.
  public init(trimmingTrailingSpaces: Bool) {
    self.trimmingTrailingSpaces = trimmingTrailingSpaces
  }

  /// Reads the text of `grid`, again only for the rows that changed since the last grid read,
  /// and returns it.
  public mutating func read(_ grid: CellBuffer) -> [UInt8] {
    let changed =
      grid.size == size ? edition.flatMap { grid.rowsChanged(since: $0) } : nil
    if changed == 0 {
      rowsRead = 0
      edition = grid.currentEdition
      return utf8
    }
    let old = utf8
    let oldStarts = rowStarts
    let height = grid.height
    var starts: [Int] = []
    starts.reserveCapacity(height)
    var read = 0
    let trimming = trimmingTrailingSpaces
    let text = [UInt8](unsafeUninitializedCapacity: grid.textCapacity) { output, count in
      guard let out = output.baseAddress, height > 0 else {
        count = 0
        return
      }
      var position = 0
      old.withUnsafeBufferPointer { oldBytes in
        for y in 0..<height {
          if y > 0 {
            out[position] = UInt8(ascii: "\n")
            position &+= 1
          }
          starts.append(position)
          if let changed, changed & (1 << UInt64(min(y, 63))) == 0,
            let from = oldBytes.baseAddress
          {
            let start = oldStarts[y]
            let end = y + 1 < height ? oldStarts[y + 1] - 1 : oldBytes.count
            (out + position).update(from: from + start, count: end - start)
            position &+= end - start
          } else {
            position = grid.writeText(
              ofRow: y, trimmingTrailingSpaces: trimming, into: out, at: position)
            read &+= 1
          }
        }
      }
      count = position
    }
    utf8 = text
    rowStarts = starts
    rowsRead = read
    edition = grid.currentEdition
    size = grid.size
    return text
  }
}
