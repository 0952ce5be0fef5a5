import SessionEngine
import TerminalUI

/// The CSS classes of an SVG recording's colours: one per text style (colour, weight,
/// underline) and one per background colour, numbered in the order they are first asked for, so
/// the same frames always give the same classes.
struct SVGPalette: Sendable {
  /// How a run of text is drawn.
  struct TextStyle: Hashable, Sendable {
    /// The colour of the glyphs.
    var color: RGBColor
    /// Heavier glyphs.
    var bold: Bool
    /// A line under the glyphs.
    var underline: Bool
  }

  private var textClasses: [TextStyle: Int] = [:]
  private var textOrder: [TextStyle] = []
  private var backgroundClasses: [RGBColor: Int] = [:]
  private var backgroundOrder: [RGBColor] = []

  /// The class name of text drawn in `style` (`t0`, `t1`, ...).
  mutating func textClass(_ style: TextStyle) -> String {
    if let number = textClasses[style] { return "t\(number)" }
    let number = textOrder.count
    textClasses[style] = number
    textOrder.append(style)
    return "t\(number)"
  }

  /// The class name of a background of `color` (`b0`, `b1`, ...).
  mutating func backgroundClass(_ color: RGBColor) -> String {
    if let number = backgroundClasses[color] { return "b\(number)" }
    let number = backgroundOrder.count
    backgroundClasses[color] = number
    backgroundOrder.append(color)
    return "b\(number)"
  }

  /// The CSS rules of every class handed out.
  var css: String {
    var rules = ""
    for (number, style) in textOrder.enumerated() {
      rules += ".t\(number){fill:\(style.color.hex.lowercased())"
      if style.bold { rules += ";font-weight:bold" }
      if style.underline { rules += ";text-decoration:underline" }
      rules += "}"
    }
    for (number, color) in backgroundOrder.enumerated() {
      rules += ".b\(number){fill:\(color.hex.lowercased())}"
    }
    return rules
  }
}
