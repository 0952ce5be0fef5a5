/// Where the visible text cursor sits, in zero-based columns and rows.
public struct CursorPosition: Equatable, Hashable, Sendable {
  /// Zero-based column.
  public var x: Int
  /// Zero-based row.
  public var y: Int

  /// Creates a position.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}
