import Strings
import TerminalUI

/// The bottom line: the keys that work on the screen on display. When they do not fit, the hints
/// are first set closer (two spaces instead of " · "), then the least important are dropped; Tab,
/// Enter and F1 stay longest, then the F4 and F5 panels.
enum StatusLine {
  /// What decides the hints: a few facts about the screen on display and the terminal.
  struct Inputs: Equatable {
    /// More than one control to move between, or controls that Tab focuses while none has it.
    var severalControls = false
    /// A focused control, which Enter presses.
    var focusedControl = false
    /// The focus is on PIN boxes that take digits: they want digits, not Enter.
    var digits = false
    /// Esc does something.
    var escapes = false
    /// A list whose rows the arrows move through.
    var hasList = false
    /// The content scrolls with the arrows and the page keys.
    var scrolls = false
    /// `q` quits (the app's or the home screen, with no text field focused).
    var quits = false
    /// F2/F3 toggle the panels.
    var narrow: Bool
    /// The columns available.
    var width: Int

    /// The facts for a screen with `content` (nil while the help shows) and the focused control
    /// (`focused` false when nothing has the focus: Tab gives it, Enter presses nothing).
    init(
      content: ScreenContent?, focused: Bool = true, focusIsText: Bool,
      focusIsDigits: Bool = false, narrow: Bool, width: Int
    ) {
      self.narrow = narrow
      self.width = width
      guard let content else { return }
      let controls = content.controlIDs
      severalControls = controls.count > 1 || (!focused && !controls.isEmpty)
      focusedControl = focused && !controls.isEmpty
      digits = focusIsDigits
      escapes = content.escapeControl != nil
      hasList = content.elements.contains { if case .list = $0 { true } else { false } }
      scrolls = content.scrollable
      quits = (content.surface == .app || content.surface == .home) && !focusIsText
    }
  }

  /// The hints for `inputs` in `strings`' words, cut to their width if even the essential ones do
  /// not fit.
  static func text(for inputs: Inputs, strings: StringTable) -> String {
    var hints: [Hint] = []
    if inputs.severalControls { hints.append(.tab) }
    if inputs.digits {
      hints.append(.digits)
    } else if inputs.focusedControl {
      hints.append(.enter)
    }
    if inputs.escapes { hints.append(.escape) }
    if inputs.hasList { hints.append(.move) }
    if inputs.scrolls { hints.append(.scroll) }
    if inputs.quits { hints.append(.quit) }
    hints.append(.help)
    hints += [.devicePanel, .adminPanel]
    if inputs.narrow { hints.append(.narrowPanels) }
    hints.append(.quitMamsim)
    var texts = hints.map { strings.text($0.key) }
    var widths = texts.map { CharacterWidth.of(text: $0) }
    let wide = " · "
    let close = "  "
    var separator = wide
    func total() -> Int {
      widths.reduce(0, +) + max(0, widths.count - 1) * CharacterWidth.of(text: separator)
    }
    if total() > inputs.width { separator = close }
    // Drop the least important (the earlier of equals) while too wide.
    while total() > inputs.width,
      let least = hints.indices.max(by: {
        hints[$0].importance < hints[$1].importance
          || (hints[$0].importance == hints[$1].importance && $0 > $1)
      }),
      hints[least].importance > 0
    {
      // The two panel keys go together: "F5 admin" alone would read as the only panel.
      let panels: Set<Hint> = [.devicePanel, .adminPanel]
      let doomed = panels.contains(hints[least]) ? panels : [hints[least]]
      for index in hints.indices.reversed() where doomed.contains(hints[index]) {
        hints.remove(at: index)
        texts.remove(at: index)
        widths.remove(at: index)
      }
    }
    // Once some were dropped, the rest may fit with the wider separator again.
    separator = wide
    if total() > inputs.width { separator = close }
    let text = texts.joined(separator: separator)
    return total() > inputs.width ? TextWrap.truncate(text, width: inputs.width) : text
  }

  /// One hint: its words and how long it is kept when room runs out (lower is kept longer).
  private enum Hint: Int, CaseIterable {
    case tab, enter, digits, escape, move, scroll, quit, help, devicePanel, adminPanel
    case narrowPanels, quitMamsim

    /// The hint's words in the strings table.
    var key: StringKey {
      switch self {
      case .tab: .hintTab
      case .enter: .hintEnter
      case .digits: .hintDigits
      case .escape: .hintEscape
      case .move: .hintMove
      case .scroll: .hintScroll
      case .quit: .hintQuit
      case .help: .hintHelp
      case .devicePanel: .hintDevicePanel
      case .adminPanel: .hintAdminPanel
      case .narrowPanels: .hintNarrowPanels
      case .quitMamsim: .hintQuitMamsim
      }
    }

    var importance: Int {
      switch self {
      case .quitMamsim: 0
      // Tab is how a form's second field is reached: a new user needs it more than the panels.
      case .help, .narrowPanels, .enter, .digits, .tab: 1
      case .devicePanel, .adminPanel: 2
      case .escape, .scroll: 3
      case .move, .quit: 4
      }
    }
  }
}
