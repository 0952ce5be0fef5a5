import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// No note is ever written in plain text, at any step: not a corporate note before the policy
/// that seals it arrives (its pages would stay in `device.sqlite-wal` until a checkpoint, which
/// a killed process never reaches), not a personal one (it may name a user), while folders of
/// earlier builds, which kept such notes plain, still open and get them sealed.
@Suite(.scratchFolder) struct SealedNotesTests {
  /// Words of the embedded scenario's notes: two corporate, one personal.
  static let noteWords = ["Fabrikam renewal", "SSO by March", "Oat milk"]

  /// The names of the files of `directory` that hold any of `needles`, with the needle.
  static func places(of needles: [String], in directory: String) throws -> [String] {
    try StoredIdentityTests.places(of: needles, in: directory)
  }

  @Test func noNoteIsInAnyFileWhileTheStoreIsOpenNorAfter() throws {
    let fixture = StoreFixture()
    var scenario = StoreFixture.scenario()
    scenario.app.notes.append(
      Note(id: "p-upn", title: "Ask", body: "ask alex@contoso.com about it", owner: nil))
    do {
      let store = try fixture.open()
      let runtime = try store.runtime(for: scenario)
      // Signed in, no policy yet: the corporate notes are not sealed under a data key yet. The
      // store is still open, so the log holds the steps as a process killed now leaves them.
      runtime.launch()
      let alex = StoreFixture.user("alex@contoso.com")
      runtime.send(.appSignInSubmitted(upn: alex.upn, password: Secret(alex.password)))
      #expect(DeviceFiles.exists(fixture.directory + "/device.sqlite-wal"))
      #expect(try Self.places(of: Self.noteWords + [alex.upn], in: fixture.directory) == [])
      runtime.advance(by: .seconds(5))
      runtime.send(.restartAcknowledged)
      runtime.launch()
      runtime.advance(by: .seconds(2))
      #expect(try Self.places(of: Self.noteWords + [alex.upn], in: fixture.directory) == [])
    }
    #expect(try Self.places(of: Self.noteWords + ["alex@contoso.com"], in: fixture.directory) == [])

    // Every note reads back as it was.
    let notes = try fixture.open().readNotes(bundleId: "com.contoso.notes")
    #expect(notes.map(\.body).contains("ask alex@contoso.com about it"))
    #expect(notes.map(\.body).contains("Oat milk, coffee beans, basil."))
    #expect(notes.map(\.body).contains("Fabrikam renewal at risk; follow up with legal."))
  }

  @Test func aPolicyThatLeavesEncryptionToTheDeviceStillWritesNoPlainNote() throws {
    let fixture = StoreFixture()
    var scenario = StoreFixture.scenario()
    scenario.policies[0].appDataEncryptionType = .useDeviceSettings
    do {
      let store = try fixture.open()
      try store.runtime(for: scenario).enrollAlex()
      #expect(try Self.places(of: Self.noteWords, in: fixture.directory) == [])
    }
    let store = try fixture.open()
    let listing = try StoreInspector.text(of: store)
    // Not sealed by the app: listed as it reads.
    #expect(listing.contains("not encrypted: {\"body\":\"They want SSO by March."), "\(listing)")
    #expect(listing.contains("personal: {\"body\":\"Oat milk"), "\(listing)")
  }

  @Test func plainNotesOfAnEarlierBuildAreReadAndSealedByTheNextStep() throws {
    let fixture = StoreFixture()
    do {
      let store = try fixture.open()
      let runtime = try store.runtime(for: StoreFixture.scenario())
      runtime.launch()
    }
    // As builds before the device-key seal kept a personal note.
    do {
      let store = try fixture.open()
      let personal = try #require(
        try store.readNotes(bundleId: "com.contoso.notes").first { $0.owner == nil })
      let plain = #"{"body":"Oat milk, coffee beans, basil.","title":"Groceries"}"#
      try store.database.run(
        "UPDATE notes SET encrypted = 0, content = ? WHERE note_id = ?",
        [.blob(Array(plain.utf8)), .text(personal.id)])
      #expect(try store.holdsPlainNotes(bundleId: "com.contoso.notes"))
    }
    let store = try fixture.open()
    let runtime = try store.runtime(for: StoreFixture.scenario())
    #expect(runtime.state.notes.map(\.body).contains("Oat milk, coffee beans, basil."))
    runtime.advance(by: .seconds(2))
    runtime.send(.movedToBackground)
    #expect(try !store.holdsPlainNotes(bundleId: "com.contoso.notes"))
    let bodies = try store.readNotes(bundleId: "com.contoso.notes").map(\.body)
    #expect(bodies.contains("Oat milk, coffee beans, basil."))
  }
}
