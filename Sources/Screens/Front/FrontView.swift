import SessionEngine

/// Draws the whole terminal for a front state over a session: the title, the phone, the side
/// panel (or the walkthrough's checklist), the status line, and the overlays.
///
/// A function of its inputs. What it keeps is only to draw less: in the usual layout only the
/// parts whose inputs changed since the last picture are drawn again, over that picture;
/// anything else is drawn afresh. `IncrementalRenderTests` compares each picture with one drawn
/// afresh through whole flows.
final class FrontView {
  private let theme: Theme
  private let strings: StringTable
  private var sidePanel: SidePanelCache
  /// Draws the phone's screen, keeping wrapped lines from one picture to the next.
  private let phoneRenderer: LayoutRenderer
  /// The phone's screens drawn so far, by this view and others sharing the cache.
  private let drawings: DrawingCache
  /// The picture last drawn in the usual layout, drawn over for the next one.
  private var frame: Frame?
  /// The clock's text last made, for the whole second it shows, with its length in characters.
  private var clock: (second: Int64, text: String, count: Int)?
  /// The title last made, for the world revision and room it was made for.
  private var title: (world: UInt64, room: Int, text: String)?
  /// The status lines made so far in `strings`, with what each was made for (shared with the
  /// other views of `drawings` drawing in the same words).
  private let status: SharedStatusLines
  /// Where the controls of the last picture are, for clicks.
  private(set) var regions: [HitRegion] = []

  /// A view drawing in `theme` with `strings`, keeping the phone's screens and wrapped lines in
  /// `drawings` (which other views, such as the other plays of a tape runner, may share).
  init(theme: Theme, strings: StringTable, drawings: DrawingCache = DrawingCache()) {
    self.theme = theme
    self.strings = strings
    self.drawings = drawings
    self.phoneRenderer = LayoutRenderer(theme: theme, wraps: drawings.wraps)
    self.status = drawings.statusLines(for: strings)
    self.sidePanel = SidePanelCache(sharing: drawings.eventLines)
  }

  /// The picture of `front` over `session`, whose phone shows `look`, at `front.size`.
  func render(_ front: FrontState, _ session: some PhoneSessionView, _ look: SettledScreen)
    -> CellBuffer
  {
    let size = front.size
    let ui = front.ui
    let content = look.content
    guard let layout = Layout(size: size), !ui.showHelp, ui.controlPanel == nil,
      layout.panel != nil || ui.narrowPanel == .none
    else {
      frame = nil
      return drawAfresh(front, session, look)
    }
    var kept = frame.flatMap { $0.layout == layout ? $0 : nil } ?? Frame(layout: layout)
    frame = nil
    // Hold the picture alone, so that drawing over it does not copy it.
    var buffer = kept.buffer ?? outlinedBlank(layout)
    kept.buffer = nil
    // A reader of the last picture's text reads again only the rows drawn over from here on.
    buffer.markRowsUnchanged()

    let title = titleParts(session, width: size.columns)
    if kept.title != title {
      // As filling the row and drawing the title leaves it: the title's line (made to fit
      // beside the clock, so never cut), kept in the drawing cache, then the clock.
      let cells = drawings.line(title.title, style: CellStyle(bold: true), width: size.columns)
      buffer.copy(Rect(x: 0, y: 0, width: size.columns, height: 1), from: cells, toX: 0, y: 0)
      buffer.put(
        title.clock, x: size.columns - title.clock.count, y: 0, style: CellStyle(dim: true))
      kept.title = title
    }

    let spinning = content.elements.contains { if case .spinner = $0 { true } else { false } }
    let spinner = Self.spinnerFrame(session)
    let phone = Frame.Phone(content: content, ui: ui, spinnerFrame: spinning ? spinner : nil)
    let phoneIsKept = kept.phone == phone
    if !phoneIsKept {
      drawPhone(phone, spinnerFrame: spinner, area: layout.phoneScreen, into: &buffer)
      kept.phone = phone
    }

    if let panel = layout.panel {
      let lines =
        front.walkthrough.map { ChecklistPanel.lines($0, width: panel.width) }
        ?? session.sidePanel(
          &sidePanel, strings: strings, width: panel.width, height: panel.height, only: .none)
      // The side panel's cache hands back the very lines it gave last while nothing changed:
      // the same storage (kept alive here, so not reused) holds the same lines, already drawn.
      let sameLines =
        kept.panelLines.map { last in
          last.count == lines.count
            && last.withUnsafeBufferPointer { old in
              lines.withUnsafeBufferPointer { old.baseAddress == $0.baseAddress }
            }
        } ?? false
      let drawn = sameLines ? [] : lines.map { Frame.Line(text: $0.0, style: $0.1) }
      let shown = kept.panel
      if !sameLines, shown == nil || shown != drawn {
        // Only the rows whose line changed (a new event usually changes one or two); every row
        // the first time (the rows below the lines blank, as filling the panel leaves them).
        let rows = shown.map { min(panel.height, max($0.count, drawn.count)) } ?? panel.height
        for row in 0..<rows {
          let line = row < drawn.count ? drawn[row] : nil
          if let shown, line == (row < shown.count ? shown[row] : nil) { continue }
          // The row as filling it and drawing the line there leaves it (copied from the lines
          // drawn before when the same line shows again).
          let cells = drawings.line(
            line?.text ?? "", style: line?.style ?? .plain, width: panel.width)
          buffer.copy(
            Rect(x: 0, y: 0, width: panel.width, height: 1), from: cells, toX: panel.x,
            y: panel.y + row)
        }
        kept.panel = drawn
      }
      kept.panelLines = lines
    }

    // The status row reads the notice, the content and the front's focus (this layout shows no
    // help or control panel), and in a narrow layout the walkthrough: with the same phone and
    // notice, and no walkthrough to summarize, it is the row already drawn.
    let narrow = layout.panel == nil
    let statusIsKept =
      phoneIsKept && kept.status != nil && kept.notice == front.notice
      && !(narrow && front.walkthrough != nil)
    if !statusIsKept {
      let status = statusRow(front, content: content, narrow: narrow)
      if kept.status != status {
        // The status text never needs cutting (it is made to fit): the same cells as filling
        // the row and putting the text.
        let cells = drawings.line(status.text, style: status.style, width: size.columns)
        buffer.copy(
          Rect(x: 0, y: 0, width: size.columns, height: 1), from: cells, toX: 0, y: size.rows - 1)
        kept.status = status
      }
      kept.notice = front.notice
    }

    kept.buffer = buffer
    frame = kept
    return buffer
  }

  /// Draws the phone's screen into `area`, or copies it from `drawings` when one was drawn from
  /// the same inputs before; sets the cursor and the regions.
  private func drawPhone(
    _ phone: Frame.Phone, spinnerFrame: Int, area: Rect, into buffer: inout CellBuffer
  ) {
    let key = PhonePicture.Key(
      area: area, spinnerFrame: phone.spinnerFrame, content: phone.content, ui: phone.ui,
      theme: theme)
    let whole = Rect(x: 0, y: 0, width: area.width, height: area.height)
    if let picture = drawings.picture(for: key) {
      buffer.copy(whole, from: picture.cells, toX: area.x, y: area.y)
      buffer.cursorPosition = picture.cursor
      regions = picture.regions
      return
    }
    buffer.cursorPosition = nil
    regions = phoneRenderer.draw(
      phone.content, ui: phone.ui, spinnerFrame: spinnerFrame, into: &buffer, area: area)
    var cells = CellBuffer(width: area.width, height: area.height)
    cells.copy(area, from: buffer, toX: 0, y: 0)
    drawings.keep(
      PhonePicture(key: key, cells: cells, regions: regions, cursor: buffer.cursorPosition))
  }

  /// Every part of the picture drawn anew on a blank grid (what `render` must always equal).
  func drawAfresh(_ front: FrontState, _ session: some PhoneSessionView, _ look: SettledScreen)
    -> CellBuffer
  {
    let size = front.size
    let ui = front.ui
    guard let layout = Layout(size: size) else {
      var buffer = CellBuffer(size: size)
      drawTooSmall(front, session, into: &buffer)
      regions = []
      return buffer
    }
    let narrow = layout.panel == nil
    let showsPhone =
      !ui.showHelp && !(ui.controlPanel != nil && narrow) && !(narrow && ui.narrowPanel != .none)
    // The outline never changes for a layout: start from a copy with it drawn. It lies below
    // the title row, so drawing it before the title gives the same picture.
    var buffer = showsPhone ? outlinedBlank(layout) : CellBuffer(size: size)
    drawTitle(titleParts(session, width: size.columns), into: &buffer, size: size)
    if ui.showHelp {
      drawLines(
        session.helpLines(strings: strings, width: layout.overlay.width).map {
          ($0, CellStyle.plain)
        }, title: strings.text(.helpTitle),
        in: layout.overlay, into: &buffer)
      regions = []
    } else if let panel = ui.controlPanel, narrow {
      drawControlPanel(panel, front, session, in: layout.overlay, into: &buffer)
      regions = []
    } else if narrow, ui.narrowPanel != .none {
      let lines: [(String, CellStyle)]
      if let walkthrough = front.walkthrough, ui.narrowPanel == .scenario {
        // The checklist takes the side panel's place, so it is what F2 shows in full.
        lines = ChecklistPanel.lines(walkthrough, width: layout.overlay.width)
      } else {
        lines = session.sidePanel(
          &sidePanel, strings: strings, width: layout.overlay.width,
          height: layout.overlay.height, only: ui.narrowPanel)
      }
      drawLines(lines, title: nil, in: layout.overlay, into: &buffer)
      regions = []
    } else {
      regions = phoneRenderer.draw(
        look.content, ui: ui, spinnerFrame: Self.spinnerFrame(session), into: &buffer,
        area: layout.phoneScreen)
      if let panel = layout.panel, let controls = ui.controlPanel {
        drawControlPanel(controls, front, session, in: panel, into: &buffer)
      } else if let panel = layout.panel, let walkthrough = front.walkthrough {
        drawLines(
          ChecklistPanel.lines(walkthrough, width: panel.width), title: nil, in: panel,
          into: &buffer)
      } else if let panel = layout.panel {
        let lines = session.sidePanel(
          &sidePanel, strings: strings, width: panel.width, height: panel.height, only: .none)
        drawLines(lines, title: nil, in: panel, into: &buffer)
      }
    }
    let status = statusRow(front, content: look.content, narrow: narrow)
    buffer.put(status.text, x: 0, y: size.rows - 1, style: status.style)
    return buffer
  }

  // MARK: - Parts

  /// The frame of the spinner now (it turns every 120 ms of the clock).
  private static func spinnerFrame(_ session: some PhoneSessionView) -> Int {
    Int(session.now.milliseconds / 120)
  }

  /// The status line's text and style for the screen with `content`.
  private func statusRow(_ front: FrontState, content: ScreenContent, narrow: Bool) -> Frame.Line {
    let ui = front.ui
    let width = front.size.columns
    if let notice = front.notice {
      return Frame.Line(text: TextWrap.truncate(notice, width: width), style: CellStyle(bold: true))
    }
    if narrow, let walkthrough = front.walkthrough, ui.controlPanel == nil, !ui.showHelp {
      // The key that shows the whole checklist comes first, so a narrow line never cuts it.
      let summary = ChecklistPanel.summary(walkthrough)
      let text =
        ui.narrowPanel == .scenario ? summary : strings.text(.hintChecklist, summary)
      return Frame.Line(
        text: TextWrap.truncate(text, width: width), style: CellStyle(bold: true))
    }
    let focusIsText = ui.focus.flatMap { content.element(holding: $0) }?.isTextEntry == true
    let status =
      ui.controlPanel != nil
      ? TextWrap.truncate(strings.text(.controlHints), width: width)
      : statusText(
        StatusLine.Inputs(
          content: ui.showHelp ? nil : content, focusIsText: focusIsText, narrow: narrow,
          width: width))
    return Frame.Line(text: status, style: CellStyle(dim: true))
  }

  /// The status line for `inputs`, cut to their width, made once for each `inputs` seen lately.
  private func statusText(_ inputs: StatusLine.Inputs) -> String {
    status.text(for: inputs)
  }

  /// A blank frame of `layout`'s size with the phone's outline drawn, drawn once per layout for
  /// all the views sharing `drawings`.
  private func outlinedBlank(_ layout: Layout) -> CellBuffer {
    drawings.outlinedBlank(layout)
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
      let value = TextWrap.truncate(row.value, width: area.width / 2)
      let labelWidth = area.width - CharacterWidth.of(text: value) - 3
      let label = TextWrap.truncate(row.label, width: max(1, labelWidth))
      let gap = String(
        repeating: " ",
        count: max(
          1, area.width - 2 - CharacterWidth.of(text: label) - CharacterWidth.of(text: value)))
      let text = (selected ? "› " : "  ") + label + gap + value
      let style =
        row.command == nil ? CellStyle(reverse: selected, dim: true) : CellStyle(reverse: selected)
      buffer.put(text, x: area.x, y: area.y + 2 + line, style: style, maxWidth: area.width)
    }
    for (line, text) in footnote.enumerated() {
      buffer.put(
        text, x: area.x, y: area.y + area.height - footnote.count + line,
        style: CellStyle(dim: true))
    }
  }

  /// The title row's text, cut to fit `width` columns beside the clock.
  private func titleParts(_ session: some PhoneSessionView, width: Int) -> TitleParts {
    // Whole seconds: an idle screen repaints once a second, not at every tick. The clock's
    // text is made once a second shown, not at every picture.
    let second = session.now.milliseconds / 1000 * 1000
    let made: (second: Int64, text: String, count: Int)
    if let kept = self.clock, kept.second == second {
      made = kept
    } else {
      let text = Instant(milliseconds: second).description
      made = (second, text, text.count)
      self.clock = made
    }
    let clock = made.text
    let room = width - made.count - 1
    if let title, title.world == session.worldRevision, title.room == room {
      return TitleParts(title: title.text, clock: clock)
    }
    let text = TextWrap.truncate(session.title(strings: strings), width: room)
    title = (session.worldRevision, room, text)
    return TitleParts(title: text, clock: clock)
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
      lines = session.helpLines(strings: strings, width: width).flatMap {
        TextWrap.lines($0, width: width)
      }
    } else {
      let needed = "\(Layout.minimum.columns)×\(Layout.minimum.rows)"
      let have = "\(size.columns)×\(size.rows)"
      lines = TextWrap.lines(strings.text(.tooSmall, needed, have), width: width)
    }
    for (row, line) in lines.prefix(size.rows).enumerated() {
      buffer.put(line, x: 0, y: row, style: CellStyle(bold: true))
    }
  }

  /// The picture last drawn in the usual layout, with what each of its parts was drawn from.
  private struct Frame {
    /// A line of text in a style.
    struct Line: Equatable {
      var text: String
      var style: CellStyle
    }
    /// What the phone's screen was drawn from.
    struct Phone: Equatable {
      var content: ScreenContent
      var ui: UIState
      var spinnerFrame: Int?
    }
    var layout: Layout
    var buffer: CellBuffer?
    var title: TitleParts?
    var phone: Phone?
    var panel: [Line]?
    /// The lines `panel` was made from, as handed over.
    var panelLines: [(String, CellStyle)]?
    var status: Line?
    /// The notice the status row was made with.
    var notice: String?
  }

  /// The title's text and clock.
  private struct TitleParts: Equatable {
    var title: String
    var clock: String
  }
}
