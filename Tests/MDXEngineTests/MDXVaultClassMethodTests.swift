import Foundation
import Testing

@testable import MDXEngine

/// The vault's class methods through the engine: `getVaultDataFromVault`, `saveVaultData` and
/// `deleteVault` work on the keychain by name, leave every instance alone, and a save moves the
/// sequence number under an instance that loaded before it.
@Suite struct MDXVaultClassMethodTests {
  static let place = MDXVaultKeychain.Place(
    accessGroup: "TEAMID_A.com.fabrikam.app", name: "session")

  @Test func saveThenGetFromTheCompanionWithoutInstances() {
    var driver = MDXVaultEngineTests.running()
    #expect(
      driver.send(.vaultClass(.app, .save(["user": "robin"])))
        == [.vaultStored(Self.place, MDXStoredVault(data: ["user": "robin"]))])
    #expect(driver.state.vaultClassResults[.app] == MDXVaultClassResult())
    #expect(driver.send(.vaultClass(.companion, .get)) == [])
    #expect(
      MDXVaultProperty.classData.value(for: .companion, in: driver.state) == #"{user: "robin"}"#)
    #expect(MDXVaultProperty.classError.value(for: .companion, in: driver.state) == "nil")
    #expect(driver.state.vaults.isEmpty, "no instance was made")
    #expect(MDXVaultProperty.exists.value(for: .companion, in: driver.state) == "true")
  }

  @Test func aClassSaveReplacesAndMakesALoadedInstanceStale() {
    var driver = MDXVaultEngineTests.running()
    driver.send(.vault(.app, .create))
    driver.send(.vault(.app, .update(["a": "123", "b": "234"])))
    driver.send(.vault(.companion, .load))
    driver.send(.vaultClass(.app, .save(["c": "9"])))
    #expect(
      driver.state.vaultKeychain.vaults[Self.place] == MDXStoredVault(data: ["c": "9"], sequence: 2)
    )
    driver.send(.vault(.companion, .update(["d": "1"])))
    #expect(MDXVaultProperty.lastError.value(for: .companion, in: driver.state) == "5111")
  }

  @Test func errorsOfTheClassMethods() {
    var driver = MDXVaultEngineTests.running()
    driver.send(.vaultClass(.app, .get))
    #expect(MDXVaultProperty.classError.value(for: .app, in: driver.state) == "5101")
    #expect(driver.send(.vaultClass(.app, .delete)) == [])
    #expect(MDXVaultProperty.classError.value(for: .app, in: driver.state) == "5101")
    #expect(driver.send(.vaultClass(.app, .save(["": "x"]))) == [])
    #expect(MDXVaultProperty.classError.value(for: .app, in: driver.state) == "5121")
    driver.send(.vaultClass(.app, .save(["a": "1"])))
    #expect(driver.send(.vaultClass(.outsider, .get)) == [])
    #expect(MDXVaultProperty.classError.value(for: .outsider, in: driver.state) == "5101")
    #expect(driver.send(.vaultClass(.outsider, .save(["x": "1"]))) == [])
    #expect(driver.send(.vaultClass(.outsider, .delete)) == [])
    #expect(driver.state.vaultKeychain.vaults[Self.place]?.data == ["a": "1"])
    driver.send(.vault(.companion, .damage))
    driver.send(.vaultClass(.companion, .get))
    #expect(MDXVaultProperty.classError.value(for: .companion, in: driver.state) == "5102")
    #expect(MDXVaultProperty.classData.value(for: .companion, in: driver.state) == "nil")
    #expect(driver.send(.vaultClass(.companion, .delete)) == [.vaultStored(Self.place, nil)])
    #expect(driver.state.vaultKeychain.vaults.isEmpty)
  }

  @Test func theAppCallsClassMethodsOnlyFromItsOwnScreen() {
    var driver = MDXVaultEngineTests.running()
    driver.send(.background)
    #expect(driver.send(.vaultClass(.app, .save(["a": "1"]))) == [])
    #expect(driver.state.vaultClassResults.isEmpty)
    #expect(driver.send(.vaultClass(.companion, .save(["a": "1"]))).count == 1)
  }

  @Test func theSnapshotKeepsClassResultsAndReadsOldOnesWithout() throws {
    var driver = MDXVaultEngineTests.running()
    driver.send(.vaultClass(.companion, .get))
    let snapshot = MDXSessionSnapshot(driver.state, at: driver.now)
    var restored = MDXState(configuration: driver.state.configuration)
    snapshot.restore(into: &restored)
    #expect(restored.vaultClassResults == driver.state.vaultClassResults)
    var old = snapshot
    old.vaultClassResults = nil
    let data = try JSONEncoder().encode(old)
    #expect(!String(decoding: data, as: UTF8.self).contains("vaultClassResults"))
    let decoded = try JSONDecoder().decode(MDXSessionSnapshot.self, from: data)
    decoded.restore(into: &restored)
    #expect(restored.vaultClassResults.isEmpty)
  }
}
