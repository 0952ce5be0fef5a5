/// Splits one tape line into tokens: words, `"`/`'`/backtick strings (no escapes) and `/regex/flags`.
enum TapeTokenizer {
  /// A problem in a line's syntax, at a column.
  struct Failure: Error, Equatable {
    /// The 1-based column.
    var column: Int
    /// What is wrong.
    var message: String
    /// How to fix it.
    var hint: TapeDiagnostic.Hint?
  }

  private static let quotes: Set<Character> = ["\"", "'", "`"]

  /// The tokens of `line`; a line whose first word starts with `#` is a comment and has none.
  static func tokenize(_ line: String) throws(Failure) -> [TapeToken] {
    let characters = Array(line)
    var tokens: [TapeToken] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
        continue
      }
      let column = index + 1
      if character == "#" {
        if tokens.isEmpty { return [] }
        throw Failure(
          column: column, message: "a comment cannot follow a command",
          hint: .note("put the comment on its own line, or quote the text if # belongs to it"))
      }
      if quotes.contains(character) {
        let (text, next) = try string(characters, from: index)
        tokens.append(TapeToken(kind: .string(text), column: column))
        index = next
      } else if character == "/" {
        let (source, flags, next) = try regex(characters, from: index)
        tokens.append(TapeToken(kind: .regex(source: source, flags: flags), column: column))
        index = next
      } else {
        var end = index
        while end < characters.count && !characters[end].isWhitespace { end += 1 }
        tokens.append(TapeToken(kind: .word(String(characters[index..<end])), column: column))
        index = end
      }
    }
    return tokens
  }

  private static func string(_ characters: [Character], from start: Int) throws(Failure) -> (
    String, Int
  ) {
    let quote = characters[start]
    guard let close = characters[(start + 1)...].firstIndex(of: quote) else {
      throw Failure(
        column: start + 1, message: "this string has no closing \(quote)",
        hint: .note("strings have no escapes; use another quote character around a \(quote)"))
    }
    try expectSpace(characters, after: close)
    return (String(characters[(start + 1)..<close]), close + 1)
  }

  private static func regex(_ characters: [Character], from start: Int) throws(Failure) -> (
    String, String, Int
  ) {
    var index = start + 1
    var close: Int?
    while index < characters.count {
      if characters[index] == "\\" {
        index += 2
        continue
      }
      if characters[index] == "/" {
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

  private static func expectSpace(_ characters: [Character], after index: Int) throws(Failure) {
    let next = index + 1
    guard next < characters.count, !characters[next].isWhitespace else { return }
    throw Failure(column: next + 1, message: "expected a space before \"\(characters[next])\"")
  }
}
