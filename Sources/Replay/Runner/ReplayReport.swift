import SessionEngine

/// The text `mamsim replay` prints: a line per tape, the details of a failure, a summary line.
public enum ReplayReport {
  /// The lines for one tape: `PASS file (virtual …, wall …)` or `FAIL …` followed by its
  /// errors or its failure, each failure with the screen at that moment.
  ///
  /// Each element is one line as far as mamsim is concerned; a file name in it may still hold a
  /// line break, so a caller writing them to a terminal writes each as a single line.
  ///
  /// `runs` above 1 says the tape was played that many times and `wallTime` is the time they
  /// took together (repeated plays run side by side on every processor).
  public static func lines(for result: TapeResult, runs: Int = 1) -> [String] {
    let verdict = result.passed ? "PASS" : "FAIL"
    if result.hasParseErrors {
      let errors = result.diagnostics.filter(\.isError).count
      var lines = [
        "\(verdict)  \(result.file)  (not run: \(errors) error\(errors == 1 ? "" : "s"))"
      ]
      lines += result.diagnostics.map { "  " + $0.description }
      return lines
    }
    let repeated = runs > 1 ? "\(runs) runs, " : ""
    var lines = [
      "\(verdict)  \(result.file)  (\(repeated)virtual \(result.virtualDuration.shortDescription), "
        + "wall \(wall(result.wallTime)))"
    ]
    lines += result.diagnostics.map { "  " + $0.description }
    for failure in result.failures {
      // The message's own lines are lines of their own; the place (a file name, which may hold
      // a line break) stays on the first one, to be written as one line.
      let place = failure.location.map { "\($0): " } ?? ""
      let messageLines = failure.message.split(separator: "\n", omittingEmptySubsequences: false)
      lines += messageLines.enumerated().map { "  " + ($0.offset == 0 ? place : "") + $0.element }
      if !failure.screen.isEmpty {
        lines.append("  screen at that moment:")
        lines += failure.screen.split(separator: "\n", omittingEmptySubsequences: false)
          .map { "  │" + $0 }
      }
    }
    return lines
  }

  /// `N passed, M failed`.
  public static func summary(passed: Int, failed: Int) -> String {
    "\(passed) passed, \(failed) failed"
  }

  /// A wall time for people: `0.84ms`, `12.3ms`, `1.52s`.
  public static func wall(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    if microseconds < 10_000 { return decimal(microseconds, per: 1_000, places: 2) + "ms" }
    if microseconds < 1_000_000 { return decimal(microseconds, per: 1_000, places: 1) + "ms" }
    return decimal(microseconds, per: 1_000_000, places: 2) + "s"
  }

  private static func decimal(_ value: Int64, per unit: Int64, places: Int) -> String {
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale + unit / 2) / unit
    var fraction = String(scaled % scale)
    while fraction.count < places { fraction = "0" + fraction }
    return "\(scaled / scale).\(fraction)"
  }
}
