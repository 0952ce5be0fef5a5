import SessionEngine
import Testing

@testable import DeviceStore

/// `mamsim inspect`'s listing: readable, secrets masked.
@Suite struct InspectTests {
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
}
