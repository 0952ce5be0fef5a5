/// A user of the simulated tenant: what the identity provider and the MAM service know of them.
public struct TenantUser: Equatable, Hashable, Sendable {
  /// The user principal name, the sign-in name.
  public var upn: String
  /// The Entra object id.
  public var objectId: String
  /// The name shown to people.
  public var displayName: String
  /// The password the simulated identity provider accepts (shown in the scenario panel).
  public var password: String
  /// Whether the user holds an Intune licence.
  public var licensed: Bool
  /// Whether the account is enabled; a disabled one cannot sign in.
  public var enabled: Bool
  /// The ids of the groups the user belongs to.
  public var groups: [String]
  /// Whether the scenario marks this as a demo account (`"demo": true`), whose password the
  /// screens may show (the sign-in hint, the side panel, the walkthrough's steps); any other
  /// account's password is never drawn, so it cannot land in a recording.
  public var isDemo: Bool

  /// Creates a user.
  public init(
    upn: String, objectId: String, displayName: String, password: String, licensed: Bool = true,
    enabled: Bool = true, groups: [String] = [], isDemo: Bool = false
  ) {
    self.upn = upn
    self.objectId = objectId
    self.displayName = displayName
    self.password = password
    self.licensed = licensed
    self.enabled = enabled
    self.groups = groups
    self.isDemo = isDemo
  }

  /// The account the identity provider returns for this user.
  public var account: Account { Account(objectId: objectId, upn: upn, displayName: displayName) }
}
