/// The shared vaults on the phone, by keychain access group and name.
///
/// Only apps that hold an access group reach its vaults; the MDX default group is
/// `TEAMID_A.appOriginalBundleID`.
public struct MDXVaultKeychain: Equatable, Hashable, Sendable {
  /// Where a vault lives.
  public struct Place: Equatable, Hashable, Sendable, Codable {
    /// The keychain access group.
    public var accessGroup: String
    /// The vault's name.
    public var name: String

    /// Creates a place.
    public init(accessGroup: String, name: String) {
      self.accessGroup = accessGroup
      self.name = name
    }
  }

  /// Every vault.
  public var vaults: [Place: MDXStoredVault] = [:]

  /// An empty keychain.
  public init() {}

  /// The class method `getVaultDataFromVault`: the data, for an app holding `groups`.
  public func vaultData(at place: Place, groups: Set<String>) -> Result<
    [String: String], MDXVaultError
  > {
    guard groups.contains(place.accessGroup), let vault = vaults[place] else {
      return .failure(.vaultNotFound)
    }
    guard vault.readable else { return .failure(.vaultUnreadable) }
    return .success(vault.data)
  }

  /// The class method `saveVaultData`: replaces the data whatever was there.
  public mutating func save(_ data: [String: String], at place: Place, groups: Set<String>)
    -> MDXVaultError?
  {
    guard groups.contains(place.accessGroup) else { return .vaultNotFound }
    guard !data.keys.contains("") else { return .invalidInput }
    vaults[place] = MDXStoredVault(data: data, sequence: (vaults[place]?.sequence ?? 0) + 1)
    return nil
  }

  /// The class method `deleteVault`.
  public mutating func delete(at place: Place, groups: Set<String>) -> MDXVaultError? {
    guard groups.contains(place.accessGroup), vaults[place] != nil else { return .vaultNotFound }
    vaults[place] = nil
    return nil
  }
}
