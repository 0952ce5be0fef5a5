/// A rectangle of cells.
public struct Rect: Equatable, Hashable, Sendable {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether the cell at (`column`, `row`) lies inside.
  public func contains(column: Int, row: Int) -> Bool {
    column >= x && column < x + width && row >= y && row < y + height
  }
}

/// A clickable area and the control it belongs to.
public struct HitRegion: Equatable, Sendable {
  /// Where it is on the terminal.
  public var rect: Rect
  /// The control id.
  public var control: String
  /// For lists, the row index.
  public var row: Int?
}
