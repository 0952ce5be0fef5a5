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

  /// Whether `needle` occurs in `text`, compared byte by byte (both are UTF-8, so a match of
  /// bytes is a match of text); far cheaper than the generic string search.
  static func contains(_ text: String, _ needle: String) -> Bool {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard let first = pattern.first, pattern.count <= haystack.count else { return pattern.isEmpty }
    var index = 0
    let last = haystack.count - pattern.count
    while index <= last {
      if haystack[index] == first, haystack[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// Whether `text` contains a match of `pattern` (a regex that does not compile matches nothing).
  func matches(_ pattern: TextPattern, in text: String) -> Bool {
    switch pattern.kind {
    case .text(let needle):
      return needle.isEmpty || Self.contains(text, needle)
    case .regex(let source, let caseInsensitive)
    where !source.isEmpty && !source.contains(where: Self.special.contains):
      return caseInsensitive
        ? Self.contains(text.lowercased(), source.lowercased()) : Self.contains(text, source)
    case .regex(let source, let caseInsensitive):
      if let regex = compiled[pattern] { return text.contains(regex) }
      guard let regex = try? Regex(source) else { return false }
      let ready = caseInsensitive ? regex.ignoresCase() : regex
      compiled[pattern] = ready
      return text.contains(ready)
    }
  }
}
