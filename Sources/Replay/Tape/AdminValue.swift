/// The value an `Admin policy` command sets: `true`/`false`, a number, or quoted text.
public enum AdminValue: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// `true` or `false`.
  case bool(Bool)
  /// A number such as `6` or `30.5`.
  case number(Double)
  /// Quoted text.
  case string(String)

  /// The value as a tape writes it.
  public var description: String {
    switch self {
    case .bool(let flag): "\(flag)"
    case .number(let value):
      value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
    case .string(let text): TapeQuoting.quoted(text)
    }
  }
}
