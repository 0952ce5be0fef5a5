import SessionEngine

/// Keeps the front in step with the session: picks the screen on display, resets typed fields
/// and focus when it changes, and brings the walkthrough up to date.
///
/// What it settles on is kept while nothing it was built from changed (the session's revision,
/// the chosen host screen; the front's state or the clock for content that read them), so
/// settling again, or typing into a field, costs nothing. `SettledContentTests` checks the
/// kept answer against a fresh one at every step of long flows.
final class ScreenSettler {
  private let strings: StringTable
  private var settled: Settled?

  /// A settler whose views read `strings`.
  init(strings: StringTable) {
    self.strings = strings
  }

  /// Brings `front` in step with `session` and returns the screen on display.
  func settle(_ front: inout FrontState, _ session: SessionView) -> SettledScreen {
    front.walkthrough?.observe(
      state: session.state, log: session.log, now: session.now, decisions: session.dataLog)
    let account = front.walkthrough?.nextAccount
    if front.ui.walkthroughAccount != account { front.ui.walkthroughAccount = account }
    if let settled, settled.key == key(front.ui, session, after: settled.reads),
      Self.focusIsValid(front.ui, in: settled.controls)
    {
      return settled.look
    }
    let state = session.state
    var ui = front.ui
    if !state.isRunning, ui.hostScreen != .notes { ui.hostScreen = .notes }
    if state.isRunning, state.launchCount != ui.launchSeen {
      ui.launchSeen = state.launchCount
      // A new launch starts in the app, with no alert of the last run left over.
      ui.phoneApp = nil
      ui.dataAlert = nil
      if case .signedOut = state.signIn { ui.hostScreen = .signIn } else { ui.hostScreen = .notes }
    }
    if ui.hostScreen == .signIn, state.signIn.account != nil { ui.hostScreen = .notes }
    let reads = ContextReads()
    // One context for the whole look, its front state brought up to date as it changes.
    var context = session.context(ui: ui, strings: strings, reads: reads)
    let screen = ScreenRouter.screen(for: context)
    var content: ScreenContent
    if screen.identity != ui.screenIdentity {
      // A new screen starts with its own fields, list selections at the top, and focus on the
      // first empty field (or the first control).
      ui.screenIdentity = screen.identity
      ui.fields = screen.initialFields(context)
      ui.selection = [:]
      ui.scroll = 0
      context.ui = ui
      content = screen.content(context)
      ui.focus =
        content.controlIDs.first { id in
          ui.fields[id] == nil && content.element(holding: id)?.isTextEntry == true
        } ?? content.controlIDs.first
    } else {
      content = screen.content(context)
      if !Self.focusIsValid(ui, in: content.controlIDs) {
        ui.focus = content.controlIDs.first
        context.ui = ui
        content = screen.content(context)
      }
    }
    if front.ui != ui { front.ui = ui }
    let look = SettledScreen(screen: screen, content: content)
    let marks = (clock: reads.clock, ui: reads.ui)
    settled = Settled(
      key: key(front.ui, session, after: marks), reads: marks, look: look,
      controls: content.controlIDs)
    return look
  }

  /// Whether the focus is on one of `controls` (or nowhere, when there are none).
  private static func focusIsValid(_ ui: UIState, in controls: [String]) -> Bool {
    guard let focus = ui.focus else { return controls.isEmpty }
    return controls.contains(focus)
  }

  /// What settled content depends on: the session's revision and the chosen host screen; the
  /// front's state and the clock, when the content read them.
  private func key(_ ui: UIState, _ session: SessionView, after reads: (clock: Bool, ui: Bool))
    -> Settled.Key
  {
    Settled.Key(
      revision: session.revision, hostScreen: ui.hostScreen, phoneApp: ui.phoneApp,
      dataAlert: ui.dataAlert, walkthroughAccount: ui.walkthroughAccount, ui: reads.ui ? ui : nil,
      now: reads.clock ? session.now : nil)
  }

  /// A screen and its content as `settle` left them.
  private struct Settled {
    /// What they were built from.
    struct Key: Equatable {
      var revision: UInt64
      var hostScreen: HostScreen
      var phoneApp: PhoneApp?
      var dataAlert: DataAlert?
      var walkthroughAccount: String?
      var ui: UIState?
      var now: Instant?
    }
    var key: Key
    var reads: (clock: Bool, ui: Bool)
    var look: SettledScreen
    var controls: [String]
  }
}
