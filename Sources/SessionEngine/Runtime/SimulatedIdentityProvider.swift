/// The identity provider (an MSAL emulation): a UPN and a password give an account or a refusal.
public struct SimulatedIdentityProvider: Sendable {
  /// Signs `upn` in against `tenant` from a device that is `online` or not.
  public static func authenticate(
    upn: String, password: Secret, tenant: Tenant, online: Bool
  ) -> Result<Account, AuthFailure> {
    guard online else { return .failure(.networkUnavailable) }
    guard let user = tenant.user(upn: upn.trimmingSpaces) else { return .failure(.unknownUser) }
    guard user.password == password.reveal() else { return .failure(.wrongPassword) }
    guard user.enabled else { return .failure(.accountDisabled) }
    return .success(user.account)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
