/// Splits one tape line into tokens: words, `"`/`'`/backtick strings (no escapes), `/regex/flags`
/// and `{...}` (VHS's JSON themes, kept as one word); a `#` outside a string, regex or theme comments
/// out the rest of the line, as in VHS.
enum TapeTokenizer {
  /// A problem in a line's syntax, at a column.
  struct Failure: Error, Equatable {
    /// The 1-based column.
    var column: Int
    /// What is wrong.
    var message: String
    /// How to fix it.
    var hint: TapeDiagnostic.Hint?
    /// Whether the line opens a `{` JSON theme that it does not close (VHS lets one go on over
    /// the following lines; `TapeParser` joins them).
    var opensTheme = false
  }

  /// The tokens of `line` up to a comment (a word starting with `#`); a comment line has none.
  ///
  /// A line of plain ASCII without carriage returns is read byte by byte (there a byte is a
  /// character, and columns count the same); any other line character by character.
  /// `TapeParserTests` checks both readings give the same tokens and failures.
  static func tokenize(_ line: String) throws(Failure) -> [TapeToken] {
    try tokenize(line[...])
  }

  /// The tokens of `line`, read in place (see `tokenize(_:)` for a `String`).
  static func tokenize(_ line: Substring) throws(Failure) -> [TapeToken] {
    if let bytes = asciiBytes(line) { return try tokenize(units: bytes) }
    if let scalars = oneScalarPerCharacterScalars(line) { return try tokenize(units: scalars) }
    return try tokenize(units: Array(line))
  }

  /// The scalars of `line` when each is a character of its own (`isOneScalarPerCharacter`), else
  /// nil: decoded from the line's contiguous bytes in one pass, which costs a fraction of
  /// checking and copying a substring's scalar view. `TapeParseFastPathTests` compares the two.
  static func oneScalarPerCharacterScalars(_ line: Substring) -> [Unicode.Scalar]? {
    // (As in `asciiBytes`, no optional inside the optional the closure's answer is wrapped in.)
    var isOwn = true
    let decoded = line.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar] in
      var scalars: [Unicode.Scalar] = []
      scalars.reserveCapacity(bytes.count)
      var iterator = bytes.makeIterator()
      var decoder = Unicode.UTF8()
      while case .scalarValue(let scalar) = decoder.decode(&iterator) {
        guard isOwnCharacter(scalar) else {
          isOwn = false
          return []
        }
        scalars.append(scalar)
      }
      // A string's bytes are valid UTF-8, so decoding stops only at their end.
      return scalars
    }
    if let decoded { return isOwn ? decoded : nil }
    return isOneScalarPerCharacter(line) ? Array(line.unicodeScalars) : nil
  }

  /// The bytes of `line` when it is plain ASCII without carriage returns, else nil. Checked and
  /// copied in contiguous memory: walking a substring's UTF-8 view costs ten times as much per
  /// byte, and `Array` of it copies byte by byte.
  static func asciiBytes(_ line: Substring) -> [UInt8]? {
    // The closure answers an empty array with `isASCII` false for "not ASCII", not `nil`: an
    // optional inside the optional `withContiguousStorageIfAvailable` gives costs the runtime
    // ≈ 40 K instructions to describe when the first non-ASCII line lets it go.
    var isASCII = false
    let contiguous = line.utf8.withContiguousStorageIfAvailable { buffer -> [UInt8] in
      // Eight bytes at a time: none may have its high bit set or be a carriage return (a zero
      // byte in the word XOR 0x0D…0D, found by the usual borrow trick).
      let raw = UnsafeRawBufferPointer(buffer)
      var index = 0
      while index + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let carriage = word ^ 0x0D0D_0D0D_0D0D_0D0D
        let hasCarriage = (carriage &- 0x0101_0101_0101_0101) & ~carriage & 0x8080_8080_8080_8080
        if word & 0x8080_8080_8080_8080 != 0 || hasCarriage != 0 { return [] }
        index += 8
      }
      while index < raw.count {
        if raw[index] >= 0x80 || raw[index] == 0x0D { return [] }
        index += 1
      }
      isASCII = true
      return Array(buffer)
    }
    if let contiguous { return isASCII ? contiguous : nil }
    guard line.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
    return Array(line.utf8)
  }

  /// Whether each scalar of `line` is a character of its own, so that reading scalars gives what
  /// reading characters gives (and skips the costly search for character boundaries).
  ///
  /// True when every scalar is ASCII other than a carriage return (the one ASCII scalar that joins
  /// the next), or in ranges of letters, punctuation and symbols that hold no combining marks, no
  /// joiners, no spaces and no line breaks: Latin-1 and Latin Extended (U+00A1–U+02FF), general
  /// punctuation (U+2010–U+2027, U+2030–U+205E), super- and subscripts and currency signs
  /// (U+2070–U+20CF), and letterlike symbols to miscellaneous symbols and arrows (U+2100–U+2BFF).
  /// Such scalars never join their neighbours into one character.
  static func isOneScalarPerCharacter(_ line: some StringProtocol) -> Bool {
    line.unicodeScalars.allSatisfy(isOwnCharacter)
  }

  /// Whether `scalar` is in the ranges `isOneScalarPerCharacter` allows.
  static func isOwnCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x0C, 0x0E...0x7F, 0xA1...0x2FF, 0x2010...0x2027, 0x2030...0x205E,
      0x2070...0x20CF, 0x2100...0x2BFF:
      true
    default: false
    }
  }

  /// The tokens of a line read as `characters` (characters, the scalars of a line whose every
  /// scalar is a character, or the bytes of an ASCII line), indexed from 0: a unit's index + 1 is
  /// its column.
  static func tokenize<Units: RandomAccessCollection>(units characters: Units) throws(Failure)
    -> [TapeToken] where Units.Element: TapeTextUnit, Units.Index == Int
  {
    typealias Unit = Units.Element
    let hash = Unit(ascii: "#")
    let at = Unit(ascii: "@")
    let slash = Unit(ascii: "/")
    let openBrace = Unit(ascii: "{")
    let closeBrace = Unit(ascii: "}")
    let quotes = [Unit(ascii: "\""), Unit(ascii: "'"), Unit(ascii: "`")]
    var tokens: [TapeToken] = []
    var index = 0
    // A blank or comment line has no tokens and allocates nothing.
    while index < characters.count && characters[index].isWhitespace { index += 1 }
    if index == characters.count || characters[index] == hash { return tokens }
    // Most lines have a command and one or two arguments: one allocation instead of three.
    tokens.reserveCapacity(4)
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
        continue
      }
      let column = index + 1
      if character == hash { return tokens }
      if character == openBrace {
        guard let close = characters[index...].firstIndex(of: closeBrace) else {
          throw Failure(
            column: column, message: "this { has no closing }",
            hint: .note("close the JSON theme with a }, as in Set Theme { \"name\": \"x\" }"),
            opensTheme: true)
        }
        try expectSpace(characters, after: close)
        tokens.append(TapeToken(kind: .word(Unit.text(characters[index...close])), column: column))
        index = close + 1
      } else if quotes.contains(character) {
        let (text, next) = try string(characters, from: index)
        tokens.append(TapeToken(kind: .string(text), column: column))
        index = next
      } else if character == slash {
        let (source, flags, next) = try regex(characters, from: index)
        tokens.append(TapeToken(kind: .regex(source: source, flags: flags), column: column))
        index = next
      } else {
        var end = index
        while end < characters.count && !characters[end].isWhitespace {
          if characters[end] == hash && startsComment(characters, at: end, wordStart: index) {
            break
          }
          // `Type@.2'text'`: as in VHS, a string may follow a command's `@speed` at once.
          if quotes.contains(characters[end]) && characters[index..<end].contains(at) { break }
          end += 1
        }
        tokens.append(TapeToken(kind: .word(Unit.text(characters[index..<end])), column: column))
        index = end
      }
    }
    return tokens
  }

  /// Whether the `#` at `index`, inside the bare word that starts at `wordStart`, starts a
  /// comment, as a `#` after a word does in VHS: when a space or the line's end follows it
  /// (`Enter# go`), or when the word before it is a number or a duration (`Sleep 1#pause`).
  /// Otherwise it stays in the word, so that a path such as `demo#1.cast` is one word.
  private static func startsComment<Units: RandomAccessCollection>(
    _ characters: Units, at index: Int, wordStart: Int
  ) -> Bool where Units.Element: TapeTextUnit, Units.Index == Int {
    typealias Unit = Units.Element
    let next = index + 1
    if next == characters.count || characters[next].isWhitespace { return true }
    let word = characters[wordStart..<index]
    let isDigit = { (unit: Unit) in ("0"..."9").contains(unit.character) }
    guard let first = word.first, isDigit(first) || first == Unit(ascii: ".") else { return false }
    return word.allSatisfy { isDigit($0) || $0 == Unit(ascii: ".") || $0.isLetter }
  }

  private static func string<Units: RandomAccessCollection>(_ characters: Units, from start: Int)
    throws(Failure) -> (String, Int) where Units.Element: TapeTextUnit, Units.Index == Int
  {
    typealias Unit = Units.Element
    let quote = characters[start].character
    guard let close = characters[(start + 1)...].firstIndex(of: characters[start]) else {
      throw Failure(
        column: start + 1, message: "this string has no closing \(quote)",
        hint: .note(
          "write \(quote) after the text: VHS would end it at the line's end, mamsim asks for the "
            + "quote so that no command is typed as text (strings have no escapes; to type a "
            + "\(quote), use another quote character around it)"))
    }
    try expectSpace(characters, after: close)
    return (Unit.text(characters[(start + 1)..<close]), close + 1)
  }

  private static func regex<Units: RandomAccessCollection>(_ characters: Units, from start: Int)
    throws(Failure) -> (String, String, Int) where Units.Element: TapeTextUnit, Units.Index == Int
  {
    typealias Unit = Units.Element
    let backslash = Unit(ascii: "\\")
    let slash = Unit(ascii: "/")
    var index = start + 1
    var close: Int?
    while index < characters.count {
      if characters[index] == backslash {
        index += 2
        continue
      }
      if characters[index] == slash {
        close = index
        break
      }
      index += 1
    }
    guard let close else {
      throw Failure(
        column: start + 1, message: "this regular expression has no closing /",
        hint: .note("write \\/ for a slash inside it, or quote a path"))
    }
    var end = close + 1
    while end < characters.count && characters[end].isLetter { end += 1 }
    try expectSpace(characters, after: end - 1)
    return (
      Unit.text(characters[(start + 1)..<close]), Unit.text(characters[(close + 1)..<end]), end
    )
  }

  private static func expectSpace<Units: RandomAccessCollection>(
    _ characters: Units, after index: Int
  ) throws(Failure) where Units.Element: TapeTextUnit, Units.Index == Int {
    typealias Unit = Units.Element
    let next = index + 1
    // A `#` may follow at once: it starts a comment, as in VHS (`Type "a"# note`).
    guard next < characters.count, !characters[next].isWhitespace,
      characters[next] != Unit(ascii: "#")
    else { return }
    let closing = characters[index].character
    let hint: TapeDiagnostic.Hint? =
      "\"'`".contains(closing)
      ? .note(
        "the string ends at the \(closing) before it; to type a \(closing), put the text in "
          + "another quote character, as in 'say \"hi\"'")
      : nil
    throw Failure(
      column: next + 1, message: "expected a space before \"\(characters[next].character)\"",
      hint: hint)
  }
}
