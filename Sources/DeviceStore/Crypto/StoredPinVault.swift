import SessionEngine

/// The app PIN kept in the device's keychain (group `com.microsoft.intune.mam`), shared by every
/// app of the same publisher: only salted PBKDF2-HMAC-SHA256 hashes, compared in constant time,
/// with the hashes of earlier PINs for `previousPinBlockCount`.
public struct StoredPinVault: PinVault {
  /// How many earlier PIN hashes are kept.
  static let historyLimit = 24

  private let store: DeviceStore
  private let bundleId: String
  private let publisher: String

  /// The vault of `bundleId`'s publisher on `store`'s device.
  public init(store: DeviceStore, bundleId: String) {
    self.store = store
    self.bundleId = bundleId
    self.publisher = Publisher.of(bundleId: bundleId)
  }

  /// Keeps `pin` unless it matches one of the last `refusingPrevious` PINs; a store failure is
  /// thrown, never taken for a refusal, and leaves the PIN and its history as they were.
  public mutating func store(_ pin: Secret, refusingPrevious: Int) throws(PinVaultError) -> Bool {
    do throws(DeviceStoreError) {
      return try store.database.savepoint("store_pin") { () throws(DeviceStoreError) -> Bool in
        try keep(pin, refusingPrevious: refusingPrevious)
      }
    } catch {
      throw failure(error)
    }
  }

  /// The body of `store`: the PIN and its history, written together or not at all.
  private func keep(_ pin: Secret, refusingPrevious: Int) throws(DeviceStoreError) -> Bool {
    var history = try self.history()
    for earlier in history.suffix(max(0, refusingPrevious)) where try earlier.matches(pin) {
      return false
    }
    let current = try currentRecord()
    let record = try PinHashRecord(
      pin: pin, iterations: store.pinHashIterations, setAt: current?.setAt)
    history.append(record)
    try store.setKeychainRecord(
      record, group: KeychainGroup.intune, service: DeviceStore.Service.appPin, account: publisher)
    try store.setKeychainRecord(
      Array(history.suffix(StoredPinVault.historyLimit)), group: KeychainGroup.intune,
      service: DeviceStore.Service.pinHistory, account: publisher)
    return true
  }

  /// Whether `pin` is the publisher's PIN; a store failure is thrown, never taken for a wrong PIN.
  public func verify(_ pin: Secret) throws(PinVaultError) -> Bool {
    do throws(DeviceStoreError) {
      guard let record = try currentRecord() else { return false }
      return try record.matches(pin)
    } catch {
      throw failure(error)
    }
  }

  /// Forgets the PIN, unless another app of the publisher is still managed on the device (the
  /// PIN is theirs too: a sign-out or wipe of this app leaves it to them); the history stays.
  public mutating func clear() throws(PinVaultError) {
    do throws(DeviceStoreError) {
      guard try !store.hasManagedApp(of: publisher, besides: bundleId) else { return }
      try store.deleteKeychainItem(
        group: KeychainGroup.intune, service: DeviceStore.Service.appPin, account: publisher)
    } catch {
      throw failure(error)
    }
  }

  /// `error` as the vault reports it, with the folder the device lives in.
  private func failure(_ error: DeviceStoreError) -> PinVaultError {
    PinVaultError(reason: error.message, location: store.directory)
  }

  /// Records when the PIN was set on the setting app's clock (for the other apps' state).
  func currentRecord() throws(DeviceStoreError) -> PinHashRecord? {
    try store.keychainRecord(
      PinHashRecord.self, group: KeychainGroup.intune, service: DeviceStore.Service.appPin,
      account: publisher)
  }

  private func history() throws(DeviceStoreError) -> [PinHashRecord] {
    try store.keychainRecord(
      [PinHashRecord].self, group: KeychainGroup.intune, service: DeviceStore.Service.pinHistory,
      account: publisher) ?? []
  }
}
