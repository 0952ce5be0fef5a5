#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 24-bit colour as the app declares it in IntuneMAMSettings (`#RRGGBB` or `RRGGBB`).
public struct RGBColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// Creates a colour from its three channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#RRGGBB` or `RRGGBB` (hex digits in either case); anything else is nil.
  public init?(hex: String) {
    var text = Substring(hex)
    if text.hasPrefix("#") { text = text.dropFirst() }
    guard text.count == 6, text.allSatisfy(\.isHexDigit), let value = UInt32(text, radix: 16) else {
      return nil
    }
    self.init(
      red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF)
    )
  }

  /// `#RRGGBB` in upper case.
  public var hex: String {
    let digits = Array("0123456789ABCDEF")
    let bytes = [red, green, blue]
    return "#" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
  }

  /// The same as `hex`.
  public var description: String { hex }

  /// Relative luminance as WCAG 2 defines it, from 0 (black) to 1 (white).
  public var relativeLuminance: Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio between two colours, from 1 to 21.
  public func contrastRatio(with other: RGBColor) -> Double {
    let first = relativeLuminance
    let second = other.relativeLuminance
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }
}
