import Foundation
import MDXEngine
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// The secrets of devices written by 2b1ad11 (`Fixtures/device-2b1ad11`, the last build with the
/// hand-assembled PBKDF2 and AES-GCM) open with this build's crypto: the PIN hash verifies, the
/// sealed notes and keychain items open to what that build sealed.
@Suite(.scratchFolder) struct BaselineDeviceCryptoTests {
  /// A copy of fixture folder `name` in a fresh temporary folder, so the test never writes the
  /// committed files.
  static func copyOfFixture(_ name: String) throws -> String {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/device-2b1ad11/\(name)").path
    let copy = ScratchFolder.path("baseline")
    try FileManager.default.copyItem(atPath: source, toPath: copy)
    return copy
  }

  @Test func theIntuneDevicesPinNotesAndKeysOpen() throws {
    let folder = try Self.copyOfFixture("intune")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = try DeviceStore.open(directory: folder)
    let vault = StoredPinVault(store: store, bundleId: "com.contoso.notes")
    #expect(try vault.verify(.init("2580")))
    #expect(try !vault.verify(.init("2581")))
    #expect(try !vault.verify(.init("")))
    let record = try #require(try vault.currentRecord())
    #expect(record.iterations == DeviceStore.defaultPinHashIterations)
    #expect(record.salt.count == 16 && record.hash.count == 32 && record.length == 4)
    let history = try #require(
      try store.keychainRecord(
        [PinHashRecord].self, group: KeychainGroup.intune,
        service: DeviceStore.Service.pinHistory, account: "com.contoso"))
    #expect(history == [record])

    let notes = try store.readNotes(bundleId: "com.contoso.notes")
    #expect(
      notes.map { "\($0.id)|\($0.owner ?? "-")|\($0.title)|\($0.body)" } == [
        "note-1|alex@contoso.com|Q3 pipeline review|Fabrikam renewal at risk; follow up with legal.",
        "note-2|alex@contoso.com|Customer call - Northwind|They want SSO by March. Pricing deck v2.",
        "note-3|blake@contoso.com|Team offsite plan|Venue shortlist: Lisbon, Porto.",
        "note-4|-|Groceries|Oat milk, coffee beans, basil.",
        "note-5|-|Running plan|Tue 5k easy, Thu intervals, Sun 12k.",
      ])
    for upn in ["alex@contoso.com", "blake@contoso.com"] {
      let key = try store.dataKey(bundleId: "com.contoso.notes", upn: upn, create: false)
      #expect(key?.count == StoreCrypto.keyLength, "\(upn)")
    }
    let token = try store.keychainValue(
      group: KeychainGroup.defaultTokenCache, service: "refresh-token:com.contoso.notes",
      account: "alex@contoso.com")
    #expect(token?.count == 32)
  }

  @Test func theCitrixDevicesSessionPinAndVaultDataOpen() throws {
    let folder = try Self.copyOfFixture("mdx")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = try DeviceStore.open(directory: folder)
    let session = try #require(try store.storedSession(bundleId: "com.harbourline.dispatch"))
    #expect(session.pin == "246810")
    #expect(session.enrolledUPN == "robin.ash@harbourline.example")
    #expect(session.sessionActive && session.authFailures == 0)
    let vault = try #require(session.vaults["app"])
    #expect(vault.vaultData == ["a": "123", "b": "234", "c": "345", "d": "456"])
    #expect(vault.loadedDataSequenceNumber == 3)
    #expect(try store.storedVaults().isEmpty, "the tape deleted the shared vault at its end")
  }

  /// The checks above would fail if the values did not open: with another device key, none does.
  @Test func anotherDeviceKeyOpensNothing() throws {
    let folder = try Self.copyOfFixture("intune")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let keyPath = folder + "/" + DeviceStore.keyFileName
    var key = try Data(contentsOf: URL(fileURLWithPath: keyPath))
    key[0] ^= 1
    try key.write(to: URL(fileURLWithPath: keyPath))
    let store = try DeviceStore.open(directory: folder)
    #expect(throws: DeviceStoreError.self) { try store.readNotes(bundleId: "com.contoso.notes") }
    #expect(throws: PinVaultError.self) {
      try StoredPinVault(store: store, bundleId: "com.contoso.notes").verify(.init("2580"))
    }
  }
}
