import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// A real device whose keychain fails under the PIN vault: the app shows the store error screen
/// (what failed, the device folder), never "PIN reused" or a wrong PIN, and the retry count stays.
@Suite(.scratchFolder) struct StoreFailureTests {
  /// Up to the Set PIN screen on `store`'s device.
  func toSetPin(_ runtime: SessionRuntime) {
    runtime.launch()
    let alex = StoreFixture.user("alex@contoso.com")
    runtime.send(.appSignInSubmitted(upn: alex.upn, password: Secret(alex.password)))
    runtime.advance(by: .seconds(5))
    runtime.send(.restartAcknowledged)
    runtime.launch()
    runtime.advance(by: .seconds(2))
  }

  @Test func aKeychainThatRefusesPinWritesShowsTheErrorNotAReusedPin() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let runtime = try store.runtime(for: StoreFixture.scenario())
    toSetPin(runtime)
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
    // The keychain refuses the PIN history (on this connection only): the PIN itself is written
    // first, so the vault must undo that write too.
    try store.database.execute(
      """
      CREATE TEMP TRIGGER refuse_pin BEFORE INSERT ON main.keychain
      WHEN NEW.service = 'app-pin-history'
      BEGIN SELECT RAISE(ABORT, 'attempt to write a readonly database'); END
      """)
    runtime.typePin("2580")
    runtime.typePin("2580")
    guard case .storeError(let failure) = runtime.state.sdkScreen else {
      Issue.record("expected the store error, got \(String(describing: runtime.state.sdkScreen))")
      return
    }
    #expect(failure.operation == .savePin)
    #expect(failure.location == fixture.directory)
    #expect(failure.reason.contains("readonly"))
    #expect(!runtime.state.pin.isSet)
    #expect(runtime.storeError == nil, "the step itself is saved: the error screen persists")
    #expect(
      try StoredPinVault(store: store, bundleId: "com.contoso.notes").currentRecord() == nil,
      "half of a failed save was kept")
  }

  @Test func aDamagedPinRecordIsNotAWrongPin() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let runtime = try store.runtime(for: StoreFixture.scenario())
    runtime.enrollAlex()
    #expect(runtime.state.isManaged && runtime.state.sdkScreen == nil)
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
    runtime.typePin("0000")
    #expect(runtime.state.pin.failedAttempts == 1)
    // The PIN's keychain item is damaged: its hash can no longer be computed.
    var record = try #require(
      try StoredPinVault(store: store, bundleId: "com.contoso.notes").currentRecord())
    record.iterations = 0
    try store.setKeychainRecord(
      record, group: KeychainGroup.intune, service: DeviceStore.Service.appPin,
      account: Publisher.of(bundleId: "com.contoso.notes"))
    for _ in 1...5 { runtime.typePin("0000") }
    guard case .storeError(let failure) = runtime.state.sdkScreen else {
      Issue.record("expected the store error, got \(String(describing: runtime.state.sdkScreen))")
      return
    }
    #expect(failure.operation == .checkPin)
    #expect(failure.location == fixture.directory)
    #expect(runtime.state.pin.failedAttempts == 1, "a failed read counted as a wrong PIN")
  }
}

extension StoreFailureTests {
  /// A device that turned read-only under a running mamsim (here through `query_only`; a chmod
  /// does not stop root, who runs the tests): every step fails at `BEGIN IMMEDIATE`, before the
  /// vault is asked, so no PIN is counted, and the app stops on the error screen.
  @Test func aDeviceThatTurnedReadOnlyCountsNoWrongPin() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let runtime = try store.runtime(for: StoreFixture.scenario())
    runtime.enrollAlex()
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
    runtime.typePin("0000")
    #expect(runtime.state.pin.failedAttempts == 1)
    try store.database.execute("PRAGMA query_only = 1")
    for _ in 1...5 { runtime.typePin("0000") }
    #expect(runtime.state.pin.failedAttempts == 1, "a failed step counted as a wrong PIN")
    #expect(runtime.storeError?.message.contains("readonly") == true)
    guard case .storeError(let failure) = runtime.state.sdkScreen else {
      Issue.record("the screen is \(String(describing: runtime.state.sdkScreen))")
      return
    }
    #expect(failure.operation == .saveStep)
    #expect(failure.location == fixture.directory)
  }
}
