/// A key press (or a click, or a resize) as the app sees it, whatever terminal it came from.
public enum Key: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// A printable character, space included.
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Shift+Tab.
  case backTab
  /// Backspace (erase to the left).
  case backspace
  /// Delete (erase under the cursor).
  case delete
  /// Escape on its own.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// A function key, `F1` is `.function(1)`.
  case function(Int)
  /// Ctrl with a key, as a lowercase letter: Ctrl-C is `.control("c")`.
  case control(Character)
  /// Alt (Meta) with a key, kept as typed: Alt+X is `.alt("X")`, Alt+x is `.alt("x")`.
  case alt(Character)
  /// A left click at a zero-based column and row.
  case mouse(x: Int, y: Int)
  /// The terminal changed size.
  case resize
  /// Text pasted into the terminal (bracketed paste): typed into the focused field as it is,
  /// never read as keys (a Tab or a space in it presses nothing).
  case paste(String)

  /// The name a person would write, and a tape does: `Ctrl+C`, `F1`, `Enter`, `Space`, `a`.
  public var description: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift+Tab"
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
    case .function(let number): "F\(number)"
    case .control(let character): "Ctrl+\(String(character).uppercased())"
    case .alt(let character): "Alt+\(character)"
    case .mouse(let x, let y): "Click(\(x),\(y))"
    case .resize: "Resize"
    case .paste(let text): "Paste(\(text.count) characters)"
    }
  }
}

extension Key {
  /// Whether `character` of a paste is typed: printable characters, the space included; line
  /// breaks, tabs and other control characters are left out.
  public static func isPastable(_ character: Character) -> Bool {
    !character.unicodeScalars.contains { scalar in
      scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
  }
}
