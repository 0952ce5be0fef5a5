import MDXEngine
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
  func settle(_ front: inout FrontState, _ session: some PhoneSessionView) -> SettledScreen {
    // In place: a walkthrough is a large value, and copying it out and back at every key cost
    // more than the observing.
    front.walkthrough?.observe(in: session)
    let account = front.walkthrough?.nextAccount
    if front.ui.walkthroughAccount != account { front.ui.walkthroughAccount = account }
    if let settled, settled.key == key(front.ui, session, after: settled.reads),
      Self.focusIsValid(front.ui, in: settled.controls)
    {
      return settled.look
    }
    var ui = front.ui
    let reads = ContextReads()
    let look = session.settle(&ui, strings: strings, reads: reads)
    if front.ui != ui { front.ui = ui }
    let marks = (clock: reads.clock, ui: reads.ui)
    settled = Settled(
      key: key(front.ui, session, after: marks), reads: marks, look: look,
      controls: look.content.controlIDs)
    return look
  }

  /// Brings `ui` to `screen`: a new screen starts with its own fields, list selections at the
  /// top, and focus on the first empty field (or the first control); on the same screen a focus
  /// that left the controls goes to the first one. Returns the screen's content for `ui`.
  ///
  /// Both vendors' `settle` end here, so focus and fields behave alike on every phone.
  static func arrive(
    _ ui: inout UIState, at screen: any PhoneScreen,
    initialFields: (UIState) -> [String: String], content: (UIState) -> ScreenContent
  ) -> ScreenContent {
    var shown: ScreenContent
    if screen.identity != ui.screenIdentity {
      ui.screenIdentity = screen.identity
      ui.fields = initialFields(ui)
      ui.selection = [:]
      ui.scroll = 0
      shown = content(ui)
      let fields = ui.fields
      ui.focus =
        shown.controlIDs.first { id in
          fields[id] == nil && shown.element(holding: id)?.isTextEntry == true
        } ?? shown.controlIDs.first
    } else {
      shown = content(ui)
      if !focusIsValid(ui, in: shown.controlIDs) {
        ui.focus = shown.controlIDs.first
        shown = content(ui)
      }
    }
    return shown
  }

  /// Whether the focus is on one of `controls` (or nowhere, when there are none).
  static func focusIsValid(_ ui: UIState, in controls: [String]) -> Bool {
    guard let focus = ui.focus else { return controls.isEmpty }
    return controls.contains(focus)
  }

  /// What settled content depends on: the session's revision and the chosen host screen; the
  /// front's state and the clock, when the content read them.
  private func key(
    _ ui: UIState, _ session: some PhoneSessionView, after reads: (clock: Bool, ui: Bool)
  )
    -> Settled.Key
  {
    Settled.Key(
      revision: session.revision, hostScreen: ui.hostScreen, phoneApp: ui.phoneApp,
      dataAlert: ui.dataAlert, walkthroughAccount: ui.walkthroughAccount, mdxVault: ui.mdxVault,
      ui: reads.ui ? ui : nil,
      now: reads.clock ? session.now : nil)
  }

  /// A screen and its content as `settle` left them.
  ///
  /// A class, so that looking at the kept answer at every key takes a reference rather than
  /// copying the screen, its content and the key.
  private final class Settled {
    /// What they were built from.
    struct Key: Equatable {
      var revision: UInt64
      var hostScreen: HostScreen
      var phoneApp: PhoneApp?
      var dataAlert: DataAlert?
      var walkthroughAccount: String?
      var mdxVault: MDXVaultRole?
      var ui: UIState?
      var now: Instant?
    }
    let key: Key
    let reads: (clock: Bool, ui: Bool)
    let look: SettledScreen
    let controls: [String]

    /// Keeps `look`, with its controls, as built from `key` with `reads`.
    init(key: Key, reads: (clock: Bool, ui: Bool), look: SettledScreen, controls: [String]) {
      self.key = key
      self.reads = reads
      self.look = look
      self.controls = controls
    }
  }
}

extension Walkthrough {
  /// Brings the walkthrough up to date with what `session` did, in place.
  fileprivate mutating func observe(in session: some PhoneSessionView) {
    session.observe(&self)
  }
}
