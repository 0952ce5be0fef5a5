/// The policy the SDK holds for the enrolled account.
public struct AppliedPolicy: Equatable, Sendable, Codable {
  /// The policy.
  public var policy: AppProtectionPolicy
  /// When it arrived.
  public var receivedAt: Instant
  /// The first policy takes effect only after the app restarts (unless MAMPolicyRequired).
  public var awaitingRestart: Bool

  /// Creates an applied policy.
  public init(policy: AppProtectionPolicy, receivedAt: Instant, awaitingRestart: Bool) {
    self.policy = policy
    self.receivedAt = receivedAt
    self.awaitingRestart = awaitingRestart
  }
}
