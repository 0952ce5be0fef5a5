/// A cell as `CellBuffer` stores it: up to fifteen UTF-8 bytes inline and the style packed in a
/// word, three words with no reference inside, so copying, filling and comparing a grid costs no
/// reference counting.
///
/// A grapheme longer than fifteen bytes is marked as overflowing; the buffer keeps its text aside.
struct PackedCell: Equatable, Sendable {
  /// UTF-8 bytes 0 to 7 of the text, the first in the lowest byte.
  private var low: UInt64
  /// UTF-8 bytes 8 to 14 of the text; the top byte holds the byte count (or the overflow mark).
  private var high: UInt64
  /// How the cell is drawn, packed.
  var packedStyle: PackedStyle

  /// How the cell is drawn.
  var style: CellStyle {
    get { packedStyle.style }
    set { packedStyle = PackedStyle(newValue) }
  }

  /// The count that marks a text kept outside the cell.
  private static let overflowMark: UInt64 = 0xFF
  /// The top byte of `high` for a one-byte text.
  private static let oneByte: UInt64 = 1 << 56

  /// One ASCII byte in `style`.
  init(ascii byte: UInt8, style: CellStyle) {
    self.init(ascii: byte, style: PackedStyle(style))
  }

  /// One ASCII byte in the packed `style`.
  init(ascii byte: UInt8, style: PackedStyle) {
    low = UInt64(byte)
    high = Self.oneByte
    packedStyle = style
  }

  /// A space in `style`.
  static func blank(_ style: CellStyle) -> PackedCell { PackedCell(ascii: 0x20, style: style) }

  /// The empty second column of a wide character, in `style`.
  static func continuation(_ style: CellStyle) -> PackedCell {
    var cell = PackedCell(ascii: 0, style: style)
    cell.high = 0
    return cell
  }

  /// One scalar in `style`, its UTF-8 bytes worked out directly.
  init(scalar: Unicode.Scalar, style: CellStyle) {
    self.init(scalar: scalar, style: PackedStyle(style))
  }

  /// One scalar in the packed `style`, its UTF-8 bytes worked out directly.
  init(scalar: Unicode.Scalar, style: PackedStyle) {
    packedStyle = style
    let value = scalar.value
    let bytes: UInt64
    let count: UInt64
    switch value {
    case 0..<0x80:
      bytes = UInt64(value)
      count = 1
    case 0x80..<0x800:
      bytes = UInt64(0xC0 | value >> 6) | UInt64(0x80 | value & 0x3F) << 8
      count = 2
    case 0x800..<0x10000:
      bytes =
        UInt64(0xE0 | value >> 12) | UInt64(0x80 | value >> 6 & 0x3F) << 8
        | UInt64(0x80 | value & 0x3F) << 16
      count = 3
    default:
      bytes =
        UInt64(0xF0 | value >> 18) | UInt64(0x80 | value >> 12 & 0x3F) << 8
        | UInt64(0x80 | value >> 6 & 0x3F) << 16 | UInt64(0x80 | value & 0x3F) << 24
      count = 4
    }
    low = bytes
    high = count << 56
  }

  /// The bytes of `utf8` in `style`; more than fifteen bytes are only marked as overflowing.
  init<Bytes: Collection>(utf8: Bytes, style: CellStyle) where Bytes.Element == UInt8 {
    packedStyle = PackedStyle(style)
    low = 0
    high = 0
    let count = utf8.count
    guard count <= 15 else {
      high = Self.overflowMark << 56
      return
    }
    var shift: UInt64 = 0
    for byte in utf8 {
      if shift < 64 {
        low |= UInt64(byte) << shift
      } else {
        high |= UInt64(byte) << (shift - 64)
      }
      shift += 8
    }
    high |= UInt64(count) << 56
  }

  /// The number of UTF-8 bytes held inline (0 for a continuation cell).
  private var count: Int { Int(high >> 56) }

  /// True when the text is kept outside the cell.
  var isOverflow: Bool { high >> 56 == Self.overflowMark }

  /// True for the second column of a wide character.
  var isContinuation: Bool { high >> 56 == 0 }

  /// True for exactly one space.
  var isSpace: Bool { low == 0x20 && high == Self.oneByte }

  /// True for a one-byte (ASCII) text, which only the same byte equals.
  var isSingleByte: Bool { high == Self.oneByte }

  /// The first UTF-8 byte of the text (the whole text of a single-byte cell).
  var firstByte: UInt8 { UInt8(truncatingIfNeeded: low) }

  /// Replaces the text with one space, keeping the style.
  mutating func makeSpace() {
    low = 0x20
    high = Self.oneByte
  }

  /// The number of UTF-8 bytes held inline (0 for an overflowing text).
  var byteCount: Int { isOverflow ? 0 : count }

  /// Writes the inline UTF-8 bytes into `output` from `position`; returns the position after them.
  func write(into output: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
    if isSingleByte {
      output[position] = UInt8(truncatingIfNeeded: low)
      return position + 1
    }
    var word = low
    let count = byteCount
    for index in 0..<count {
      if index == 8 { word = high }
      output[position + index] = UInt8(truncatingIfNeeded: word)
      word >>= 8
    }
    return position + count
  }

  /// Writes the inline UTF-8 bytes at `output + position` (room enough); returns the position
  /// after them.
  func write(into output: UnsafeMutablePointer<UInt8>, at position: Int) -> Int {
    if isSingleByte {
      output[position] = UInt8(truncatingIfNeeded: low)
      return position &+ 1
    }
    var word = low
    let count = byteCount
    for index in 0..<count {
      if index == 8 { word = high }
      output[position &+ index] = UInt8(truncatingIfNeeded: word)
      word >>= 8
    }
    return position &+ count
  }

  /// Appends the inline UTF-8 bytes to `bytes` (nothing for an overflowing text).
  func appendUTF8(to bytes: inout [UInt8]) {
    guard !isOverflow else { return }
    var word = low
    for index in 0..<count {
      if index == 8 { word = high }
      bytes.append(UInt8(truncatingIfNeeded: word))
      word >>= 8
    }
  }

  /// The inline text as a `String` ("" for an overflowing text).
  var inlineText: String {
    if isSingleByte { return String(UnicodeScalar(UInt8(truncatingIfNeeded: low))) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(15)
    appendUTF8(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
