/// One line of the decision log: when, where, and what the SDK decided.
public struct DataLogEntry: Equatable, Sendable {
  /// When the action happened.
  public var at: Instant
  /// Where it happened.
  public var surface: DataSurface
  /// The decision.
  public var decision: DataDecision

  /// Creates an entry.
  public init(at: Instant, surface: DataSurface, decision: DataDecision) {
    self.at = at
    self.surface = surface
    self.decision = decision
  }
}
