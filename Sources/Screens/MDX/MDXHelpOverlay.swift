import Strings

/// The keys of the one front over a Citrix MDX session, as F1 lists them over the phone.
enum MDXHelpOverlay {
  /// The keys, one line each, in the order the help lists them.
  static let keys: [StringKey] = [
    .helpTab, .helpEnter, .helpEscape, .helpBackspace, .helpMouse, .helpQuit, .helpCtrlC,
    .helpCtrlL, .helpF1,
    .helpF2F3, .mdxHelpF4, .mdxHelpF5,
  ]

  /// The help's lines in `strings`' words, the closing note wrapped to `width`.
  static func lines(_ strings: StringTable, width: Int) -> [String] {
    keys.map { strings.text($0) } + [""]
      + TextWrap.lines(strings.text(.mdxHelpNote), width: max(1, min(width, HelpOverlay.noteWidth)))
  }
}
