/// A property list's whole number, exactly as written: any value from `Int64.min` to `UInt64.max`.
///
/// Apple's tools write integers up to 2^63 − 1 as signed 64-bit values and larger ones (up to
/// `UInt64.max`) as unsigned, in a 16-byte binary integer; no `Double` holds all of them, so the
/// readers keep the number itself and the writer spells it digit for digit.
public struct PlistInteger: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The values a property list's integer may hold.
  public static let range = Int128(Int64.min)...Int128(UInt64.max)

  /// The words for a number outside `range` (the readers' diagnostics: "… is too large: …").
  static let tooLarge =
    "too large: a property list's integer holds \(Int64.min) to \(UInt64.max)"

  /// The number.
  public let value: Int128

  /// The number `value`, when it is in `range`.
  public init?(exactly value: Int128) {
    guard Self.range.contains(value) else { return nil }
    self.value = value
  }

  /// A signed 64-bit number.
  public init(_ value: Int64) {
    self.value = Int128(value)
  }

  /// An unsigned 64-bit number.
  public init(_ value: UInt64) {
    self.value = Int128(value)
  }

  /// The decimal digits `text` spells, with an optional `-` or `+` sign; nil when `text` is not
  /// such a number or the number is outside `range`.
  public init?(digits text: String) {
    let negative = text.hasPrefix("-")
    let body = negative || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    guard !body.isEmpty, body.allSatisfy(\.isASCIIDigit) else { return nil }
    // Leading zeros do not make a number larger: drop them before counting digits.
    let significant = body.drop { $0 == "0" }
    guard significant.count <= 20 else { return nil }
    let magnitude: Int128? = significant.isEmpty ? 0 : Int128(significant)
    guard let magnitude else { return nil }
    self.init(exactly: negative ? -magnitude : magnitude)
  }

  /// The number in decimal digits, as XML spells it.
  public var description: String { String(value) }

  /// The nearest `Double`, for readers of numbers that need no more (a duration in seconds).
  public var doubleValue: Double { Double(value) }
}

extension PlistInteger: ExpressibleByIntegerLiteral {
  /// A number written in code.
  public init(integerLiteral value: Int64) {
    self.init(value)
  }
}
