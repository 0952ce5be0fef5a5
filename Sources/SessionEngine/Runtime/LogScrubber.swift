/// Replaces values that must never be logged (`ValuesToScrubFromLogging`, passwords) in log text,
/// and says which characters of a text they cover: the one masker of the log, the screen, the
/// recorded tape and the reports.
public struct LogScrubber: Equatable, Sendable {
  /// What a scrubbed value becomes.
  public static let mask = "<scrubbed>"

  /// The values, longest first, each as its characters case-folded one by one (`fold`).
  private let needles: [[String]]
  /// The indices in `needles` of the values that start with each folded character, so that a
  /// text is compared only with the values that can start where it is.
  private let byFirst: [String: [Int]]

  /// A scrubber for `values` (only the `maskable` ones; longer values are replaced first).
  public init(values: [String]) {
    let unique = Set(LogScrubber.maskable(values).map { $0.map(LogScrubber.fold) })
    needles = unique.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.joined() < $1.joined()
    }
    var byFirst: [String: [Int]] = [:]
    for (index, needle) in needles.enumerated() { byFirst[needle[0], default: []].append(index) }
    self.byFirst = byFirst
  }

  /// `text` with every scrubbed value, in any letter case, replaced by the mask.
  public func scrub(_ text: String) -> String {
    replace(in: text) { _ in LogScrubber.mask }
  }

  /// Which of `characters` some value covers (nil: a character that is never part of one).
  ///
  /// Every occurrence of every value is covered, overlapping ones too, so values that overlap or
  /// chain (`Pilot-Alex` and `Alex-Smith` in `Pilot-Alex-Smith`) leave nothing of any of them.
  /// Letters match in any case, by Unicode's lowercasing (`JÜRGEN` is `Jürgen`), and characters
  /// as Swift compares them, so a letter written decomposed (`u` and a combining diaeresis)
  /// matches its composed form.
  public func covered(_ characters: [Character?]) -> [Bool] {
    var covered = [Bool](repeating: false, count: characters.count)
    guard !needles.isEmpty else { return covered }
    let folded = characters.map { $0.map(LogScrubber.fold) }
    for start in folded.indices {
      guard let first = folded[start], let candidates = byFirst[first] else { continue }
      for candidate in candidates {
        let needle = needles[candidate]
        guard start + needle.count <= folded.count else { continue }
        let span = start..<(start + needle.count)
        if zip(folded[span], needle).allSatisfy({ $0 == $1 }) {
          for index in span { covered[index] = true }
        }
      }
    }
    return covered
  }

  /// `text` with every stretch that scrubbed values cover (see `covered`) replaced whole by
  /// `replacement(stretch length in characters)`.
  public func replace(in text: String, with replacement: (Int) -> String) -> String {
    guard !needles.isEmpty else { return text }
    let characters = Array(text)
    let covered = covered(characters)
    guard covered.contains(true) else { return text }
    var output = ""
    var index = 0
    while index < characters.count {
      guard covered[index] else {
        output.append(characters[index])
        index += 1
        continue
      }
      var end = index
      while end < characters.count, covered[end] { end += 1 }
      output += replacement(end - index)
      index = end
    }
    return output
  }

  /// The values worth masking, each without the spaces and line breaks around it: a blank entry
  /// (an empty row a plist editor left) or a single character is no secret, and masking it
  /// would mask that character everywhere, every space or every `e` of a recording.
  public static func maskable(_ values: [String]) -> [String] {
    values.compactMap { value in
      let trimmed = value.trimmedOfWhitespace
      return trimmed.count >= shortestValue ? trimmed : nil
    }
  }

  /// The fewest characters a value to mask has.
  public static let shortestValue = 2

  /// Whether the scrubber has anything to replace.
  public var isEmpty: Bool { needles.isEmpty }

  /// `character` as matching compares it: lowercased (an ASCII letter without going through
  /// Unicode's tables).
  private static func fold(_ character: Character) -> String {
    guard let ascii = character.asciiValue else { return character.lowercased() }
    return (65...90).contains(ascii)
      ? String(Character(Unicode.Scalar(ascii + 32))) : String(character)
  }
}
