import SessionEngine

/// A `CellStyle` packed into one word, so that a `PackedCell` is three words with no padding:
/// 24 bytes a cell rather than 32, and two styles compare as one integer.
///
/// Bits 0–23 hold the foreground's red, green and blue and bit 24 says it is a colour (clear for
/// the terminal's own, whose channels are then zero); bits 25–48 and 49 the same for the
/// background; bits 50–53 bold, underline, reverse and dim. Equal styles pack to equal words and
/// back (`PackedStyleTests`).
struct PackedStyle: Equatable, Sendable {
  /// The packed word.
  private(set) var bits: UInt64

  /// `style`, packed.
  init(_ style: CellStyle) {
    bits =
      Self.pack(style.foreground) | Self.pack(style.background) << 25
      | (style.bold ? 1 << 50 : 0) | (style.underline ? 1 << 51 : 0)
      | (style.reverse ? 1 << 52 : 0) | (style.dim ? 1 << 53 : 0)
  }

  /// The style packed.
  var style: CellStyle {
    CellStyle(
      foreground: Self.unpack(bits), background: Self.unpack(bits >> 25),
      bold: bits & 1 << 50 != 0, underline: bits & 1 << 51 != 0,
      reverse: bits & 1 << 52 != 0, dim: bits & 1 << 53 != 0)
  }

  /// A colour in 25 bits: the channels, then whether it is one.
  private static func pack(_ color: TerminalColor) -> UInt64 {
    switch color {
    case .default: 0
    case .rgb(let rgb):
      UInt64(rgb.red) | UInt64(rgb.green) << 8 | UInt64(rgb.blue) << 16 | 1 << 24
    }
  }

  /// The colour in the low 25 bits of `bits`.
  private static func unpack(_ bits: UInt64) -> TerminalColor {
    guard bits & 1 << 24 != 0 else { return .default }
    return .rgb(
      RGBColor(
        red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
        blue: UInt8(truncatingIfNeeded: bits >> 16)))
  }
}
