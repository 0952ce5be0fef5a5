/// An account the SDK was asked to manage, and how far enrollment got.
public struct Registration: Equatable, Sendable, Codable {
  /// The account.
  public var account: Account
  /// Where enrollment stands.
  public var phase: Phase

  /// Where enrollment stands.
  public enum Phase: Equatable, Sendable, Codable {
    /// The enrollment request is under way.
    case enrolling
    /// Enrolled: the SDK checks in for policy.
    case enrolled
    /// Enrollment failed with `code`; the next try is at `retryAt`.
    case waitingToRetry(retryAt: Instant, code: EnrollmentStatusCode)
  }

  /// Creates a registration.
  public init(account: Account, phase: Phase) {
    self.account = account
    self.phase = phase
  }
}
