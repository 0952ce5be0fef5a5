import MDXEngine

/// The MDX front's reducer: a key, the screen on display and the engine's state in; the front's
/// state changed and the commands for the program out. Pure, like `Front.update`.
public enum MDXFront {
  /// Handles `key` on the screen showing `content` for `state`.
  public static func update(
    _ front: inout MDXFrontState, _ key: Key, content: ScreenContent, state: MDXState,
    strings: StringTable
  ) -> [MDXFrontCommand] {
    switch key {
    case .function(10), .control("c"): return [.quit]
    case .function(1):
      front.showHelp.toggle()
      return []
    default: break
    }
    if front.showHelp {
      if key == .escape || key == .enter { front.showHelp = false }
      return []
    }
    switch key {
    case .function(4): return toggle(&front, .device)
    case .function(5): return toggle(&front, .admin)
    case .resize: return []
    default: break
    }
    if let panel = front.panel { return panelKey(&front, key, panel, state, strings) }
    let controls = content.controlIDs
    switch key {
    case .tab, .down: move(&front, controls, by: 1)
    case .backTab, .up: move(&front, controls, by: -1)
    case .escape:
      if state.phase == .running { front.vault = nil }
      return []
    case .backspace:
      if let focus = front.ui.focus, content.element(holding: focus)?.isTextEntry == true {
        front.ui.fields[focus, default: ""].removeLast(
          front.ui.fields[focus, default: ""].isEmpty ? 0 : 1)
      }
    case .character(let character):
      guard let focus = front.ui.focus, let element = content.element(holding: focus),
        element.isTextEntry
      else { return [] }
      front.ui.fields[focus, default: ""].append(character)
      if case .pinBoxes(_, let count, true, _) = element,
        front.ui.fields[focus, default: ""].count == count
      {
        return submit(&front, state)
      }
    case .enter:
      let focus = front.ui.focus
      if let focus, content.element(holding: focus)?.isTextEntry == false {
        return activate(&front, focus, state)
      }
      return activate(&front, content.defaultButton ?? focus ?? "", state)
    default: break
    }
    return []
  }

  /// A click on the control `control` of the phone's screen showing `content`: it takes the
  /// focus, and a button is pressed. Nothing happens under the help or a panel.
  public static func click(
    _ front: inout MDXFrontState, control: String, content: ScreenContent, state: MDXState
  ) -> [MDXFrontCommand] {
    guard !front.showHelp, front.panel == nil, content.controlIDs.contains(control) else {
      return []
    }
    front.ui.focus = control
    guard case .buttons? = content.element(holding: control) else { return [] }
    return activate(&front, control, state)
  }

  private static func toggle(_ front: inout MDXFrontState, _ panel: MDXPanelKind)
    -> [MDXFrontCommand]
  {
    front.panel = front.panel == panel ? nil : panel
    front.panelSelection = 0
    return []
  }

  private static func panelKey(
    _ front: inout MDXFrontState, _ key: Key, _ panel: MDXPanelKind, _ state: MDXState,
    _ strings: StringTable
  ) -> [MDXFrontCommand] {
    let rows =
      panel == .device
      ? MDXControlRow.device(state, strings: strings) : MDXControlRow.admin(strings: strings)
    switch key {
    case .down, .tab: front.panelSelection = min(rows.count - 1, front.panelSelection + 1)
    case .up, .backTab: front.panelSelection = max(0, front.panelSelection - 1)
    case .escape: front.panel = nil
    case .enter:
      guard rows.indices.contains(front.panelSelection) else { return [] }
      return [rows[front.panelSelection].command]
    default: break
    }
    return []
  }

  private static func move(_ front: inout MDXFrontState, _ controls: [String], by step: Int) {
    guard !controls.isEmpty else { return }
    let index = front.ui.focus.flatMap { controls.firstIndex(of: $0) } ?? -step
    front.ui.focus = controls[((index + step) % controls.count + controls.count) % controls.count]
  }

  /// The button or default action with id `id`.
  private static func activate(_ front: inout MDXFrontState, _ id: String, _ state: MDXState)
    -> [MDXFrontCommand]
  {
    typealias Control = MDXScreens.Control
    if let role = front.vault, state.phase == .running {
      return vaultAction(&front, id, role)
    }
    switch id {
    case MDXVaultScreen.Control.open:
      front.vault = .app
      return []
    case Control.open: return [.event(.launch)]
    case Control.install: return [.event(.installSecureHub)]
    case Control.logonCheck: return [.event(.appRequestsLogon(force: false))]
    case Control.logonForce: return [.event(.appRequestsLogon(force: true))]
    case Control.submit, Control.server, Control.user, Control.password, Control.pin,
      Control.confirm:
      return submit(&front, state)
    default: return []
    }
  }

  /// A button of the shared-vault screen of `role`.
  private static func vaultAction(_ front: inout MDXFrontState, _ id: String, _ role: MDXVaultRole)
    -> [MDXFrontCommand]
  {
    typealias Control = MDXVaultScreen.Control
    switch id {
    case Control.back: front.vault = nil
    case Control.nextApp:
      let roles = MDXVaultRole.allCases
      let index = roles.firstIndex(of: role).map { ($0 + 1) % roles.count } ?? 0
      front.vault = roles[index]
    default:
      let key = front.ui.fields[Control.key] ?? ""
      let value = front.ui.fields[Control.value] ?? ""
      return MDXVaultScreen.event(for: id, role: role, key: key, value: value).map {
        [.event($0)]
      } ?? []
    }
    return []
  }

  /// What the screen's main button does with the typed fields; PIN fields are emptied after.
  private static func submit(_ front: inout MDXFrontState, _ state: MDXState) -> [MDXFrontCommand] {
    typealias Control = MDXScreens.Control
    let fields = front.ui.fields
    func field(_ id: String) -> String { fields[id] ?? "" }
    let event: MDXEvent?
    switch state.phase {
    case .hubServerAddress: event = .submitServerAddress(field(Control.server))
    case .hubCredentials, .authLocked:
      event = .submitCredentials(user: field(Control.user), password: field(Control.password))
    case .hubCreatePin: event = .createPin(field(Control.pin), confirmation: field(Control.confirm))
    case .hubLogon, .appPasscode: event = .enterPin(field(Control.pin))
    case .offlineReminder: event = .dismissReminder
    case .offlineLocked: event = .requestNetworkLogon
    default: event = nil
    }
    front.ui.fields[Control.pin] = nil
    front.ui.fields[Control.confirm] = nil
    front.ui.fields[Control.password] = nil
    return event.map { [.event($0)] } ?? []
  }
}
