/// Matches `TextPattern`s against screen text, compiling each regex once per tape run.
///
/// A regex without special characters (most `Wait /Sign in/` patterns) is matched as plain
/// text, which is much cheaper than running the regex engine over a whole screen.
final class PatternMatcher {
  /// Characters that make a regex more than plain text.
  private static let special: Set<Character> = [
    "\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}",
  ]
  private var compiled: [TextPattern: Regex<AnyRegexOutput>] = [:]

  /// Creates a matcher with an empty cache.
  init() {}

  /// Whether `text` contains a match of `pattern` (a regex that does not compile matches nothing).
  func matches(_ pattern: TextPattern, in text: String) -> Bool {
    switch pattern.kind {
    case .text(let needle):
      return needle.isEmpty || text.contains(needle)
    case .regex(let source, let caseInsensitive)
    where !source.isEmpty && !source.contains(where: Self.special.contains):
      return caseInsensitive
        ? text.lowercased().contains(source.lowercased()) : text.contains(source)
    case .regex(let source, let caseInsensitive):
      if let regex = compiled[pattern] { return text.contains(regex) }
      guard let regex = try? Regex(source) else { return false }
      let ready = caseInsensitive ? regex.ignoresCase() : regex
      compiled[pattern] = ready
      return text.contains(ready)
    }
  }
}
