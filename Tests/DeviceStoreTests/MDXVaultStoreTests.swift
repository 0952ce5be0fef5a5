import MDXEngine
import SessionEngine
import Testing

@testable import DeviceStore

/// The Citrix shared vault in the real device store: sealed keychain items that outlive the
/// runtime and the store, read back by every app of the group.
@Suite struct MDXVaultStoreTests {
  static func scenario() -> MDXScenario {
    guard let scenario = MDXScenarioLoader.embedded() else {
      fatalError("the embedded Citrix scenario does not load")
    }
    return scenario
  }

  /// Enrols Robin in the app of `runtime` (PIN 246810).
  static func enrol(_ runtime: MDXRuntime) {
    runtime.send(.launch)
    runtime.send(.submitServerAddress("mdm.harbourline.example"))
    runtime.send(.submitCredentials(user: "rash", password: "Dispatch-2026"))
    runtime.send(.createPin("246810", confirmation: "246810"))
  }

  @Test func theVaultSurvivesARestartSealed() throws {
    let fixture = StoreFixture()
    do {
      let store = try fixture.open()
      let runtime = try MDXRuntime(scenario: Self.scenario(), keeper: store)
      Self.enrol(runtime)
      runtime.send(.vault(.app, .create))
      runtime.send(.vault(.app, .update(["user": "robin.ash", "shift": "night"])))
      #expect(runtime.storeError == nil)
      let sealed = try store.database.rows(
        "SELECT value FROM keychain WHERE service = ?",
        [.text("mdx-shared-vault")])
      #expect(sealed.count == 1)
      let bytes = sealed.first?[0].blob ?? []
      #expect(!String(decoding: bytes, as: UTF8.self).contains("robin.ash"), "sealed, not plain")
    }
    let store = try fixture.open()
    let later = try MDXRuntime(scenario: Self.scenario(), keeper: store)
    #expect(MDXVaultProperty.exists.value(for: .companion, in: later.state) == "true")
    later.send(.vault(.companion, .load))
    #expect(
      later.state.vaults[.companion]?.vaultData == ["user": "robin.ash", "shift": "night"])
    #expect(
      MDXVaultProperty.loadedDataSequenceNumber.value(for: .companion, in: later.state) == "2")
    later.send(.vault(.companion, .delete))
    let again = try MDXRuntime(scenario: Self.scenario(), keeper: fixture.open())
    #expect(again.state.vaultKeychain.vaults.isEmpty, "the delete was kept too")
  }

  @Test func aDamagedItemIsNamed() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let runtime = try MDXRuntime(scenario: Self.scenario(), keeper: store)
    runtime.send(.vault(.companion, .create))
    try store.database.run(
      "UPDATE keychain SET value = zeroblob(40) WHERE service = ?", [.text("mdx-shared-vault")])
    #expect(throws: SessionStoreError.self) {
      _ = try MDXRuntime(scenario: Self.scenario(), keeper: store)
    }
  }
}
