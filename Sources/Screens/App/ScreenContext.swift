import SessionEngine
import Strings

/// What a view may read to describe its screen.
public struct ScreenContext {
  /// The engine's state.
  public var state: SessionState
  /// The front's state.
  public var ui: UIState
  /// Which of the host app's screens is chosen.
  public var hostScreen: HostScreen { ui.hostScreen }
  /// What the phone shows instead of the app, if anything.
  public var phoneApp: PhoneApp? { ui.phoneApp }
  /// The data-protection alert on display, if any.
  public var dataAlert: DataAlert? { ui.dataAlert }
  /// The account the walkthrough's next sign-in needs, if a walkthrough runs.
  public var walkthroughAccount: String? { ui.walkthroughAccount }
  /// The world as it is now.
  public var scenario: Scenario
  /// The current instant (spinners turn with it).
  public var now: Instant
  /// The sentences.
  public var strings: StringTable
  /// The delegate log.
  public var log: EventLog

  /// A context at `now`.
  init(
    state: SessionState, ui: UIState, scenario: Scenario, now: Instant, strings: StringTable,
    log: EventLog
  ) {
    self.state = state
    self.ui = ui
    self.scenario = scenario
    self.now = now
    self.strings = strings
    self.log = log
  }

  /// A new note of the identity the app shows: the signed-in account's, or personal when
  /// nobody is signed in or a multi-identity app shows its personal identity (a wipe of the
  /// account then leaves it); numbered after the notes there are.
  public func newNote(title: String = "", body: String = "") -> Note {
    let id = "note-\(state.notes.count + 1)-\(state.launchCount)"
    let owner = state.currentUIIdentity == .personal ? nil : state.signIn.account?.upn
    return Note(id: id, title: title, body: body, owner: owner)
  }

  /// What the SDK decides a data action on `surface` in, now.
  public func dataContext(on surface: DataSurface) -> DataContext {
    DataContext(surface: surface, state: state, scenario: scenario)
  }
}
