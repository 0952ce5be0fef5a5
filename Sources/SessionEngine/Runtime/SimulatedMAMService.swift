/// The Intune MAM service as the app sees it: enrollment, check-ins, unenrollment, admin orders.
///
/// A check-in carries the policy the app holds, so the answer is "new" (100), "unchanged" (101),
/// "wipe" (102) or "no policy" (103) whatever happened to earlier answers in flight.
public struct SimulatedMAMService: Equatable, Sendable, Codable {
  /// UPNs (lower case) with a selective wipe waiting for their next check-in.
  public private(set) var pendingWipes: Set<String> = []

  /// A service that has delivered nothing yet.
  public init() {}

  /// Answers an enrollment request for `account` in `scenario`'s app; a wipe ordered for an
  /// account that enrolls afresh has nothing left to wipe.
  public mutating func enroll(_ account: Account, in scenario: Scenario, online: Bool)
    -> EnrollmentStatusCode
  {
    guard online else { return .enrollmentEndPointNetworkFailure }
    guard let user = scenario.tenant.user(upn: account.upn) else { return .notEnrolledAccount }
    guard user.enabled else { return .authRequired }
    guard user.licensed else { return .accountNotLicensed }
    guard scenario.policy(for: user) != nil else { return .licensedNotTargeted }
    pendingWipes.remove(account.upn.lowercased())
    return .newPoliciesReceived
  }

  /// Answers a check-in for `account`, whose app holds `current` (nil: no policy yet).
  public func checkIn(
    _ account: Account, holding current: AppProtectionPolicy?, in scenario: Scenario, online: Bool
  ) -> PolicyCheckIn {
    guard online else { return PolicyCheckIn(code: .policyEndPointNetworkFailure) }
    if pendingWipes.contains(account.upn.lowercased()) {
      return PolicyCheckIn(code: .wipeReceived)
    }
    if let user = scenario.tenant.user(upn: account.upn), !user.enabled {
      return PolicyCheckIn(code: .authRequired)
    }
    guard let user = scenario.tenant.user(upn: account.upn), user.licensed,
      let policy = scenario.policy(for: user)
    else { return PolicyCheckIn(code: .noPolicyReceived) }
    if current == policy { return PolicyCheckIn(code: .policiesHaveNotChanged) }
    return PolicyCheckIn(code: .newPoliciesReceived, policy: policy)
  }

  /// Answers an unenrollment.
  public func unenroll(_ account: Account) -> EnrollmentStatusCode {
    .unenrollmentSuccess
  }

  /// An administrator orders a selective wipe of `upn`'s data; it arrives at the next check-in.
  public mutating func orderWipe(upn: String) {
    pendingWipes.insert(upn.lowercased())
  }
}
