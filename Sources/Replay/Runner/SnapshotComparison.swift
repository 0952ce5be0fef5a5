/// Compares a screen with its golden text and describes the differences line by line.
enum SnapshotComparison {
  /// A per-line diff of `expected` (the golden) and `actual`, or `nil` when they are equal.
  static func difference(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var report: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? old[index] : nil
      let after = index < new.count ? new[index] : nil
      guard before != after else { continue }
      report.append("line \(index + 1):")
      report.append("  - " + (before.map { "|\($0)|" } ?? "(no line)"))
      report.append("  + " + (after.map { "|\($0)|" } ?? "(no line)"))
    }
    return report.joined(separator: "\n")
  }
}
