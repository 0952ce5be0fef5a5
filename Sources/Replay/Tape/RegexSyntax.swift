/// A cheap check that a regex's source is certainly valid, so that reading a tape need not build
/// a Swift `Regex` (about 0.4 M instructions each) to find out.
///
/// Only a plain subset is recognised: literal characters, escaped punctuation, the escapes `\n`,
/// `\t`, `\d`, `\w`, `\s` (and their capitals), `\b`, `\B`, `.`, `^`, `$`, the quantifiers `*`,
/// `+`, `?` (lazy or possessive too) and `{n}`, `{n,}`, `{n,m}` after something they can repeat,
/// groups `(…)` and `(?:…)` that are not empty, `|` between non-empty alternatives, and character
/// classes of literals, such escapes and ranges between two ASCII letters or digits. Anything else
/// is not judged here: `isCertainlyValid` answers false, and the regex engine's parser decides,
/// with its own message. `RegexSyntaxTests` checks every true answer against the regex engine.
enum RegexSyntax {
  /// The largest count accepted in `{n}` and `{n,m}` without asking the regex engine.
  private static let maximumCount = 1000

  /// Whether `source` certainly compiles as a Swift `Regex`; false means "ask the regex engine",
  /// not "invalid".
  static func isCertainlyValid(_ source: String) -> Bool {
    // The engine reads characters: a scalar that joins its neighbour (a combining mark after a
    // `[`, say) would change what a metacharacter is. Only scalars that stand alone pass.
    // (An ASCII source, as most are, has no such scalar: its bytes are checked a word at a time
    // rather than walked as scalars.)
    if !ASCIIPath.isASCII(source) {
      for scalar in source.unicodeScalars where !scalar.isASCII {
        guard standsAlone(scalar) else { return false }
      }
    }
    var copy = source
    return copy.withUTF8 { bytes in
      var reader = Reader(bytes)
      return reader.alternatives(depth: 0) && reader.atEnd
    }
  }

  /// Whether a non-ASCII `scalar` is one that never joins a neighbour into one character:
  /// Latin-1 and Latin Extended letters and signs, general punctuation, currency signs,
  /// letterlike symbols, arrows, mathematical and technical symbols, box drawing, shapes and
  /// dingbats, CJK punctuation (without the combining tone marks), kana (without the combining
  /// sound marks), CJK ideographs, and fullwidth forms (the fullwidth colon and comma of Chinese
  /// text).
  private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xA1...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0,
      0x2100...0x218B, 0x2190...0x23FF, 0x2500...0x27BF, 0x3000...0x3029, 0x3030...0x303F,
      0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60:
      return true
    default:
      return false
    }
  }

  /// A pass over the UTF-8 bytes of a source (metacharacters are all ASCII, so any other byte,
  /// including those of multi-byte characters, is a literal).
  private struct Reader {
    /// The source's bytes, read in place (no copy).
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Alternatives separated by `|`, up to a `)` or the end; none of them empty.
    mutating func alternatives(depth: Int) -> Bool {
      while true {
        guard sequence(depth: depth) else { return false }
        guard current == UInt8(ascii: "|") else { return true }
        index += 1
      }
    }

    /// One non-empty alternative: atoms, each with an optional quantifier.
    mutating func sequence(depth: Int) -> Bool {
      var count = 0
      while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
        guard let quantifiable = atom(depth: depth) else { return false }
        count += 1
        if quantifier() {
          guard quantifiable else { return false }
        }
      }
      return count > 0
    }

    /// Reads one atom; nil when it is outside the subset, else whether a quantifier may follow.
    mutating func atom(depth: Int) -> Bool? {
      guard let byte = current else { return nil }
      index += 1
      switch byte {
      case UInt8(ascii: "^"), UInt8(ascii: "$"):
        return false
      case UInt8(ascii: "."):
        return true
      case UInt8(ascii: "\\"):
        guard let escaped = current else { return nil }
        index += 1
        if escaped == UInt8(ascii: "b") || escaped == UInt8(ascii: "B") { return false }
        return Self.isClassEscape(escaped) ? true : nil
      case UInt8(ascii: "("):
        guard depth < TapeLimits.maximumRegexNesting else { return nil }
        if current == UInt8(ascii: "?") {
          guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { return nil }
          index += 2
        }
        guard alternatives(depth: depth + 1), current == UInt8(ascii: ")") else { return nil }
        index += 1
        return true
      case UInt8(ascii: "["):
        return characterClass() ? true : nil
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
        UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "|"):
        return nil
      default:
        // Literals: printable ASCII, and every byte of a multi-byte character. Control
        // characters are left to the engine.
        return byte >= 0x20 && byte != 0x7F ? true : nil
      }
    }

    /// Reads a quantifier if one follows; false when none does.
    mutating func quantifier() -> Bool {
      guard let byte = current else { return false }
      switch byte {
      case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
        index += 1
      case UInt8(ascii: "{"):
        guard countedRepeat() else { return false }
      default:
        return false
      }
      if current == UInt8(ascii: "?") || current == UInt8(ascii: "+") { index += 1 }
      // A second quantifier right after is left to the engine: `atom` refuses it.
      return true
    }

    /// `{n}`, `{n,}` or `{n,m}` with n ≤ m ≤ `maximumCount`; leaves `index` alone when the text
    /// is not one (then `{` is refused by `atom`).
    mutating func countedRepeat() -> Bool {
      var position = index + 1
      func number() -> Int? {
        var value = 0
        let start = position
        while position < bytes.count, (0x30...0x39).contains(bytes[position]),
          position - start < 4
        {
          value = value * 10 + Int(bytes[position] - 0x30)
          position += 1
        }
        return position > start ? value : nil
      }
      guard let low = number(), low <= maximumCount, position < bytes.count else { return false }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        if position < bytes.count, bytes[position] != UInt8(ascii: "}") {
          guard let high = number(), high <= maximumCount, low <= high else { return false }
        }
      }
      guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else { return false }
      index = position + 1
      return true
    }

    /// `[…]` after its `[`: an optional `^`, then at least one literal, escape or range.
    mutating func characterClass() -> Bool {
      if current == UInt8(ascii: "^") { index += 1 }
      var count = 0
      while current != nil, current != UInt8(ascii: "]") {
        guard let low = classMember() else { return false }
        count += 1
        if current == UInt8(ascii: "-") {
          // Only a range between two ASCII letters or digits of the same kind, in order.
          index += 1
          guard let lowByte = low, let highByte = classMember() ?? nil,
            Self.rangeKind(lowByte) != nil, Self.rangeKind(lowByte) == Self.rangeKind(highByte),
            lowByte <= highByte
          else { return false }
        }
      }
      guard count > 0, current == UInt8(ascii: "]") else { return false }
      index += 1
      return true
    }

    /// One member of a class: the literal byte (nil for an escape or a multi-byte character's
    /// byte), or nil overall when it is outside the subset.
    mutating func classMember() -> UInt8?? {
      guard let byte = current else { return nil }
      index += 1
      switch byte {
      case UInt8(ascii: "\\"):
        guard let escaped = current, Self.isClassEscape(escaped) else { return nil }
        index += 1
        return .some(nil)
      case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "-"), UInt8(ascii: "&"),
        UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: "^"):
        // Set operations, nested and POSIX classes, and odd dashes are the engine's to judge.
        return nil
      default:
        guard byte >= 0x20, byte != 0x7F else { return nil }
        return .some(byte < 0x80 ? byte : nil)
      }
    }

    /// Whether `\` + `byte` is an escape inside and outside classes: punctuation, or one of
    /// `n t d D w W s S`.
    static func isClassEscape(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "d"), UInt8(ascii: "D"),
        UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "s"), UInt8(ascii: "S"):
        return true
      default:
        // ASCII punctuation (not letters, digits, space or control characters).
        return (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte)
          || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
      }
    }

    /// Which run of ASCII a range end belongs to (0 digits, 1 upper case, 2 lower case), or nil.
    static func rangeKind(_ byte: UInt8) -> Int? {
      switch byte {
      case 0x30...0x39: 0
      case 0x41...0x5A: 1
      case 0x61...0x7A: 2
      default: nil
      }
    }
  }
}
