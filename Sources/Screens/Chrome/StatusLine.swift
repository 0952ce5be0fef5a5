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

  /// The hints for a screen with `content` and the focused control, fitting `width` columns.
  static func text(for content: ScreenContent?, focusIsText: Bool, narrow: Bool, width: Int)
    -> String
  {
    text(for: Inputs(content: content, focusIsText: focusIsText, narrow: narrow, width: width))
  }

  /// The hints for `inputs`.
  static func text(for inputs: Inputs) -> String {
    // (importance: lower is kept longer, hint)
    var hints: [(Int, String)] = []
    if inputs.severalControls { hints.append((3, "Tab next")) }
    if inputs.anyControl { hints.append((2, "Enter select")) }
    if inputs.escapes { hints.append((3, "Esc back")) }
    if inputs.hasList { hints.append((4, "↑↓ move")) }
    if inputs.quits { hints.append((4, "q quit")) }
    hints.append((1, "F1 help"))
    hints.append((4, "F4 device · F5 admin"))
    if inputs.narrow { hints.append((1, "F2/F3 panels")) }
    hints.append((0, "Ctrl+C quit"))
    // Hints are joined by " · " (three columns); drop the least important while too wide.
    var width = hints.reduce(-3) { $0 + 3 + CharacterWidth.of(text: $1.1) }
    while width > inputs.width,
      let least = hints.indices.max(by: {
        hints[$0].0 < hints[$1].0 || (hints[$0].0 == hints[$1].0 && $0 > $1)
      }),
      hints[least].0 > 0
    {
      width -= 3 + CharacterWidth.of(text: hints[least].1)
      hints.remove(at: least)
    }
    return hints.map(\.1).joined(separator: " · ")
  }
}
