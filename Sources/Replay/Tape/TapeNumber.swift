/// Reads and writes the plain decimal numbers of `Set` values (`0.5`, `.25`, `12`).
enum TapeNumber {
  /// The value of `text` when it is digits with at most one dot (a digit on at least one side),
  /// at most 12 digits before the dot; `nil` otherwise.
  static func parse(_ text: Substring) -> Double? {
    var whole = 0.0
    var fraction = 0.0
    var scale = 1.0
    var digits = 0
    var wholeDigits = 0
    var seenDot = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = Double(byte - UInt8(ascii: "0"))
        digits += 1
        if seenDot {
          scale /= 10
          fraction += digit * scale
        } else {
          wholeDigits += 1
          whole = whole * 10 + digit
        }
      case UInt8(ascii: "."):
        if seenDot { return nil }
        seenDot = true
      default:
        return nil
      }
    }
    guard digits > 0, wholeDigits <= 12 else { return nil }
    return whole + fraction
  }

  /// `value` without a trailing `.0` when it is whole.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
    return "\(value)"
  }
}
