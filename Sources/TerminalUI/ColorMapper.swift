/// Maps 24-bit colours to what a terminal of a given depth can show.
///
/// Palette choices use the standard xterm colour values and a distance that weighs the channels
/// the way the eye does (more for green, red and blue weighted by the mean red level).
public enum ColorMapper {
  /// The xterm default RGB values of the 16 ANSI colours, index 0 to 15.
  public static let ansiColors: [RGBColor] = [
    RGBColor(red: 0, green: 0, blue: 0),
    RGBColor(red: 205, green: 0, blue: 0),
    RGBColor(red: 0, green: 205, blue: 0),
    RGBColor(red: 205, green: 205, blue: 0),
    RGBColor(red: 0, green: 0, blue: 238),
    RGBColor(red: 205, green: 0, blue: 205),
    RGBColor(red: 0, green: 205, blue: 205),
    RGBColor(red: 229, green: 229, blue: 229),
    RGBColor(red: 127, green: 127, blue: 127),
    RGBColor(red: 255, green: 0, blue: 0),
    RGBColor(red: 0, green: 255, blue: 0),
    RGBColor(red: 255, green: 255, blue: 0),
    RGBColor(red: 92, green: 92, blue: 255),
    RGBColor(red: 255, green: 0, blue: 255),
    RGBColor(red: 0, green: 255, blue: 255),
    RGBColor(red: 255, green: 255, blue: 255),
  ]

  /// The six channel levels of the 6×6×6 colour cube (indices 16–231).
  public static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// The RGB value xterm shows for a 256-palette index (0–255; others are clamped).
  public static func paletteColor(_ index: Int) -> RGBColor {
    let index = min(255, max(0, index))
    if index < 16 { return ansiColors[index] }
    if index < 232 {
      let cube = index - 16
      return RGBColor(
        red: cubeLevels[cube / 36], green: cubeLevels[(cube / 6) % 6], blue: cubeLevels[cube % 6])
    }
    let gray = UInt8(8 + 10 * (index - 232))
    return RGBColor(red: gray, green: gray, blue: gray)
  }

  /// The nearest entry of the 256 palette, chosen among the cube and the gray ramp (16–255).
  ///
  /// Entries 0–15 are left out because many users give them their own theme colours.
  public static func nearest256(_ color: RGBColor) -> Int {
    let cube =
      16 + 36 * nearestCubeLevel(color.red) + 6 * nearestCubeLevel(color.green)
      + nearestCubeLevel(color.blue)
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let grayStep = min(23, max(0, (average - 8 + 5) / 10))
    let gray = 232 + grayStep
    return distance(color, paletteColor(gray)) < distance(color, paletteColor(cube)) ? gray : cube
  }

  /// The nearest of the 16 ANSI colours.
  public static func nearest16(_ color: RGBColor) -> Int {
    nearest(color, among: 0..<16)
  }

  /// The nearest of the 8 basic ANSI colours.
  public static func nearest8(_ color: RGBColor) -> Int {
    nearest(color, among: 0..<8)
  }

  /// A perceptually weighted squared distance between two colours (the "red mean" formula).
  public static func distance(_ first: RGBColor, _ second: RGBColor) -> Int {
    let meanRed = (Int(first.red) + Int(second.red)) / 2
    let red = Int(first.red) - Int(second.red)
    let green = Int(first.green) - Int(second.green)
    let blue = Int(first.blue) - Int(second.blue)
    return ((512 + meanRed) * red * red) / 256 + 4 * green * green
      + ((767 - meanRed) * blue * blue) / 256
  }

  /// The style a monochrome terminal shows for `style`: no colours, emphasis kept.
  ///
  /// A coloured background that stands out (a saturated or mid-tone colour, such as an accent
  /// button) becomes reverse video; a near-white or near-black background is dropped. A
  /// saturated foreground on the terminal's own background becomes bold.
  public static func monochrome(_ style: CellStyle) -> CellStyle {
    var result = CellStyle(
      bold: style.bold, underline: style.underline, reverse: style.reverse, dim: style.dim)
    if case .rgb(let background) = style.background, standsOut(background) {
      result.reverse = true
    } else if case .rgb(let foreground) = style.foreground, isSaturated(foreground) {
      result.bold = true
    }
    return result
  }

  /// True for colours that are neither near white nor near black, or that are clearly coloured.
  private static func standsOut(_ color: RGBColor) -> Bool {
    let luminance = color.relativeLuminance
    return isSaturated(color) || (luminance > 0.05 && luminance < 0.6)
  }

  /// True when the channels differ enough for the colour to read as a hue, not a gray.
  private static func isSaturated(_ color: RGBColor) -> Bool {
    let channels = [color.red, color.green, color.blue]
    let spread = Int(channels.max() ?? 0) - Int(channels.min() ?? 0)
    return spread >= 64
  }

  /// The index of the level nearest to a channel value in the colour cube.
  private static func nearestCubeLevel(_ value: UInt8) -> Int {
    switch value {
    case ..<48: 0
    case ..<115: 1
    case ..<155: 2
    case ..<195: 3
    case ..<235: 4
    default: 5
    }
  }

  /// The palette index in `range` closest to `color`; the lowest index wins a tie.
  private static func nearest(_ color: RGBColor, among range: Range<Int>) -> Int {
    var best = range.lowerBound
    var bestDistance = Int.max
    for index in range {
      let candidate = distance(color, ansiColors[index])
      if candidate < bestDistance {
        best = index
        bestDistance = candidate
      }
    }
    return best
  }
}
