/// The size of a terminal in character cells.
public struct TerminalSize: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Number of columns.
  public var columns: Int
  /// Number of rows.
  public var rows: Int

  /// Creates a size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// `80x24` style.
  public var description: String { "\(columns)x\(rows)" }
}
