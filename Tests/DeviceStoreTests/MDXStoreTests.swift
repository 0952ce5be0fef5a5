import MDXEngine
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// The Citrix side of the real device store: the shared vault and the MDX session as sealed
/// keychain items that outlive the runtime and the store.
@Suite(.scratchFolder) struct MDXStoreTests {
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
      MDXVaultProperty.loadedDataSequenceNumber.value(for: .companion, in: later.state) == "1")
    later.send(.vault(.companion, .delete))
    let again = try MDXRuntime(scenario: Self.scenario(), keeper: fixture.open())
    #expect(again.state.vaultKeychain.vaults.isEmpty, "the delete was kept too")
  }

  @Test func aDamagedItemIsNamed() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let runtime = try MDXRuntime(scenario: Self.scenario(), keeper: store)
    runtime.send(.vault(.companion, .update(["user": "robin.ash"])))
    try store.database.run(
      "UPDATE keychain SET value = zeroblob(40) WHERE service = ?", [.text("mdx-shared-vault")])
    #expect(throws: SessionStoreError.self) {
      _ = try MDXRuntime(scenario: Self.scenario(), keeper: store)
    }
  }

  @Test func theSessionResumesAfterQuitting() throws {
    let fixture = StoreFixture()
    let savedNow: Instant
    do {
      let runtime = try MDXRuntime(scenario: Self.scenario(), keeper: fixture.open())
      Self.enrol(runtime)
      runtime.advance(to: runtime.now.advanced(by: .seconds(90)))
      runtime.send(.networkChanged(online: false))
      runtime.send(.admin(.appLock))
      #expect(runtime.state.pendingAdmin == [.appLock])
      #expect(runtime.storeError == nil)
      savedNow = runtime.now
    }
    let store = try fixture.open()
    let sealed = try store.database.rows(
      "SELECT value FROM keychain WHERE service = ?", [.text("mdx-session")])
    #expect(sealed.count == 1)
    let bytes = sealed.first?[0].blob ?? []
    #expect(!String(decoding: bytes, as: UTF8.self).contains("246810"))
    let later = try MDXRuntime(scenario: Self.scenario(), keeper: store)
    #expect(later.state.phase == .notRunning, "the app left running is ended, as iOS ends it")
    #expect(later.now == savedNow)
    #expect(later.state.enrolledUser?.upn == "robin.ash@harbourline.example")
    #expect(later.state.pin?.reveal() == "246810")
    #expect(!later.state.online && later.state.pendingAdmin == [.appLock])
    later.send(.launch)
    #expect(later.state.phase != .hubServerAddress, "no second enrolment")
    later.send(.networkChanged(online: true))
    #expect(later.state.phase == .adminLocked, "the waiting App lock arrives")
  }

  /// Time that passes with nothing else happening (the phone offline for days) is kept too, so
  /// the offline period still ends after a relaunch.
  @Test func theClockAloneIsKeptAndTheOfflinePeriodGoesOnAfterARelaunch() throws {
    let fixture = StoreFixture()
    let threeDays = Duration.seconds(3 * 86_400)
    do {
      let runtime = try MDXRuntime(scenario: Self.scenario(), keeper: fixture.open())
      Self.enrol(runtime)
      runtime.send(.networkChanged(online: false))
      runtime.advance(to: runtime.now.advanced(by: threeDays))
      #expect(runtime.storeError == nil)
    }
    let later = try MDXRuntime(scenario: Self.scenario(), keeper: fixture.open())
    #expect(
      later.now >= Instant.zero.advanced(by: threeDays), "the clock went back to \(later.now)")
    later.advance(to: later.now.advanced(by: .seconds(5 * 86_400)))
    later.send(.launch)
    #expect(later.state.phase == .offlineLocked, "\(later.state.phase)")
  }

  @Test func aDamagedSessionIsNamed() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let runtime = try MDXRuntime(scenario: Self.scenario(), keeper: store)
    Self.enrol(runtime)
    try store.database.run(
      "UPDATE keychain SET value = zeroblob(40) WHERE service = ?", [.text("mdx-session")])
    #expect(throws: SessionStoreError.self) {
      _ = try MDXRuntime(scenario: Self.scenario(), keeper: store)
    }
  }

  @Test func uninstallingForgetsTheSessionButNotTheVault() throws {
    let fixture = StoreFixture()
    do {
      let runtime = try MDXRuntime(scenario: Self.scenario(), keeper: fixture.open())
      Self.enrol(runtime)
      runtime.send(.vault(.app, .update(["user": "robin.ash"])))
    }
    let store = try fixture.open()
    #expect(try store.uninstall(bundleId: "com.harbourline.dispatch"))
    let later = try MDXRuntime(scenario: Self.scenario(), keeper: store)
    #expect(later.state.enrolledUser == nil)
    #expect(later.state.vaultKeychain.vaults.count == 1)
    #expect(try !store.uninstall(bundleId: "com.harbourline.dispatch"))
  }
}
