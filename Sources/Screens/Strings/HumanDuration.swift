import SessionEngine

/// A duration in words a person would say: "13 hours", "2 days", "5 minutes".
enum HumanDuration {
  /// `duration` rounded down to its largest whole unit.
  static func text(_ duration: Duration) -> String {
    let seconds = max(0, duration.wholeMilliseconds / 1000)
    func unit(_ count: Int64, _ name: String) -> String {
      count == 1 ? "1 \(name)" : "\(count) \(name)s"
    }
    if seconds >= 2 * 86_400 { return unit(seconds / 86_400, "day") }
    if seconds >= 2 * 3600 { return unit(seconds / 3600, "hour") }
    if seconds >= 120 { return unit(seconds / 60, "minute") }
    return unit(seconds, "second")
  }
}
