import MDXEngine
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// `mamsim inspect`'s listing: readable, secrets masked.
@Suite(.scratchFolder) struct InspectTests {
  @Test func theListingShowsTheStateAndMasksSecrets() throws {
    let store = try StoreFixture().open()
    let runtime = try store.runtime(for: StoreFixture.scenario())
    runtime.enrollAlex(pin: "738194")
    runtime.send(.noteAdded(Note(id: "p", title: "shopping", body: "milk", owner: nil)))
    let text = try StoreInspector.text(of: store)
    #expect(text.contains("com.contoso.notes (publisher com.contoso)"))
    #expect(text.contains("registered: alex@contoso.com (enrolled)"))
    #expect(text.contains("com.microsoft.intune.mam  app-pin  com.contoso  <sealed"))
    #expect(
      text.contains("com.microsoft.adalcache  refresh-token:com.contoso.notes  alex@contoso.com"))
    #expect(text.contains("corporate (alex@contoso.com), AES-256-GCM:"))
    #expect(text.contains("shopping"), "personal notes are shown")
    #expect(!text.contains("738194"))
    #expect(!text.contains("Fabrikam renewal"), "corporate notes show as ciphertext")
    #expect(text.contains("timers: ") && text.contains("checkIn at"))
  }

  /// A sign-out cut short (mamsim killed while the service answered) is listed as under way,
  /// not as signed in.
  @Test func aSignOutUnderWayIsListedAsSuch() throws {
    let fixture = StoreFixture()
    let runtime = try fixture.open().runtime(for: StoreFixture.scenario())
    runtime.enrollAlex()
    runtime.send(.signOutRequested)
    let text = try StoreInspector.text(of: try fixture.open())
    #expect(text.contains("signing out: alex@contoso.com (the next launch finishes it"), "\(text)")
    #expect(!text.contains("signed in: alex@contoso.com"), "\(text)")
  }

  @Test func theAppsValuesToScrubAreMaskedInTheListing() throws {
    let store = try StoreFixture().open()
    var scenario = StoreFixture.scenario()
    scenario.app.settings.valuesToScrubFromLogging = ["alex@contoso.com", ""]
    let runtime = try store.runtime(for: scenario)
    runtime.enrollAlex(pin: "738194")
    let text = try StoreInspector.text(of: store)
    #expect(!text.lowercased().contains("alex@contoso.com"), "the account is scrubbed")
    #expect(text.contains("registered: <scrubbed> (enrolled)"))
    #expect(text.contains("com.contoso.notes (publisher com.contoso)"), "the rest is listed")
  }

  /// A tenant's password a note holds is masked, as the event log masks it.
  @Test func theTenantsPasswordsAreMaskedInTheListing() throws {
    let store = try StoreFixture().open()
    let runtime = try store.runtime(for: StoreFixture.scenario())
    runtime.enrollAlex(pin: "738194")
    let blake = StoreFixture.user("blake@contoso.com")
    runtime.send(
      .noteAdded(Note(id: "p", title: "share", body: "pw \(blake.password) for it", owner: nil)))
    let text = try StoreInspector.text(of: store)
    #expect(!text.contains(blake.password), "\(text)")
    #expect(text.contains("p personal: {\"body\":\"pw <scrubbed> for it\""), "\(text)")
  }

  @Test func mdxSessionsAndVaultsAreListedAsWhatTheyMeanSecretsMasked() throws {
    let store = try StoreFixture().open()
    let runtime = try store.mdxRuntime(for: MDXStoreTests.scenario())
    MDXStoreTests.enrol(runtime)
    runtime.send(.vault(.app, .create))
    runtime.send(.vault(.app, .update(["user": "robin.ash", "shift": "night-watch"])))
    runtime.send(.vaultClass(.outsider, .get))
    runtime.send(.otherApp(.companion, .wipe))
    runtime.send(.admin(.appLock))
    let text = try StoreInspector.text(of: store)
    #expect(!text.contains("mdx-session"), "not an opaque keychain item")
    #expect(!text.contains("mdx-shared-vault"), "not an opaque keychain item")
    #expect(text.contains("Citrix MDX:"))
    #expect(text.contains("com.harbourline.dispatch: MDX session (managed), clock T+0s, running"))
    #expect(
      text.contains("enrolled: robin.ash@harbourline.example; Citrix PIN set (sealed, not shown)"))
    #expect(text.contains("session: locked by the administrator; wrong PINs in a row: 0"))
    #expect(text.contains("last network logon: T+0s"))
    #expect(
      text.contains(
        "    TEAMID_A.com.harbourline.dispatch / dispatch-session: sequence 1, 2 pairs, "
          + "values sealed"))
    #expect(
      text.contains(
        "vault instance of app (holds TEAMID_A.com.harbourline.dispatch): dispatch-session, "
          + "loaded sequence 1, 2 pairs, last error none"))
    #expect(text.contains("last class call of outsider: error 5101"))
    #expect(text.contains("own session of companion: wiped"))
    for secret in ["246810", "night-watch", "Dispatch-2026"] {
      #expect(!text.contains(secret), "\(secret) shown")
    }
  }

  @Test func anMdxSessionKeptBeforeTheModeWasRecordedIsStillListed() throws {
    let store = try StoreFixture().open()
    let runtime = try store.mdxRuntime(for: MDXStoreTests.scenario())
    MDXStoreTests.enrol(runtime)
    runtime.send(.quit)
    var old = MDXSessionSnapshot(runtime.state, at: runtime.now)
    old.mode = nil
    old.vaultClassResults = nil
    try store.keep(old, bundleId: "com.harbourline.dispatch", vaults: [])
    let text = try StoreInspector.text(of: store)
    #expect(text.contains("MDX session (mode not recorded), clock T+0s, not running"))
    #expect(text.contains("session: open"))
  }
}
