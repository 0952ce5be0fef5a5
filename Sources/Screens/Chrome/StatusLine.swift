/// The bottom line: the keys that work on the screen on display, the least important dropped
/// first when the terminal is narrow.
enum StatusLine {
  /// The hints for a screen with `content` and the focused control, fitting `width` columns.
  static func text(for content: ScreenContent?, focusIsText: Bool, narrow: Bool, width: Int)
    -> String
  {
    // (importance: lower is kept longer, hint)
    var hints: [(Int, String)] = []
    if let content {
      if content.controlIDs.count > 1 { hints.append((3, "Tab next")) }
      if !content.controlIDs.isEmpty { hints.append((2, "Enter select")) }
      if content.escapeControl != nil { hints.append((3, "Esc back")) }
      if content.elements.contains(where: { if case .list = $0 { true } else { false } }) {
        hints.append((4, "↑↓ move"))
      }
      if content.surface == .app || content.surface == .home, !focusIsText {
        hints.append((4, "q quit"))
      }
    }
    hints.append((1, "F1 help"))
    hints.append((4, "F4 device · F5 admin"))
    if narrow { hints.append((1, "F2/F3 panels")) }
    hints.append((0, "Ctrl+C quit"))
    func joined() -> String { hints.map(\.1).joined(separator: " · ") }
    while CharacterWidth.of(text: joined()) > width,
      let least = hints.indices.max(by: {
        hints[$0].0 < hints[$1].0 || (hints[$0].0 == hints[$1].0 && $0 > $1)
      }),
      hints[least].0 > 0
    {
      hints.remove(at: least)
    }
    return joined()
  }
}
