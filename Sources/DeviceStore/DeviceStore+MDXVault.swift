import MDXEngine
import SessionEngine

/// The Citrix shared vaults, kept as keychain items sealed under the device key: one item per
/// vault, in the vault's access group, so they survive a restart and every MDX app of the group
/// finds them.
extension DeviceStore: MDXVaultKeeper {
  /// Every vault kept on the device.
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

  /// Keeps `vault` at `place` (one statement, so one transaction), or deletes it when nil.
  public func keepVault(_ vault: MDXStoredVault?, at place: MDXVaultKeychain.Place)
    throws(SessionStoreError)
  {
    do throws(DeviceStoreError) {
      if let vault {
        try setKeychainRecord(
          vault, group: place.accessGroup, service: Service.mdxVault, account: place.name)
      } else {
        try deleteKeychainItem(
          group: place.accessGroup, service: Service.mdxVault, account: place.name)
      }
    } catch {
      throw SessionStoreError(error.message)
    }
  }
}
