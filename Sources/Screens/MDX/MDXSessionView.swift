import MDXEngine
import SessionEngine
import Strings
import TerminalUI
import Walkthrough

/// The Citrix MDX session as the one front reads it: the engine's state and world at an instant.
///
/// It answers the front's questions with the Citrix content providers — `MDXScreens` and
/// `MDXVaultScreen` for the phone, `MdxApiPanel` beside it, `MDXControlRow` for F4 and F5,
/// `MDXHelpOverlay` for F1; the screens name what their controls do.
public struct MDXSessionView: Equatable, Sendable {
  /// The engine's state.
  public let state: MDXState
  /// The Citrix world.
  public let scenario: MDXScenario
  /// The current instant.
  public let now: Instant
  /// Changes whenever the state, the clock or the log changes.
  public let revision: UInt64

  /// The session of `runtime` as it is now.
  public init(_ runtime: MDXRuntime) {
    state = runtime.state
    scenario = runtime.scenario
    now = runtime.now
    revision = runtime.revision
  }
}

extension MDXSessionView: PhoneSessionView {
  /// The world never changes under a Citrix session (its changes reach the engine as events).
  public var worldRevision: UInt64 { 0 }

  /// The title row: Citrix MDX, the app and its organisation.
  public func title(strings: StringTable) -> String {
    strings.text(.mdxTitle, scenario.appName, scenario.organisation)
  }

  /// The screen of the engine's phase, or the shared-vault screen of the app chosen there while
  /// the app runs.
  public func settle(_ ui: inout UIState, strings: StringTable) -> SettledScreen {
    let role = state.phase == .running ? ui.mdxVault : nil
    var content: ScreenContent
    let identity: String
    if let role {
      identity = MDXVaultScreen.identity(of: role)
      content = MDXVaultScreen.content(state, role: role, app: scenario.appName, strings: strings)
      content.escapeControl = MDXVaultScreen.Control.back
      content.actions = MDXVaultScreen.actions(role)
    } else {
      identity = MDXScreens.identity(of: state.phase)
      content = MDXScreens.content(
        state, app: scenario.appName, organisation: scenario.organisation, strings: strings)
      content.actions = MDXScreens.actions(state)
    }
    let screen = MDXPhoneScreen(identity: identity, shown: content)
    let shown = ScreenSettler.arrive(
      &ui, at: screen, initialFields: { _ in [:] }, content: { _ in content })
    return SettledScreen(screen: screen, content: shown)
  }

  /// The phone's rows (F4) or the Citrix administrator's (F5).
  public func controlRows(_ panel: ControlPanel, strings: StringTable) -> [ControlRow] {
    switch panel {
    case .device: MDXControlRow.device(state, strings: strings)
    case .admin: MDXControlRow.admin(strings: strings)
    }
  }

  /// "The phone (F4)" or "The administrator (F5)".
  public func controlTitle(_ panel: ControlPanel, strings: StringTable) -> String {
    strings.text(panel == .device ? .mdxPanelDevice : .mdxPanelAdmin)
  }

  /// Nothing: the Citrix engine sees the phone's and the administrator's changes at once.
  public func controlNowCommands(_ panel: ControlPanel) -> [FrontCommand] { [] }

  /// The phone's state in a line, then the panel's keys.
  public func controlFootnote(_ panel: ControlPanel, strings: StringTable) -> String {
    let yes = strings.text(.mdxPanelYes)
    let no = strings.text(.mdxPanelNo)
    return strings.sentences([
      strings.text(
        .mdxPanelState, state.secureHubInstalled ? yes : no, state.online ? yes : no,
        state.jailbroken ? yes : no),
      strings.text(.controlKeys),
    ])
  }

  /// What `MdxManager` answers now, and why (whichever part F2 or F3 asked for).
  public func sidePanel(strings: StringTable, width: Int, height: Int, only: NarrowPanel)
    -> [(String, CellStyle)]
  {
    let accounts = MDXSessionView.accountLines(state.configuration, strings: strings, width: width)
    let lines: [(String, CellStyle)] =
      switch only {
      case .scenario: accounts
      case .events: MdxApiPanel.lines(state, strings: strings, width: width)
      case .none:
        accounts + [("", .plain)] + MdxApiPanel.lines(state, strings: strings, width: width)
      }
    return SidePanel.fitted(lines, height: height, width: width, strings: strings)
  }

  /// The side panel's accounts, as the Intune panel lists its own: the server to enrol with,
  /// then each directory user's account name and UPN, with the password of a demo user (any
  /// other user's is never drawn), wrapped to `width`.
  static func accountLines(_ configuration: MDXConfiguration, strings: StringTable, width: Int)
    -> [(String, CellStyle)]
  {
    var lines: [(String, CellStyle)] = [
      (strings.text(.panelAccounts), CellStyle(bold: true, underline: true))
    ]
    for piece in TextWrap.lines(
      strings.text(.mdxPanelServer, configuration.serverAddress), width: max(1, width))
    {
      lines.append((piece, .plain))
    }
    for user in configuration.users {
      let name =
        user.isDemo ? "\(user.samAccountName)  \(user.password.reveal())" : user.samAccountName
      let pieces =
        CharacterWidth.of(text: name) <= width ? [name] : TextWrap.lines(name, width: max(1, width))
      for piece in pieces { lines.append((piece, .plain)) }
      for piece in TextWrap.lines(user.upn, width: max(1, width - 2)) {
        lines.append(("  " + piece, CellStyle(dim: true)))
      }
    }
    return lines
  }

  /// The Citrix front's keys, then what the API panel is for.
  public func helpLines(strings: StringTable, width: Int) -> [String] {
    MDXHelpOverlay.lines(strings, width: width)
  }

  /// Ticks the Citrix walkthrough's steps from the engine's state.
  public func observe(_ walkthrough: inout Walkthrough) {
    walkthrough.observe(mdx: state, now: now)
  }
}
