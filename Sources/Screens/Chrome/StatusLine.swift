/// The bottom line: the keys that work on the screen on display, the least important dropped
/// first when the terminal is narrow.
enum StatusLine {
  /// What decides the hints: a few facts about the screen on display and the terminal.
  struct Inputs: Equatable {
    /// More than one control to move between.
    var severalControls = false
    /// Any control at all.
    var anyControl = false
    /// Esc does something.
    var escapes = false
    /// A list whose rows the arrows move through.
    var hasList = false
    /// `q` quits (the app's or the home screen, with no text field focused).
    var quits = false
    /// F2/F3 toggle the panels.
    var narrow: Bool
    /// The columns available.
    var width: Int

    /// The facts for a screen with `content` (nil while the help shows) and the focused control.
    init(content: ScreenContent?, focusIsText: Bool, narrow: Bool, width: Int) {
      self.narrow = narrow
      self.width = width
      guard let content else { return }
      severalControls = content.controlIDs.count > 1
      anyControl = !content.controlIDs.isEmpty
      escapes = content.escapeControl != nil
      hasList = content.elements.contains { if case .list = $0 { true } else { false } }
      quits = (content.surface == .app || content.surface == .home) && !focusIsText
    }
  }

  /// The hints for `inputs` in `strings`' words, cut to their width if even the essential ones do
  /// not fit.
  static func text(for inputs: Inputs, strings: StringTable) -> String {
    var hints: [Hint] = []
    if inputs.severalControls { hints.append(.tab) }
    if inputs.anyControl { hints.append(.enter) }
    if inputs.escapes { hints.append(.escape) }
    if inputs.hasList { hints.append(.move) }
    if inputs.quits { hints.append(.quit) }
    hints.append(.help)
    hints.append(.panels)
    if inputs.narrow { hints.append(.narrowPanels) }
    hints.append(.quitMamsim)
    // Hints are joined by " · " (three columns); drop the least important while too wide.
    var texts = hints.map { strings.text($0.key) }
    var widths = texts.map { CharacterWidth.of(text: $0) }
    var width = widths.reduce(-3) { $0 + 3 + $1 }
    while width > inputs.width,
      let least = hints.indices.max(by: {
        hints[$0].importance < hints[$1].importance
          || (hints[$0].importance == hints[$1].importance && $0 > $1)
      }),
      hints[least].importance > 0
    {
      width -= 3 + widths[least]
      hints.remove(at: least)
      texts.remove(at: least)
      widths.remove(at: least)
    }
    let text = texts.joined(separator: " · ")
    return width > inputs.width ? TextWrap.truncate(text, width: inputs.width) : text
  }

  /// One hint: its words and how long it is kept when room runs out (lower is kept longer).
  private enum Hint: Int, CaseIterable {
    case tab, enter, escape, move, quit, help, panels, narrowPanels, quitMamsim

    /// The hint's words in the strings table.
    var key: StringKey {
      switch self {
      case .tab: .hintTab
      case .enter: .hintEnter
      case .escape: .hintEscape
      case .move: .hintMove
      case .quit: .hintQuit
      case .help: .hintHelp
      case .panels: .hintPanels
      case .narrowPanels: .hintNarrowPanels
      case .quitMamsim: .hintQuitMamsim
      }
    }

    var importance: Int {
      switch self {
      case .quitMamsim: 0
      case .help, .narrowPanels: 1
      case .enter: 2
      case .tab, .escape: 3
      case .move, .quit, .panels: 4
      }
    }
  }
}
