/// One column of a terminal row: a grapheme cluster and its style.
///
/// The grapheme's UTF-8 bytes are kept in the cell itself (up to `capacity` of them), so a cell
/// is plain memory: a frame of cells is made, copied and compared without a reference count per
/// cell. A grapheme longer than `capacity` bytes (a long emoji sequence, a stack of combining
/// marks) keeps its leading scalars that fit; every character the app draws is far shorter.
public struct Cell: Hashable, Sendable {
  /// The most UTF-8 bytes a cell's grapheme keeps.
  public static let capacity = 32

  /// The grapheme's UTF-8 bytes, then zeros.
  private var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// How many of `bytes` are the grapheme's; 0 for a continuation cell.
  private var count: UInt8 = 0
  /// How the cell is drawn.
  public var style: CellStyle

  /// Creates a cell.
  public init(text: String, style: CellStyle = .plain) {
    self.style = style
    self.text = text
  }

  /// A cell holding one scalar.
  init(scalar: Unicode.Scalar, style: CellStyle) {
    self.style = style
    store(scalar)
  }

  /// A space in the given style.
  public static func blank(_ style: CellStyle = .plain) -> Cell {
    Cell(scalar: " ", style: style)
  }

  /// One grapheme cluster; the second column of a wide character holds "" (a continuation cell).
  public var text: String {
    get {
      withUnsafeBytes(of: bytes) { String(decoding: $0.prefix(Int(count)), as: UTF8.self) }
    }
    set {
      bytes = (0, 0, 0, 0)
      count = 0
      var text = newValue
      text.withUTF8 { utf8 in
        var end = min(utf8.count, Self.capacity)
        // Cut before a scalar that does not fit whole (a continuation byte is 10xxxxxx).
        while end < utf8.count, end > 0, utf8[end] & 0xC0 == 0x80 { end -= 1 }
        withUnsafeMutableBytes(of: &bytes) {
          $0.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[..<end])))
        }
        count = UInt8(end)
      }
    }
  }

  /// True for the second column of a wide character.
  public var isContinuation: Bool { count == 0 }

  /// True when the cell holds a space.
  public var isSpace: Bool { count == 1 && bytes.0 == UInt64(0x20).littleEndian }

  /// Calls `body` with the UTF-8 bytes of `text`.
  public func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try withUnsafeBytes(of: bytes) {
      try body(UnsafeRawBufferPointer(rebasing: $0.prefix(Int(count))))
    }
  }

  /// How many UTF-8 bytes `text` takes.
  var utf8Count: Int { Int(count) }

  /// Writes the UTF-8 bytes of `text` into `buffer` from `offset`; returns how many.
  func copyUTF8(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    let length = Int(count)
    withUnsafeBytes(of: bytes) { stored in
      for index in 0..<length { buffer[offset + index] = stored[index] }
    }
    return length
  }

  /// Makes the cell a space, keeping its style.
  mutating func blankText() { store(" ") }

  /// Makes the cell hold `scalar` alone.
  private mutating func store(_ scalar: Unicode.Scalar) {
    bytes = (0, 0, 0, 0)
    var length = 0
    withUnsafeMutableBytes(of: &bytes) { storage in
      UTF8.encode(scalar) { byte in
        storage[length] = byte
        length += 1
      }
    }
    count = UInt8(length)
  }

  /// Whether any byte of the grapheme is outside ASCII.
  private var isASCII: Bool {
    (bytes.0 | bytes.1 | bytes.2 | bytes.3) & 0x8080_8080_8080_8080 == 0
  }

  /// Equal cells have the same style and canonically equivalent text, as `String` compares
  /// ("é" composed or decomposed); the same bytes decide at once.
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    guard lhs.style == rhs.style else { return false }
    if lhs.count == rhs.count, lhs.bytes == rhs.bytes { return true }
    // Different ASCII bytes are different text; anything else may still be equivalent.
    if lhs.isASCII, rhs.isASCII { return false }
    return lhs.text == rhs.text
  }

  /// Hashes the text as `String` does, so equivalent texts hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(style)
  }
}
