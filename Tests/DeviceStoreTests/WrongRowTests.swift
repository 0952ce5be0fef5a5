import SessionEngine
import Testing

@testable import DeviceStore

/// A stored row whose JSON has the wrong shape is refused as corrupt, naming the row, and a
/// row of the right shape reads back and writes the same text.
@Suite struct WrongRowTests {
  @Test func aPinRecordOfTheWrongShapeIsCorruptAndNamed() throws {
    let store = try StoreFixture().open()
    let texts = [
      #"{"hash":[1],"iterations":1,"length":4}"#,
      #"{"hash":[1],"iterations":"1","length":4,"salt":[2]}"#,
      #"{"hash":[300],"iterations":1,"length":4,"salt":[2]}"#, #"{"hash":[1],"iterations":1,"#,
      "[]", "null", "",
    ]
    let vault = StoredPinVault(store: store, bundleId: "com.contoso.notes")
    for text in texts {
      try store.setKeychainValue(
        Array(text.utf8), group: KeychainGroup.intune, service: DeviceStore.Service.appPin,
        account: "com.contoso")
      do {
        _ = try vault.currentRecord()
        Issue.record("\(text) was read")
      } catch {
        #expect(error.kind == .corrupt)
        #expect(
          error.message.hasPrefix(
            "keychain item com.microsoft.intune.mam/app-pin cannot be read: "),
          "\(error.message)")
      }
    }
    let good = #"{"hash":[1],"iterations":1,"length":4,"salt":[2],"setAt":{"milliseconds":5}}"#
    try store.setKeychainValue(
      Array(good.utf8), group: KeychainGroup.intune, service: DeviceStore.Service.appPin,
      account: "com.contoso")
    let record = try #require(try vault.currentRecord())
    #expect(record.hash == [1] && record.salt == [2] && record.length == 4)
    #expect(record.setAt == Instant(milliseconds: 5))
    #expect(try StoreJSON.text(record) == good)
  }

  @Test func anAppRowOfTheWrongShapeIsCorruptAndNamed() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    let runtime = try store.runtime(for: StoreFixture.scenario())
    runtime.launch()
    #expect(try store.storedSnapshot(bundleId: "com.contoso.notes") != nil)
    for text in ["[]", #"{"state":{}}"#, "{"] {
      try store.database.run(
        "UPDATE apps SET snapshot = ? WHERE bundle_id = ?",
        [.text(text), .text("com.contoso.notes")])
      do {
        _ = try store.storedSnapshot(bundleId: "com.contoso.notes")
        Issue.record("\(text) was read")
      } catch {
        #expect(error.kind == .corrupt)
        #expect(
          error.message.contains("the state of com.contoso.notes cannot be read: "),
          "\(error.message)")
      }
    }
  }
}
