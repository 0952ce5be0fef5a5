import SessionEngine
import TerminalUI

/// The global colour table of a GIF recording: the canvas colour, then for each pair of text and
/// background colour the screens use (in the order they first appear) the two colours and the
/// shades between them that antialiased glyphs need, as many shades as 255 entries allow (the
/// 256th entry is the transparent one).
///
/// Every colour drawn is mapped to the nearest entry (ties to the lower index), so the same
/// screens always give the same table and the same pixels. Should the screens use more than 255
/// solid colours, the first 255 are kept and the rest drawn in their nearest.
struct GIFPalette: Sendable {
  /// The most colours: 255, leaving one entry of the 256 for transparency.
  static let maximumColors = 255

  /// The entries, at most `maximumColors`.
  private(set) var colors: [RGBColor] = []
  private var indices: [RGBColor: Int] = [:]

  /// The table for `canvas` and the colour `pairs`, in order.
  init(canvas: RGBColor, pairs: [ColorPair]) {
    for levels in [16, 8, 6, 4, 3, 2] {
      var candidate = GIFPalette()
      candidate.add(canvas)
      for pair in pairs {
        candidate.add(pair.background)
        candidate.add(pair.text)
      }
      for pair in pairs {
        for level in 1..<(levels - 1) {
          candidate.add(ColorRamps.blend(pair.text, pair.background, level * 255 / (levels - 1)))
        }
      }
      if candidate.colors.count <= Self.maximumColors || levels == 2 {
        self = candidate
        if colors.count > Self.maximumColors {
          colors.removeLast(colors.count - Self.maximumColors)
          indices = indices.filter { $0.value < Self.maximumColors }
        }
        return
      }
    }
  }

  private init() {}

  private mutating func add(_ color: RGBColor) {
    guard indices[color] == nil else { return }
    indices[color] = colors.count
    colors.append(color)
  }

  /// The size of the table as a GIF writes it, with room for the transparent entry: a power of
  /// two from 2 to 256.
  var tableBits: Int {
    var bits = 1
    while 1 << bits < colors.count + 1 { bits += 1 }
    return bits
  }

  /// The index of `color`, or of the nearest entry.
  func index(of color: RGBColor) -> UInt8 {
    if let index = indices[color] { return UInt8(index) }
    var best = 0
    var bestDistance = Int.max
    for (index, entry) in colors.enumerated() {
      let red = Int(entry.red) - Int(color.red)
      let green = Int(entry.green) - Int(color.green)
      let blue = Int(entry.blue) - Int(color.blue)
      let distance = red * red + green * green + blue * blue
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return UInt8(best)
  }
}
