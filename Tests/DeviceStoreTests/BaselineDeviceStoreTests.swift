import Foundation
import MDXEngine
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// The device folders a user of build 2b1ad11 has (`Fixtures/device-2b1ad11`, see its README)
/// open with this build and hold what `mamsim inspect` listed then: every stored row still reads.
@Suite(.scratchFolder) struct BaselineDeviceStoreTests {
  /// The fixtures' folder.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/device-2b1ad11")

  /// A copy of fixture folder `name` in a fresh temporary folder, opened.
  static func open(_ name: String) throws -> (DeviceStore, String) {
    let directory = ScratchFolder.path("baseline")
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    for file in [DeviceStore.keyFileName, DeviceStore.databaseFileName] {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent(name).appendingPathComponent(file),
        to: URL(fileURLWithPath: directory).appendingPathComponent(file))
    }
    return (try DeviceStore.open(directory: directory), directory)
  }

  /// What `mamsim inspect` printed for fixture `name` with 2b1ad11, but for the schema (the
  /// file is brought from schema 1 to 2, what names an account sealed, when it is opened) and
  /// the wording of an unused Intune device; the listing is otherwise the same.
  static func inspected(_ name: String) throws -> String {
    try String(
      contentsOf: fixtures.appendingPathComponent("\(name).inspect.txt"), encoding: .utf8
    ).replacingOccurrences(of: "(schema 1)", with: "(schema \(DeviceStore.schemaVersion))")
      // Since 2b1ad11 the Intune device row says which apps it is for.
      .replacingOccurrences(
        of: "Device: not used yet", with: "Device: no Intune app has run on it yet")
  }

  /// The accounts the fixtures name, in the plain text schema 1 kept them in.
  static let accounts = ["alex@contoso.com", "blake@contoso.com", "robin.ash@harbourline.example"]

  /// Where in the files of `directory` any of `accounts` is.
  static func filesNameAnAccount(_ directory: String) throws -> [String] {
    try StoredIdentityTests.places(of: accounts, in: directory)
  }

  @Test(arguments: ["intune", "mdx"])
  func onceOpenedTheFilesNameNoAccount(_ name: String) throws {
    let original = Self.fixtures.appendingPathComponent(name).path
    // Schema 1 kept the Intune accounts plain; the Citrix one was only in sealed items.
    #expect((try Self.filesNameAnAccount(original)).isEmpty == (name == "mdx"))
    var directory = ""
    do {
      let (store, folder) = try Self.open(name)
      directory = folder
      #expect(!(try store.installedApps()).isEmpty || name == "mdx")
    }
    #expect(try Self.filesNameAnAccount(directory) == [])
    // And it still opens, at schema 2, with what it held.
    let store = try DeviceStore.open(directory: directory)
    #expect(
      try Self.listing(store, directory).trimmingCharacters(in: .newlines)
        == (try Self.inspected(name)).trimmingCharacters(in: .newlines))
  }

  /// This build's listing of `store`, with its folder written as the fixture's text writes it.
  static func listing(_ store: DeviceStore, _ directory: String) throws -> String {
    try StoreInspector.text(of: store).replacingOccurrences(of: directory, with: "DEVICE")
  }

  @Test func theIntuneDeviceOpensWithItsStateNotesPinAndKeychain() throws {
    let (store, directory) = try Self.open("intune")
    #expect(
      try Self.listing(store, directory).trimmingCharacters(in: .newlines)
        == (try Self.inspected("intune")).trimmingCharacters(in: .newlines))

    #expect(try store.installedApps() == ["com.contoso.notes"])
    let snapshot = try #require(try store.storedSnapshot(bundleId: "com.contoso.notes"))
    let state = snapshot.state
    #expect(state.signIn.account?.upn == "alex@contoso.com")
    #expect(state.registration?.phase == .enrolled)
    #expect(state.policy?.policy.displayName == "Contoso Notes - first policy")
    #expect(state.pin.isSet && state.pin.length == 4)
    #expect(state.launchCount == 2)
    #expect(snapshot.steps == 11)
    #expect(snapshot.device.model == "iPhone15,3" && snapshot.device.osVersion == "17.5")

    // The corporate notes open with their accounts' data keys.
    let notes = state.notes
    #expect(notes.map(\.id) == ["note-1", "note-2", "note-3", "note-4", "note-5"])
    #expect(
      notes.map(\.title).prefix(3) == [
        "Q3 pipeline review", "Customer call - Northwind", "Team offsite plan",
      ])
    #expect(notes[0].body == "Fabrikam renewal at risk; follow up with legal.")
    #expect(
      notes.map(\.owner) == ["alex@contoso.com", "alex@contoso.com", "blake@contoso.com", nil, nil])

    // The PIN set then is the one that opens the app now, and only it.
    let vault = StoredPinVault(store: store, bundleId: "com.contoso.notes")
    #expect(try vault.verify(Secret("2580")))
    #expect(try !vault.verify(Secret("2581")))

    // Relaunched past the PIN's 30 minutes, the app asks for that PIN and lets alex in with it.
    let runtime = try store.runtime(for: ScenarioLoader.embedded())
    runtime.advance(by: .seconds(31 * 60))
    runtime.launch()
    runtime.advance(by: .seconds(2))
    guard case .enterPin = runtime.state.sdkScreen else {
      Issue.record("expected Enter PIN, got \(String(describing: runtime.state.sdkScreen))")
      return
    }
    runtime.send(.pinSubmitted(Secret("2580")))
    runtime.advance(by: .milliseconds(10))
    #expect(runtime.state.sdkScreen == nil)
    #expect(runtime.state.visibleNotes.contains { $0.title == "Q3 pipeline review" })
  }

  @Test func theCitrixDeviceOpensWithItsSessionAndVault() throws {
    let (store, directory) = try Self.open("mdx")
    #expect(
      try Self.listing(store, directory).trimmingCharacters(in: .newlines)
        == (try Self.inspected("mdx")).trimmingCharacters(in: .newlines))
    let session = try #require(try store.storedSession(bundleId: "com.harbourline.dispatch"))
    #expect(session.enrolledUPN == "robin.ash@harbourline.example")
    #expect(session.pin != nil)
    #expect(session.sessionActive)
    #expect(session.mode == .managed)
  }
}
