/// A command's arguments sorted by the option table: flags given, option values and plain arguments.
struct ParsedArguments: Equatable, Sendable {
  /// The names of the flags given: `--live`.
  var flags: Set<String> = []
  /// The value of each option given one: `--speed` → `2`.
  var values: [String: String] = [:]
  /// The plain arguments, in order.
  var operands: [String] = []
  /// Whether `--help` or `-h` was given.
  var wantsHelp = false

  /// Whether the flag `option` was given.
  func has(_ option: OptionSpec) -> Bool { flags.contains(option.name) }

  /// The value given to `option`, if any.
  func value(_ option: OptionSpec) -> String? { values[option.name] }
}
