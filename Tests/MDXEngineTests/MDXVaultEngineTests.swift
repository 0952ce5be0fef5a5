import Testing

@testable import MDXEngine

/// The shared vault through the engine: the apps on the phone call it as events, and every
/// change to the keychain comes out as an effect.
@Suite struct MDXVaultEngineTests {
  static func running(_ configuration: MDXConfiguration = MDXHarness.configuration())
    -> MDXDriver
  {
    var driver = MDXDriver(configuration)
    driver.state.configuration.vault = MDXVaultSetup(accessGroup: "TEAMID_A.com.fabrikam.app")
    driver.enrol()
    return driver
  }

  @Test func createThenMergeFromTheCompanion() {
    var driver = Self.running()
    let place = MDXVaultKeychain.Place(accessGroup: "TEAMID_A.com.fabrikam.app", name: "session")
    #expect(driver.send(.vault(.app, .create)) == [])
    #expect(
      driver.send(.vault(.app, .update(["a": "123", "b": "234", "c": "305"])))
        == [.vaultStored(place, MDXStoredVault(data: ["a": "123", "b": "234", "c": "305"]))])
    #expect(MDXVaultProperty.exists.value(for: .companion, in: driver.state) == "true")
    #expect(MDXVaultProperty.vaultData.value(for: .companion, in: driver.state) == "nil")
    driver.send(.vault(.companion, .load))
    let effects = driver.send(.vault(.companion, .update(["c": "345", "d": "456"])))
    let merged = ["a": "123", "b": "234", "c": "345", "d": "456"]
    #expect(effects == [.vaultStored(place, MDXStoredVault(data: merged, sequence: 2))])
    #expect(
      MDXVaultProperty.vaultData.value(for: .companion, in: driver.state)
        == #"{a: "123", b: "234", c: "345", d: "456"}"#)
    #expect(
      MDXVaultProperty.loadedDataSequenceNumber.value(for: .companion, in: driver.state) == "2")
    #expect(driver.state.phase == .running)
  }

  @Test func aConcurrentWriteIs5111UntilForced() {
    var driver = Self.running()
    driver.send(.vault(.app, .create))
    driver.send(.vault(.companion, .load))
    driver.send(.vault(.app, .update(["user": "robin"])))
    #expect(driver.send(.vault(.companion, .update(["theme": "dark"]))) == [])
    #expect(MDXVaultProperty.lastError.value(for: .companion, in: driver.state) == "5111")
    #expect(driver.send(.vault(.companion, .forceSynchronize)).count == 1)
    #expect(MDXVaultProperty.lastError.value(for: .companion, in: driver.state) == "nil")
    #expect(driver.state.vaultKeychain.vaults.first?.value.data == ["theme": "dark"])
  }

  @Test func theOutsiderIsRefusedEverything() {
    var driver = Self.running()
    driver.send(.vault(.app, .update(["user": "robin"])))
    // Its instance finds nothing it may read: no data, and no error from the initialiser.
    #expect(driver.send(.vault(.outsider, .create)) == [])
    #expect(MDXVaultProperty.vaultData.value(for: .outsider, in: driver.state) == "nil")
    #expect(MDXVaultProperty.lastError.value(for: .outsider, in: driver.state) == "nil")
    for call in [MDXVaultCall.load, .update(["x": "1"]), .forceSynchronize, .delete] {
      #expect(driver.send(.vault(.outsider, call)) == [])
      #expect(MDXVaultProperty.lastError.value(for: .outsider, in: driver.state) == "5101")
    }
    #expect(MDXVaultProperty.exists.value(for: .outsider, in: driver.state) == "false")
    #expect(MDXVaultProperty.exists.value(for: .app, in: driver.state) == "true")
  }

  @Test func notFoundUnreadableInvalidAndDelete() {
    var driver = Self.running()
    driver.send(.vault(.app, .load))
    #expect(MDXVaultProperty.lastError.value(for: .app, in: driver.state) == "5101")
    driver.send(.vault(.app, .create))
    driver.send(.vault(.app, .update([:])))
    #expect(MDXVaultProperty.lastError.value(for: .app, in: driver.state) == "5121")
    driver.send(.vault(.app, .update(["user": "robin"])))
    driver.send(.vault(.companion, .damage))
    #expect(MDXVaultProperty.isAccessible.value(for: .companion, in: driver.state) == "false")
    driver.send(.vault(.companion, .load))
    #expect(MDXVaultProperty.lastError.value(for: .companion, in: driver.state) == "5102")
    let place = MDXVaultKeychain.Place(accessGroup: "TEAMID_A.com.fabrikam.app", name: "session")
    #expect(driver.send(.vault(.app, .delete)) == [.vaultStored(place, nil)])
    #expect(MDXVaultProperty.exists.value(for: .companion, in: driver.state) == "false")
    driver.send(.vault(.app, .load))
    #expect(MDXVaultProperty.lastError.value(for: .app, in: driver.state) == "5101")
  }

  @Test func theAppCallsOnlyFromItsOwnScreen() {
    var driver = Self.running()
    driver.send(.background)
    #expect(driver.send(.vault(.app, .create)) == [])
    #expect(driver.state.vaults.isEmpty && driver.state.vaultKeychain.vaults.isEmpty)
    #expect(driver.send(.vault(.companion, .update(["user": "robin"]))).count == 1)
  }

  /// Citrix's API reference: `initWithVaultName:accessGroup:` is one of the ways to read a vault,
  /// since the new instance's `vaultData` already holds what is stored; the initialiser has no
  /// error parameter, so an existing vault is opened, never refused (no 5111) nor emptied.
  @Test func aNewInstanceOfAnExistingVaultHoldsItsData() {
    var driver = Self.running()
    driver.send(.vault(.companion, .update(["user": "robin", "theme": "dark"])))
    #expect(driver.send(.vault(.app, .create)) == [])
    #expect(
      MDXVaultProperty.vaultData.value(for: .app, in: driver.state)
        == #"{theme: "dark", user: "robin"}"#)
    #expect(MDXVaultProperty.lastError.value(for: .app, in: driver.state) == "nil")
    #expect(MDXVaultProperty.loadedDataSequenceNumber.value(for: .app, in: driver.state) == "1")
    #expect(driver.state.vaultKeychain.vaults.first?.value.data.count == 2)
    // It loaded the stored sequence, so its own write goes through.
    driver.send(.vault(.app, .update(["user": "sam"])))
    #expect(MDXVaultProperty.lastError.value(for: .app, in: driver.state) == "nil")
    #expect(driver.state.vaultKeychain.vaults.first?.value.data["user"] == "sam")
  }

  /// Citrix's API reference: on a phone without the vault, the first instance's `vaultData` is
  /// nil, and nothing exists until data is saved.
  @Test func onAFreshPhoneTheFirstInstanceHoldsNil() {
    var driver = Self.running()
    #expect(driver.send(.vault(.app, .create)) == [])
    #expect(MDXVaultProperty.vaultData.value(for: .app, in: driver.state) == "nil")
    #expect(MDXVaultProperty.exists.value(for: .app, in: driver.state) == "false")
    #expect(MDXVaultProperty.lastError.value(for: .app, in: driver.state) == "nil")
    driver.send(.vault(.app, .update(["user": "robin"])))
    #expect(MDXVaultProperty.exists.value(for: .app, in: driver.state) == "true")
    #expect(MDXVaultProperty.vaultData.value(for: .app, in: driver.state) == #"{user: "robin"}"#)
  }
}
