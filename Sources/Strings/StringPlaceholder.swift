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
  /// `unknown`.
  public static func parse(_ template: String) -> (
    placeholders: [StringPlaceholder], unknown: [String]
  ) {
    var placeholders: [StringPlaceholder] = []
    var unknown: [String] = []
    var next = 1
    let characters = Array(template)
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard characters[index] == "%" else { continue }
      guard index + 1 < characters.count else {
        unknown.append("%")
        break
      }
      let following = characters[index + 1]
      if following == "%" {
        index += 1
        continue
      }
      if let kind = Kind(rawValue: String(following)) {
        placeholders.append(StringPlaceholder(argument: next, kind: kind, written: "%\(following)"))
        next += 1
        index += 1
        continue
      }
      if let digit = following.wholeNumberValue, digit >= 1, index + 3 < characters.count,
        characters[index + 2] == "$", let kind = Kind(rawValue: String(characters[index + 3]))
      {
        placeholders.append(
          StringPlaceholder(argument: digit, kind: kind, written: "%\(digit)$\(kind.rawValue)"))
        index += 3
        continue
      }
      unknown.append("%" + String(following))
    }
    return (placeholders, unknown)
  }
}
