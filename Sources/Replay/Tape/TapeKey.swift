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

  /// The plain key named `name`, as `named[name]` gives it but by a switch over the names, which
  /// costs much less than hashing (`TapeVHSGrammarTests` and `TapeParseFastPathTests` check both
  /// agree).
  static func key(named name: String) -> TapeKey? {
    // Only the names of the key's length are compared (an ASCII name has no other spelling, so a
    // text of another length is never equal to it): each comparison that fails costs a call
    // into the standard library, and most command names are compared with none or one.
    switch name.utf8.count {
    case 2: return name == "Up" ? .up : nil
    case 3: return name == "Tab" ? .tab : name == "End" ? .end : nil
    case 4: return name == "Down" ? .down : name == "Left" ? .left : name == "Home" ? .home : nil
    case 5:
      return name == "Enter" ? .enter : name == "Space" ? .space : name == "Right" ? .right : nil
    case 6:
      return name == "Delete"
        ? .delete : name == "Escape" ? .escape : name == "PageUp" ? .pageUp : nil
    case 8: return name == "PageDown" ? .pageDown : nil
    case 9: return name == "Backspace" ? .backspace : nil
    default: return nil
    }
  }

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
