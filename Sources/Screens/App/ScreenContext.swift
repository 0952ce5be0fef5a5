import SessionEngine

/// What a view may read to describe its screen.
public struct ScreenContext {
  /// The engine's state.
  public var state: SessionState
  /// The front's state.
  public var ui: UIState
  /// The world as it is now.
  public var scenario: Scenario
  /// The current instant (spinners turn with it).
  public var now: Instant
  /// The sentences.
  public var strings: StringTable
  /// The delegate log.
  public var log: EventLog

  /// The text typed in field `id`.
  public func field(_ id: String) -> String { ui.fields[id] ?? "" }
}
