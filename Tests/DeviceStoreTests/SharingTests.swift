import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// Two apps of one publisher on one device: the PIN is shared, the data is not.
@Suite(.scratchFolder) struct SharingTests {
  /// The mail app of the same publisher on `fixture`'s device, Alex signed in and the app
  /// opened again after its restart, up to its PIN screen.
  static func signInToMail(_ fixture: StoreFixture) throws -> SessionRuntime {
    let mail = try fixture.open().runtime(for: StoreFixture.scenario(bundleId: "com.contoso.mail"))
    mail.launch()
    let alex = StoreFixture.user("alex@contoso.com")
    mail.send(.appSignInSubmitted(upn: alex.upn, password: Secret(alex.password)))
    mail.advance(by: .seconds(5))
    mail.send(.restartAcknowledged)
    mail.launch()
    mail.advance(by: .seconds(2))
    return mail
  }

  @Test func aSecondContosoAppAcceptsTheFirstAppsPin() throws {
    let fixture = StoreFixture()
    let notes = try fixture.open().runtime(for: StoreFixture.scenario())
    notes.enrollAlex(pin: "2580")
    notes.send(.noteAdded(Note(id: "n-notes", title: "only in notes", body: "x", owner: nil)))

    let mail = try Self.signInToMail(fixture)
    guard case .enterPin = mail.state.sdkScreen else {
      Issue.record(
        "the mail app must ask for the shared PIN, got \(String(describing: mail.state.sdkScreen))")
      return
    }
    mail.typePin("2580")
    #expect(mail.state.sdkScreen == nil)
    #expect(!mail.state.notes.contains { $0.id == "n-notes" }, "the other app's data stays its own")
    let reopened = try fixture.open()
    #expect(try reopened.readNotes(bundleId: "com.contoso.notes").contains { $0.id == "n-notes" })
    #expect(!(try reopened.readNotes(bundleId: "com.contoso.mail").contains { $0.id == "n-notes" }))
  }

  /// Signing out of one app leaves the PIN to the publisher's other managed app; the last
  /// one's sign-out takes it.
  @Test func theSharedPinStaysWhileAnotherAppOfThePublisherIsManaged() throws {
    let fixture = StoreFixture()
    let notes = try fixture.open().runtime(for: StoreFixture.scenario())
    notes.enrollAlex(pin: "2580")
    let mail = try Self.signInToMail(fixture)
    mail.typePin("2580")
    #expect(mail.state.sdkScreen == nil)

    notes.send(.signOutRequested)
    notes.advance(by: .seconds(10))
    #expect(notes.state.enrolledAccount == nil, "notes signed out")
    let vault = StoredPinVault(store: try fixture.open(), bundleId: "com.contoso.mail")
    #expect(try vault.verify(Secret("2580")), "mail still has the PIN")
    // Mail, still managed, asks for the same PIN, not for a new one.
    mail.send(.terminated)
    mail.advance(by: .seconds(31 * 60))
    mail.launch()
    mail.advance(by: .seconds(2))
    guard case .enterPin = mail.state.sdkScreen else {
      Issue.record("mail must ask for its PIN, got \(String(describing: mail.state.sdkScreen))")
      return
    }
    mail.typePin("2580")
    #expect(mail.state.sdkScreen == nil)

    mail.send(.signOutRequested)
    mail.advance(by: .seconds(10))
    #expect(try !vault.verify(Secret("2580")), "the publisher's last managed app took it")
  }

  @Test func anotherPublisherDoesNotShareThePin() throws {
    let fixture = StoreFixture()
    try fixture.open().runtime(for: StoreFixture.scenario()).enrollAlex()
    let other = try fixture.open().runtime(
      for: StoreFixture.scenario(bundleId: "com.fabrikam.notes"))
    other.enrollAlex(pin: "1470")
    #expect(other.state.sdkScreen == nil, "Fabrikam's app chose its own PIN")
    let vault = StoredPinVault(store: try fixture.open(), bundleId: "com.contoso.notes")
    #expect(try vault.verify(Secret("2580")))
    #expect(try !vault.verify(Secret("1470")))
  }

  @Test func reusedPinsAreRefusedFromTheStoredHistory() throws {
    let store = try StoreFixture().open()
    var vault = StoredPinVault(store: store, bundleId: "com.contoso.notes")
    let kept1 = try vault.store(Secret("2580"), refusingPrevious: 2)
    #expect(kept1)
    let kept2 = try vault.store(Secret("1470"), refusingPrevious: 2)
    #expect(kept2)
    let kept3 = try vault.store(Secret("2580"), refusingPrevious: 2)
    #expect(!kept3)
    let kept4 = try vault.store(Secret("2580"), refusingPrevious: 1)
    #expect(kept4)
    try vault.clear()
    #expect(try !vault.verify(Secret("2580")))
  }

  @Test func twoConnectionsWritingAtOnceLoseNothing() async throws {
    let fixture = StoreFixture()
    _ = try fixture.open()
    let bundles = ["com.contoso.notes", "com.contoso.mail"]
    let directory = fixture.directory
    try await withThrowingTaskGroup(of: Void.self) { group in
      for bundle in bundles {
        group.addTask {
          let store = try DeviceStore.open(directory: directory, pinHashIterations: 1000)
          let runtime = try store.runtime(for: StoreFixture.scenario(bundleId: bundle))
          runtime.launch()
          for index in 0..<40 {
            runtime.send(
              .noteAdded(Note(id: "\(bundle)-\(index)", title: "t\(index)", body: "b", owner: nil)))
          }
          #expect(runtime.storeError == nil)
        }
      }
      try await group.waitForAll()
    }
    let store = try fixture.open()
    for bundle in bundles {
      let ids = try store.readNotes(bundleId: bundle).map(\.id).filter { $0.hasPrefix(bundle) }
      #expect(ids.count == 40)
    }
  }

  @Test func twoRuntimesOfOneAppTakeTurnsWithoutLosingSteps() throws {
    let fixture = StoreFixture()
    let one = try fixture.open().runtime(for: StoreFixture.scenario())
    let two = try fixture.open().runtime(for: StoreFixture.scenario())
    one.launch()
    one.send(.noteAdded(Note(id: "from-one", title: "1", body: "", owner: nil)))
    two.send(.noteAdded(Note(id: "from-two", title: "2", body: "", owner: nil)))
    let ids = try fixture.open().readNotes(bundleId: "com.contoso.notes").map(\.id)
    #expect(ids.contains("from-one") && ids.contains("from-two"))
  }

  @Test func thePublisherIsTheFirstTwoLabels() {
    let ids = [
      "com.contoso.notes", "COM.Contoso.Mail", "com.contoso", "single", "", ".", "..", "a..b.c",
      ".lead.ing", "trail.", "com.fabrikam.notes.extension", "ÉCOLE.Ça.app", "com.例え.app",
    ]
    for id in ids {
      let byLabels = id.lowercased().split(separator: ".", omittingEmptySubsequences: false)
        .prefix(2).joined(separator: ".")
      #expect(Publisher.of(bundleId: id) == byLabels, "\(id)")
    }
    #expect(Publisher.of(bundleId: "com.contoso.notes") == "com.contoso")
  }
}
