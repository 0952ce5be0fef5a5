import Screens
import Synchronization

/// Matches `TextPattern`s against screen text, reading each regex once for all the plays of a
/// runner (repeated plays of a tape reuse what was learnt of it).
///
/// Plain text, and regexes without special characters (most `Wait /Sign in/` patterns), are
/// searched as bytes. Other regexes are first checked for the plain runs every match must hold;
/// one made only of plain runs joined by `.*` is matched outright; only the rest go to the
/// regex engine, which is much slower over a whole screen.
final class PatternMatcher: Sendable {
  /// Characters that make a regex more than plain text.
  static let special: Set<Character> = [
    "\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}",
  ]

  /// The literal runs of each regex read so far.
  private let literals = Mutex<[TextPattern: RegexLiterals]>([:])
  /// The regexes compiled so far (nil for a source that does not compile); matching happens
  /// under the lock, as a compiled `Regex` is not `Sendable`.
  private let compiled = Mutex<[TextPattern: Regex<AnyRegexOutput>?]>([:])

  /// Creates a matcher with empty caches.
  init() {}

  /// Whether `text` contains a match of `pattern` (a regex that does not compile matches nothing).
  func matches(_ pattern: TextPattern, in text: String) -> Bool {
    var bytes = text
    return bytes.withUTF8 { utf8 in matches(pattern, inUTF8: utf8) { text } }
  }

  /// Whether the UTF-8 text `utf8` contains a match of `pattern`; `string` makes the same text as
  /// a `String`, asked for only when the regex engine or case folding needs it.
  func matches(
    _ pattern: TextPattern, inUTF8 utf8: UnsafeBufferPointer<UInt8>, string: () -> String
  ) -> Bool {
    switch pattern.kind {
    case .text(let needle):
      return Self.contains(needle, in: utf8)
    case .regex(let source, let caseInsensitive)
    where !source.isEmpty && !Self.hasSpecial(source):
      return caseInsensitive
        ? ByteSearch.contains(string().lowercased(), source.lowercased())
        : Self.contains(source, in: utf8)
    case .regex(let source, let caseInsensitive):
      let known = literals.withLock { cache in
        if let known = cache[pattern] { return known }
        let read = RegexLiterals(source: source, caseInsensitive: caseInsensitive)
        cache[pattern] = read
        return read
      }
      guard known.mayMatch(utf8) else { return false }
      if let found = known.chainMatches(utf8) { return found }
      return regexMatches(pattern, in: string())
    }
  }

  /// Whether `source` holds a character that makes a regex more than plain text.
  ///
  /// An ASCII source is checked byte by byte: there every character is one byte (or CR LF,
  /// neither special), so a special byte is a special character. Others go character by
  /// character, as a special scalar joined with a following mark is not that character.
  static func hasSpecial(_ source: String) -> Bool {
    var source = source
    let ascii: Bool? = source.withUTF8 { bytes in
      var special = false
      for byte in bytes {
        if byte >= 0x80 { return nil }
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "."),
          UInt8(ascii: "|"), UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"),
          UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
          UInt8(ascii: "{"), UInt8(ascii: "}"):
          special = true
        default:
          break
        }
      }
      return special
    }
    return ascii ?? source.contains(where: Self.special.contains)
  }

  /// Whether the regex engine finds `pattern` (a regex) in `text`.
  private func regexMatches(_ pattern: TextPattern, in text: String) -> Bool {
    guard case .regex(let source, let caseInsensitive) = pattern.kind else { return false }
    return compiled.withLock { cache in
      if let known = cache[pattern] {
        guard let regex = known else { return false }
        return text.contains(regex)
      }
      let compiled = TapeLimits.regexProblem(source) == nil ? try? Regex(source) : nil
      let ready = compiled.map { caseInsensitive ? $0.ignoresCase() : $0 }
      cache[pattern] = .some(ready)
      guard let ready else { return false }
      return text.contains(ready)
    }
  }

  /// Whether the bytes of `needle` occur in `utf8`.
  private static func contains(_ needle: String, in utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var needle = needle
    return needle.withUTF8 { ByteSearch.find($0, in: utf8) != nil }
  }
}
