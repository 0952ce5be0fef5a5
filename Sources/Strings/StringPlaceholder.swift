/// A parameter in a sentence's template: `%@` (text) or `%d` (a whole number), possibly
/// numbered (`%2$@`) so that a translation can put the arguments in another order.
public struct StringPlaceholder: Equatable, Hashable, Sendable {
  /// What a parameter holds.
  public enum Kind: String, Equatable, Hashable, Sendable {
    /// `%@`: text.
    case text = "@"
    /// `%d`: a whole number.
    case number = "d"
  }

  /// The 1-based argument this placeholder shows.
  public var argument: Int
  /// Text or number.
  public var kind: Kind
  /// The placeholder as written, e.g. `%@` or `%2$d`.
  public var written: String

  /// The highest argument number a template may use.
  public static let maximumArgument = 9

  /// Every placeholder of `template`, in order; unnumbered ones take the next argument. `%%` is a
  /// percent sign; a `%` followed by anything else is written as it is and is returned in
  /// `unknown` (read by `StringTemplate`, the one reader of templates).
  public static func parse(_ template: String) -> (
    placeholders: [StringPlaceholder], unknown: [String]
  ) {
    let read = StringTemplate(template)
    return (read.placeholders, read.unknown)
  }
}
