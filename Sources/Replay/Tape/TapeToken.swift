/// One word of a tape line: a bare word, a quoted string or a regex literal, with its column.
struct TapeToken: Equatable, Sendable {
  /// What the token is.
  enum Kind: Equatable, Sendable {
    /// Unquoted text up to the next space (`Enter`, `500ms`, `true`).
    case word(String)
    /// Text between quotes, without them.
    case string(String)
    /// `/source/flags`.
    case regex(source: String, flags: String)
  }

  /// What the token is.
  var kind: Kind
  /// The 1-based column of its first character.
  var column: Int

  /// The token as written, for messages.
  var written: String {
    switch kind {
    case .word(let word): word
    case .string(let text): TapeQuoting.quoted(text)
    case .regex(let source, let flags): "/\(source)/\(flags)"
    }
  }
}
