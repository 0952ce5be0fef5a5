/// Finds the known word closest to a misspelt one, for "did you mean" hints.
public enum Suggestion {
  /// The candidate nearest to `word` (case-insensitive edit distance), if it is near enough.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates.sorted() {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance <= max(2, target.count / 3), distance < (best?.1 ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.0
  }

  /// The Levenshtein distance between two character arrays.
  public static func editDistance(_ left: [Character], _ right: [Character]) -> Int {
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    for (row, leftCharacter) in left.enumerated() {
      var current = [row + 1] + Array(repeating: 0, count: right.count)
      for (column, rightCharacter) in right.enumerated() {
        let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
        current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
      }
      previous = current
    }
    return previous[right.count]
  }
}
