/// How many plain arguments (files, tapes, actions) a command takes, and what they are called.
struct OperandRule: Equatable, Sendable {
  /// What one argument is called in messages and help: `FILE`, `TAPE`.
  var placeholder: String
  /// The fewest accepted.
  var minimum: Int
  /// The most accepted, or nil for no limit.
  var maximum: Int?

  /// A command that takes no plain arguments.
  static let none = OperandRule(placeholder: "", minimum: 0, maximum: 0)

  /// A command that takes one or more arguments named `placeholder`.
  static func oneOrMore(_ placeholder: String) -> OperandRule {
    OperandRule(placeholder: placeholder, minimum: 1, maximum: nil)
  }

  /// A command that takes exactly one argument named `placeholder`.
  static func one(_ placeholder: String) -> OperandRule {
    OperandRule(placeholder: placeholder, minimum: 1, maximum: 1)
  }

  /// A command that takes at most one argument named `placeholder`.
  static func optional(_ placeholder: String) -> OperandRule {
    OperandRule(placeholder: placeholder, minimum: 0, maximum: 1)
  }
}
