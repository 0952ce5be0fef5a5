/// The kind of value an MDX policy holds, which decides what a policy file may write for it.
public enum MDXPolicyValueKind: Equatable, Hashable, Sendable {
  /// `true` or `false`.
  case boolean
  /// A whole number from `minimum` to `maximum`.
  case integer(minimum: Int, maximum: Int)
  /// One of a few words.
  case choice([String])
  /// The text of `value`, when valid for this kind, as `getValueOfPolicy` would answer it.
  public func normalised(_ value: String) -> String? {
    let trimmed = value.trimmingWhitespace()
    // No valid value is long: a long one is refused without lowercasing it (once per word).
    guard trimmed.utf8.count <= Self.longestValue else { return nil }
    switch self {
    case .boolean:
      switch trimmed.lowercased() {
      case "true": return "true"
      case "false": return "false"
      default: return nil
      }
    case .integer(let minimum, let maximum):
      guard let number = Int(trimmed), number >= minimum, number <= maximum else { return nil }
      return String(number)
    case .choice(let words):
      return words.first { $0.lowercased() == trimmed.lowercased() }
    }
  }

  /// The most UTF-8 bytes a valid value of any kind has, white space around it trimmed (a whole
  /// number written with many leading zeros is the longest that could be meant).
  static let longestValue = 64

  /// What a valid value looks like, for a diagnostic.
  public var expectation: String {
    switch self {
    case .boolean: "true or false"
    case .integer(let minimum, let maximum): "a whole number from \(minimum) to \(maximum)"
    case .choice(let words): "one of " + words.joined(separator: ", ")
    }
  }
}
