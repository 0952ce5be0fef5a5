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
      report.append("  - " + (before.map { "|\(Self.cut($0))|" } ?? "(no line)"))
      report.append("  + " + (after.map { "|\(Self.cut($0))|" } ?? "(no line)"))
      if report.count >= Self.maximumReportLines {
        report.append("(further lines differ too; they are not listed)")
        break
      }
    }
    return report.joined(separator: "\n")
  }

  /// The longest line of a snapshot the report quotes whole; a longer one is cut with `…`.
  static let maximumLineLength = 400

  /// How many lines a report holds at most (a third of them the line numbers).
  static let maximumReportLines = 600

  /// `line`, cut to `maximumLineLength` characters.
  private static func cut(_ line: String) -> String {
    line.count <= maximumLineLength ? line : String(line.prefix(maximumLineLength)) + "…"
  }
}
