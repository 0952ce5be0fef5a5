import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// A selective wipe deletes that account's documents, data key and token, and nothing else.
@Suite(.scratchFolder) struct WipeTests {
  @Test func aWipeLeavesTheOtherAccountAndThePersonalDataIntact() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let notes = try store.runtime(for: StoreFixture.scenario())
    notes.enrollAlex()
    notes.send(.noteAdded(Note(id: "personal-1", title: "mine", body: "groceries", owner: nil)))
    let mail = try store.runtime(for: StoreFixture.scenario(bundleId: "com.contoso.mail"))
    mail.enrollAlex()

    let blakeKey = try store.dataKey(
      bundleId: "com.contoso.notes", upn: "blake@contoso.com", create: false)
    #expect(blakeKey != nil, "Blake's corporate note is sealed under Blake's own key")
    #expect(
      try store.dataKey(bundleId: "com.contoso.notes", upn: "alex@contoso.com", create: false)
        != nil)
    let tokenGroup = KeychainGroup.defaultTokenCache
    #expect(
      try store.keychainValue(
        group: tokenGroup, service: "refresh-token:com.contoso.notes", account: "alex@contoso.com")
        != nil)

    notes.change(.admin(.selectiveWipe(upn: "alex@contoso.com")))
    notes.change(.admin(.checkInNow))
    notes.advance(by: .seconds(5))
    guard case .wipeNotice = notes.state.sdkScreen else {
      Issue.record("expected the wipe notice, got \(String(describing: notes.state.sdkScreen))")
      return
    }

    let reopened = try fixture.open()
    let kept = try reopened.readNotes(bundleId: "com.contoso.notes")
    #expect(!kept.contains { $0.owner == "alex@contoso.com" })
    #expect(kept.contains { $0.owner == "blake@contoso.com" })
    #expect(kept.contains { $0.id == "personal-1" })
    #expect(
      kept.contains { $0.owner == nil && $0.id != "personal-1" }, "the sample personal notes stay")
    #expect(
      try reopened.dataKey(bundleId: "com.contoso.notes", upn: "alex@contoso.com", create: false)
        == nil)
    #expect(
      try reopened.dataKey(bundleId: "com.contoso.notes", upn: "blake@contoso.com", create: false)
        == blakeKey)
    #expect(
      try reopened.keychainValue(
        group: tokenGroup, service: "refresh-token:com.contoso.notes", account: "alex@contoso.com")
        == nil)
    // The other app keeps Alex's data: the wipe was for this app.
    #expect(
      try reopened.readNotes(bundleId: "com.contoso.mail").contains {
        $0.owner == "alex@contoso.com"
      })
    #expect(
      try reopened.dataKey(bundleId: "com.contoso.mail", upn: "alex@contoso.com", create: false)
        != nil)
    #expect(
      try reopened.keychainValue(
        group: tokenGroup, service: "refresh-token:com.contoso.mail", account: "alex@contoso.com")
        != nil)
  }

  @Test func theOrganizationsClipboardIsSealedOnDiskAndOpensAgain() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let notes = try store.runtime(for: StoreFixture.scenario())
    notes.enrollAlex()
    notes.perform(.copy("Q3 merger shortlist"), on: .app)
    #expect(notes.scenario.device.clipboard?.identity == .managed)
    for file in ["device.sqlite", "device.sqlite-wal"] {
      let bytes = FileManager.default.contents(atPath: fixture.directory + "/" + file) ?? Data()
      #expect(
        bytes.range(of: Data("Q3 merger shortlist".utf8)) == nil,
        "\(file) holds the organization's clipboard text in clear")
    }
    let reopened = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(reopened.scenario.device.clipboard?.text == "Q3 merger shortlist")
  }

  @Test func theOrganizationsClipboardGoesWithTheWipe() throws {
    let fixture = StoreFixture()
    let notes = try fixture.open().runtime(for: StoreFixture.scenario())
    notes.enrollAlex()
    notes.perform(.copy("Q3 merger shortlist"), on: .app)
    notes.change(.admin(.selectiveWipe(upn: "alex@contoso.com")))
    notes.change(.admin(.checkInNow))
    notes.advance(by: .seconds(5))
    #expect(notes.scenario.device.clipboard == nil)
    #expect(
      try fixture.open().runtime(for: StoreFixture.scenario()).scenario.device.clipboard == nil)
  }

  @Test func personalClipboardTextIsKeptAsItIs() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let notes = try store.runtime(for: StoreFixture.scenario())
    notes.launch()
    notes.perform(.copy("Groceries: basil"), on: .app)
    #expect(notes.scenario.device.clipboard?.identity == .unmanaged)
    let reopened = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(reopened.scenario.device.clipboard == notes.scenario.device.clipboard)
  }

  @Test func uninstallingOneAppKeepsTheOtherAndTheSharedPin() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    try store.runtime(for: StoreFixture.scenario()).enrollAlex()
    try store.runtime(for: StoreFixture.scenario(bundleId: "com.contoso.mail")).launch()
    #expect(try store.uninstall(bundleId: "com.contoso.notes"))
    #expect(try store.installedApps() == ["com.contoso.mail"])
    #expect(try store.readNotes(bundleId: "com.contoso.notes").isEmpty)
    #expect(try StoredPinVault(store: store, bundleId: "com.contoso.mail").verify(Secret("2580")))
    #expect(try store.uninstall(bundleId: "com.contoso.mail"))
    #expect(try !StoredPinVault(store: store, bundleId: "com.contoso.mail").verify(Secret("2580")))
    #expect(try !store.uninstall(bundleId: "com.contoso.mail"))
  }

  @Test func erasingTheDeviceLeavesNothing() throws {
    let store = try StoreFixture().open()
    try store.runtime(for: StoreFixture.scenario()).enrollAlex()
    try store.eraseDevice()
    #expect(try store.installedApps().isEmpty)
    #expect(try store.database.scalar("SELECT count(*) FROM keychain")?.integer == 0)
  }
}
