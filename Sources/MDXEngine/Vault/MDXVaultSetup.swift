/// The shared vault a Citrix world plays with: its name, its access group and the two other apps
/// on the phone (one in the group, one outside it).
public struct MDXVaultSetup: Equatable, Sendable {
  /// The vault's name.
  public var name: String
  /// The keychain access group the scenario's app and its companion hold.
  public var accessGroup: String
  /// The second MDX app of the same access group.
  public var companionName: String
  /// The app outside the access group.
  public var outsiderName: String
  /// The access group the outsider holds instead.
  public var outsiderGroup: String

  /// Creates a setup.
  public init(
    name: String = "session", accessGroup: String = "TEAMID_A.com.example.app",
    companionName: String = "Companion", outsiderName: String = "Outsider",
    outsiderGroup: String = "TEAMID_B.com.example.other"
  ) {
    self.name = name
    self.accessGroup = accessGroup
    self.companionName = companionName
    self.outsiderName = outsiderName
    self.outsiderGroup = outsiderGroup
  }

  /// The setup for an app with bundle identifier `bundleId`: the MDX default group
  /// `TEAMID_A.bundleId` (TEAMID_A is a placeholder team).
  public static func defaultFor(bundleId: String) -> MDXVaultSetup {
    MDXVaultSetup(
      accessGroup: "TEAMID_A." + bundleId, companionName: "Companion",
      outsiderName: "Outsider", outsiderGroup: "TEAMID_B.com.example.other")
  }

  /// The access groups `role` holds.
  public func groups(of role: MDXVaultRole) -> Set<String> {
    role == .outsider ? [outsiderGroup] : [accessGroup]
  }

  /// A fresh instance of the vault for `role`.
  public func instance(for role: MDXVaultRole) -> MDXVault {
    MDXVault(name: name, accessGroup: accessGroup, groups: groups(of: role))
  }
}
