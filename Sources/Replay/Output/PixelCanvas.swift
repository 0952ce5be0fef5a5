/// A picture as a grid of 32-bit pixel values: `0xRRGGBB` colours for PNG and video, palette
/// indices for a GIF (what a `ColorRamps` hands out).
struct PixelCanvas: Sendable {
  /// Width in pixels.
  let width: Int
  /// Height in pixels.
  let height: Int
  /// The pixels, row after row.
  var pixels: [UInt32]

  /// A canvas of `width` × `height` pixels, all `value`.
  init(width: Int, height: Int, value: UInt32) {
    self.width = max(0, width)
    self.height = max(0, height)
    pixels = [UInt32](repeating: value, count: self.width * self.height)
  }

  /// Sets every pixel of the rectangle at (`x`, `y`) of `width` × `height` (clipped) to `value`.
  mutating func fill(x: Int, y: Int, width: Int, height: Int, value: UInt32) {
    let left = max(0, x)
    let right = min(self.width, x + width)
    let top = max(0, y)
    let bottom = min(self.height, y + height)
    guard left < right, top < bottom else { return }
    pixels.withUnsafeMutableBufferPointer { buffer in
      for row in top..<bottom {
        let start = row * self.width
        for column in left..<right { buffer[start + column] = value }
      }
    }
  }

  /// The canvas as 8-bit RGB triples, row after row (its pixels read as `0xRRGGBB`).
  var rgb: [UInt8] {
    var bytes = [UInt8](repeating: 0, count: pixels.count * 3)
    bytes.withUnsafeMutableBufferPointer { out in
      for (index, pixel) in pixels.enumerated() {
        out[index * 3] = UInt8(truncatingIfNeeded: pixel >> 16)
        out[index * 3 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
        out[index * 3 + 2] = UInt8(truncatingIfNeeded: pixel)
      }
    }
    return bytes
  }
}
