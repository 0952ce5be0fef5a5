import SessionEngine

/// The emulator as a person sees it: keys in, screens out. Both the curses front and headless
/// replays run exactly this; only the terminal and the clock differ.
public final class MamsimApp {
  /// The session under the screens.
  public let runtime: SessionRuntime
  /// The front's own state.
  public private(set) var ui = UIState() { didSet { uiRevision &+= 1 } }
  /// Changes whenever `ui` does.
  private var uiRevision: UInt64 = 0
  /// The screen `synchronize` settled on, kept while nothing it was built from changed.
  private var settled: Settled?
  /// The colours.
  public let theme: Theme
  /// The sentences.
  public let strings: StringTable
  private var regions: [HitRegion] = []
  private var walkthroughState: Walkthrough?
  private var sidePanel = SidePanelCache()
  /// The picture last drawn in the usual layout, drawn over for the next one.
  private var frame: Frame?
  /// The title last made, for the world revision and room it was made for.
  private var title: (world: UInt64, room: Int, text: String)?
  /// The status line last shown, with what it was made for.
  private var status: (inputs: StatusLine.Inputs, text: String)?
  /// A blank frame with the phone's outline drawn, for the layout it was drawn for.
  private var outlined: (layout: Layout, buffer: CellBuffer)?

  /// The guided test being walked through, if any, up to date with what the engine did.
  public var walkthrough: Walkthrough? {
    walkthroughState?.observe(state: runtime.state, log: runtime.log, now: runtime.now)
    return walkthroughState
  }

  /// An app over `runtime`, drawn with `theme`; with `launch`, the app is opened at once, as
  /// after installing it.
  public init(
    runtime: SessionRuntime, theme: Theme, strings: StringTable = StringTable(), launch: Bool = true
  ) {
    self.runtime = runtime
    self.theme = theme
    self.strings = strings
    if launch, !runtime.state.isRunning { runtime.launch() }
    synchronize()
  }

  /// Whether the user asked to quit.
  public var shouldQuit: Bool { ui.quitRequested }

  /// Starts walking the user through `kind`; the checklist replaces the side panel.
  public func startWalkthrough(_ kind: WalkthroughKind) {
    walkthroughState = Walkthrough(kind: kind, scenario: runtime.scenario, now: runtime.now)
    synchronize()
  }

  /// What a view may read now.
  public var context: ScreenContext { context(noting: ContextReads()) }

  /// What a view may read now; `reads` learns whether the view read the clock or `ui`.
  private func context(noting reads: ContextReads) -> ScreenContext {
    ScreenContext(
      state: runtime.state, ui: ui, scenario: runtime.scenario, now: runtime.now, strings: strings,
      log: runtime.log, reads: reads)
  }

  /// The screen the phone shows now.
  public var currentScreen: any PhoneScreen { ScreenRouter.screen(for: context) }

  /// What the phone shows now, as data.
  public var currentContent: ScreenContent { currentScreen.content(context) }

  // MARK: - Input

  /// Handles one key as a person pressed it.
  public func handle(_ key: Key) {
    let content = synchronize()
    let screen = settled?.screen ?? currentScreen
    defer { synchronize() }
    switch key {
    case .control("c"):
      ui.quitRequested = true
      return
    case .function(1):
      ui.showHelp.toggle()
      return
    case .function(2):
      ui.narrowPanel = ui.narrowPanel == .scenario ? .none : .scenario
      return
    case .function(3):
      ui.narrowPanel = ui.narrowPanel == .events ? .none : .events
      return
    case .function(4), .function(5):
      let panel: ControlPanel = key == .function(4) ? .device : .admin
      ui.controlPanel = ui.controlPanel == panel ? nil : panel
      ui.controlSelection = 0
      return
    case .resize:
      return
    default:
      break
    }
    if let panel = ui.controlPanel {
      handlePanel(panel, key: key)
      return
    }
    if ui.showHelp || ui.narrowPanel != .none {
      if key == .escape || key == .enter || key == .character("q") {
        ui.showHelp = false
        ui.narrowPanel = .none
      }
      return
    }
    let focusElement = ui.focus.flatMap { content.element(holding: $0) }
    switch key {
    case .tab,
      .right where !isTextEntry(focusElement):
      moveFocus(by: 1, in: content)
    case .backTab,
      .left where !isTextEntry(focusElement):
      moveFocus(by: -1, in: content)
    case .down, .up:
      if case .list(let id, let rows) = focusElement {
        let current = ui.selection[id] ?? 0
        let next = current + (key == .down ? 1 : -1)
        if rows.indices.contains(next) {
          ui.selection[id] = next
        } else {
          moveFocus(by: key == .down ? 1 : -1, in: content)
        }
      } else {
        moveFocus(by: key == .down ? 1 : -1, in: content)
      }
    case .enter:
      guard let focus = ui.focus else { return }
      if isTextEntry(focusElement) {
        activate(content.defaultButton ?? focus, on: screen)
      } else {
        activate(focus, on: screen)
      }
    case .character(" ") where !isTextEntry(focusElement):
      if let focus = ui.focus { activate(focus, on: screen) }
    case .escape:
      if let control = content.escapeControl { activate(control, on: screen) }
    case .backspace, .delete:
      guard let focus = ui.focus, isTextEntry(focusElement) else { return }
      ui.fields[focus] = String((ui.fields[focus] ?? "").dropLast())
    case .character(let character):
      type(character, into: focusElement, content: content, screen: screen)
    case .mouse(let x, let y):
      click(x: x, y: y, content: content, screen: screen)
    default:
      break
    }
  }

  /// Keys while a control panel is open: move, apply, close.
  private func handlePanel(_ panel: ControlPanel, key: Key) {
    let items = panel.items(runtime)
    switch key {
    case .up: ui.controlSelection = max(0, ui.controlSelection - 1)
    case .down: ui.controlSelection = min(items.count - 1, ui.controlSelection + 1)
    case .pageUp: ui.controlSelection = max(0, ui.controlSelection - 10)
    case .pageDown: ui.controlSelection = min(items.count - 1, ui.controlSelection + 10)
    case .enter, .character(" "):
      if items.indices.contains(ui.controlSelection) { items[ui.controlSelection].apply(runtime) }
    case .escape, .character("q"): ui.controlPanel = nil
    default: break
    }
  }

  private func isTextEntry(_ element: ScreenElement?) -> Bool {
    switch element {
    case .field?, .pinBoxes?: true
    default: false
    }
  }

  private func type(
    _ character: Character, into element: ScreenElement?, content: ScreenContent,
    screen: any PhoneScreen
  ) {
    switch element {
    case .field(let id, _, _)?:
      ui.fields[id, default: ""].append(character)
    case .pinBoxes(let id, let count, let autoSubmit, let digitsOnly)?:
      if digitsOnly, !("0"..."9").contains(character) { return }
      var value = ui.fields[id] ?? ""
      guard value.count < count else { return }
      value.append(character)
      ui.fields[id] = value
      if autoSubmit, value.count == count { activate(id, on: screen) }
    default:
      if character == "q", content.surface == .app || content.surface == .home {
        ui.quitRequested = true
      }
    }
  }

  private func click(x: Int, y: Int, content: ScreenContent, screen: any PhoneScreen) {
    guard let region = regions.last(where: { $0.rect.contains(column: x, row: y) }) else { return }
    ui.focus = region.control
    if let row = region.row { ui.selection[region.control] = row }
    switch content.element(holding: region.control) {
    case .buttons?, .list?: activate(region.control, on: screen)
    default: break
    }
  }

  private func moveFocus(by step: Int, in content: ScreenContent) {
    let controls = content.controlIDs
    guard !controls.isEmpty else { return }
    let index = ui.focus.flatMap { controls.firstIndex(of: $0) } ?? -step
    ui.focus = controls[((index + step) % controls.count + controls.count) % controls.count]
  }

  private func activate(_ control: String, on screen: any PhoneScreen) {
    for action in screen.activate(control, context) { perform(action) }
  }

  /// Carries out one action.
  public func perform(_ action: AppAction) {
    switch action {
    case .send(let event): runtime.send(event)
    case .launch: runtime.launch()
    case .show(let host): ui.hostScreen = host
    case .clearField(let id): ui.fields[id] = ""
    case .quit: ui.quitRequested = true
    case .saveNote(let title, let body):
      let owner = runtime.state.signIn.account?.upn
      let id = "note-\(runtime.state.notes.count + 1)-\(runtime.state.launchCount)"
      runtime.send(.noteAdded(Note(id: id, title: title, body: body, owner: owner)))
    }
  }

  // MARK: - Keeping the front in step with the engine

  /// Resets typed fields and focus when the screen changed (a key, or time, changed it), and
  /// returns the content of the screen on display.
  ///
  /// The result is kept until the engine's revision or the chosen host screen changes (or the
  /// front's state, for content that read it, or the clock, for content that read it), so
  /// asking again, or typing into a field, costs nothing.
  @discardableResult
  public func synchronize() -> ScreenContent {
    walkthroughState?.observe(state: runtime.state, log: runtime.log, now: runtime.now)
    if let settled, settled.key == key(after: settled.reads), focusIsValid(in: settled.controls) {
      return settled.content
    }
    let state = runtime.state
    if !state.isRunning, ui.hostScreen != .notes { ui.hostScreen = .notes }
    if state.isRunning, state.launchCount != ui.launchSeen {
      ui.launchSeen = state.launchCount
      if case .signedOut = state.signIn { ui.hostScreen = .signIn } else { ui.hostScreen = .notes }
    }
    if ui.hostScreen == .signIn, state.signIn.account != nil { ui.hostScreen = .notes }
    let reads = ContextReads()
    // One context for the whole look, its front state brought up to date as it changes.
    var context = context(noting: reads)
    let screen = ScreenRouter.screen(for: context)
    var content: ScreenContent
    if screen.identity != ui.screenIdentity {
      // A new screen starts with its own fields, list selections at the top, and focus on the
      // first empty field (or the first control).
      ui.screenIdentity = screen.identity
      ui.fields = screen.initialFields(context)
      ui.selection = [:]
      context.ui = ui
      content = screen.content(context)
      ui.focus =
        content.controlIDs.first { id in
          ui.fields[id] == nil && isTextEntry(content.element(holding: id))
        } ?? content.controlIDs.first
    } else {
      content = screen.content(context)
      if !focusIsValid(in: content.controlIDs) {
        ui.focus = content.controlIDs.first
        context.ui = ui
        content = screen.content(context)
      }
    }
    settled = Settled(
      key: key(after: reads), reads: (reads.clock, reads.ui), screen: screen, content: content,
      controls: content.controlIDs)
    return content
  }

  /// Whether the focus is on one of `controls` (or nowhere, when there are none).
  private func focusIsValid(in controls: [String]) -> Bool {
    guard let focus = ui.focus else { return controls.isEmpty }
    return controls.contains(focus)
  }

  /// What settled content depends on: the engine's revision and the chosen host screen; the
  /// front's state and the clock, when the content read them.
  private func key(after reads: ContextReads) -> Settled.Key {
    key(after: (reads.clock, reads.ui))
  }

  private func key(after reads: (clock: Bool, ui: Bool)) -> Settled.Key {
    Settled.Key(
      revision: runtime.revision, hostScreen: ui.hostScreen,
      uiRevision: reads.ui ? uiRevision : nil, now: reads.clock ? runtime.now : nil)
  }

  /// A screen and its content as `synchronize` left them.
  private struct Settled {
    /// What they were built from.
    struct Key: Equatable {
      var revision: UInt64
      var hostScreen: HostScreen
      var uiRevision: UInt64?
      var now: Instant?
    }
    var key: Key
    var reads: (clock: Bool, ui: Bool)
    var screen: any PhoneScreen
    var content: ScreenContent
    var controls: [String]
  }

  // MARK: - Output

  /// The whole terminal's picture at `size`.
  ///
  /// In the usual layout (the phone, and the side panel when there is room) only the parts
  /// whose inputs changed since the last picture are drawn again, over that picture: the title,
  /// the phone's screen, the panel, the status line. Anything else is drawn afresh.
  public func render(size: TerminalSize) -> CellBuffer {
    let content = synchronize()
    guard let layout = Layout(size: size), !ui.showHelp, ui.controlPanel == nil,
      layout.panel != nil || ui.narrowPanel == .none
    else {
      frame = nil
      return drawAfresh(size: size, content: content)
    }
    var kept = frame.flatMap { $0.layout == layout ? $0 : nil } ?? Frame(layout: layout)
    frame = nil
    // Hold the picture alone, so that drawing over it does not copy it.
    var buffer = kept.buffer ?? outlinedBlank(layout)
    kept.buffer = nil

    let title = titleParts(width: size.columns)
    if kept.title != title {
      buffer.fill(x: 0, y: 0, width: size.columns, height: 1)
      drawTitle(title, into: &buffer, size: size)
      kept.title = title
    }

    let spinner = content.elements.contains { if case .spinner = $0 { true } else { false } }
    let phone = Frame.Phone(
      content: content, ui: ui, spinnerFrame: spinner ? spinnerFrame : nil)
    if kept.phone != phone {
      buffer.cursorPosition = nil
      regions = LayoutRenderer(theme: theme).draw(
        content, ui: ui, spinnerFrame: spinnerFrame, into: &buffer, area: layout.phoneScreen)
      kept.phone = phone
    }

    if let panel = layout.panel {
      let lines =
        walkthrough.map { ChecklistPanel.lines($0, width: panel.width) }
        ?? sidePanel.lines(runtime: runtime, strings: strings, height: panel.height)
      let drawn = lines.map { Frame.Line(text: $0.0, style: $0.1) }
      if kept.panel != drawn {
        buffer.fill(x: panel.x, y: panel.y, width: panel.width, height: panel.height)
        drawLines(lines, title: nil, in: panel, into: &buffer)
        kept.panel = drawn
      }
    }

    let status = statusRow(content: content, narrow: layout.panel == nil, width: size.columns)
    if kept.status != status {
      buffer.fill(x: 0, y: size.rows - 1, width: size.columns, height: 1)
      buffer.put(status.text, x: 0, y: size.rows - 1, style: status.style)
      kept.status = status
    }

    kept.buffer = buffer
    frame = kept
    return buffer
  }

  /// The frame of the spinner now (it turns every 120 ms of the clock).
  private var spinnerFrame: Int { Int(runtime.now.milliseconds / 120) }

  /// The status line's text and style for the screen with `content`.
  private func statusRow(content: ScreenContent, narrow: Bool, width: Int) -> Frame.Line {
    if narrow, let walkthrough, ui.controlPanel == nil, !ui.showHelp {
      return Frame.Line(
        text: TextWrap.truncate(ChecklistPanel.summary(walkthrough), width: width),
        style: CellStyle(bold: true))
    }
    let focusIsText = isTextEntry(ui.focus.flatMap { content.element(holding: $0) })
    let status =
      ui.controlPanel != nil
      ? TextWrap.truncate("↑↓ move · Enter change · Esc close · Ctrl+C quit", width: width)
      : statusText(
        StatusLine.Inputs(
          content: ui.showHelp ? nil : content, focusIsText: focusIsText, narrow: narrow,
          width: width))
    return Frame.Line(text: status, style: CellStyle(dim: true))
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
    var status: Line?
  }

  /// The title's text and clock.
  private struct TitleParts: Equatable {
    var title: String
    var clock: String
  }

  /// Every part of the picture at `size` drawn anew on a blank grid.
  func drawAfresh(size: TerminalSize) -> CellBuffer {
    drawAfresh(size: size, content: synchronize())
  }

  private func drawAfresh(size: TerminalSize, content: ScreenContent) -> CellBuffer {
    guard let layout = Layout(size: size) else {
      var buffer = CellBuffer(size: size)
      drawTooSmall(into: &buffer, size: size)
      return buffer
    }
    let narrow = layout.panel == nil
    let showsPhone =
      !ui.showHelp && !(ui.controlPanel != nil && narrow) && !(narrow && ui.narrowPanel != .none)
    // The outline never changes for a layout: start from a copy with it drawn. It lies below
    // the title row, so drawing it before the title gives the same picture.
    var buffer = showsPhone ? outlinedBlank(layout) : CellBuffer(size: size)
    drawTitle(titleParts(width: size.columns), into: &buffer, size: size)
    if ui.showHelp {
      drawLines(
        HelpOverlay.lines.map { ($0, CellStyle.plain) }, title: strings.text(.helpTitle),
        in: layout.overlay, into: &buffer)
      regions = []
    } else if let panel = ui.controlPanel, narrow {
      drawControlPanel(panel, in: layout.overlay, into: &buffer)
      regions = []
    } else if narrow, ui.narrowPanel != .none {
      let lines = sidePanel.lines(
        runtime: runtime, strings: strings,
        height: layout.overlay.height,
        only: ui.narrowPanel)
      drawLines(lines, title: nil, in: layout.overlay, into: &buffer)
      regions = []
    } else {
      regions = LayoutRenderer(theme: theme).draw(
        content, ui: ui, spinnerFrame: spinnerFrame, into: &buffer, area: layout.phoneScreen)
      if let panel = layout.panel, let controls = ui.controlPanel {
        drawControlPanel(controls, in: panel, into: &buffer)
      } else if let panel = layout.panel, let walkthrough {
        drawLines(
          ChecklistPanel.lines(walkthrough, width: panel.width), title: nil, in: panel,
          into: &buffer)
      } else if let panel = layout.panel {
        let lines = sidePanel.lines(runtime: runtime, strings: strings, height: panel.height)
        drawLines(lines, title: nil, in: panel, into: &buffer)
      }
    }
    let status = statusRow(content: content, narrow: narrow, width: size.columns)
    buffer.put(status.text, x: 0, y: size.rows - 1, style: status.style)
    return buffer
  }

  /// The status line for `inputs`, cut to their width, made again only when they change.
  private func statusText(_ inputs: StatusLine.Inputs) -> String {
    if let status, status.inputs == inputs { return status.text }
    let text = StatusLine.text(for: inputs)
    status = (inputs, text)
    return text
  }

  /// A blank frame of `layout`'s size with the phone's outline drawn, drawn once per layout.
  private func outlinedBlank(_ layout: Layout) -> CellBuffer {
    if let outlined, outlined.layout == layout { return outlined.buffer }
    var buffer = CellBuffer(size: layout.size)
    PhoneFrame.draw(layout.phoneFrame, into: &buffer)
    outlined = (layout, buffer)
    return buffer
  }

  private func drawControlPanel(_ panel: ControlPanel, in area: Rect, into buffer: inout CellBuffer)
  {
    let items = panel.items(runtime)
    buffer.put(panel.title, x: area.x, y: area.y, style: CellStyle(bold: true, underline: true))
    let footnote = TextWrap.lines(panel.footnote + " Enter changes, Esc closes.", width: area.width)
    let room = max(1, area.height - 2 - footnote.count - 1)
    let first = max(0, min(ui.controlSelection - room / 2, items.count - room))
    for (row, index) in (first..<min(items.count, first + room)).enumerated() {
      let item = items[index]
      let selected = index == ui.controlSelection
      let value = TextWrap.truncate(item.value, width: area.width / 2)
      let labelWidth = area.width - CharacterWidth.of(text: value) - 3
      let label = TextWrap.truncate(item.label, width: max(1, labelWidth))
      let gap = String(
        repeating: " ",
        count: max(
          1, area.width - 2 - CharacterWidth.of(text: label) - CharacterWidth.of(text: value)))
      let text = (selected ? "› " : "  ") + label + gap + value
      buffer.put(
        text, x: area.x, y: area.y + 2 + row, style: CellStyle(reverse: selected),
        maxWidth: area.width)
    }
    for (row, line) in footnote.enumerated() {
      buffer.put(
        line, x: area.x, y: area.y + area.height - footnote.count + row, style: CellStyle(dim: true)
      )
    }
  }

  /// The title row's text, cut to fit `width` columns beside the clock.
  private func titleParts(width: Int) -> TitleParts {
    // Whole seconds: an idle screen repaints once a second, not at every tick.
    let clock = Instant(milliseconds: runtime.now.milliseconds / 1000 * 1000).description
    let room = width - clock.count - 1
    if let title, title.world == runtime.worldRevision, title.room == room {
      return TitleParts(title: title.text, clock: clock)
    }
    let text = TextWrap.truncate(
      "mamsim · \(runtime.scenario.app.name) · \(runtime.scenario.name)", width: room)
    title = (runtime.worldRevision, room, text)
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

  private func drawTooSmall(into buffer: inout CellBuffer, size: TerminalSize) {
    let needed = "\(Layout.minimum.columns)×\(Layout.minimum.rows)"
    let have = "\(size.columns)×\(size.rows)"
    let lines = TextWrap.lines(strings.text(.tooSmall, needed, have), width: max(1, size.columns))
    for (row, line) in lines.prefix(size.rows).enumerated() {
      buffer.put(line, x: 0, y: row, style: CellStyle(bold: true))
    }
    regions = []
  }
}
