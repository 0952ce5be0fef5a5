/// What reaches the front from outside: a key, a click on a control, a new terminal size, or
/// word that the session moved on (time passed, or the engine or the world changed).
public enum FrontInput: Equatable, Sendable {
  /// A key as the user pressed it.
  case key(Key)
  /// A click on control `control` (on row `row` of a list), resolved from the last picture.
  case click(control: String, row: Int?)
  /// The terminal now has this size.
  case resize(TerminalSize)
  /// The session moved on; the front catches up with it.
  case tick
}
