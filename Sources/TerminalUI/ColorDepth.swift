/// How many colours a terminal can show, which decides how an `RGBColor` is drawn.
public enum ColorDepth: Equatable, Hashable, Sendable {
  /// Any 24-bit colour.
  case direct
  /// A palette of `colors` entries the program may redefine to exact colours.
  case paletteRedefinable(colors: Int)
  /// The fixed xterm 256-colour palette.
  case palette256
  /// The 16 ANSI colours (8 plus their bright variants).
  case palette16
  /// The 8 basic ANSI colours.
  case palette8
  /// No colour at all: emphasis comes from bold and reverse.
  case monochrome

  /// Picks the depth from the environment and what terminfo says about the terminal.
  ///
  /// - `NO_COLOR` set to anything non-empty, or fewer than 8 colours: monochrome.
  /// - terminfo's `RGB` flag, or `COLORTERM` `truecolor`/`24bit` with at least 256 colours: direct.
  /// - a palette the terminal lets us change (`can_change_color`) of 16 or more: redefinable.
  /// - otherwise the largest fixed palette that `colors` covers.
  public static func detect(
    environment: [String: String], colors: Int, canChangeColor: Bool, hasRGBFlag: Bool
  ) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    if colors < 8 { return .monochrome }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if hasRGBFlag || ((colorTerm == "truecolor" || colorTerm == "24bit") && colors >= 256) {
      return .direct
    }
    if canChangeColor && colors >= 16 { return .paletteRedefinable(colors: colors) }
    if colors >= 256 { return .palette256 }
    if colors >= 16 { return .palette16 }
    return .palette8
  }
}
