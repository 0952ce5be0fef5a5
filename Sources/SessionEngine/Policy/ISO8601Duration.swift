/// Reads and writes ISO 8601 durations the way Microsoft Graph sends them (`PT30M`, `P90D`).
///
/// Weeks, days, hours, minutes and seconds are accepted, with fractions on any of them and an
/// optional sign. Years and months are refused because their length depends on the calendar.
/// A duration may be at most `maximumDays` days long either way, so that no clock arithmetic on it
/// can overflow.
public enum ISO8601Duration {
  private static let attosecondsPerSecond: Int128 = 1_000_000_000_000_000_000

  /// The longest duration accepted, in days (100 years): longer ones are refused as too long.
  public static let maximumDays = 36_500

  /// The longest duration accepted, `maximumDays` days.
  public static var maximum: Duration { .seconds(Int64(maximumDays) * 86_400) }

  /// The duration `text` stands for.
  public static func parse(_ text: String) throws(ISO8601DurationError) -> Duration {
    func fail(_ reason: String) -> ISO8601DurationError {
      ISO8601DurationError(text: text, reason: reason)
    }
    var rest = Substring(text.uppercased())
    var negative = false
    if let sign = rest.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      rest = rest.dropFirst()
    }
    guard rest.first == "P" else {
      throw fail(
        text.isEmpty ? "it is empty" : "a duration starts with P (for example PT30M or P90D)")
    }
    rest = rest.dropFirst()
    // Unit letters in the order they may appear, with their length in seconds.
    let dateUnits: [(Character, Int128)] = [("W", 604_800), ("D", 86_400)]
    let timeUnits: [(Character, Int128)] = [("H", 3600), ("M", 60), ("S", 1)]
    var total: Int128 = 0
    var inTime = false
    var componentCount = 0
    var timeComponentCount = 0
    var nextUnit = 0
    while !rest.isEmpty {
      if rest.first == "T" {
        guard !inTime else { throw fail("T appears twice") }
        inTime = true
        nextUnit = 0
        rest = rest.dropFirst()
        continue
      }
      let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
      rest = rest.dropFirst(number.count)
      guard !number.isEmpty else {
        throw fail("expected a number where \"\(rest.prefix(1))\" is")
      }
      guard let unit = rest.first else {
        throw fail("the number \(number) has no unit letter after it")
      }
      rest = rest.dropFirst()
      if !inTime, unit == "Y" || unit == "M" {
        throw fail(
          "years and months have no fixed length; write the period in weeks or days (P90D)")
      }
      let units = inTime ? timeUnits : dateUnits
      guard let position = units.firstIndex(where: { $0.0 == unit }) else {
        let allowed = inTime ? "H, M or S after T" : "W or D before T"
        throw fail("\"\(unit)\" is not a unit here (use \(allowed))")
      }
      guard position >= nextUnit else {
        throw fail("\"\(unit)\" is out of order or repeated")
      }
      nextUnit = position + 1
      total += try attoseconds(number, unitSeconds: units[position].1, in: text)
      guard total <= Int128(maximumDays) * 86_400 * attosecondsPerSecond else {
        throw fail("it is too long: the maximum is \(maximumDays) days (P\(maximumDays)D)")
      }
      componentCount += 1
      if inTime { timeComponentCount += 1 }
    }
    guard !inTime || timeComponentCount > 0 else {
      throw fail("T must be followed by hours, minutes or seconds")
    }
    guard componentCount > 0 else { throw fail("it has no amount (for example PT0S)") }
    if negative { total = -total }
    return duration(attoseconds: total)
  }

  /// The canonical text of `duration`: days, hours, minutes, seconds, only the parts that are
  /// not zero (`P1DT2H30M`, `PT1.5S`, `-PT5M`); zero is `PT0S`.
  public static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    var total = Int128(seconds) * attosecondsPerSecond + Int128(attoseconds)
    let sign = total < 0 ? "-" : ""
    total = Int128(total.magnitude)
    let fraction = total % attosecondsPerSecond
    let whole = total / attosecondsPerSecond
    let days = whole / 86_400
    let hours = whole % 86_400 / 3600
    let minutes = whole % 3600 / 60
    let secs = whole % 60
    var text = sign + "P"
    if days > 0 { text += "\(days)D" }
    if hours > 0 || minutes > 0 || secs > 0 || fraction > 0 || days == 0 {
      text += "T"
      if hours > 0 { text += "\(hours)H" }
      if minutes > 0 { text += "\(minutes)M" }
      if secs > 0 || fraction > 0 || (hours == 0 && minutes == 0) {
        text += "\(secs)"
        if fraction > 0 {
          var digits = String(fraction + attosecondsPerSecond).dropFirst()
          while digits.hasSuffix("0") { digits = digits.dropLast() }
          text += "." + digits
        }
        text += "S"
      }
    }
    return text
  }

  /// `number` (digits with an optional `.` or `,` fraction) times `unitSeconds`, in attoseconds.
  private static func attoseconds(
    _ number: Substring, unitSeconds: Int128, in text: String
  ) throws(ISO8601DurationError) -> Int128 {
    let parts = number.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
    let fractionText = parts.count == 2 ? parts[1] : ""
    guard parts.count <= 2, let wholeText = parts.first,
      !(wholeText.isEmpty && fractionText.isEmpty)
    else {
      throw ISO8601DurationError(text: text, reason: "\"\(number)\" is not a number")
    }
    // Only digits are left here, so more than 19 of them (past leading zeros) is a number
    // longer than any duration accepted, not something else.
    let digits = wholeText.drop { $0 == "0" }
    guard digits.count <= 19, let whole = digits.isEmpty ? 0 : Int128(digits),
      whole <= Int128(maximumDays) * 86_400 / unitSeconds
    else {
      throw ISO8601DurationError(
        text: text,
        reason: "it is too long: the maximum is \(maximumDays) days (P\(maximumDays)D)")
    }
    // Keep 18 fraction digits at most: that is already an attosecond of a second.
    let kept = String(fractionText.prefix(18))
    let padded = kept + String(repeating: "0", count: 18 - kept.count)
    let fraction = Int128(padded) ?? 0
    return whole * unitSeconds * attosecondsPerSecond + fraction * unitSeconds
  }

  private static func duration(attoseconds total: Int128) -> Duration {
    let seconds = total / attosecondsPerSecond
    let rest = total % attosecondsPerSecond
    return Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(rest))
  }
}
