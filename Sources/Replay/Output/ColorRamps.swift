import SessionEngine
import TerminalUI

/// The pixel values a cell's glyph coverage turns into, for each pair of text and background
/// colours: 256 values per pair, from the background (coverage 0) to the text colour (255).
///
/// `value` says what a colour is as a pixel: `0xRRGGBB` for PNG and video, a palette index for a
/// GIF. Ramps are made once per pair and kept.
struct ColorRamps {
  /// The pixel values of every ramp made, 256 after 256.
  private(set) var values: [UInt32] = []
  private var offsets: [ColorPair: Int] = [:]
  private let value: (RGBColor) -> UInt32

  /// Ramps whose colours become pixels through `value`.
  init(value: @escaping (RGBColor) -> UInt32) { self.value = value }

  /// Ramps of exact colours, as `0xRRGGBB`.
  static func exact() -> ColorRamps { ColorRamps { pixel($0) } }

  /// Where the ramp of `text` over `background` starts in `values`.
  mutating func offset(text: RGBColor, background: RGBColor) -> Int {
    let pair = ColorPair(text: text, background: background)
    if let offset = offsets[pair] { return offset }
    let offset = values.count
    for coverage in 0...255 { values.append(value(Self.blend(text, background, coverage))) }
    offsets[pair] = offset
    return offset
  }

  /// The pixel value of a solid `color`.
  mutating func solid(_ color: RGBColor) -> UInt32 { value(color) }

  /// `text` over `background` at `coverage` (0 to 255), rounded channel by channel.
  static func blend(_ text: RGBColor, _ background: RGBColor, _ coverage: Int) -> RGBColor {
    func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Int(top) * coverage + Int(bottom) * (255 - coverage) + 127) / 255)
    }
    return RGBColor(
      red: channel(text.red, background.red), green: channel(text.green, background.green),
      blue: channel(text.blue, background.blue))
  }

  /// `color` as `0xRRGGBB`.
  static func pixel(_ color: RGBColor) -> UInt32 {
    UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }
}
