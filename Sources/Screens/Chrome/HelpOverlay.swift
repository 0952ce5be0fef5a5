import Strings

/// The F1 help: every key mamsim knows, then what the side panel is for.
enum HelpOverlay {
  /// The keys, one line each, in the order the help lists them.
  static let keys: [StringKey] = [
    .helpTab, .helpArrows, .helpPages, .helpEnter, .helpEscape, .helpBackspace, .helpMouse,
    .helpQuit,
    .helpCtrlC, .helpF1, .helpF2F3, .helpF4, .helpF5,
  ]

  /// The columns the closing note is wrapped to (about as wide as the key lines).
  static let noteWidth = 60

  /// The help's lines in `strings`' words.
  static func lines(_ strings: StringTable) -> [String] {
    keys.map { strings.text($0) } + [""]
      + TextWrap.lines(strings.text(.helpPanelNote), width: noteWidth)
  }
}
