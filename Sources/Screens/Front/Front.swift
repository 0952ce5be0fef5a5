import SessionEngine
import Strings
import TerminalUI

/// The front as a reducer, like the engine: an input changes the front's state and returns the
/// commands the program must carry out. Pure: a control runs the actions the settled screen's
/// content names for it (`ScreenActions`, `Front.run`); the session, read only through its
/// `PhoneSessionView` (either vendor's), answers for the F4 and F5 panels. It changes nothing
/// but `front`.
public enum Front {
  /// Handles `input` on the screen `look` shows over `session`.
  ///
  /// - Parameters:
  ///   - front: the front's state; `look` must be what `ScreenSettler` settled on for it.
  ///   - strings: the sentences views read.
  /// - Returns: what the program must do, in order.
  public static func update(
    _ front: inout FrontState, _ input: FrontInput, session: some PhoneSessionView,
    look: SettledScreen,
    strings: StringTable
  ) -> [FrontCommand] {
    switch input {
    case .tick:
      return []
    case .resize(let size):
      front.size = size
      return []
    case .click(let control, let row):
      guard !front.isTooSmall, front.ui.controlPanel == nil, !front.ui.showHelp else { return [] }
      front.ui.focus = control
      if let row { front.ui.selection[control] = row }
      switch look.content.element(holding: control) {
      case .buttons?, .list?:
        return activate(control, &front, look: look, strings: strings)
      default:
        return []
      }
    case .key(let key):
      front.notice = nil
      return handle(key, &front, session: session, look: look, strings: strings)
    }
  }

  /// A key: first the keys that work everywhere, then the open panel or overlay, then the phone.
  private static func handle(
    _ key: Key, _ front: inout FrontState, session: some PhoneSessionView, look: SettledScreen,
    strings: StringTable
  ) -> [FrontCommand] {
    switch key {
    case .control("c"):
      return [.quit]
    case .function(1):
      let opens = !front.ui.showHelp
      closeOverlays(&front)
      front.ui.showHelp = opens
      front.ui.helpOffset = 0
      return []
    case .resize:
      return []
    default:
      break
    }
    if front.isTooSmall {
      // Only quitting and the help act while nothing else can be seen.
      if key == .character("q") { return [.quit] }
      if front.ui.showHelp, key == .escape || key == .enter { front.ui.showHelp = false }
      if front.ui.showHelp { scrollHelp(key, &front, session: session, strings: strings) }
      return []
    }
    // F2 and F3 show the scenario or the events whole, over the phone, at any width: beside
    // the phone the side panel has room for their start only.
    switch key {
    case .function(2):
      let opens = front.ui.narrowPanel != .scenario
      closeOverlays(&front)
      front.ui.narrowPanel = opens ? .scenario : .none
      front.ui.panelOffset = 0
      return []
    case .function(3):
      let opens = front.ui.narrowPanel != .events
      closeOverlays(&front)
      front.ui.narrowPanel = opens ? .events : .none
      front.ui.panelOffset = PanelOverlay.followsEnd
      return []
    case .function(4), .function(5):
      let panel: ControlPanel = key == .function(4) ? .device : .admin
      let opens = front.ui.controlPanel != panel
      closeOverlays(&front)
      front.ui.controlPanel = opens ? panel : nil
      front.ui.controlSelection = 0
      return []
    default:
      break
    }
    if let panel = front.ui.controlPanel {
      return handlePanel(panel, key, &front, session: session, strings: strings)
    }
    if front.ui.showHelp || front.ui.narrowPanel != .none {
      if key == .escape || key == .enter || key == .character("q") {
        front.ui.showHelp = false
        front.ui.narrowPanel = .none
      }
      if front.ui.showHelp {
        scrollHelp(key, &front, session: session, strings: strings)
      } else if let page = PanelOverlay.page(front, session, strings: strings),
        let offset = PanelOverlay.offset(
          after: key, from: front.ui.panelOffset, page: page,
          events: front.ui.narrowPanel == .events)
      {
        // The panel F2 or F3 shows whole scrolls as the help does.
        front.ui.panelOffset = offset
      }
      return []
    }
    return handlePhone(key, &front, look: look, strings: strings)
  }

  /// Closes the help, the panel F2 or F3 shows whole and the F4 or F5 panel: one is open at a
  /// time, so the one on screen is the one the keys go to.
  private static func closeOverlays(_ front: inout FrontState) {
    front.ui.showHelp = false
    front.ui.narrowPanel = .none
    front.ui.controlPanel = nil
  }

  /// Scrolls the help by `key` (↑ ↓, the page keys, Home, End); any other key leaves it.
  private static func scrollHelp(
    _ key: Key, _ front: inout FrontState, session: some PhoneSessionView, strings: StringTable
  ) {
    let page = HelpOverlay.page(front, session, strings: strings)
    if let offset = HelpOverlay.offset(
      after: key, from: front.ui.helpOffset, lineCount: page.lines.count, rows: page.rows)
    {
      front.ui.helpOffset = offset
    }
  }

  /// Keys while a control panel is open: move, change the world, close.
  private static func handlePanel(
    _ panel: ControlPanel, _ key: Key, _ front: inout FrontState, session: some PhoneSessionView,
    strings: StringTable
  ) -> [FrontCommand] {
    let rows = session.controlRows(panel, strings: strings)
    let last = max(0, rows.count - 1)
    switch key {
    case .up: front.ui.controlSelection = max(0, front.ui.controlSelection - 1)
    case .down: front.ui.controlSelection = min(last, front.ui.controlSelection + 1)
    case .pageUp: front.ui.controlSelection = max(0, front.ui.controlSelection - 10)
    case .pageDown: front.ui.controlSelection = min(last, front.ui.controlSelection + 10)
    case .enter, .character(" "):
      guard rows.indices.contains(front.ui.controlSelection),
        let command = rows[front.ui.controlSelection].command
      else { return [] }
      return [command]
    case .character("r"), .character("R"): return session.controlNowCommands(panel)
    case .escape, .character("q"): front.ui.controlPanel = nil
    default: break
    }
    return []
  }

  /// Keys on the phone: focus, typing, activating controls.
  private static func handlePhone(
    _ key: Key, _ front: inout FrontState, look: SettledScreen, strings: StringTable
  ) -> [FrontCommand] {
    let content = look.content
    let focused = front.ui.focus.flatMap { content.element(holding: $0) }
    let typing = focused?.isTextEntry == true
    if content.scrollable, let area = Layout(size: front.size)?.phoneScreen,
      let step = scrollStep(key, page: area.height - 2)
    {
      // Rows only count, not colours: any theme measures the same.
      let renderer = LayoutRenderer(theme: .systemLight, strings: strings)
      let limit = renderer.scrollLimit(content, ui: front.ui, area: area)
      front.ui.scroll = min(limit, max(0, front.ui.scroll + step))
      // The view is the reader's here: a control it leaves loses the focus, so nothing out of
      // sight is pressed (Tab gives the focus back, and the view follows it).
      if !renderer.showsFocus(content, ui: front.ui, area: area) { front.ui.focus = nil }
      return []
    }
    switch key {
    case .tab,
      .right where !typing:
      moveFocus(by: 1, &front, in: content)
    case .backTab,
      .left where !typing:
      moveFocus(by: -1, &front, in: content)
    case .down, .up:
      if case .list(let id, let rows) = focused {
        let next = (front.ui.selection[id] ?? 0) + (key == .down ? 1 : -1)
        if rows.indices.contains(next) {
          front.ui.selection[id] = next
        } else {
          moveFocus(by: key == .down ? 1 : -1, &front, in: content)
        }
      } else {
        moveFocus(by: key == .down ? 1 : -1, &front, in: content)
      }
    case .enter:
      guard let focus = front.ui.focus else { return [] }
      let control = typing ? content.defaultButton ?? focus : focus
      return activate(control, &front, look: look, strings: strings)
    case .character(" ") where !typing:
      guard let focus = front.ui.focus else { return [] }
      return activate(focus, &front, look: look, strings: strings)
    case .escape:
      guard let control = content.escapeControl else { return [] }
      return activate(control, &front, look: look, strings: strings)
    case .backspace, .delete:
      guard let focus = front.ui.focus, typing else { return [] }
      front.ui.fields[focus] = String((front.ui.fields[focus] ?? "").dropLast())
    case .character(let character):
      return type(character, into: focused, &front, look: look, strings: strings)
    default:
      break
    }
    return []
  }

  /// How many rows `key` scrolls a scrollable screen by (a page being `page` rows), or nil when
  /// it does not scroll.
  private static func scrollStep(_ key: Key, page: Int) -> Int? {
    switch key {
    case .up: -1
    case .down: 1
    case .pageUp: -max(1, page)
    case .pageDown: max(1, page)
    default: nil
    }
  }

  private static func type(
    _ character: Character, into element: ScreenElement?, _ front: inout FrontState,
    look: SettledScreen, strings: StringTable
  ) -> [FrontCommand] {
    switch element {
    case .field(let id, _, _)?:
      // Bytes are counted at once, characters one by one: the bound comes first. (The text is
      // let go before the append below, which would otherwise copy it.)
      if let text = front.ui.fields[id] {
        if text.utf8.count + character.utf8.count > ScreenContent.longestFieldText { return [] }
        if let limit = look.content.fieldLimits[id], text.count >= limit { return [] }
      }
      if look.content.digitFields.contains(id), !("0"..."9").contains(character) { return [] }
      front.ui.fields[id, default: ""].append(character)
    case .pinBoxes(let id, let count, let autoSubmit, let digitsOnly)?:
      if digitsOnly, !("0"..."9").contains(character) { return [] }
      var value = front.ui.fields[id] ?? ""
      guard value.count < count else { return [] }
      value.append(character)
      front.ui.fields[id] = value
      if autoSubmit, value.count == count {
        return activate(id, &front, look: look, strings: strings)
      }
    default:
      let surface = look.content.surface
      if character == "q", surface == .app || surface == .home { return [.quit] }
    }
    return []
  }

  private static func moveFocus(by step: Int, _ front: inout FrontState, in content: ScreenContent)
  {
    let controls = content.controlIDs
    guard !controls.isEmpty else { return }
    let index = front.ui.focus.flatMap { controls.firstIndex(of: $0) } ?? -step
    front.ui.focus = controls[((index + step) % controls.count + controls.count) % controls.count]
  }

  /// What activating `control` does: the actions the screen's content names for it (for a
  /// list, those of its selected row), run by the front; nothing is asked of the session.
  private static func activate(
    _ control: String, _ front: inout FrontState, look: SettledScreen, strings: StringTable
  ) -> [FrontCommand] {
    let row = front.ui.selection[control] ?? 0
    let actions = look.content.actions.actions(for: control, row: row)
    return run(actions, &front, strings: strings)
  }
}
