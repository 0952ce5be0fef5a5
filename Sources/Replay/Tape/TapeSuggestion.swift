/// Finds the known word closest to a misspelt one, ignoring case.
enum TapeSuggestion {
  /// The candidate nearest to `word` (optimal string alignment distance, case ignored), or `nil`
  /// when none is close enough to be a likely typo.
  static func nearest(_ word: String, in candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let known = Array(candidate.lowercased())
      let limit = min(3, max(1, known.count / 3))
      // The distance is at least the difference in length: skip the table when that is too far.
      guard abs(typed.count - known.count) <= limit else { continue }
      let distance = self.distance(typed, known)
      guard distance <= limit else { continue }
      if best == nil || distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.word
  }

  /// The candidate equal to `word` apart from case, if any.
  static func sameIgnoringCase(_ word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    return candidates.first { $0.lowercased() == lowered }
  }

  /// Edits (insert, delete, substitute, swap neighbours) that turn `a` into `b`.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[a.count][b.count]
  }
}
