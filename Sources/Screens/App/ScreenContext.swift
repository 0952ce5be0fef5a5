import SessionEngine

/// What a view may read to describe its screen.
public struct ScreenContext {
  /// The engine's state.
  public var state: SessionState
  /// The front's state; reading it marks the content as changing with it.
  public var ui: UIState {
    get {
      reads.ui = true
      return frontState
    }
    set { frontState = newValue }
  }
  /// Which of the host app's screens is chosen (read without marking the content, as the
  /// app keeps content per chosen screen anyway).
  public var hostScreen: HostScreen { frontState.hostScreen }
  /// What the phone shows instead of the app, if anything (read without marking the content,
  /// as the app keeps content per chosen app anyway).
  public var phoneApp: PhoneApp? { frontState.phoneApp }
  /// The data-protection alert on display, if any (likewise kept per alert).
  public var dataAlert: DataAlert? { frontState.dataAlert }
  /// The account the walkthrough's next sign-in needs, if a walkthrough runs (likewise kept per
  /// account, so a sign-in form that names it does not change with every key typed).
  public var walkthroughAccount: String? { frontState.walkthroughAccount }
  /// The world as it is now.
  public var scenario: Scenario
  /// The current instant (spinners turn with it); reading it marks the content as changing with
  /// time.
  public var now: Instant {
    reads.clock = true
    return instant
  }
  /// The sentences.
  public var strings: StringTable
  /// The delegate log.
  public var log: EventLog

  private var frontState: UIState
  private let instant: Instant
  private let reads: ContextReads

  /// A context at `now`; `reads` learns whether a view read the clock or the front's state.
  init(
    state: SessionState, ui: UIState, scenario: Scenario, now: Instant, strings: StringTable,
    log: EventLog, reads: ContextReads = ContextReads()
  ) {
    self.state = state
    self.frontState = ui
    self.scenario = scenario
    self.instant = now
    self.strings = strings
    self.log = log
    self.reads = reads
  }

  /// The text typed in field `id`.
  public func field(_ id: String) -> String { ui.fields[id] ?? "" }
}
