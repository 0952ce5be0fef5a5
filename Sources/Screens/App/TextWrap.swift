import TerminalUI

/// Breaks text into lines that fit a number of terminal columns, by words, wide characters counted
/// at their real width.
public enum TextWrap {
  /// `text` in lines of at most `width` columns; a word longer than a line is cut.
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    if isPlain(text) { return plainLines(text, width: width) }
    if text.unicodeScalars.contains(where: { CharacterWidth.of(scalar: $0) == 2 }) {
      return wideLines(text, width: width)
    }
    return characterLines(text, width: width)
  }

  /// Whether every scalar of `text` but newlines is a one-column character of its own
  /// (`CharacterWidth.isPlainNarrow`): printable ASCII is checked as bytes first.
  static func isPlain(_ text: String) -> Bool {
    let ascii = text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }
    return ascii || CharacterWidth.isPlainNarrow(text.unicodeScalars.lazy.filter { $0 != "\n" })
  }

  /// `lines` for text with wide (CJK) characters, which is written without spaces between words:
  /// a line may break between two wide characters, or between a wide character and a narrow word,
  /// as well as at spaces; closing punctuation (`，。）`...) never starts a line and opening
  /// punctuation (`（“`...) never ends one.
  static func wideLines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      fill(units(of: paragraph), width: width, into: &lines)
    }
    return lines
  }

  /// Lays `units` out on lines of at most `width` columns, appended to `lines`: a unit goes on
  /// the current line when it fits (after a space when one came before it), else on a new line;
  /// a unit wider than a line is cut. The paragraph's last line is appended too.
  private static func fill(_ units: [Unit], width: Int, into lines: inout [String]) {
    var line = ""
    var lineWidth = 0
    for unit in units {
      var piece = unit.text
      var pieceWidth = unit.width
      let glue = unit.spaceBefore && lineWidth > 0 ? 1 : 0
      if lineWidth + glue + pieceWidth <= width {
        line += (glue == 1 ? " " : "") + piece
        lineWidth += glue + pieceWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      while pieceWidth > width {
        let (head, rest) = split(piece, at: width)
        lines.append(head)
        piece = rest
        pieceWidth = CharacterWidth.of(text: piece)
      }
      line = piece
      lineWidth = pieceWidth
    }
    lines.append(line)
  }

  /// One unbreakable piece of a paragraph: a narrow word, or a wide character with the
  /// punctuation that holds on to it.
  private struct Unit {
    var text: String
    var width: Int
    /// Whether a space comes before it (kept when both sides are on one line).
    var spaceBefore: Bool
    /// Whether its last character is wide, so a line may break after it.
    var endsWide: Bool
  }

  /// Punctuation that may not start a line.
  private static let closing: Set<Character> = [
    "，", "。", "、", "：", "；", "！", "？", "）", "」", "』", "》", "〉", "】", "”", "’", "…", ",", ".",
    ":", ";", "!", "?", ")", "%",
  ]

  /// Punctuation that may not end a line.
  private static let opening: Set<Character> = ["（", "「", "『", "《", "〈", "【", "“", "‘", "("]

  /// The units of `paragraph`, in order.
  private static func units(of paragraph: Substring) -> [Unit] {
    var units: [Unit] = []
    var current: Unit?
    var sawSpace = false
    var holdOpen = false
    for character in paragraph {
      if character == " " {
        if let unit = current { units.append(unit) }
        current = nil
        sawSpace = true
        holdOpen = false
        continue
      }
      let characterWidth = CharacterWidth.of(character)
      let wide = characterWidth == 2
      if current == nil, !sawSpace, closing.contains(character), let last = units.popLast() {
        current = last
      }
      let joins: Bool
      if var unit = current {
        // Closing punctuation holds on to what is before it, anything holds on to opening
        // punctuation, and narrow characters make one word.
        joins =
          (closing.contains(character) && !sawSpace) || holdOpen || (!wide && !unit.endsWide)
        if joins {
          unit.text.append(character)
          unit.width += characterWidth
          unit.endsWide = wide
          current = unit
        } else {
          units.append(unit)
        }
      } else {
        joins = false
      }
      if !joins {
        current = Unit(
          text: String(character), width: characterWidth, spaceBefore: sawSpace, endsWide: wide)
      }
      sawSpace = false
      holdOpen = opening.contains(character)
    }
    if let unit = current { units.append(unit) }
    return units
  }

  /// `lines`, reading `text` character by character (any text, wide characters included):
  /// lines break at spaces only.
  static func characterLines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = paragraph.split(separator: " ").map { word in
        Unit(
          text: String(word), width: CharacterWidth.of(text: word), spaceBefore: true,
          endsWide: false)
      }
      fill(words, width: width, into: &lines)
    }
    return lines
  }

  /// `lines` for text whose every scalar is a one-column character of its own (see
  /// `CharacterWidth.isPlainNarrow`), with newlines: read as UTF-8 bytes, a column per scalar
  /// (per byte that does not continue a scalar), with no `Character` made.
  private static func plainLines(_ text: String, width: Int) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      let space = UInt8(ascii: " ")
      let newline = UInt8(ascii: "\n")
      func columns(_ range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
      }
      /// The byte offset after the first `count` scalars of `range`.
      func offset(after count: Int, in range: Range<Int>) -> Int {
        var seen = 0
        var index = range.lowerBound
        while index < range.upperBound {
          if bytes[index] & 0xC0 != 0x80 {
            if seen == count { return index }
            seen += 1
          }
          index += 1
        }
        return index
      }
      var lines: [String] = []
      var line: [UInt8] = []
      var lineWidth = 0
      func flush() {
        lines.append(String(decoding: line, as: UTF8.self))
        line.removeAll(keepingCapacity: true)
        lineWidth = 0
      }
      var paragraphStart = 0
      while paragraphStart <= bytes.count {
        var paragraphEnd = paragraphStart
        while paragraphEnd < bytes.count, bytes[paragraphEnd] != newline { paragraphEnd += 1 }
        var position = paragraphStart
        while position < paragraphEnd {
          if bytes[position] == space {
            position += 1
            continue
          }
          var wordEnd = position
          while wordEnd < paragraphEnd, bytes[wordEnd] != space { wordEnd += 1 }
          var word = position..<wordEnd
          var wordWidth = columns(word)
          position = wordEnd
          if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
            line.append(space)
            line.append(contentsOf: bytes[word])
            lineWidth += 1 + wordWidth
            continue
          }
          if lineWidth > 0 { flush() }
          while wordWidth > width {
            let cut = offset(after: width, in: word)
            lines.append(String(decoding: bytes[word.lowerBound..<cut], as: UTF8.self))
            word = cut..<word.upperBound
            wordWidth -= width
          }
          line.append(contentsOf: bytes[word])
          lineWidth = wordWidth
        }
        flush()
        paragraphStart = paragraphEnd + 1
      }
      return lines
    }
  }

  /// `lines`, without a lone word on the last line of a paragraph when a slightly narrower
  /// measure (down to three quarters of `width`) gives it company in as many lines.
  public static func linesWithoutOrphan(_ text: String, width: Int) -> [String] {
    if width > 0, !text.utf8.contains(UInt8(ascii: "\n")), isPlain(text) {
      return plainLinesWithoutOrphan(text, width: width)
    }
    let full = lines(text, width: width)
    guard full.count >= 2, !text.contains("\n"), let last = full.last, !last.contains(" ")
    else { return full }
    var narrower = width - 1
    while narrower >= max(1, width * 3 / 4) {
      let candidate = lines(text, width: narrower)
      guard candidate.count == full.count else { break }
      if let end = candidate.last, end.contains(" ") { return candidate }
      narrower -= 1
    }
    return full
  }

  /// `linesWithoutOrphan` for a plain one-paragraph text (`isPlain`, no newline): the narrower
  /// measures are tried on the words' widths alone, counting lines as `plainLines` makes them,
  /// and only the measure chosen is made into lines. `TextWrapTests` compares it with trying
  /// each measure with `lines`.
  private static func plainLinesWithoutOrphan(_ text: String, width: Int) -> [String] {
    var words: [Int] = []
    var current = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: " ") {
        if current > 0 { words.append(current) }
        current = 0
      } else if byte & 0xC0 != 0x80 {
        current += 1
      }
    }
    if current > 0 { words.append(current) }
    let full = plainShape(words, width: width)
    guard full.lines >= 2, !full.lastHasSpace else { return plainLines(text, width: width) }
    var narrower = width - 1
    while narrower >= max(1, width * 3 / 4) {
      let candidate = plainShape(words, width: narrower)
      guard candidate.lines == full.lines else { break }
      if candidate.lastHasSpace { return plainLines(text, width: narrower) }
      narrower -= 1
    }
    return plainLines(text, width: width)
  }

  /// How many lines `plainLines` makes of one paragraph of words this wide at `width`, and
  /// whether its last line holds more than one word (a space).
  private static func plainShape(_ words: [Int], width: Int) -> (lines: Int, lastHasSpace: Bool) {
    var lines = 0
    var lineWidth = 0
    var hasSpace = false
    for word in words {
      if lineWidth > 0, lineWidth + 1 + word <= width {
        lineWidth += 1 + word
        hasSpace = true
        continue
      }
      if lineWidth > 0 { lines += 1 }
      var rest = word
      while rest > width {
        lines += 1
        rest -= width
      }
      lineWidth = rest
      hasSpace = false
    }
    return (lines + 1, hasSpace)
  }

  /// `text` shortened to `width` columns at a word boundary (between words, or between wide
  /// characters), with an ellipsis when anything was left out; a first word wider than that is
  /// cut like `truncate`.
  public static func shorten(_ text: String, width: Int) -> String {
    guard CharacterWidth.of(text: text) > width else { return text }
    guard width > 1, let first = lines(text, width: width - 1).first else {
      return truncate(text, width: width)
    }
    var kept = Substring(first)
    while let last = kept.last, " -·,".contains(last) { kept = kept.dropLast() }
    return kept + "…"
  }

  /// `text` cut to fit `width` columns, with an ellipsis when something was cut.
  public static func truncate(_ text: String, width: Int) -> String {
    guard CharacterWidth.of(text: text) > width else { return text }
    guard width > 1 else { return String(repeating: ".", count: max(0, width)) }
    return split(text, at: width - 1).0 + "…"
  }

  private static func split(_ text: String, at width: Int) -> (String, String) {
    // Printable ASCII: one column a byte, so the cut is a byte offset (at least one character).
    let utf8 = text.utf8
    let ascii =
      utf8.withContiguousStorageIfAvailable { bytes in
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
      } ?? false
    if ascii {
      let cut = utf8.index(utf8.startIndex, offsetBy: min(max(width, 1), utf8.count))
      return (String(text[..<cut]), String(text[cut...]))
    }
    var head = ""
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let characterWidth = CharacterWidth.of(character)
      if used + characterWidth > width { break }
      head.append(character)
      used += characterWidth
      index = text.index(after: index)
    }
    if head.isEmpty, index < text.endIndex {
      head.append(text[index])
      index = text.index(after: index)
    }
    return (head, String(text[index...]))
  }
}
