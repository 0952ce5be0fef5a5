import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// The device's files never hold a user's name in plain text: not the UPN (which an app may
/// list in `ValuesToScrubFromLogging`), not the display name, not the MDM user — in the
/// database, its log or the key file — while the app still finds everything it keeps for them.
@Suite(.scratchFolder) struct StoredIdentityTests {
  /// Where in the files of `directory` any of `needles` is, as "file: needle".
  static func places(of needles: [String], in directory: String) throws -> [String] {
    var found: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: directory) {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file)))
      for needle in needles.map({ Array($0.utf8) }) where bytes.count >= needle.count {
        let hit = (0...(bytes.count - needle.count)).contains {
          bytes[$0..<($0 + needle.count)].elementsEqual(needle)
        }
        if hit { found.append("\(file): \(String(decoding: needle, as: UTF8.self))") }
      }
    }
    return found
  }

  @Test func aSignedInEnrolledUserWithNotesIsNamedNowhere() throws {
    let fixture = StoreFixture()
    let alex = StoreFixture.user("alex@contoso.com")
    var scenario = StoreFixture.scenario()
    scenario.device.mdmUser = alex.upn
    let needles = [alex.upn, alex.displayName]
    do {
      let store = try fixture.open()
      let runtime = try store.runtime(for: scenario)
      runtime.enrollAlex()
      runtime.send(.noteAdded(Note(id: "c-1", title: "plan", body: "q3", owner: alex.upn)))
      runtime.advance(by: .seconds(1))
      // While the app runs, the log holds the latest steps: named nowhere there either.
      #expect(try Self.places(of: needles, in: fixture.directory) == [])
    }
    #expect(try Self.places(of: needles, in: fixture.directory) == [])

    // Opened again, the state, the note's owner, the data key and the token are all found.
    let store = try fixture.open()
    let snapshot = try #require(try store.storedSnapshot(bundleId: "com.contoso.notes"))
    #expect(snapshot.state.signIn.account?.upn == alex.upn)
    #expect(snapshot.state.notes.last?.owner == alex.upn)
    #expect(try store.storedDevice()?.mdmUser == alex.upn)
    #expect(
      try store.dataKey(bundleId: "com.contoso.notes", upn: alex.upn, create: false) != nil)
    #expect(
      try store.keychainValue(
        group: store.tokenGroup(bundleId: "com.contoso.notes"),
        service: DeviceStore.Service.refreshToken("com.contoso.notes"), account: alex.upn) != nil)
    // `mamsim inspect` still names the account of each item.
    let listing = try StoreInspector.text(of: store)
    #expect(listing.contains("data-key:com.contoso.notes  alex@contoso.com  <sealed"), "\(listing)")
    #expect(!listing.contains("an account no app names"), "\(listing)")
  }

  @Test func anAccountNoAppNamesIsListedByTheStartOfItsDigest() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    try store.runtime(for: StoreFixture.scenario()).enrollAlex()
    try store.setKeychainValue(
      [1, 2, 3], group: KeychainGroup.intune,
      service: DeviceStore.Service.dataKey("com.contoso.notes"), account: "gone@contoso.com")
    let listing = try StoreInspector.text(of: store)
    #expect(listing.contains("data-key:com.contoso.notes  an account no app names ("), "\(listing)")
    #expect(!listing.contains("gone@contoso.com"), "\(listing)")
  }

  @Test func theSameAccountHasTheSameDigestOnlyUnderTheSameDeviceKey() throws {
    let one = try StoreFixture().open()
    let other = try StoreFixture().open()
    let service = DeviceStore.Service.dataKey("com.contoso.notes")
    let digest = try one.storedAccount(service: service, account: "alex@contoso.com")
    #expect(digest.hasPrefix("hmac-sha256:") && digest.count == 12 + 64)
    #expect(try one.storedAccount(service: service, account: "alex@contoso.com") == digest)
    #expect(try one.storedAccount(service: service, account: "blake@contoso.com") != digest)
    #expect(try other.storedAccount(service: service, account: "alex@contoso.com") != digest)
    // Accounts that are not a user's stay as they are.
    #expect(
      try one.storedAccount(service: DeviceStore.Service.appPin, account: "com.contoso")
        == "com.contoso")
  }
}
