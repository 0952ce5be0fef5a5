/// What a `Wait` or `Expect` looks for on the screen: plain text or a regular expression.
///
/// A regex is kept as written (its source without the slashes) and compiled when used, because a
/// compiled `Regex` is neither `Sendable` nor `Equatable`.
public struct TextPattern: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The two forms a pattern takes.
  public enum Kind: Equatable, Hashable, Sendable {
    /// Text that must appear as is (`"Corporate"`).
    case text(String)
    /// A regular expression (`/restart/i`), with its source and whether case is ignored.
    case regex(source: String, caseInsensitive: Bool)
  }

  /// The pattern's form.
  public var kind: Kind

  /// Creates a pattern of the given form.
  public init(_ kind: Kind) {
    self.kind = kind
  }

  /// A pattern that looks for `text` as is.
  public static func text(_ text: String) -> TextPattern { TextPattern(.text(text)) }

  /// A pattern that looks for a regular expression.
  public static func regex(_ source: String, caseInsensitive: Bool = false) -> TextPattern {
    TextPattern(.regex(source: source, caseInsensitive: caseInsensitive))
  }

  /// Whether `text` contains a match; a regex that `compiled()` refuses matches nothing.
  public func matches(_ text: String) -> Bool {
    if let needle = plainText { return needle.isEmpty || text.contains(needle) }
    guard let regex = compiled() else { return false }
    return text.contains(regex)
  }

  /// The text this pattern looks for as is: a text pattern's, or the source of a regex written
  /// without any regex syntax (`/Restart required/`), which matches exactly where that text
  /// appears, character by character. Such a regex is looked for as text, which is quicker than
  /// the regex engine's search of a screen; nil for any other regex.
  public var plainText: String? {
    switch kind {
    case .text(let needle):
      return needle
    case .regex(let source, let caseInsensitive):
      guard !caseInsensitive, TapeLimits.regexProblem(source) == nil,
        !source.unicodeScalars.contains(where: Self.regexSyntax.contains)
      else { return nil }
      return source
    }
  }

  /// The characters that mean something to the regex engine outside a character class (a
  /// lone `]` or `}` is text to it, but is left to it here too).
  private static let regexSyntax: Set<Unicode.Scalar> = [
    "\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}",
  ]

  /// The regular expression of a regex pattern, ready to match: nil for plain text and for a
  /// source that does not compile, is too big to (`TapeLimits`) or could search for hours
  /// (`RegexBacktracking`). A dot matches a whole character as the screen shows it (a
  /// grapheme), as Swift's regexes do by default.
  public func compiled() -> Regex<AnyRegexOutput>? {
    guard case .regex(let source, let caseInsensitive) = kind,
      TapeLimits.regexProblem(source) == nil, let regex = try? Regex(source),
      RegexBacktracking.problem(source, caseInsensitive: caseInsensitive) == nil
    else { return nil }
    return caseInsensitive ? regex.ignoresCase() : regex
  }

  /// Why `source` is not a usable regular expression, or `nil` when it compiles and a failed
  /// search ends quickly. Size and nesting are checked (`TapeLimits`) before the regex engine
  /// sees it, the shapes that backtrack for hours (`RegexBacktracking`) after it compiled it.
  public static func validate(_ source: String, caseInsensitive: Bool = false) -> String? {
    if let problem = TapeLimits.regexProblem(source) { return problem }
    do {
      _ = try Regex(source)
    } catch {
      return "\(error)"
    }
    return RegexBacktracking.problem(source, caseInsensitive: caseInsensitive)
  }

  /// The pattern as a tape writes it: `"text"` or `/source/i`.
  public var description: String {
    switch kind {
    case .text(let text): TapeQuoting.quoted(text)
    case .regex(let source, let caseInsensitive): "/\(source)/" + (caseInsensitive ? "i" : "")
    }
  }
}
