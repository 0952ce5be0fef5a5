/// A class method of `XenMobileSharedKeychainVault` one app calls: it names the vault and its
/// access group and works on the keychain directly, without an instance.
public enum MDXVaultClassCall: Equatable, Hashable, Sendable {
  /// `getVaultDataFromVault`: the stored data.
  case get
  /// `saveVaultData:toVault:accessGroup:error:`: replaces the stored data whatever was written.
  case save([String: String])
  /// `deleteVault`: removes the vault.
  case delete
}
