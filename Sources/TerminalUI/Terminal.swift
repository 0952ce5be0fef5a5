/// A screen the app draws on and reads keys from: ncurses interactively, memory in tests.
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: TerminalSize { get }
  /// Shows a whole frame; implementations may send only what changed since the last one.
  func draw(_ buffer: CellBuffer)
  /// Waits up to `timeout` for a key; nil when none arrived in time.
  func readKey(timeout: Duration) -> Key?
  /// Gives the terminal back to the shell; calling it again does nothing.
  func restore()
  /// A termination signal that arrived and should end the program, if any.
  var pendingSignal: Int32? { get }
}

extension Terminal {
  /// No signal: terminals that do not collect signals never have one pending.
  public var pendingSignal: Int32? { nil }
}
