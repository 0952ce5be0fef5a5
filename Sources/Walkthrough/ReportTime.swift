import SessionEngine

/// Times as the walkthrough's checklist and reports write them: always to the millisecond, so
/// one report never mixes precisions, and with the decimal sign of the report's language.
enum ReportTime {
  /// `instant` as `T+7.465s`, `T+24.290s`, `T+2m05.250s` or `T+1h02m03.000s` (German and Italian
  /// `T+7,465s`).
  static func text(_ instant: Instant, language: Language) -> String {
    "T+" + text(Duration.milliseconds(instant.milliseconds), language: language)
  }

  /// `duration` as `7.465s`, `2m05.250s`, `1h02m03.000s` or `3d01h02m03.000s`, the seconds
  /// always with three decimals in `language`'s decimal sign.
  static func text(_ duration: Duration, language: Language) -> String {
    let (sign, days, hours, minutes, seconds, millis) = duration.clockParts
    func padded(_ value: Int64, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    var text = ""
    if days > 0 { text += "\(days)d" }
    if !text.isEmpty || hours > 0 { text += text.isEmpty ? "\(hours)h" : padded(hours, 2) + "h" }
    if !text.isEmpty || minutes > 0 {
      text += text.isEmpty ? "\(minutes)m" : padded(minutes, 2) + "m"
    }
    text += text.isEmpty ? "\(seconds)" : padded(seconds, 2)
    return sign + text + decimalSign(language) + padded(millis, 3) + "s"
  }

  /// The sign between whole and fractional seconds in `language`.
  static func decimalSign(_ language: Language) -> String {
    switch language {
    case .german, .italian: ","
    case .english, .simplifiedChinese: "."
    }
  }
}
