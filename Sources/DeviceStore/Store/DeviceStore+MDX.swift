import MDXEngine
import SessionEngine

/// The Citrix side of the device: the shared vaults (one keychain item per vault, in the vault's
/// access group) and each MDX app's session (an item in Secure Hub's group, as it holds the
/// Citrix PIN), all sealed under the device key, so a later mamsim resumes them.
extension DeviceStore: MDXDeviceKeeper {
  /// An MDX runtime for the Citrix `scenario` on this device: the shared vaults and the app's
  /// session where an earlier run left it (an app left running is ended first), every step kept.
  public func mdxRuntime(for scenario: MDXScenario) throws(DeviceStoreError) -> MDXRuntime {
    do throws(SessionStoreError) {
      return try MDXRuntime(scenario: scenario, keeper: self)
    } catch {
      throw DeviceStoreError(.database, error.message)
    }
  }

  /// Every shared vault kept on the device.
  public func storedVaults() throws(SessionStoreError) -> [MDXVaultKeychain.Place: MDXStoredVault] {
    do throws(DeviceStoreError) {
      var vaults: [MDXVaultKeychain.Place: MDXStoredVault] = [:]
      let rows = try database.rows(
        "SELECT access_group, account FROM keychain WHERE service = ?",
        [.text(Service.mdxVault)])
      for row in rows {
        guard let group = row[0].text, let name = row[1].text else { continue }
        let place = MDXVaultKeychain.Place(accessGroup: group, name: name)
        vaults[place] = try keychainRecord(
          MDXStoredVault.self, group: group, service: Service.mdxVault, account: name)
      }
      return vaults
    } catch {
      throw SessionStoreError(error.message)
    }
  }

  /// The MDX session last kept for `bundleId`, if any.
  public func storedSession(bundleId: String) throws(SessionStoreError) -> MDXSessionSnapshot? {
    do throws(DeviceStoreError) {
      return try keychainRecord(
        MDXSessionSnapshot.self, group: KeychainGroup.secureHub, service: Service.mdxSession,
        account: bundleId)
    } catch {
      throw SessionStoreError(error.message)
    }
  }

  /// Keeps one step inside `BEGIN IMMEDIATE` … `COMMIT`: the session and the changed vaults.
  public func keep(
    _ session: MDXSessionSnapshot, bundleId: String,
    vaults: [(MDXVaultKeychain.Place, MDXStoredVault?)]
  ) throws(SessionStoreError) {
    do throws(DeviceStoreError) {
      try database.begin()
      do throws(DeviceStoreError) {
        try setKeychainRecord(
          session, group: KeychainGroup.secureHub, service: Service.mdxSession, account: bundleId)
        try markUsed(bundleId: bundleId)
        for (place, vault) in vaults {
          if let vault {
            try setKeychainRecord(
              vault, group: place.accessGroup, service: Service.mdxVault, account: place.name)
          } else {
            try deleteKeychainItem(
              group: place.accessGroup, service: Service.mdxVault, account: place.name)
          }
        }
        try database.commit()
      } catch {
        database.rollBackAfterFailure()
        throw error
      }
    } catch {
      throw SessionStoreError(error.message)
    }
  }
}
