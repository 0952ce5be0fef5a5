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
    if let duration = plainDuration(text) { return duration }
    return try parseInFull(text)
  }

  /// The duration of a plain ASCII `text` (`PT30M`, `P90D`, `-PT0.5S`: an optional sign, `P`,
  /// then whole numbers of up to 15 digits, each with an optional fraction of up to 18 digits,
  /// before their unit letters in order), read by bytes; nil for any other text, which
  /// `parseInFull` reads (and refuses with its reason). `JSONObjectTests` compares the two.
  static func plainDuration(_ text: String) -> Duration? {
    var text = text
    return text.withUTF8 { bytes -> Duration? in
      var index = 0
      var negative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        negative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "p") else { return nil }
      index += 1
      // The unit letters (lower case) by their place in order, with their seconds; T is 2.
      func unit(_ letter: UInt8) -> (position: Int, seconds: Int128)? {
        switch letter {
        case UInt8(ascii: "w"): (0, 604_800)
        case UInt8(ascii: "d"): (1, 86_400)
        case UInt8(ascii: "h"): (3, 3600)
        case UInt8(ascii: "m"): (4, 60)
        case UInt8(ascii: "s"): (5, 1)
        default: nil
        }
      }
      let limit = Int128(maximumDays) * 86_400 * attosecondsPerSecond
      var next = 0
      var total: Int128 = 0
      var components = 0
      var inTime = false
      var timeComponents = 0
      while index < bytes.count {
        if bytes[index] | 0x20 == UInt8(ascii: "t") {
          guard next <= 2 else { return nil }
          next = 3
          inTime = true
          index += 1
          continue
        }
        var whole: Int128 = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
          whole = whole * 10 + Int128(bytes[index] - 0x30)
          digits += 1
          index += 1
        }
        guard digits > 0, digits <= 15, index < bytes.count else { return nil }
        var fraction: Int128 = 0
        if bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
          index += 1
          var fractionDigits = 0
          while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            fraction = fraction * 10 + Int128(bytes[index] - 0x30)
            fractionDigits += 1
            index += 1
          }
          guard fractionDigits > 0, fractionDigits <= 18, index < bytes.count else { return nil }
          for _ in fractionDigits..<18 { fraction *= 10 }
        }
        guard let (position, seconds) = unit(bytes[index] | 0x20), position >= next,
          (position > 2) == inTime, whole <= Int128(maximumDays) * 86_400 / seconds
        else { return nil }
        index += 1
        next = position + 1
        total += whole * seconds * attosecondsPerSecond + fraction * seconds
        guard total <= limit else { return nil }
        components += 1
        if inTime { timeComponents += 1 }
      }
      guard components > 0, !inTime || timeComponents > 0 else { return nil }
      return duration(attoseconds: negative ? -total : total)
    }
  }

  /// The duration `text` stands for, read through `String` (any text; the reason when refused).
  static func parseInFull(_ text: String) throws(ISO8601DurationError) -> Duration {
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
    guard wholeText.count <= 19, let whole = wholeText.isEmpty ? 0 : Int128(wholeText) else {
      throw ISO8601DurationError(text: text, reason: "\"\(number)\" is not a number")
    }
    guard whole <= Int128(maximumDays) * 86_400 / unitSeconds else {
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
