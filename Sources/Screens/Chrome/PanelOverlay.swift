import Strings
import TerminalUI

/// The side panel shown whole over the phone (F2): every line of it, in a window the reader
/// scrolls with ↑ ↓, the page keys, Home and End, as on the Diagnostics screen.
///
/// Only the scenario panel scrolls: the walkthrough's checklist, which F2 shows in its place,
/// keeps the current step in view by itself, and the events panel (F3) keeps the newest calls.
enum PanelOverlay {
  /// Every line of the panel F2 shows for `front` over `session`, wrapped to the overlay, and
  /// how many rows show them; nil when the panel on display does not scroll (or there is no
  /// room for the overlay).
  static func page(_ front: FrontState, _ session: some PhoneSessionView, strings: StringTable)
    -> (lines: [(String, CellStyle)], rows: Int)?
  {
    guard front.ui.narrowPanel == .scenario, front.walkthrough == nil,
      let layout = Layout(size: front.size)
    else { return nil }
    let area = layout.overlay
    // As many rows as the panel has: nothing is left out, the window decides what shows.
    let lines = session.sidePanel(
      strings: strings, width: max(1, area.width), height: Int.max, only: .scenario)
    return (lines, max(1, area.height))
  }

  /// What `rows` rows of `width` columns show of `lines` from line `offset` on: the lines, after
  /// a line counting those above when the window does not start at the top, and before one
  /// counting those below when it does not reach the end.
  static func window(
    _ lines: [(String, CellStyle)], rows: Int, width: Int, offset: Int, strings: StringTable
  ) -> [(String, CellStyle)] {
    let window = ScrollWindow(count: lines.count, rows: rows, offset: offset)
    let marker = CellStyle(dim: true)
    var shown: [(String, CellStyle)] = []
    if let above = window.lineAbove(strings, width: width) { shown.append((above, marker)) }
    shown += lines[window.start..<window.end]
    if let below = window.lineBelow(strings, width: width) { shown.append((below, marker)) }
    return shown
  }

  /// Whether the panel F2 shows for `front` is taller than its room, so the arrows scroll it.
  static func scrolls(_ front: FrontState, _ session: some PhoneSessionView, strings: StringTable)
    -> Bool
  {
    guard let page = page(front, session, strings: strings) else { return false }
    return page.lines.count > page.rows
  }
}
