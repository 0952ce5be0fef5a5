import SessionEngine

/// Reads and writes tape durations: `500ms`, `2s`, `1.5s`, `.5`, `3m`, `2h`, `1d`; a bare number is
/// seconds (as in VHS, whose numbers may also start at the dot).
///
/// A duration is at most `maximumDays` days, the same limit as scenario durations.
public enum TapeDuration {
  /// The longest duration a tape may write, in days (`36500d`, 100 years).
  public static let maximumDays = ISO8601Duration.maximumDays

  /// Nanoseconds per unit, largest first (the order `format` tries them).
  private static let units: [(suffix: String, nanoseconds: Int128)] = [
    ("d", 86_400_000_000_000), ("h", 3_600_000_000_000), ("m", 60_000_000_000),
    ("s", 1_000_000_000), ("ms", 1_000_000),
  ]

  /// The duration `text` writes, or `nil` when it is not a non-negative number with a known unit
  /// or is longer than `maximumDays` days.
  public static func parse(_ text: String) -> Duration? {
    let digitsAndDot = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    let suffix = String(text.dropFirst(digitsAndDot.count))
    let parts = digitsAndDot.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first else { return nil }
    let fraction = parts.count == 2 ? parts[1] : ""
    if parts.count == 2 && fraction.isEmpty { return nil }
    if whole.isEmpty && fraction.isEmpty { return nil }
    let unit: Int128
    if suffix.isEmpty {
      unit = 1_000_000_000
    } else if let match = units.first(where: { $0.suffix == suffix }) {
      unit = match.nanoseconds
    } else {
      return nil
    }
    guard whole.count <= 12, let wholeValue = whole.isEmpty ? 0 : Int128(whole) else { return nil }
    let fractionDigits = fraction.prefix(12)
    var nanoseconds = wholeValue * unit
    if let fractionValue = Int128(fractionDigits), !fractionDigits.isEmpty {
      var scale: Int128 = 1
      for _ in fractionDigits { scale *= 10 }
      nanoseconds += fractionValue * unit / scale
    }
    guard nanoseconds <= Int128(maximumDays) * 86_400_000_000_000 else { return nil }
    return .nanoseconds(Int64(nanoseconds))
  }

  /// The shortest tape form of `duration`: the largest unit that divides it, else milliseconds.
  public static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = Int128(seconds) * 1_000_000_000 + Int128(attoseconds / 1_000_000_000)
    if nanoseconds == 0 { return "0s" }
    for unit in units where nanoseconds % unit.nanoseconds == 0 {
      return "\(nanoseconds / unit.nanoseconds)\(unit.suffix)"
    }
    let wholeMilliseconds = nanoseconds / 1_000_000
    var fraction = String(nanoseconds % 1_000_000)
    while fraction.count < 6 { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(wholeMilliseconds).\(fraction)ms"
  }
}
