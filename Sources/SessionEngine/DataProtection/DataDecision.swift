/// One decision of the SDK about an action: what was done, as whom, by which rule, with what result.
public struct DataDecision: Equatable, Hashable, Sendable, Codable {
  /// What the user did.
  public var action: DataActionKind
  /// The identity the action counted as (for a paste or a receive, the destination's).
  public var identity: DataIdentity
  /// The rule that decided.
  public var rule: DataRule
  /// The result.
  public var outcome: DataOutcome

  /// Creates a decision.
  public init(
    action: DataActionKind, identity: DataIdentity, rule: DataRule, outcome: DataOutcome
  ) {
    self.action = action
    self.identity = identity
    self.rule = rule
    self.outcome = outcome
  }
}
