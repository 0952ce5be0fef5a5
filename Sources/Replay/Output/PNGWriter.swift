import CZlib
import Screens
import TerminalUI

/// Writes one screen as a PNG image: 8-bit RGB, not interlaced, each row with filter "Sub"
/// and the whole deflated by zlib (level 9), so terminal pictures (long runs of one colour)
/// come out small; chunk CRCs from zlib's `crc32`.
///
/// zlib is linked anyway (FreeType needs it), and its deflate makes files a tenth of what stored
/// blocks would; its output is the same for the same input and zlib version.
public enum PNGWriter {
  /// The PNG of `screen` drawn with `options`' font size and padding, or why it cannot be made.
  public static func render(
    _ screen: CellBuffer, options: RasterOptions, fonts: RasterFontFiles = .standard
  ) -> Result<[UInt8], RasterFailure> {
    let font: RasterFont
    switch RasterFont.open(files: fonts, pixelSize: options.clampedFontSize) {
    case .failure(let failure): return .failure(failure)
    case .success(let opened): font = opened
    }
    let painter = TerminalPainter(font: font, padding: options.clampedPadding, first: screen)
    let size = painter.canvasSize(width: screen.width, height: screen.height)
    if let problem = RasterLimits.sizeProblem(width: size.width, height: size.height) {
      return .failure(problem)
    }
    var ramps = ColorRamps.exact()
    var canvas = painter.blankCanvas(for: screen, ramps: &ramps)
    painter.draw(
      screen, columns: 0..<screen.width, rows: 0..<screen.height, into: &canvas, ramps: &ramps)
    return encode(rgb: canvas.rgb, width: canvas.width, height: canvas.height)
  }

  /// The PNG of `rgb` (`width` × `height` RGB triples, row after row).
  static func encode(rgb: [UInt8], width: Int, height: Int) -> Result<[UInt8], RasterFailure> {
    let stride = width * 3
    var filtered = [UInt8](repeating: 0, count: (stride + 1) * height)
    for y in 0..<height {
      let row = y * (stride + 1)
      filtered[row] = 1  // Sub: each byte minus the same channel of the pixel on its left
      for x in 0..<stride {
        let left = x >= 3 ? rgb[y * stride + x - 3] : 0
        filtered[row + 1 + x] = rgb[y * stride + x] &- left
      }
    }
    guard let compressed = deflate(filtered) else {
      return .failure(RasterFailure("zlib could not compress the image"))
    }
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let header = be32(width) + be32(height) + [8, 2, 0, 0, 0]
    out += chunk("IHDR", header)
    out += chunk("IDAT", compressed)
    out += chunk("IEND", [])
    return .success(out)
  }

  /// `data` as a zlib stream (RFC 1950) at level 9, or nil when zlib fails.
  static func deflate(_ data: [UInt8]) -> [UInt8]? {
    var length = compressBound(uLong(data.count))
    var out = [UInt8](repeating: 0, count: Int(length))
    let status = out.withUnsafeMutableBufferPointer { target in
      data.withUnsafeBufferPointer { source in
        compress2(target.baseAddress, &length, source.baseAddress, uLong(data.count), 9)
      }
    }
    guard status == Z_OK else { return nil }
    out.removeLast(out.count - Int(length))
    return out
  }

  /// The CRC-32 (ISO 3309, as PNG uses it) of `bytes`.
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
  }

  /// The Adler-32 (RFC 1950) of `bytes`, as zlib streams end with.
  static func adler(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(adler32(1, buffer.baseAddress, uInt(buffer.count)))
    }
  }

  /// A PNG chunk: length, type, data, CRC of type and data.
  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(data.count) + body + be32(Int(crc(body)))
  }

  /// `value` as four bytes, most significant first.
  private static func be32(_ value: Int) -> [UInt8] {
    let word = UInt32(truncatingIfNeeded: value)
    return [
      UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF),
    ]
  }
}
