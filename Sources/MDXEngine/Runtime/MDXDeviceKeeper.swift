import SessionEngine

/// Where an `MDXRuntime` keeps what outlives it — the phone's shared vaults and each app's MDX
/// session — so a later mamsim resumes it (the device store).
public protocol MDXDeviceKeeper: AnyObject {
  /// Every shared vault kept on the device.
  func storedVaults() throws(SessionStoreError) -> [MDXVaultKeychain.Place: MDXStoredVault]
  /// The MDX session last kept for the app `bundleId`, if any.
  func storedSession(bundleId: String) throws(SessionStoreError) -> MDXSessionSnapshot?
  /// Keeps one step in one transaction: the app's session and the vaults it changed (a nil
  /// vault is deleted).
  func keep(
    _ session: MDXSessionSnapshot, bundleId: String,
    vaults: [(MDXVaultKeychain.Place, MDXStoredVault?)]
  ) throws(SessionStoreError)
}
