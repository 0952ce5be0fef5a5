/// Everything mamsim knows about one command: what it accepts and how its help reads.
struct CommandSpec: Equatable, Sendable {
  /// The command's name.
  var name: CommandName
  /// The short form for the list of commands, without the leading `mamsim `: `replay [options] TAPE...`.
  var synopsis: String
  /// The usage lines, without the leading `mamsim `: `check FILE...`.
  var usage: [String]
  /// One line for the list of commands in `mamsim --help`.
  var summary: String
  /// What the command does, a few lines for its own help.
  var details: [String]
  /// The options it accepts, `--help` included.
  var options: [OptionSpec]
  /// The plain arguments it takes.
  var operands: OperandRule
  /// Command lines worth copying, without the leading `mamsim `.
  var examples: [String]
  /// What exit status 1 means for this command.
  var failureMeaning: String

  /// The option spelled `name`, if the command has one.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}
