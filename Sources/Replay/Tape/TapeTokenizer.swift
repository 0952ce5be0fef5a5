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
  static func tokenize(_ line: String) throws(Failure) -> [TapeToken] {
    try tokenize(line[...])
  }

  /// The tokens of `line` (see `tokenize(_:)` for a `String`); a character's offset + 1 is its
  /// column.
  static func tokenize(_ line: Substring) throws(Failure) -> [TapeToken] {
    try tokenize(characters: Array(line))
  }

  /// The tokens of a line's `characters`, indexed from 0.
  private static func tokenize(characters: [Character]) throws(Failure) -> [TapeToken] {
    let hash: Character = "#"
    let quotes: [Character] = ["\"", "'", "`"]
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
      if character == "{" {
        guard let close = characters[index...].firstIndex(of: "}") else {
          throw Failure(
            column: column, message: "this { has no closing }",
            hint: .note("close the JSON theme with a }, as in Set Theme { \"name\": \"x\" }"),
            opensTheme: true)
        }
        try expectSpace(characters, after: close)
        tokens.append(TapeToken(kind: .word(String(characters[index...close])), column: column))
        index = close + 1
      } else if quotes.contains(character) {
        let (text, next) = try string(characters, from: index)
        tokens.append(TapeToken(kind: .string(text), column: column))
        index = next
      } else if character == "/" {
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
          if quotes.contains(characters[end]) && characters[index..<end].contains("@") { break }
          end += 1
        }
        tokens.append(TapeToken(kind: .word(String(characters[index..<end])), column: column))
        index = end
      }
    }
    return tokens
  }

  /// Whether the `#` at `index`, inside the bare word that starts at `wordStart`, starts a
  /// comment, as a `#` after a word does in VHS: when a space or the line's end follows it
  /// (`Enter# go`), or when the word before it is a number or a duration (`Sleep 1#pause`).
  /// Otherwise it stays in the word, so that a path such as `demo#1.cast` is one word.
  private static func startsComment(
    _ characters: [Character], at index: Int, wordStart: Int
  ) -> Bool {
    let next = index + 1
    if next == characters.count || characters[next].isWhitespace { return true }
    let word = characters[wordStart..<index]
    let isDigit = { (character: Character) in ("0"..."9").contains(character) }
    guard let first = word.first, isDigit(first) || first == "." else { return false }
    return word.allSatisfy { isDigit($0) || $0 == "." || $0.isLetter }
  }

  private static func string(_ characters: [Character], from start: Int)
    throws(Failure) -> (String, Int)
  {
    let quote = characters[start]
    guard let close = characters[(start + 1)...].firstIndex(of: characters[start]) else {
      throw Failure(
        column: start + 1, message: "this string has no closing \(quote)",
        hint: .note(
          "write \(quote) after the text: VHS would end it at the line's end, mamsim asks for the "
            + "quote so that no command is typed as text (strings have no escapes; to type a "
            + "\(quote), use another quote character around it)"))
    }
    try expectSpace(characters, after: close)
    return (String(characters[(start + 1)..<close]), close + 1)
  }

  private static func regex(_ characters: [Character], from start: Int)
    throws(Failure) -> (String, String, Int)
  {
    let backslash: Character = "\\"
    let slash: Character = "/"
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
      String(characters[(start + 1)..<close]), String(characters[(close + 1)..<end]), end
    )
  }

  private static func expectSpace(
    _ characters: [Character], after index: Int
  ) throws(Failure) {
    let next = index + 1
    // A `#` may follow at once: it starts a comment, as in VHS (`Type "a"# note`).
    guard next < characters.count, !characters[next].isWhitespace,
      characters[next] != "#"
    else { return }
    let closing = characters[index]
    let hint: TapeDiagnostic.Hint?
    if "\"'`".contains(closing) {
      hint = .note(
        "the string ends at the \(closing) before it; to type a \(closing), put the text in "
          + "another quote character, as in 'say \"hi\"'")
    } else if closing == "/" || characters[...index].last(where: { !$0.isLetter }) == "/" {
      // `Output /tmp/x.cast`: the bare path was read as the regex /tmp/ and more.
      hint = .note(
        "a word that starts with / is read as a /regex/; write a path in quotes, as in "
          + "Output \"demo.cast\"")
    } else {
      hint = nil
    }
    throw Failure(
      column: next + 1, message: "expected a space before \"\(characters[next])\"",
      hint: hint)
  }
}
