/// One option a command accepts: its spelling, whether it takes a value, and its help line.
struct OptionSpec: Equatable, Sendable {
  /// The long spelling, with its dashes: `--scenario`.
  var name: String
  /// The name of the value in help (`FILE`), or nil for a flag that takes no value.
  var placeholder: String?
  /// The only values accepted, when the option has a fixed set; empty means any value.
  var allowedValues: [String]
  /// What the option does, one line for the help text.
  var summary: String

  /// Creates an option that takes no value.
  static func flag(_ name: String, _ summary: String) -> OptionSpec {
    OptionSpec(name: name, placeholder: nil, allowedValues: [], summary: summary)
  }

  /// Creates an option followed by a value named `placeholder` in help.
  static func value(
    _ name: String, _ placeholder: String, allowed: [String] = [], _ summary: String
  ) -> OptionSpec {
    OptionSpec(name: name, placeholder: placeholder, allowedValues: allowed, summary: summary)
  }

  /// Whether the option is followed by a value.
  var takesValue: Bool { placeholder != nil }

  /// How the option reads in help: `--scenario FILE` or `--ephemeral`.
  var synopsis: String { placeholder.map { "\(name) \($0)" } ?? name }
}
