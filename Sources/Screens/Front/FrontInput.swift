import TerminalUI

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

extension FrontInput {
  /// Whether the input is a person's touch (a key or a click), not word from the session or
  /// the terminal.
  var reachesThePhone: Bool {
    switch self {
    case .key(let key): key != .resize
    case .click: true
    case .resize, .tick: false
    }
  }
}
