import SessionEngine

/// A duration in words a person would say: "13 hours", "2 days", "5 minutes".
public enum HumanDuration {
  /// `duration` rounded down to its largest whole unit, in `strings`' words. A unit is used from
  /// two of it on, so only seconds ever come as one.
  public static func text(_ duration: Duration, strings: StringTable = StringTable()) -> String {
    let seconds = max(0, duration.wholeMilliseconds / 1000)
    if seconds >= 2 * 86_400 { return strings.text(.durationDays, seconds / 86_400) }
    if seconds >= 2 * 3600 { return strings.text(.durationHours, seconds / 3600) }
    if seconds >= 120 { return strings.text(.durationMinutes, seconds / 60) }
    return strings.text(counting: seconds, .durationSeconds)
  }
}
