import SessionEngine
import Strings
import TerminalUI
import Walkthrough

/// The Intune session as the one front reads it: the notes app and the SDK's screens, the
/// delegate log beside the phone, the device and Intune administrator panels.
extension SessionView: PhoneSessionView {
  /// The title row: the app and the scenario.
  public func title(strings: StringTable) -> String {
    "mamsim · \(scenario.app.name) · \(scenario.name)"
  }

  /// Picks the screen the router shows for the state: a new launch starts in the app with no
  /// alert of the last run left over; a sign-in screen gives way to the notes once signed in.
  public func settle(_ ui: inout UIState, strings: StringTable) -> SettledScreen {
    if !state.isRunning, ui.hostScreen != .notes { ui.hostScreen = .notes }
    if state.isRunning, state.launchCount != ui.launchSeen {
      ui.launchSeen = state.launchCount
      ui.phoneApp = nil
      ui.dataAlert = nil
      if case .signedOut = state.signIn { ui.hostScreen = .signIn } else { ui.hostScreen = .notes }
    }
    if ui.hostScreen == .signIn, state.signIn.account != nil { ui.hostScreen = .notes }
    // One context for the whole look, its front state brought up to date as it changes.
    var context = self.context(ui: ui, strings: strings)
    let screen = ScreenRouter.screen(for: context)
    let content = ScreenSettler.arrive(
      &ui, at: screen,
      initialFields: { ui in
        context.ui = ui
        return screen.initialFields(context)
      },
      content: { ui in
        context.ui = ui
        return screen.described(context)
      })
    return SettledScreen(screen: screen, content: content)
  }

  /// The device's and the Intune administrator's rows.
  public func controlRows(_ panel: ControlPanel, strings: StringTable) -> [ControlRow] {
    panel.rows(self, strings: strings)
  }

  /// The panel's own title.
  public func controlTitle(_ panel: ControlPanel, strings: StringTable) -> String {
    panel.title(strings)
  }

  /// When the panel's changes take effect, and its keys.
  public func controlFootnote(_ panel: ControlPanel, strings: StringTable) -> String {
    panel.footnote(self, strings: strings)
  }

  /// What R in the panel asks for: the panel's changes seen by the app now.
  public func controlNowCommands(_ panel: ControlPanel) -> [FrontCommand] {
    panel.nowCommands(self)
  }

  /// The scenario and the delegate log (with the data-protection decisions).
  public func sidePanel(strings: StringTable, width: Int, height: Int, only: NarrowPanel)
    -> [(String, CellStyle)]
  {
    let world = SidePanel.world(scenario: scenario, strings: strings, width: width, only: only)
    let decisions = dataLog.suffix(SidePanel.decisionsShown).map {
      SidePanel.decisionLine($0, strings: strings)
    }
    return SidePanel.lines(
      top: world, decisions: decisions, log: log, strings: strings, width: width,
      height: height, only: only
    ) { index in
      SidePanel.eventLine(log.entries[index], log: log)
    }
  }

  /// Every key, then what the side panel is for.
  public func helpLines(strings: StringTable, width: Int) -> [String] {
    HelpOverlay.lines(strings, width: width)
  }

  /// Ticks steps from the engine's state, its callbacks and its data decisions.
  public func observe(_ walkthrough: inout Walkthrough) {
    walkthrough.observe(state: state, log: log, now: now, decisions: dataLog)
  }
}
