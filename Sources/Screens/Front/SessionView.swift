import SessionEngine
import Strings

/// What the front may read of the session: the engine's state and the world, as values.
///
/// The front never changes the session itself; it returns `FrontCommand`s for the program to
/// carry out. The values sit in one immutable box, so handing a view around costs one reference,
/// not a copy of every part of the state and the world.
public struct SessionView: Equatable, Sendable {
  /// The values, read once from the runtime and never changed: all but the clock, which the
  /// runtime's revision does not cover.
  private final class Storage: Sendable {
    let state: SessionState
    let scenario: Scenario
    let log: EventLog
    let dataLog: [DataLogEntry]
    let pendingWipes: Set<String>
    let revision: UInt64
    let worldRevision: UInt64
    let logRevision: UInt64

    init(_ runtime: SessionRuntime) {
      state = runtime.state
      scenario = runtime.scenario
      log = runtime.log
      dataLog = runtime.dataLog
      pendingWipes = runtime.service.pendingWipes
      revision = runtime.revision
      worldRevision = runtime.worldRevision
      logRevision = runtime.logRevision
    }
  }

  private let storage: Storage
  /// The current instant.
  public let now: Instant

  /// The session of `runtime` as it is now.
  public init(_ runtime: SessionRuntime) {
    storage = Storage(runtime)
    now = runtime.now
  }

  /// The engine's state.
  public var state: SessionState { storage.state }
  /// The world as it is now (tenant, policies, app, device).
  public var scenario: Scenario { storage.scenario }
  /// The delegate callbacks so far.
  public var log: EventLog { storage.log }
  /// The SDK's data-protection decisions so far.
  public var dataLog: [DataLogEntry] { storage.dataLog }
  /// The users whose selective wipe the administrator ordered and the app has not yet received.
  public var pendingWipes: Set<String> { storage.pendingWipes }
  /// Changes whenever the state, the world, the service or the log changes.
  public var revision: UInt64 { storage.revision }
  /// Changes whenever the world changes.
  public var worldRevision: UInt64 { storage.worldRevision }
  /// Changes whenever the log changes.
  public var logRevision: UInt64 { storage.logRevision }

  /// Whether the two views show the same session (compared by value).
  public static func == (left: SessionView, right: SessionView) -> Bool {
    left.now == right.now
      && (left.storage === right.storage
        || left.state == right.state && left.scenario == right.scenario
          && left.log == right.log && left.dataLog == right.dataLog
          && left.pendingWipes == right.pendingWipes
          && left.revision == right.revision && left.worldRevision == right.worldRevision
          && left.logRevision == right.logRevision)
  }

  /// A context for the views over this session and the front's `ui`.
  func context(ui: UIState, strings: StringTable) -> ScreenContext {
    ScreenContext(
      state: state, ui: ui, scenario: scenario, now: now, strings: strings, log: log)
  }
}
