/// A colour a cell asks the terminal for.
public enum TerminalColor: Equatable, Hashable, Sendable {
  /// The terminal's own foreground or background colour.
  case `default`
  /// A 24-bit colour; terminals with fewer colours show the nearest one they have.
  case rgb(RGBColor)
}
