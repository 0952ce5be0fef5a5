/// Finds the known name a mistyped key most likely meant, for "did you mean" hints.
public enum KeySuggestion {
  /// The candidate closest to `name` ignoring case, when it is close enough to be a likely typo.
  ///
  /// Close enough means at most two edits, or a quarter of the name's length for long names.
  public static func closest(to name: String, in candidates: [String]) -> String? {
    let lowered = Array(name.lowercased())
    let limit = max(2, lowered.count / 4)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      // Lengths further apart than the limit are further apart in edits too: not compared, so a
      // name of megabytes costs one pass, not one table per candidate.
      guard abs(other.count - lowered.count) <= limit else { continue }
      let distance = editDistance(lowered, other)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance between two character sequences.
  static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for (i, left) in lhs.enumerated() {
      current[0] = i + 1
      for (j, right) in rhs.enumerated() {
        let substitution = previous[j] + (left == right ? 0 : 1)
        current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
