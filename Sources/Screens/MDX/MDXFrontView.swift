import MDXEngine
import SessionEngine

/// Draws the whole terminal for a Citrix MDX session: title, the phone with the screen of the
/// engine's phase, the API panel (or the F4/F5 panel) beside it, and the status line.
///
/// The same toolkit as the Intune `FrontView` — `Layout`, `PhoneFrame`, `LayoutRenderer`,
/// `StringTable`, `Theme` — over MDX state; a terminal too narrow for the panel shows the phone
/// alone (the panel opens over it).
public struct MDXFrontView {
  /// The colours.
  public var theme: Theme
  /// The sentences.
  public var strings: StringTable

  /// Creates a view.
  public init(theme: Theme, strings: StringTable = StringTable()) {
    self.theme = theme
    self.strings = strings
  }

  /// The picture of `front` over `state` in `scenario` at `now`.
  public func render(
    _ front: MDXFrontState, _ state: MDXState, scenario: MDXScenario, now: Instant,
    content: ScreenContent
  ) -> CellBuffer {
    frame(front, state, scenario: scenario, now: now, content: content).buffer
  }

  /// The picture, and where each control of the phone's screen was drawn (for mouse clicks).
  public func frame(
    _ front: MDXFrontState, _ state: MDXState, scenario: MDXScenario, now: Instant,
    content: ScreenContent
  ) -> (buffer: CellBuffer, regions: [HitRegion]) {
    let size = front.size
    var buffer = CellBuffer(size: size)
    let clock = Instant(milliseconds: now.milliseconds / 1000 * 1000).description
    let title = TextWrap.truncate(
      strings.text(.mdxTitle, scenario.appName, scenario.organisation),
      width: max(0, size.columns - clock.count - 1))
    buffer.put(title, x: 0, y: 0, style: CellStyle(bold: true))
    buffer.put(clock, x: max(0, size.columns - clock.count), y: 0, style: CellStyle(dim: true))
    guard let layout = Layout(size: size) else {
      let needed = "\(Layout.minimum.columns)×\(Layout.minimum.rows)"
      let have = "\(size.columns)×\(size.rows)"
      let lines = TextWrap.lines(strings.text(.tooSmall, needed, have), width: max(1, size.columns))
      for (row, line) in lines.prefix(max(0, size.rows - 1)).enumerated() {
        buffer.put(line, x: 0, y: row + 1, style: CellStyle(bold: true))
      }
      return (buffer, [])
    }
    if front.showHelp {
      let area = layout.overlay
      let lines =
        [(strings.text(.helpTitle), CellStyle(bold: true, underline: true)), ("", .plain)]
        + MDXHelpOverlay.lines(strings, width: area.width).map { ($0, CellStyle.plain) }
      drawLines(lines, in: area, into: &buffer)
      drawStatus(front, into: &buffer)
      return (buffer, [])
    }
    if let panel = front.panel, layout.panel == nil {
      drawPanel(panel, front, state, in: layout.overlay, into: &buffer)
      drawStatus(front, into: &buffer)
      return (buffer, [])
    }
    PhoneFrame.draw(layout.phoneFrame, into: &buffer)
    let regions = LayoutRenderer(theme: theme).draw(
      content, ui: front.ui, spinnerFrame: 0, into: &buffer, area: layout.phoneScreen)
    if let area = layout.panel {
      if let panel = front.panel {
        drawPanel(panel, front, state, in: area, into: &buffer)
      } else {
        drawLines(
          MdxApiPanel.lines(state, strings: strings, width: area.width), in: area, into: &buffer)
      }
    }
    drawStatus(front, into: &buffer)
    return (buffer, regions)
  }

  private func drawStatus(_ front: MDXFrontState, into buffer: inout CellBuffer) {
    let key: StringKey = front.panel == nil || front.showHelp ? .mdxStatus : .mdxPanelHints
    buffer.put(
      TextWrap.truncate(strings.text(key), width: front.size.columns), x: 0,
      y: front.size.rows - 1, style: CellStyle(dim: true))
  }

  private func drawPanel(
    _ panel: MDXPanelKind, _ front: MDXFrontState, _ state: MDXState, in area: Rect,
    into buffer: inout CellBuffer
  ) {
    let rows =
      panel == .device
      ? MDXControlRow.device(state, strings: strings) : MDXControlRow.admin(strings: strings)
    let yes = strings.text(.mdxPanelYes)
    let no = strings.text(.mdxPanelNo)
    var lines: [(String, CellStyle)] = [
      (
        strings.text(panel == .device ? .mdxPanelDevice : .mdxPanelAdmin),
        CellStyle(bold: true, underline: true)
      ),
      (
        strings.text(
          .mdxPanelState, state.secureHubInstalled ? yes : no, state.online ? yes : no,
          state.jailbroken ? yes : no), CellStyle(dim: true)
      ),
      ("", .plain),
    ]
    for (index, row) in rows.enumerated() {
      let selected = index == front.panelSelection
      lines.append(
        ((selected ? "> " : "  ") + row.label, CellStyle(bold: selected, reverse: selected)))
    }
    drawLines(lines, in: area, into: &buffer)
  }

  private func drawLines(
    _ lines: [(String, CellStyle)], in area: Rect, into buffer: inout CellBuffer
  ) {
    var y = area.y
    for (text, style) in lines where y < area.y + area.height {
      buffer.put(
        TextWrap.truncate(text, width: area.width), x: area.x, y: y, style: style,
        maxWidth: area.width)
      y += 1
    }
  }
}
