/// Why the identity provider refused a sign-in.
public enum AuthFailure: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// No such user in the tenant.
  case unknownUser
  /// The password does not match.
  case wrongPassword
  /// The administrator disabled the account.
  case accountDisabled
  /// The device is offline.
  case networkUnavailable
}
