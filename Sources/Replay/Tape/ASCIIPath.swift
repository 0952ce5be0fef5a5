/// Byte-wise pieces of path arithmetic for ASCII paths, where a byte is a character, so that
/// splitting on `/` and comparing parts gives what the character-wise reading gives.
enum ASCIIPath {
  /// Whether every byte of `path` is ASCII.
  static func isASCII(_ path: String) -> Bool {
    path.utf8.allSatisfy { $0 < 0x80 }
  }

  /// One part of a path: its bytes `start..<end`. (A struct of its own rather than
  /// `Range<Int>`, whose metadata the runtime would build with a conformance look-up.)
  struct Part {
    /// The offset of the part's first byte.
    var start: Int
    /// The offset just past its last byte.
    var end: Int
    /// How many bytes it has.
    var count: Int { end - start }
  }

  /// The non-empty parts between slashes, in order (as `split(separator: "/")`).
  static func parts(of bytes: [UInt8]) -> [Part] {
    var parts: [Part] = []
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
      if index > start { parts.append(Part(start: start, end: index)) }
      start = index + 1
    }
    return parts
  }

  /// Whether `part` of `bytes` is `..`.
  static func isDotDot(_ bytes: [UInt8], _ part: Part) -> Bool {
    part.count == 2 && bytes[part.start] == UInt8(ascii: ".")
      && bytes[part.start + 1] == UInt8(ascii: ".")
  }
}
