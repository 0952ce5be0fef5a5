/// A key a tape presses, as written in the tape (`Enter`, `Ctrl+C`, `F5`, `Shift+Tab`, ...).
public enum TapeKey: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The Return key.
  case enter
  /// The Tab key.
  case tab
  /// The space bar.
  case space
  /// Backspace (delete to the left).
  case backspace
  /// Delete (delete to the right).
  case delete
  /// Escape.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Shift+Tab (back tab).
  case shiftTab
  /// A function key, `F1` to `F12`.
  case function(Int)
  /// Control with a character, stored lowercased (`Ctrl+C` is `control("c")`).
  case control(Character)
  /// Alt (Meta) with a character, kept as written (`Alt+X` is `alt("X")`).
  case alt(Character)

  /// The plain keys by the name a tape uses for them.
  public static let named: [String: TapeKey] = [
    "Enter": .enter, "Tab": .tab, "Space": .space, "Backspace": .backspace, "Delete": .delete,
    "Escape": .escape, "Up": .up, "Down": .down, "Left": .left, "Right": .right,
    "PageUp": .pageUp, "PageDown": .pageDown, "Home": .home, "End": .end,
  ]

  /// The key as a tape writes it.
  public var description: String {
    switch self {
    case .enter: "Enter"
    case .tab: "Tab"
    case .space: "Space"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .escape: "Escape"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .home: "Home"
    case .end: "End"
    case .shiftTab: "Shift+Tab"
    case .function(let number): "F\(number)"
    case .control(let character): "Ctrl+\(character.uppercased())"
    case .alt(let character): "Alt+\(character)"
    }
  }
}
