import SessionEngine

/// What a view may read to describe its screen.
public struct ScreenContext {
  /// The engine's state.
  public var state: SessionState
  /// The front's state.
  public var ui: UIState
  /// The world as it is now.
  public var scenario: Scenario
  /// The current instant (spinners turn with it); reading it marks the content as changing with
  /// time.
  public var now: Instant {
    clockReads.happened = true
    return instant
  }
  /// The sentences.
  public var strings: StringTable
  /// The delegate log.
  public var log: EventLog

  private let instant: Instant
  private let clockReads: ClockReads

  /// A context at `now`; `clockReads` learns whether a view read the clock.
  init(
    state: SessionState, ui: UIState, scenario: Scenario, now: Instant, strings: StringTable,
    log: EventLog, clockReads: ClockReads = ClockReads()
  ) {
    self.state = state
    self.ui = ui
    self.scenario = scenario
    self.instant = now
    self.strings = strings
    self.log = log
    self.clockReads = clockReads
  }

  /// The text typed in field `id`.
  public func field(_ id: String) -> String { ui.fields[id] ?? "" }
}
