import TerminalUI

/// Breaks text into lines that fit a number of terminal columns, by words, wide characters counted
/// at their real width.
public enum TextWrap {
  /// `text` in lines of at most `width` columns; a word longer than a line (an API or file
  /// protection name) is broken where such a name reads well (`breakPrefix`).
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    return fill(paragraphs(of: text), width: width)
  }

  /// The units of each paragraph (line) of `text`: words between spaces, or, when it has wide
  /// (CJK) characters, which are written without spaces between words, units that let a line
  /// break between two wide characters, or between a wide character and a narrow word, as well
  /// as at spaces; closing punctuation (`，。）`...) never starts a line and opening punctuation
  /// (`（“`...) never ends one.
  private static func paragraphs(of text: String) -> [[Unit]] {
    guard text.unicodeScalars.contains(where: { CharacterWidth.of(scalar: $0) == 2 }) else {
      return words(of: text)
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(units(of:))
  }

  /// Every paragraph's units laid out on lines of at most `width` (> 0) columns.
  private static func fill(_ paragraphs: [[Unit]], width: Int) -> [String] {
    var lines: [String] = []
    for units in paragraphs { fill(units, width: width, into: &lines) }
    return lines
  }

  /// Lays `units` out on lines of at most `width` columns, appended to `lines`: a unit goes on
  /// the current line when it fits (after a space when one came before it), else on a new line;
  /// a unit wider than a line is broken into lines (`breakPrefix`). The paragraph's last line is
  /// appended too.
  private static func fill(_ units: [Unit], width: Int, into lines: inout [String]) {
    var line = ""
    var lineWidth = 0
    for unit in units {
      let piece = unit.text
      var pieceWidth = unit.width
      let glue = unit.spaceBefore && lineWidth > 0 ? 1 : 0
      if lineWidth + glue + pieceWidth <= width {
        if glue == 1 { line += " " }
        line += piece
        lineWidth += glue + pieceWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      // A unit wider than a line is broken into lines, walking it once (a long unit costs what
      // its length does, not its length squared).
      var rest = Substring(piece)
      while pieceWidth > width {
        let head = breakPrefix(rest, width: width)
        lines.append(String(head))
        rest = rest[head.endIndex...]
        pieceWidth -= CharacterWidth.of(text: head)
      }
      line = String(rest)
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

  /// The words of each paragraph (line) of `text`, between spaces, read in one pass.
  private static func words(of text: String) -> [[Unit]] {
    var paragraphs: [[Unit]] = []
    var units: [Unit] = []
    var word = ""
    func endWord() {
      guard !word.isEmpty else { return }
      units.append(
        Unit(text: word, width: CharacterWidth.of(text: word), spaceBefore: true, endsWide: false))
      word = ""
    }
    for character in text {
      switch character {
      case "\n":
        endWord()
        paragraphs.append(units)
        units = []
      case " ":
        endWord()
      default:
        word.append(character)
      }
    }
    endWord()
    paragraphs.append(units)
    return paragraphs
  }

  /// `lines`, without a lone word on the last line of a paragraph when a slightly narrower
  /// measure (down to three quarters of `width`) gives it company in as many lines.
  ///
  /// The text is read into units once; each narrower measure lays the same units out again.
  public static func linesWithoutOrphan(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    let paragraphs = paragraphs(of: text)
    let full = fill(paragraphs, width: width)
    guard full.count >= 2, !text.contains("\n"), let last = full.last, !last.contains(" ")
    else { return full }
    var narrower = width - 1
    while narrower >= max(1, width * 3 / 4) {
      let candidate = fill(paragraphs, width: narrower)
      guard candidate.count == full.count else { break }
      if let end = candidate.last, end.contains(" ") { return candidate }
      narrower -= 1
    }
    return full
  }

  /// `text` shortened to `width` columns at a word boundary (between words, or between wide
  /// characters), with an ellipsis when anything was left out; a first word wider than that is
  /// cut like `truncate`.
  public static func shorten(_ text: String, width: Int) -> String {
    guard CharacterWidth.of(text: text) > width else { return text }
    // A first word too long for the line is cut like `truncate`: as much of it as fits tells
    // two long names apart better than the start they share.
    let firstWord = text.prefix { $0 != " " && $0 != "\n" }
    guard width > 1, CharacterWidth.of(text: firstWord) <= width - 1,
      let first = lines(text, width: width - 1).first
    else {
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
    return prefix(Substring(text), width: width - 1) + "…"
  }

  /// The characters after which a long name breaks well: `isURLAllowed(` `_:` `NSFile.`
  /// `msauth.$(PRODUCT_BUNDLE_IDENTIFIER)-`.
  private static let nameBreaks: Set<Character> = ["(", ":", ".", "/", "-", "_", ","]

  /// The characters before which a long name breaks well too, starting the next line
  /// (`6f1c2a4e-93b1-4d2f` / `-8a55-0c7e4b1d9f30`).
  private static let leadingMarks: Set<Character> = ["-", ".", "/"]

  /// The start of `text`, wider than `width` columns, to put on a line of its own: up to the
  /// last place within `width` where a name breaks well — after `(`, `:`, `.`, `/`, `-`, `_` or
  /// `,` or before `-`, `.` or `/`, else between a lower-case letter and a capital
  /// (`NSFileProtection|Complete`) — when
  /// that keeps at least a third of the line; else as much as fits.
  private static func breakPrefix(_ text: Substring, width: Int) -> Substring {
    let fits = prefix(text, width: width)
    guard fits.endIndex < text.endIndex else { return fits }
    var afterMark: Substring.Index?
    var beforeCapital: Substring.Index?
    var previous: Character?
    var index = fits.startIndex
    // Each place between two characters of `fits`, and the one just after it.
    while true {
      let next: Character? = index < text.endIndex ? text[index] : nil
      if let previous, let next {
        if nameBreaks.contains(previous) || leadingMarks.contains(next) {
          afterMark = index
        } else if previous.isLowercase, next.isUppercase {
          beforeCapital = index
        }
      }
      guard index < fits.endIndex else { break }
      previous = text[index]
      index = text.index(after: index)
    }
    let least = max(1, width / 3)
    for end in [afterMark, beforeCapital].compactMap({ $0 })
    where CharacterWidth.of(text: text[..<end]) >= least {
      return text[..<end]
    }
    return fits
  }

  /// The longest start of `text` that fits `width` columns (at least one character, so a
  /// character wider than the measure still moves on).
  private static func prefix(_ text: Substring, width: Int) -> Substring {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let characterWidth = CharacterWidth.of(text[index])
      if used + characterWidth > width { break }
      used += characterWidth
      index = text.index(after: index)
    }
    if index == text.startIndex, index < text.endIndex { index = text.index(after: index) }
    return text[..<index]
  }

}
