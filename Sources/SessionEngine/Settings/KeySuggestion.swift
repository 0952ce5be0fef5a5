/// Finds the known name a mistyped key most likely meant, for "did you mean" hints.
public enum KeySuggestion {
  /// The most unknown keys of one file (or object) a reader gives a hint for: past a hundred,
  /// a file is not a few typos, and no more time is spent on hints (a file of a million unknown
  /// keys would otherwise take minutes).
  public static let mostHinted = 100

  /// The candidate closest to `name` ignoring case, when it is close enough to be a likely typo.
  ///
  /// Close enough means at most two edits, or a quarter of the name's length for long names.
  public static func closest(to name: String, in candidates: [String]) -> String? {
    Candidates(candidates).closest(to: name)
  }

  /// Known names ready to be compared with many mistyped ones (each lowercased once).
  public struct Candidates: Sendable {
    /// Each name with its lowercased characters.
    private let names: [(name: String, lowered: [Unicode.Scalar])]

    /// The candidates `names`, the first of equally close ones winning.
    public init(_ names: [String]) {
      self.names = names.map { ($0, Array($0.lowercased().unicodeScalars)) }
    }

    /// The candidate closest to `name` ignoring case, when it is close enough to be a typo.
    public func closest(to name: String) -> String? {
      // Longer than any key: no key is within a quarter of it, and it is not compared.
      guard name.utf8.count <= 1_000 else { return nil }
      let lowered = Array(name.lowercased().unicodeScalars)
      var limit = max(2, lowered.count / 4)
      var best: String?
      for candidate in names {
        guard let distance = editDistance(lowered, candidate.lowered, atMost: limit) else {
          continue
        }
        best = candidate.name
        if distance == 0 { break }
        // Only a closer one replaces it.
        limit = distance - 1
      }
      return best
    }
  }

  /// The Levenshtein distance between `lhs` and `rhs`, or nil when it is more than `limit`.
  ///
  /// Only the band of `limit` cells either side of the diagonal is worked out, and the work stops
  /// at the first row whose every cell is past `limit`, so a comparison costs at most
  /// `(2 × limit + 1) × lhs.count` steps, and a key typed far from every known one costs little.
  static func editDistance(
    _ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], atMost limit: Int
  ) -> Int? {
    guard limit >= 0, abs(lhs.count - rhs.count) <= limit else { return nil }
    guard !lhs.isEmpty else { return rhs.count }
    guard !rhs.isEmpty else { return lhs.count }
    let beyond = limit + 1
    var previous = Array(repeating: beyond, count: rhs.count + 1)
    for column in 0...min(rhs.count, limit) { previous[column] = column }
    var current = Array(repeating: beyond, count: rhs.count + 1)
    for row in 1...lhs.count {
      let low = max(1, row - limit)
      let high = min(rhs.count, row + limit)
      current[0] = min(row, beyond)
      if low > 1 { current[low - 1] = beyond }
      var smallest = current[0]
      if low <= high {
        for column in low...high {
          var value = previous[column - 1] + (lhs[row - 1] == rhs[column - 1] ? 0 : 1)
          value = min(value, min(previous[column], current[column - 1]) + 1, beyond)
          current[column] = value
          smallest = min(smallest, value)
        }
      }
      if high < rhs.count { current[high + 1] = beyond }
      if smallest > limit { return nil }
      swap(&previous, &current)
    }
    let distance = previous[rhs.count]
    return distance <= limit ? distance : nil
  }
}
