/// A point on the session's clock, in milliseconds since the simulated world began.
///
/// The engine never reads a clock: every event arrives with the instant it happened, so the same
/// events at the same instants always give the same state and effects.
public struct Instant: Equatable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// Milliseconds since the world's epoch.
  public var milliseconds: Int64

  /// Creates an instant `milliseconds` after the epoch.
  public init(milliseconds: Int64) {
    self.milliseconds = milliseconds
  }

  /// The world's epoch.
  public static let zero = Instant(milliseconds: 0)

  /// This instant moved by `duration` (rounded down to whole milliseconds), stopping at the ends
  /// of the clock rather than overflowing.
  public func advanced(by duration: Duration) -> Instant {
    let (sum, overflow) = milliseconds.addingReportingOverflow(duration.wholeMilliseconds)
    guard overflow else { return Instant(milliseconds: sum) }
    return Instant(milliseconds: duration < .zero ? Int64.min : Int64.max)
  }

  /// The time from `earlier` to this instant, stopping at the longest duration rather than
  /// overflowing.
  public func duration(since earlier: Instant) -> Duration {
    let (difference, overflow) = milliseconds.subtractingReportingOverflow(earlier.milliseconds)
    guard overflow else { return .milliseconds(difference) }
    return .milliseconds(earlier.milliseconds > milliseconds ? Int64.min : Int64.max)
  }

  public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.milliseconds < rhs.milliseconds }

  /// `T+1h02m03.400s` style: readable in logs and reports.
  public var description: String { "T+" + Duration.milliseconds(milliseconds).shortDescription }
}

extension Duration {
  /// The duration in whole milliseconds, rounded toward zero, stopping at the ends of `Int64`.
  public var wholeMilliseconds: Int64 {
    let (seconds, attoseconds) = components
    let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return seconds < 0 ? Int64.min : Int64.max }
    let (sum, sumOverflow) = product.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
    guard !sumOverflow else { return seconds < 0 ? Int64.min : Int64.max }
    return sum
  }

  /// The duration split as a clock reads it: its sign (`""` or `"-"`), then whole days, hours,
  /// minutes, seconds and milliseconds of its size (rounded toward zero).
  public var clockParts:
    (sign: String, days: Int64, hours: Int64, minutes: Int64, seconds: Int64, millis: Int64)
  {
    let total = wholeMilliseconds
    var rest = total == Int64.min ? Int64.max : abs(total)
    let millis = rest % 1000
    rest /= 1000
    return (
      total < 0 ? "-" : "", rest / 86_400, (rest % 86_400) / 3600, (rest % 3600) / 60, rest % 60,
      millis
    )
  }

  /// A compact human form: `1.5s`, `30m`, `12h`, `90d`, `1h02m03s`.
  public var shortDescription: String {
    let (sign, days, hours, minutes, seconds, millis) = clockParts
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    var text = ""
    // Below a larger unit every smaller one is written, so `1d00h00m00.05s` is not `1d00.05s`.
    let finer = seconds > 0 || millis > 0
    if days > 0 { text += "\(days)d" }
    if hours > 0 || (days > 0 && (minutes > 0 || finer)) {
      text += text.isEmpty ? "\(hours)h" : "\(two(hours))h"
    }
    if minutes > 0 || (!text.isEmpty && finer) {
      text += text.isEmpty ? "\(minutes)m" : "\(two(minutes))m"
    }
    if seconds > 0 || millis > 0 || text.isEmpty {
      var secondsText = text.isEmpty ? "\(seconds)" : two(seconds)
      if millis > 0 {
        var fraction = String(millis + 1000).dropFirst()
        while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
        secondsText += "." + fraction
      }
      text += secondsText + "s"
    }
    return sign + text
  }
}
