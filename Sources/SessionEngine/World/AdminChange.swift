/// What the simulated Intune administrator does, from the admin panel (F5) or a tape's `Admin`
/// line. It reaches the app at its next check-in, which `checkInNow` brings forward.
public enum AdminChange: Equatable, Hashable, Sendable, Codable {
  /// Order a selective wipe of the user's organization data in the app.
  case selectiveWipe(upn: String)
  /// Enable or disable the user's account.
  case setAccountEnabled(upn: String, enabled: Bool)
  /// Change one setting of an app protection policy.
  case editPolicy(PolicyEdit)
  /// Remove every assignment of a policy (nil: the signed-in user's), so it applies to nobody.
  case unassignPolicy(String?)
  /// Make the app check in with the MAM service now.
  case checkInNow

  /// Whether the change is part of the tenant as later runs must see it (a policy edit, an
  /// account enabled or disabled), rather than a one-off order.
  public var changesTenant: Bool {
    switch self {
    case .setAccountEnabled, .editPolicy, .unassignPolicy: true
    case .selectiveWipe, .checkInNow: false
    }
  }
}
