import TerminalUI

extension Key {
  /// The keys a tape presses by a name of their own, by that name (`Enter`, `Space`, `PageUp`).
  ///
  /// Tapes also press `Shift+Tab`, `F1` to `F12`, `Ctrl+` a letter and `Alt+` a character; a
  /// key a tape presses is written as its `description`.
  public static let tapeNamed: [String: Key] = [
    "Enter": .enter, "Tab": .tab, "Space": .character(" "), "Backspace": .backspace,
    "Delete": .delete, "Escape": .escape, "Up": .up, "Down": .down, "Left": .left,
    "Right": .right, "PageUp": .pageUp, "PageDown": .pageDown, "Home": .home, "End": .end,
  ]

  /// Whether a tape can press this key as a key line; false for characters other than the
  /// space (a tape types them), clicks, resizes, pastes and function keys past F12.
  public var isTapeKey: Bool {
    switch self {
    case .character(let character): character == " "
    case .function(let number): (1...12).contains(number)
    case .mouse, .resize, .paste: false
    case .enter, .tab, .backTab, .backspace, .delete, .escape, .up, .down, .left, .right, .pageUp,
      .pageDown, .home, .end, .control, .alt:
      true
    }
  }
}
