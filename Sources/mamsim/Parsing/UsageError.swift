import SessionEngine

/// A mistake in the command line: what is wrong, a likely fix, and which help to read.
///
/// Printed on standard error as one line:
/// `mamsim: unknown option '--forse' for 'record'; did you mean '--force'? (see 'mamsim record --help')`.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in our own words.
  var message: String
  /// What the user probably meant, when a close spelling exists.
  var suggestion: String?
  /// The command whose help explains the fix, or nil for mamsim's own help.
  var topic: CommandName?

  /// The whole line written on standard error.
  var description: String {
    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
    let help = topic.map { "mamsim \($0.rawValue) --help" } ?? "mamsim --help"
    return "mamsim: \(message)\(hint) (see '\(help)')"
  }

  /// An option the command does not have; suggests the closest one it does have.
  static func unknownOption(_ option: String, of command: CommandSpec) -> UsageError {
    let names = command.options.map(\.name)
    return UsageError(
      message: "unknown option '\(option)' for '\(command.name.rawValue)'",
      suggestion: KeySuggestion.closest(to: option, in: names), topic: command.name)
  }

  /// An option that needs a value but was given none.
  static func missingValue(_ option: OptionSpec, of command: CommandSpec) -> UsageError {
    UsageError(
      message: "option '\(option.name)' needs a value (\(option.synopsis))", topic: command.name)
  }

  /// A value outside the option's fixed set; suggests the closest allowed value.
  static func badValue(_ value: String, for option: OptionSpec, of command: CommandSpec)
    -> UsageError
  {
    let allowed = option.allowedValues.joined(separator: " or ")
    return UsageError(
      message: "option '\(option.name)' takes \(allowed), not '\(value)'",
      suggestion: KeySuggestion.closest(to: value, in: option.allowedValues), topic: command.name)
  }

  /// A flag given a value with `=`.
  static func unexpectedValue(for option: OptionSpec, of command: CommandSpec) -> UsageError {
    UsageError(message: "option '\(option.name)' takes no value", topic: command.name)
  }

  /// An option given twice.
  static func repeated(_ option: OptionSpec, of command: CommandSpec) -> UsageError {
    UsageError(message: "option '\(option.name)' is given more than once", topic: command.name)
  }

  /// Two options that cannot be used together.
  static func conflict(_ first: OptionSpec, _ second: OptionSpec, of command: CommandSpec)
    -> UsageError
  {
    UsageError(
      message: "options '\(first.name)' and '\(second.name)' cannot be used together",
      topic: command.name)
  }

  /// Fewer plain arguments than the command needs.
  static func missingOperand(of command: CommandSpec) -> UsageError {
    let rule = command.operands
    let article = rule.placeholder.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    let count = rule.maximum == 1 ? article : "at least one"
    return UsageError(
      message: "'\(command.name.rawValue)' needs \(count) \(rule.placeholder) argument",
      topic: command.name)
  }

  /// A plain argument beyond what the command takes.
  static func extraArgument(_ argument: String, of command: CommandSpec) -> UsageError {
    UsageError(
      message: "unexpected argument '\(argument)' for '\(command.name.rawValue)'",
      topic: command.name)
  }

  /// A command name mamsim does not know; suggests the closest known one.
  static func unknownCommand(_ name: String) -> UsageError {
    UsageError(
      message: "unknown command '\(name)'",
      suggestion: KeySuggestion.closest(to: name, in: CommandName.allCases.map(\.rawValue)),
      topic: nil)
  }
}
