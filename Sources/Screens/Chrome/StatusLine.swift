/// The bottom line: the keys that work on the screen on display.
enum StatusLine {
  /// The hints for a screen with `content` and the focused control.
  static func text(for content: ScreenContent?, focusIsText: Bool, narrow: Bool) -> String {
    var hints: [String] = []
    if let content {
      if content.controlIDs.count > 1 { hints.append("Tab next") }
      if !content.controlIDs.isEmpty { hints.append("Enter select") }
      if content.escapeControl != nil { hints.append("Esc back") }
      if content.elements.contains(where: { if case .list = $0 { true } else { false } }) {
        hints.append("↑↓ move")
      }
      if content.surface == .app || content.surface == .home, !focusIsText {
        hints.append("q quit")
      }
    }
    hints.append("F1 help")
    if narrow { hints += ["F2 scenario", "F3 events"] }
    hints.append("Ctrl+C quit")
    return hints.joined(separator: " · ")
  }
}
