/// How a cell is drawn: its colours and text attributes.
public struct CellStyle: Equatable, Hashable, Sendable {
  /// The colour of the text.
  public var foreground: TerminalColor
  /// The colour behind the text.
  public var background: TerminalColor
  /// Heavier text.
  public var bold: Bool
  /// Underlined text.
  public var underline: Bool
  /// Foreground and background swapped.
  public var reverse: Bool
  /// Fainter text.
  public var dim: Bool

  /// Creates a style; every attribute defaults to off and both colours to the terminal's own.
  public init(
    foreground: TerminalColor = .default,
    background: TerminalColor = .default,
    bold: Bool = false,
    underline: Bool = false,
    reverse: Bool = false,
    dim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.underline = underline
    self.reverse = reverse
    self.dim = dim
  }

  /// The terminal's own colours with no attribute.
  public static let plain = CellStyle()
}
