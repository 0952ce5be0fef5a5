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
  /// The characters a paste of `text` types: its printable characters, the space included.
  ///
  /// Each run of line breaks and tabs inside it becomes one space, so pasted lines and
  /// paragraphs keep their words apart (a run at the start or the end types nothing: a copied
  /// address ends with its line break). Escape sequences in it (colours, window titles) are
  /// left out whole, not only their ESC; other control characters are left out.
  public static func typedText(ofPaste text: String) -> [Character] {
    var kept = String.UnicodeScalarView()
    var pendingSpace = false
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscapeSequence(&scalars)
      } else if isBreakOrTab(scalar) {
        pendingSpace = !kept.isEmpty
      } else if scalar.properties.generalCategory != .control {
        if pendingSpace { kept.append(" ") }
        pendingSpace = false
        kept.append(scalar)
      }
    }
    // Characters as the screen shows them: a letter and its accent, an emoji sequence, as one.
    return Array(String(kept))
  }

  /// Whether `scalar` breaks a line or is a tab (CR, LF, NEL, LS, PS, TAB, VT, FF).
  private static func isBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Reads past the rest of an escape sequence whose ESC was just read (`EscapeSequence`).
  private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
    var body: [UInt32] = []
    while let next = scalars.next() {
      body.append(next.value)
      if EscapeSequence.isComplete(body) { return }
    }
  }
}
