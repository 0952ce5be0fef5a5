import Strings
import TerminalUI

/// A side panel shown whole over the phone (F2 the scenario, F3 the events): every line of it,
/// in a window the reader scrolls with ↑ ↓, the page keys, Home and End, as on the Diagnostics
/// screen.
///
/// The events open at their end, the newest call last, and follow new calls for as long as the
/// reader stays there (`followsEnd`); scrolled up, the window stays where the reader put it.
/// The walkthrough's checklist, which F2 shows in the scenario's place, keeps the current step
/// in view by itself and does not scroll.
enum PanelOverlay {
  /// The offset of a window kept at the end of its lines however many there are.
  static let followsEnd = Int.max

  /// Every line of the panel F2 or F3 shows for `front` over `session`, wrapped to the overlay,
  /// and how many rows show them; nil when the panel on display does not scroll (or there is
  /// no room for the overlay).
  static func page(_ front: FrontState, _ session: some PhoneSessionView, strings: StringTable)
    -> (lines: [(String, CellStyle)], rows: Int)?
  {
    let panel = front.ui.narrowPanel
    guard panel == .events || (panel == .scenario && front.walkthrough == nil),
      let layout = Layout(size: front.size)
    else { return nil }
    let area = layout.overlay
    // As many rows as the panel has: nothing is left out, the window decides what shows.
    let lines = session.sidePanel(
      strings: strings, width: max(1, area.width), height: Int.max, only: panel)
    return (lines, max(1, area.height))
  }

  /// Where the reader's window starts for `offset` after `key` over `page`, or nil when `key`
  /// does not scroll: moved from where the window is now, and back to following the end when
  /// it reaches the end of the events.
  static func offset(
    after key: Key, from offset: Int, page: (lines: [(String, CellStyle)], rows: Int),
    events: Bool
  ) -> Int? {
    let last = ScrollWindow.maximumOffset(count: page.lines.count, rows: page.rows)
    guard
      let moved = HelpOverlay.offset(
        after: key, from: min(offset, last), lineCount: page.lines.count, rows: page.rows)
    else { return nil }
    return events && moved == last ? followsEnd : moved
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

  /// Whether the panel F2 or F3 shows for `front` is taller than its room, so the arrows
  /// scroll it.
  static func scrolls(_ front: FrontState, _ session: some PhoneSessionView, strings: StringTable)
    -> Bool
  {
    guard let page = page(front, session, strings: strings) else { return false }
    return page.lines.count > page.rows
  }
}
