import SessionEngine
import Strings
import TerminalUI

/// The F1 help: every key mamsim knows, then what the side panel is for.
enum HelpOverlay {
  /// The keys, one line each, in the order the help lists them.
  static let keys: [StringKey] = [
    .helpTab, .helpArrows, .helpPages, .helpEnter, .helpEscape, .helpBackspace, .helpMouse,
    .helpQuit,
    .helpCtrlC, .helpCtrlL, .helpF1, .helpF2F3, .helpF4, .helpF5,
  ]

  /// The columns the closing note is wrapped to (about as wide as the key lines).
  static let noteWidth = 60

  /// The help's lines in `strings`' words, the closing note wrapped to `width` columns or
  /// `noteWidth`, whichever is fewer.
  static func lines(_ strings: StringTable, width: Int = noteWidth) -> [String] {
    keys.map { strings.text($0) } + [""]
      + TextWrap.lines(strings.text(.helpPanelNote), width: max(1, min(width, noteWidth)))
  }

  /// The key and the description of a key line (`F4   device panel: ...`), split at the
  /// first run of two spaces; nil for any other line.
  static func keyAndDescription(_ line: String) -> (key: String, description: Substring)? {
    guard let gap = line.firstRange(of: "  "),
      let start = line[gap.upperBound...].firstIndex(where: { $0 != " " })
    else { return nil }
    return (String(line[..<start]), line[start...])
  }

  /// Whether key lines in `width` columns go one above their description: when one does not
  /// fit and its key column would leave too little room beside it. Decided for the whole page,
  /// so every key is laid out alike.
  static func stacksKeys(_ lines: [String], width: Int) -> Bool {
    lines.contains { line in
      guard CharacterWidth.of(text: line) > width, let parts = keyAndDescription(line) else {
        return false
      }
      return CharacterWidth.of(text: parts.key) + 24 > width
    }
  }

  /// `line` in lines of at most `width` columns: a key line (`F4   device panel: ...`) goes on
  /// under its description where that leaves room, or, `stacked`, its key alone on a line and
  /// its description under it, indented; any other line is wrapped as text.
  static func wrapped(_ line: String, width: Int, stacked: Bool = false) -> [String] {
    if stacked, let parts = keyAndDescription(line) {
      let key = parts.key.trimmedOfWhitespace
      return [key]
        + TextWrap.lines(String(parts.description), width: max(1, width - 2)).map {
          "  " + $0
        }
    }
    guard CharacterWidth.of(text: line) > width else { return [line] }
    if let parts = keyAndDescription(line) {
      let indent = CharacterWidth.of(text: parts.key)
      // Under its description when that leaves room for a few words a line.
      if indent + 24 <= width {
        let description = TextWrap.lines(String(parts.description), width: width - indent)
        let blank = String(repeating: " ", count: indent)
        return description.enumerated().map { ($0.offset == 0 ? parts.key : blank) + $0.element }
      }
    }
    return TextWrap.lines(line, width: width)
  }

  /// The help as a page of the front's terminal: its lines, wrapped to the overlay under the
  /// title (or, while the terminal is too small for the phone, to the terminal), and how many
  /// rows show them.
  static func page(_ front: FrontState, _ session: some PhoneSessionView, strings: StringTable)
    -> (lines: [String], rows: Int)
  {
    let width: Int
    let rows: Int
    if let layout = Layout(size: front.size) {
      // The title and the blank row under it take two rows.
      (width, rows) = (max(1, layout.overlay.width), max(1, layout.overlay.height - 2))
    } else {
      (width, rows) = (max(1, front.size.columns), max(1, front.size.rows))
    }
    let given = session.helpLines(strings: strings, width: width)
    let stacked = stacksKeys(given, width: width)
    let lines = given.flatMap { wrapped($0, width: width, stacked: stacked) }
    return (lines, rows)
  }

  /// What `rows` rows show of `lines` from line `offset` on: the lines, after a line counting
  /// those above when the window does not start at the top, and before one counting those
  /// below when it does not reach the end (no counting lines in fewer than 3 rows; each
  /// shortened between words to `width` columns).
  static func window(
    _ lines: [String], rows: Int, offset: Int, width: Int = .max, strings: StringTable
  ) -> [String] {
    let window = ScrollWindow(count: lines.count, rows: rows, offset: offset)
    return [window.lineAbove(strings, width: width)].compactMap { $0 }
      + lines[window.start..<window.end]
      + [window.lineBelow(strings, width: width)].compactMap { $0 }
  }

  /// The help's first line after `key` (↑ ↓, Page Up/Down, Home, End) moved it from `offset`
  /// in a page of `rows` rows holding `lineCount` lines; nil for any other key.
  static func offset(after key: Key, from offset: Int, lineCount: Int, rows: Int) -> Int? {
    let last = ScrollWindow.maximumOffset(count: lineCount, rows: rows)
    let page = max(1, rows - 2)
    let moved: Int
    switch key {
    case .up: moved = offset - 1
    case .down: moved = offset + 1
    case .pageUp: moved = offset - page
    case .pageDown: moved = offset + page
    case .home: moved = 0
    case .end: moved = last
    default: return nil
    }
    return min(max(0, moved), last)
  }
}
