import TerminalUI

/// Why the program's loop returned.
public enum ProgramEnding: Equatable, Sendable {
  /// The user (or the viewer of a live replay) quit.
  case quit
  /// A termination signal arrived; the terminal must be restored and the status be 128 + it.
  case signal(Int32)
  /// The session clock reached the instant the loop was asked to run until.
  case reached
  /// A key for the caller of a loop whose keys go to it (`Program.KeyRoute.caller`).
  case key(Key)
}
