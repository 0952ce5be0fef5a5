import SessionEngine
import Strings
import TerminalUI

/// Draws the whole terminal for a front state over a session: the title, the phone, the side
/// panel (or the walkthrough's checklist), the status line, and the overlays.
///
/// A function of its inputs, drawn whole on a blank grid for every picture; the terminal works
/// out which cells changed.
struct FrontView {
  private let theme: Theme
  private let strings: StringTable
  /// Draws the phone's screen.
  private let phoneRenderer: LayoutRenderer

  /// A view drawing in `theme` with `strings`.
  init(theme: Theme, strings: StringTable) {
    self.theme = theme
    self.strings = strings
    self.phoneRenderer = LayoutRenderer(theme: theme, strings: strings)
  }

  /// The picture of `front` over `session`, whose phone shows `look`, at `front.size`, with
  /// where its controls are (for clicks).
  func render(_ front: FrontState, _ session: some PhoneSessionView, _ look: SettledScreen)
    -> (buffer: CellBuffer, regions: [HitRegion])
  {
    let size = front.size
    let ui = front.ui
    guard let layout = Layout(size: size) else {
      var buffer = CellBuffer(size: size)
      drawTooSmall(front, session, into: &buffer)
      return (buffer, [])
    }
    let narrow = layout.panel == nil
    let showsPhone =
      !ui.showHelp && !(ui.controlPanel != nil && narrow) && ui.narrowPanel == .none
    var buffer = CellBuffer(size: size)
    if showsPhone { PhoneFrame.draw(layout.phoneFrame, into: &buffer) }
    var regions: [HitRegion] = []
    drawTitle(titleParts(session, width: size.columns), into: &buffer, size: size)
    if ui.showHelp {
      let page = HelpOverlay.page(front, session, strings: strings)
      drawLines(
        HelpOverlay.window(
          page.lines, rows: page.rows, offset: ui.helpOffset, width: layout.overlay.width,
          strings: strings
        ).map { ($0, CellStyle.plain) }, title: strings.text(.helpTitle),
        in: layout.overlay, into: &buffer)
    } else if let panel = ui.controlPanel, narrow {
      drawControlPanel(panel, front, session, in: layout.overlay, into: &buffer)
    } else if ui.narrowPanel != .none {
      let lines: [(String, CellStyle)]
      if let walkthrough = front.walkthrough, ui.narrowPanel == .scenario {
        // The checklist takes the side panel's place, so it is what F2 shows in full.
        lines = ChecklistPanel.lines(
          walkthrough, width: layout.overlay.width, height: layout.overlay.height)
      } else if let page = PanelOverlay.page(front, session, strings: strings) {
        // The scenario or the events whole: the reader scrolls what does not fit.
        lines = PanelOverlay.window(
          page.lines, rows: page.rows, width: layout.overlay.width, offset: ui.panelOffset,
          strings: strings)
      } else {
        lines = session.sidePanel(
          strings: strings, width: layout.overlay.width, height: layout.overlay.height,
          only: ui.narrowPanel)
      }
      drawLines(lines, title: nil, in: layout.overlay, into: &buffer)
    } else {
      regions = phoneRenderer.draw(
        look.content, ui: ui, spinnerFrame: Self.spinnerFrame(session), into: &buffer,
        area: layout.phoneScreen)
      if let panel = layout.panel, let controls = ui.controlPanel {
        drawControlPanel(controls, front, session, in: panel, into: &buffer)
      } else if let panel = layout.panel, let walkthrough = front.walkthrough {
        drawLines(
          ChecklistPanel.lines(walkthrough, width: panel.width, height: panel.height), title: nil,
          in: panel,
          into: &buffer)
      } else if let panel = layout.panel {
        let lines = session.sidePanel(
          strings: strings, width: panel.width, height: panel.height, only: .none)
        drawLines(lines, title: nil, in: panel, into: &buffer)
      }
    }
    let status = statusRow(front, session, content: look.content, narrow: narrow)
    buffer.put(status.text, x: 0, y: size.rows - 1, style: status.style)
    return (buffer, regions)
  }

  // MARK: - Parts

  /// The frame of the spinner now (it turns every 120 ms of the clock).
  private static func spinnerFrame(_ session: some PhoneSessionView) -> Int {
    Int(session.now.milliseconds / 120)
  }

  /// The status line's text and style for the screen with `content`.
  private func statusRow(
    _ front: FrontState, _ session: some PhoneSessionView, content: ScreenContent, narrow: Bool
  ) -> (text: String, style: CellStyle) {
    let ui = front.ui
    let width = front.size.columns
    if let notice = front.notice {
      return (TextWrap.truncate(notice, width: width), CellStyle(bold: true))
    }
    if narrow, let walkthrough = front.walkthrough, ui.controlPanel == nil, !ui.showHelp {
      // The key that shows the whole checklist comes first, so a narrow line never cuts it.
      let summary = ChecklistPanel.summary(walkthrough)
      let text =
        ui.narrowPanel == .scenario ? summary : strings.text(.hintChecklist, summary)
      return (TextWrap.truncate(text, width: width), CellStyle(bold: true))
    }
    let focused = ui.focus.flatMap { content.element(holding: $0) }
    let focusIsText = focused?.isTextEntry == true
    var focusIsDigits = false
    if case .pinBoxes(_, _, _, true)? = focused { focusIsDigits = true }
    var inputs = StatusLine.Inputs(
      content: ui.showHelp || ui.narrowPanel != .none ? nil : content,
      focused: ui.focus != nil, focusIsText: focusIsText,
      focusIsDigits: focusIsDigits, narrow: narrow,
      width: width)
    // The panel F2 shows whole scrolls as a long screen does when it is taller than its room.
    if !ui.showHelp, PanelOverlay.scrolls(front, session, strings: strings) {
      inputs.scrolls = true
    }
    let status =
      ui.controlPanel != nil
      ? TextWrap.truncate(strings.text(.controlHints), width: width)
      : StatusLine.text(for: inputs, strings: strings)
    return (status, CellStyle(dim: true))
  }

  private func drawControlPanel(
    _ panel: ControlPanel, _ front: FrontState, _ session: some PhoneSessionView, in area: Rect,
    into buffer: inout CellBuffer
  ) {
    let rows = session.controlRows(panel, strings: strings)
    let selection = front.ui.controlSelection
    buffer.put(
      session.controlTitle(panel, strings: strings), x: area.x, y: area.y,
      style: CellStyle(bold: true, underline: true))
    let footnote = TextWrap.lines(
      session.controlFootnote(panel, strings: strings), width: area.width)
    let room = max(1, area.height - 2 - footnote.count - 1)
    let first = max(0, min(selection - room / 2, rows.count - room))
    for (line, index) in (first..<min(rows.count, first + room)).enumerated() {
      let row = rows[index]
      let selected = index == selection
      let value = TextWrap.shorten(row.value, width: area.width / 2)
      // The selection mark's two columns, the label, a space, the value; a label that must be
      // shortened ends at a word with an ellipsis and keeps two spaces before the value.
      let fullWidth = area.width - CharacterWidth.of(text: value) - 3
      let label =
        CharacterWidth.of(text: row.label) <= fullWidth
        ? row.label : TextWrap.shorten(row.label, width: max(1, fullWidth - 1))
      let gap = String(
        repeating: " ",
        count: max(
          label == row.label ? 1 : 2,
          area.width - 2 - CharacterWidth.of(text: label) - CharacterWidth.of(text: value)))
      let text = (selected ? "› " : "  ") + label + gap + value
      let style =
        row.command == nil ? CellStyle(reverse: selected, dim: true) : CellStyle(reverse: selected)
      buffer.put(text, x: area.x, y: area.y + 2 + line, style: style, maxWidth: area.width)
    }
    // Rows beyond the window are said, above the list and in the gap under it.
    let below = rows.count - min(rows.count, first + room)
    if first > 0 {
      buffer.put("↑", x: area.x + area.width - 1, y: area.y, style: CellStyle(dim: true))
    }
    if below > 0, 2 + room < area.height - footnote.count {
      buffer.put(
        TextWrap.truncate(strings.text(counting: below, .panelMoreLines), width: area.width - 2),
        x: area.x + 2, y: area.y + 2 + room, style: CellStyle(dim: true), maxWidth: area.width - 2)
    }
    for (line, text) in footnote.enumerated() {
      buffer.put(
        text, x: area.x, y: area.y + area.height - footnote.count + line,
        style: CellStyle(dim: true))
    }
  }

  /// The title row's text, cut to fit `width` columns beside the clock, and the clock (whole
  /// seconds: an idle screen repaints once a second, not at every tick).
  private func titleParts(_ session: some PhoneSessionView, width: Int) -> TitleParts {
    let second = session.now.milliseconds / 1000 * 1000
    let clock = Instant(milliseconds: second).description
    let title = TextWrap.truncate(session.title(strings: strings), width: width - clock.count - 1)
    return TitleParts(title: title, clock: clock)
  }

  private func drawTitle(_ parts: TitleParts, into buffer: inout CellBuffer, size: TerminalSize) {
    buffer.put(parts.title, x: 0, y: 0, style: CellStyle(bold: true))
    buffer.put(parts.clock, x: size.columns - parts.clock.count, y: 0, style: CellStyle(dim: true))
  }

  private func drawLines(
    _ lines: [(String, CellStyle)], title: String?, in area: Rect, into buffer: inout CellBuffer
  ) {
    var y = area.y
    if let title {
      buffer.put(title, x: area.x, y: y, style: CellStyle(bold: true, underline: true))
      y += 2
    }
    for (text, style) in lines where y < area.y + area.height {
      buffer.put(
        TextWrap.truncate(text, width: area.width), x: area.x, y: y, style: style,
        maxWidth: area.width)
      y += 1
    }
  }

  /// The too-small message, or the help when it is asked for, cut to the terminal.
  private func drawTooSmall(
    _ front: FrontState, _ session: some PhoneSessionView, into buffer: inout CellBuffer
  ) {
    let size = front.size
    let width = max(1, size.columns)
    let lines: [String]
    if front.ui.showHelp {
      let page = HelpOverlay.page(front, session, strings: strings)
      lines = HelpOverlay.window(
        page.lines, rows: page.rows, offset: front.ui.helpOffset, width: width, strings: strings)
    } else {
      let needed = "\(Layout.minimum.columns)×\(Layout.minimum.rows)"
      let have = "\(size.columns)×\(size.rows)"
      let full = TextWrap.lines(strings.text(.tooSmall, needed, have), width: width)
      // Where the whole message does not fit, a short one and how to quit do; how to quit is
      // what stays when even that is cut.
      let short =
        TextWrap.lines(strings.text(.tooSmallShort, needed), width: width)
        + TextWrap.lines(strings.text(.tooSmallQuit), width: width)
      lines = full.count <= size.rows ? full : Array(short.suffix(max(1, size.rows)))
    }
    for (row, line) in lines.prefix(size.rows).enumerated() {
      buffer.put(line, x: 0, y: row, style: CellStyle(bold: true))
    }
  }

  /// The title's text and clock.
  private struct TitleParts {
    var title: String
    var clock: String
  }
}
