/// The regexes of a tape that spell out a secret however they are written (`/Zq7S(e)cretPw/`,
/// `/North\wind/`, `/\x4eorthwind/`): each is masked whole wherever the tape's lines are shown
/// — a failure, a cast marker, a text log's heading, the JUnit report.
///
/// Masking looks for a secret's letters in what is shown, so a regex that matches a secret
/// without holding its letters would slip through. A regex reveals a secret when the regex
/// engine finds three of its characters or more in a row (all of a shorter one) in the secret as
/// written, lowercased or uppercased; or when what its source spells out
/// (`PatternSkeletonReader`: escapes decoded, groups, look-arounds and repetitions left out, `.`
/// and classes standing for any character) holds the secret with text around it
/// (`/Password: Zq7S.cretPw/`), which the engine cannot be asked about.
public enum RevealingPatterns {
  /// The fewest characters of a secret a regex must match to count as spelling it out.
  static let shortestRevealed = 3

  /// The sources of the regexes in `steps` that reveal one of `secrets`.
  public static func sources(in steps: [TapeStep], secrets: [String]) -> [String] {
    let secrets = secrets.filter { !$0.isEmpty }
    guard !secrets.isEmpty else { return [] }
    // A source that already shows a secret's letters is masked where it shows them.
    let literal = ScreenScrubber(values: secrets)
    var found: [String] = []
    var looked: Set<TextPattern> = []
    for step in steps {
      guard let pattern = step.command.shownPattern, case .regex(let source, _) = pattern.kind,
        looked.insert(pattern).inserted, pattern.plainText == nil,
        literal.scrub(source) == source, let regex = pattern.compiled()
      else { continue }
      let skeleton = Self.skeleton(of: source)
      if secrets.contains(where: { reveals(regex, $0) || spells($0, in: skeleton) }) {
        found.append(source)
      }
    }
    return found
  }

  /// What `source` spells out, lowercased, one entry per character it matches: literal
  /// characters as written or escaped (`\\x65`, `\\u{65}`, `\\Q…\\E`, a one-character class);
  /// nil for one character of many (`.`, `\\w`, `[eE]`); a back-reference as its group's
  /// characters; and nothing for what only groups, looks around, anchors, sets flags or
  /// repeats (`(?:`, `(?=`, `(?<name>`, `(?i)`, `^`, `\\b`, `?`, `+`, `{2,3}`). `|` stays, so no
  /// spelling runs across alternatives.
  static func skeleton(of source: String) -> [Character?] {
    var reader = PatternSkeletonReader(source)
    return reader.read()
  }

  /// Whether `skeleton` holds `secret` (of four characters or more) letter for letter in any
  /// case, a `.` (nil) standing for any one of them.
  static func spells(_ secret: String, in skeleton: [Character?]) -> Bool {
    let wanted = Array(secret.lowercased())
    guard wanted.count >= 4, skeleton.count >= wanted.count else { return false }
    for start in 0...(skeleton.count - wanted.count) {
      var matched = 0
      var wildcards = 0
      for (offset, character) in wanted.enumerated() {
        guard let shown = skeleton[start + offset] else {
          wildcards += 1
          continue
        }
        guard shown == character else { break }
        matched += 1
      }
      if matched + wildcards == wanted.count, matched * 2 > wanted.count { return true }
    }
    return false
  }

  /// Whether `regex` matches enough of `secret` in a row.
  static func reveals(_ regex: Regex<AnyRegexOutput>, _ secret: String) -> Bool {
    let needed = min(secret.count, shortestRevealed)
    for spelling in Set([secret, secret.lowercased(), secret.uppercased()]) {
      for match in spelling.matches(of: regex) where spelling[match.range].count >= needed {
        return true
      }
    }
    return false
  }
}
