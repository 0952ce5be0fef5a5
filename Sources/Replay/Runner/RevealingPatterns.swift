/// The regexes of a tape that spell out a secret however they are written (`/Zq7S(e)cretPw/`,
/// `/North\wind/`, `/\x4eorthwind/`): each is masked whole wherever the tape's lines are shown
/// — a failure, a cast marker, a text log's heading, the JUnit report.
///
/// Masking looks for a secret's letters in what is shown, so a regex that matches a secret
/// without holding its letters would slip through. A regex reveals a secret when the regex
/// engine finds three of its characters or more in a row (all of a shorter one) in the secret as
/// written, lowercased or uppercased; or when its source, with grouping and quoting left out and
/// `.` standing for any character, holds the secret with text around it
/// (`/Password: Zq7S.cretPw/`), which the engine cannot be asked about.
enum RevealingPatterns {
  /// The fewest characters of a secret a regex must match to count as spelling it out.
  static let shortestRevealed = 3

  /// The sources of the regexes in `steps` that reveal one of `secrets`.
  static func sources(in steps: [TapeStep], secrets: [String]) -> [String] {
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

  /// `source` lowercased without what only groups or quotes (`(`, `)`, `?:`, `\\Q`, `\\E`, a
  /// backslash before punctuation, a one-character class's brackets); nil for `.`.
  static func skeleton(of source: String) -> [Character?] {
    var result: [Character?] = []
    var characters = Array(source)[...]
    while let character = characters.popFirst() {
      switch character {
      case "(", ")", "|":
        if character == "(", characters.starts(with: ["?", ":"]) {
          characters = characters.dropFirst(2)
        }
        if character == "|" { result.append("|") }
      case ".": result.append(nil)
      case "\\":
        guard let next = characters.popFirst() else { break }
        if next == "Q" || next == "E" { continue }
        result.append(Character(next.lowercased()))
      case "[":
        if characters.count >= 2, characters[characters.startIndex + 1] == "]" {
          result.append(characters.popFirst().map { Character($0.lowercased()) })
          characters = characters.dropFirst()
        } else {
          result.append("[")
        }
      default: result.append(Character(character.lowercased()))
      }
    }
    return result
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
