import Synchronization

/// Matches `TextPattern`s against screen text, compiling each regex once for all the plays of a
/// runner (repeated plays of a tape reuse it); a pattern that is plain text (`plainText`) is
/// looked for as text.
final class PatternMatcher: Sendable {
  /// The regexes compiled so far (nil for a source that does not compile); matching happens
  /// under the lock, as a compiled `Regex` is not `Sendable`.
  private let compiled = Mutex<[TextPattern: Regex<AnyRegexOutput>?]>([:])

  /// Creates a matcher with an empty cache.
  init() {}

  /// Whether `text` contains a match of `pattern` (a regex that does not compile matches nothing).
  func matches(_ pattern: TextPattern, in text: String) -> Bool {
    guard pattern.plainText == nil else { return pattern.matches(text) }
    return compiled.withLock { cache in
      let regex: Regex<AnyRegexOutput>?
      if let known = cache[pattern] {
        regex = known
      } else {
        regex = pattern.compiled()
        cache[pattern] = .some(regex)
      }
      guard let regex else { return false }
      return text.contains(regex)
    }
  }
}
