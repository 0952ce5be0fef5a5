/// Substring tests that give `String.contains` and `hasPrefix`'s answers by comparing bytes when
/// both texts are ASCII, where a byte is a character.
///
/// `String.contains(_:)` searches by character through the string-processing library, whose
/// first use builds a `[Character: Int]` table (a conformance scan of the whole binary, ≈ 0.3 M
/// instructions). A text with any other byte is answered by the library as before, since there
/// a combining mark or a prepended character can join a match to its neighbours.
enum ASCIIText {
  /// Whether `text` contains `needle`, exactly as `text.contains(needle)` answers.
  static func contains(_ text: String, _ needle: String) -> Bool {
    guard isASCII(text), isASCII(needle) else { return text.contains(needle) }
    return firstOffset(of: needle, in: text) != nil
  }

  /// Whether `text` starts with `prefix`, exactly as `text.hasPrefix(prefix)` answers.
  static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
    guard isASCII(text), isASCII(prefix) else { return text.hasPrefix(prefix) }
    return text.utf8.starts(with: prefix.utf8)
  }

  /// Whether every byte of `text` is ASCII.
  static func isASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// The byte offset of the first `needle` in `text`, or nil.
  private static func firstOffset(of needle: String, in text: String) -> Int? {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return 0 }
    let bytes = Array(text.utf8)
    guard bytes.count >= pattern.count else { return nil }
    var index = 0
    while index <= bytes.count - pattern.count {
      if bytes[index] == first {
        var offset = 1
        while offset < pattern.count, bytes[index + offset] == pattern[offset] { offset += 1 }
        if offset == pattern.count { return index }
      }
      index += 1
    }
    return nil
  }
}
