/// The sizes a tape may reach, so that reading any file ends quickly: its bytes, its lines, its
/// patterns, and how far `Source` may take it.
///
/// Every limit that is passed is reported as an error at the place that passes it
/// (docs/tapes.md lists them).
public enum TapeLimits {
  /// The largest tape file, in bytes (1 MiB).
  public static let maximumFileBytes = 1 << 20
  /// The longest line, in characters.
  public static let maximumLineLength = 4096
  /// The longest `/regex/`, in characters.
  public static let maximumRegexLength = 1000
  /// How deep groups and character classes may nest in a `/regex/`.
  public static let maximumRegexNesting = 32
  /// How many errors one tape file is read to: past them, the rest of the file is not read
  /// (a file of garbage is refused at once, with what to mend first).
  public static let maximumProblems = 100
  /// The longest word for which a "did you mean" hint is looked for.
  public static let maximumSuggestedWordLength = 64
  /// How many `Source` commands one tape may expand in all, counting those of sourced tapes.
  public static let maximumSourceExpansions = 1000
  /// How many commands a tape may hold once every `Source` is expanded.
  public static let maximumCommands = 100_000
  /// How many keys a tape may press in all (each character of `Type` and each repeat of a key
  /// counts), once every `Source` is expanded: every key is a step of the program, so this bounds
  /// how long a play can take (about half a second for the most).
  public static let maximumKeys = 100_000

  /// The most virtual time a tape may let pass in all, in days (`365000d`, 1,000 years): its
  /// `Sleep`s, `Advance`s, `Relaunch` times away, `Wait` timeouts and typing, once every
  /// `Source` is expanded, so that the clock and a recording's timestamps never overflow.
  public static let maximumTotalDays = 365_000

  /// Why `source` is too big or nests too deep to be compiled safely, or `nil` when it is fine.
  ///
  /// This is checked before the regex engine sees the pattern: the engine's parser recurses once
  /// per nested group or class.
  public static func regexProblem(_ source: String) -> String? {
    let length = source.count
    if length > maximumRegexLength {
      return "it is \(length) characters long; a regex may have at most \(maximumRegexLength)"
    }
    var depth = 0
    var deepest = 0
    var escaped = false
    for character in source {
      if escaped {
        escaped = false
        continue
      }
      switch character {
      case "\\": escaped = true
      case "(", "[", "{":
        depth += 1
        deepest = max(deepest, depth)
      case ")", "]", "}": depth = max(0, depth - 1)
      default: continue
      }
    }
    if deepest > maximumRegexNesting {
      return
        "groups and classes nest \(deepest) deep; a regex may nest them at most "
        + "\(maximumRegexNesting) deep"
    }
    return nil
  }

  /// `text` cut to `limit` characters with an ellipsis, for quoting user words in messages.
  static func shortened(_ text: String, to limit: Int = 40) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(limit)) + "…"
  }
}
