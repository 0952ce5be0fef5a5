import SessionEngine

/// What the front may read of the session: the engine's state and the world, as values.
///
/// The front never changes the session itself; it returns `FrontCommand`s for the program to
/// carry out. The revisions let views keep what they made while nothing they read changed.
public struct SessionView: Sendable {
  /// The engine's state.
  public var state: SessionState
  /// The world as it is now (tenant, policies, app, device).
  public var scenario: Scenario
  /// The current instant.
  public var now: Instant
  /// The delegate callbacks so far.
  public var log: EventLog
  /// The users whose selective wipe the administrator ordered and the app has not yet received.
  public var pendingWipes: Set<String>
  /// Changes whenever the state, the world, the service or the log changes.
  public var revision: UInt64
  /// Changes whenever the world changes.
  public var worldRevision: UInt64
  /// Changes whenever the log changes.
  public var logRevision: UInt64

  /// The session of `runtime` as it is now.
  public init(_ runtime: SessionRuntime) {
    state = runtime.state
    scenario = runtime.scenario
    now = runtime.now
    log = runtime.log
    pendingWipes = runtime.service.pendingWipes
    revision = runtime.revision
    worldRevision = runtime.worldRevision
    logRevision = runtime.logRevision
  }

  /// A context for the views over this session and the front's `ui`.
  func context(ui: UIState, strings: StringTable, reads: ContextReads = ContextReads())
    -> ScreenContext
  {
    ScreenContext(
      state: state, ui: ui, scenario: scenario, now: now, strings: strings, log: log, reads: reads)
  }
}
