import Foundation
import MDXEngine
import SessionEngine
import Testing

@testable import DeviceStore

/// Every row a whole first-policy flow stores (sign-in, enrolment, restart, PIN, notes, a second
/// app, relaunches, a selective wipe; and the Citrix sessions and vaults) is the text
/// `JSONEncoder` with `.sortedKeys` writes, the store's encoder writes it byte for byte, and its
/// decoder reads the value `JSONDecoder` reads, from the row and from cut and garbled copies.
@Suite struct StoreJSONFlowTests {
  /// The stored rows of one kind, by text (each distinct text once).
  final class Rows {
    var snapshots: [String: String] = [:]
    var devices: [String: String] = [:]
    var pins: [String: String] = [:]
    var histories: [String: String] = [:]
    var vaults: [String: String] = [:]
    var sessions: [String: String] = [:]
    var canonical: [RuntimeSnapshot] = []

    /// Reads every JSON row of `store` now (`moment` names when, for the messages).
    func collect(_ store: DeviceStore, _ moment: String) throws {
      for row in try store.database.rows("SELECT bundle_id, snapshot FROM apps") {
        if let text = row[1].text { snapshots[text] = "\(moment): \(row[0].text ?? "")" }
      }
      for row in try store.database.rows("SELECT json FROM device") {
        if let text = row[0].text { devices[text] = moment }
      }
      for row in try store.database.rows("SELECT access_group, service, account FROM keychain") {
        guard let group = row[0].text, let service = row[1].text, let account = row[2].text,
          let bytes = try store.keychainValue(group: group, service: service, account: account)
        else { continue }
        let text = String(decoding: bytes, as: UTF8.self)
        let name = "\(moment): \(group)/\(service)/\(account)"
        switch service {
        case DeviceStore.Service.appPin: pins[text] = name
        case DeviceStore.Service.pinHistory: histories[text] = name
        case DeviceStore.Service.mdxVault: vaults[text] = name
        case DeviceStore.Service.mdxSession: sessions[text] = name
        default: break
        }
      }
    }

    /// Checks every row of the Intune side collected; the cut and garbled copies for every
    /// `sparse`-th one.
    func check(sparse: Int, copies: Int) throws {
      try Self.check(RuntimeSnapshot.self, snapshots, sparse: sparse, copies: copies)
      try Self.check(DeviceState.self, devices, sparse: sparse, copies: copies)
      try Self.check(PinHashRecord.self, pins, sparse: 1, copies: copies)
      try Self.check([PinHashRecord].self, histories, sparse: 1, copies: copies)
      for snapshot in canonical {
        try StoreJSONCheck.expectSameText(snapshot, "the canonical text at step \(snapshot.steps)")
      }
    }

    static func check<Value: Codable & Equatable>(
      _ type: Value.Type, _ rows: [String: String], sparse: Int, copies: Int
    ) throws {
      #expect(!rows.isEmpty, "the flow stored some \(Value.self)")
      for (index, (text, name)) in rows.sorted(by: { $0.key < $1.key }).enumerated() {
        try StoreJSONCheck.expectStoredRow(type, Array(text.utf8), name)
        if index % sparse == 0 {
          StoreJSONCheck.expectSameVerdicts(type, Array(text.utf8), count: copies, name)
        }
      }
    }
  }

  @Test func theIntuneFlowsRowsAreWrittenAndReadAlike() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let rows = Rows()
    let notes = try store.runtime(for: StoreFixture.scenario())
    func after(_ moment: String, _ runtime: SessionRuntime) throws {
      try rows.collect(store, moment)
      rows.canonical.append(runtime.snapshot)
    }
    try after("installed", notes)
    notes.launch()
    try after("launched", notes)
    let alex = StoreFixture.user("alex@contoso.com")
    notes.send(.appSignInSubmitted(upn: alex.upn, password: Secret(alex.password)))
    try after("signing in", notes)
    notes.advance(by: .seconds(5))
    try after("enrolled", notes)
    notes.send(.restartAcknowledged)
    notes.launch()
    try after("restarted", notes)
    notes.advance(by: .seconds(2))
    notes.typePin("2580")
    try after("PIN chosen", notes)
    notes.typePin("2580")
    try after("PIN set", notes)
    notes.send(
      .noteAdded(Note(id: "n-1", title: "Quote \"/\\ é 😀", body: "tab\there\nline", owner: nil)))
    try after("note added", notes)
    notes.advance(by: .seconds(90))
    try after("later", notes)

    let mail = try store.runtime(for: StoreFixture.scenario(bundleId: "com.contoso.mail"))
    try after("mail installed", mail)
    mail.enrollAlex()
    try after("mail enrolled", mail)

    let again = try fixture.open().runtime(for: StoreFixture.scenario())
    again.launch()
    again.advance(by: .seconds(2))
    try after("relaunched", again)
    again.typePin("2580")
    try after("unlocked", again)
    again.change(.admin(.selectiveWipe(upn: "alex@contoso.com")))
    again.change(.admin(.checkInNow))
    again.advance(by: .seconds(5))
    try after("wiped", again)
    again.advance(by: .seconds(3600))
    try after("an hour on", again)

    try rows.check(sparse: 4, copies: 60)
  }

  @Test func theCitrixFlowsRowsAreWrittenAndReadAlike() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let rows = Rows()
    let runtime = try MDXRuntime(scenario: MDXStoreTests.scenario(), keeper: store)
    runtime.send(.launch)
    try rows.collect(store, "launched")
    runtime.send(.submitServerAddress("mdm.harbourline.example"))
    try rows.collect(store, "server")
    runtime.send(.submitCredentials(user: "rash", password: "Dispatch-2026"))
    try rows.collect(store, "signed in")
    runtime.send(.createPin("246810", confirmation: "246810"))
    try rows.collect(store, "PIN")
    runtime.send(.vault(.app, .create))
    try rows.collect(store, "vault created")
    runtime.send(.vault(.app, .update(["user": "robin.ash", "shift": "night/\"day\"", "é": "😀"])))
    try rows.collect(store, "vault updated")
    let later = try MDXRuntime(scenario: MDXStoreTests.scenario(), keeper: fixture.open())
    later.send(.vault(.companion, .load))
    try rows.collect(store, "loaded by the companion")

    try Rows.check(MDXStoredVault.self, rows.vaults, sparse: 1, copies: 80)
    try Rows.check(MDXSessionSnapshot.self, rows.sessions, sparse: 2, copies: 60)
  }
}
