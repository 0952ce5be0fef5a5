/// One column of a terminal row: a grapheme cluster and its style.
public struct Cell: Equatable, Hashable, Sendable {
  /// One grapheme cluster; the second column of a wide character holds "" (a continuation cell).
  public var text: String
  /// How the cell is drawn.
  public var style: CellStyle

  /// Creates a cell.
  public init(text: String, style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// A space in the given style.
  public static func blank(_ style: CellStyle = .plain) -> Cell {
    Cell(text: " ", style: style)
  }

  /// True for the second column of a wide character.
  public var isContinuation: Bool { text.isEmpty }
}
