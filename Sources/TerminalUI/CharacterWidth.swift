/// How many terminal columns text takes: 0, 1 or 2 per character.
///
/// Wide (2): East Asian Wide and Fullwidth characters (CJK ideographs, Hangul syllables, kana,
/// fullwidth forms, ...) from our own table, and emoji shown as pictures (the Unicode
/// Emoji_Presentation property the standard library carries). Zero: combining marks, joiners, variation
/// selectors, other format characters and control codes. Everything else: 1.
public enum CharacterWidth {
  /// Columns one grapheme cluster takes on a terminal.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // Common one-column symbols (Latin-1, general punctuation, box drawing, geometric shapes)
    // need no property look-ups.
    if scalars.count == 1, isPlainNarrow(first.value) { return 1 }
    let base = of(scalar: first)
    if base == 2 || scalars.count == 1 { return base }
    // An emoji that is text by default becomes a picture with U+FE0F or as a keycap.
    if first.properties.isEmoji,
      scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 })
    {
      return 2
    }
    return base
  }

  /// Columns a string takes on a terminal: the sum over its characters.
  public static func of(text: some StringProtocol) -> Int {
    // Printable ASCII, by far the most common text, is one column a byte.
    let ascii =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
      } ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    if ascii { return text.utf8.count }
    // Box drawing, punctuation and Latin-1: each scalar is a grapheme of one column.
    var count = 0
    for scalar in text.unicodeScalars {
      guard isPlainNarrow(scalar.value) else { return text.reduce(0) { $0 + of($1) } }
      count += 1
    }
    return count
  }

  /// True when every scalar of `scalars` is a common one-column symbol: none of them joins the
  /// one before it, so each is a grapheme of its own, one column wide.
  public static func isPlainNarrow(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
    scalars.allSatisfy { isPlainNarrow($0.value) }
  }

  /// Whether `scalar` is a common one-column symbol that never joins its neighbours.
  public static func isPlainNarrow(scalar: Unicode.Scalar) -> Bool { isPlainNarrow(scalar.value) }

  private static func isPlainNarrow(_ value: UInt32) -> Bool {
    (0x20..<0x7F).contains(value) || (0xA1..<0x300).contains(value) && value != 0xAD
      || (0x2010..<0x2028).contains(value) || (0x2030..<0x205F).contains(value)
      || (0x2190..<0x2300).contains(value) || (0x2500..<0x25FD).contains(value)
  }

  /// Columns one Unicode scalar takes when it stands on its own.
  public static func of(scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if value < 0xA0 { return 0 }
    if isZeroWidth(scalar) { return 0 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// True for scalars that draw nothing on their own.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control, .lineSeparator, .paragraphSeparator:
      return true
    case .format:
      // The soft hyphen is shown by most terminals; other format characters are invisible.
      return scalar.value != 0xAD
    default:
      // Hangul vowel and final consonant jamo join the syllable before them.
      return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }
  }

  /// True for East Asian Wide and Fullwidth code points (our own table, sorted by start).
  private static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Blocks of wide characters, in ascending order.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x2FFF,  // CJK radicals, Kangxi radicals, ideographic description
    0x3000...0x303E,  // CJK symbols and punctuation, ideographic space
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, enclosed CJK, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth ASCII forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // kana supplements, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B to F
    0x30000...0x3FFFD,  // CJK extension G and later
  ]
}
