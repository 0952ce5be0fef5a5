import Screens
import Synchronization

/// Matches `TextPattern`s against screen text, compiling each regex once for all the plays of a
/// runner (repeated plays of a tape reuse the compiled regexes).
///
/// A regex without special characters (most `Wait /Sign in/` patterns) is matched as plain
/// text, which is much cheaper than running the regex engine over a whole screen.
final class PatternMatcher: Sendable {
  /// Characters that make a regex more than plain text.
  private static let special: Set<Character> = [
    "\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}",
  ]
  /// The regexes compiled so far (nil for a source that does not compile); matching happens
  /// under the lock, as a compiled `Regex` is not `Sendable`.
  private let compiled = Mutex<[TextPattern: Regex<AnyRegexOutput>?]>([:])

  /// Creates a matcher with an empty cache.
  init() {}

  /// Whether `needle` occurs in `text`, compared byte by byte (both are UTF-8, so a match of
  /// bytes is a match of text); far cheaper than the generic string search.
  static func contains(_ text: String, _ needle: String) -> Bool {
    var text = text
    var needle = needle
    // Native strings are contiguous UTF-8 already: read them in place, no copy.
    return text.withUTF8 { haystack in
      needle.withUTF8 { pattern in contains(haystack, pattern) }
    }
  }

  /// Whether the bytes of `pattern` occur in `haystack`.
  private static func contains(
    _ haystack: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let first = pattern.first, pattern.count <= haystack.count else { return pattern.isEmpty }
    let last = haystack.count - pattern.count
    var index = 0
    while index <= last {
      if haystack[index] == first {
        var offset = 1
        while offset < pattern.count, haystack[index + offset] == pattern[offset] { offset += 1 }
        if offset == pattern.count { return true }
      }
      index += 1
    }
    return false
  }

  /// Whether the screen's text (rows without trailing spaces, as `ScreenText.text` gives it)
  /// contains a match of `pattern`; plain text is searched in the cells' bytes, no string made.
  func matches(_ pattern: TextPattern, onScreen buffer: CellBuffer) -> Bool {
    guard var needle = Self.plainNeedle(pattern) else {
      // A regex whose only special character is `.` cannot match unless each of its literal runs
      // is on screen: look for those first, and run the regex engine only when they all are.
      let runs = Self.requiredRuns(pattern)
      let possible = buffer.withTextUTF8(trimmingTrailingSpaces: true) { haystack in
        runs.allSatisfy { run in
          var run = run
          return run.withUTF8 { Self.contains(haystack, $0) }
        }
      }
      return possible && matches(pattern, in: ScreenText.text(buffer))
    }
    return buffer.withTextUTF8(trimmingTrailingSpaces: true) { haystack in
      needle.withUTF8 { Self.contains(haystack, $0) }
    }
  }

  /// The literal runs every match of `pattern` contains: for a case-sensitive regex made of
  /// plain characters and `.`, the pieces between the dots; none for anything else.
  private static func requiredRuns(_ pattern: TextPattern) -> [String] {
    guard case .regex(let source, caseInsensitive: false) = pattern.kind,
      !source.contains(where: { $0 != "." && special.contains($0) })
    else { return [] }
    return source.split(separator: ".").map(String.init)
  }

  /// The text to look for when `pattern` is plain, case-sensitive text; nil otherwise.
  private static func plainNeedle(_ pattern: TextPattern) -> String? {
    switch pattern.kind {
    case .text(let needle):
      return needle
    case .regex(let source, caseInsensitive: false)
    where !source.isEmpty && !source.contains(where: special.contains):
      return source
    default:
      return nil
    }
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
      return compiled.withLock { cache in
        if let known = cache[pattern] {
          guard let regex = known else { return false }
          return text.contains(regex)
        }
        let ready = (try? Regex(source)).map { caseInsensitive ? $0.ignoresCase() : $0 }
        cache[pattern] = .some(ready)
        guard let ready else { return false }
        return text.contains(ready)
      }
    }
  }
}
