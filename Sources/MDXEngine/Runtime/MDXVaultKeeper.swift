import SessionEngine

/// Where an `MDXRuntime` keeps the phone's shared vaults so they outlive it (the device store).
public protocol MDXVaultKeeper: AnyObject {
  /// Every vault kept on the device.
  func storedVaults() throws(SessionStoreError) -> [MDXVaultKeychain.Place: MDXStoredVault]
  /// Keeps `vault` at `place`, or deletes what is there when `vault` is nil.
  func keepVault(_ vault: MDXStoredVault?, at place: MDXVaultKeychain.Place)
    throws(SessionStoreError)
}
