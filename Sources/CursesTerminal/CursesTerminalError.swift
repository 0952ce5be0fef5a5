/// Why the curses terminal could not start.
public enum CursesTerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or output is a pipe or a file, not a terminal.
  case notATerminal
  /// No usable terminfo entry exists for the `TERM` value (empty when `TERM` is unset).
  case unknownTerminalType(String)

  /// One line that says what is wrong, for the user.
  public var message: String {
    switch self {
    case .notATerminal:
      "mamsim needs a terminal: standard input/output is not one"
    case .unknownTerminalType(let name) where name.isEmpty:
      "mamsim cannot drive this terminal: TERM is not set (try TERM=xterm-256color)"
    case .unknownTerminalType(let name):
      "mamsim cannot drive this terminal: no terminfo entry could be loaded for TERM=\(name)"
    }
  }

  /// The same as `message`.
  public var description: String { message }
}
