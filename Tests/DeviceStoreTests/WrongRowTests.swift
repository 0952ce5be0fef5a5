import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// A stored row whose JSON has the wrong shape, or whose columns are not of the kind mamsim
/// writes, is refused as corrupt, naming the row, and is never taken for a missing one and
/// written over; a row of the right shape reads back and writes the same text.
@Suite(.scratchFolder) struct WrongRowTests {
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
        [.blob(try Self.sealedState(text, store)), .text("com.contoso.notes")])
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

  @Test func whatIsWrongWithTheJSONIsSaidInWordsWithTheRemedy() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    try store.runtime(for: StoreFixture.scenario()).launch()
    let expected = [
      "{": "it is not valid JSON", #"{"a":1}"#: "'state' is missing",
      #"{"state":1}"#: "a value at state is not of the kind mamsim writes",
    ]
    for (text, reason) in expected {
      try store.database.run(
        "UPDATE apps SET snapshot = ?", [.blob(try Self.sealedState(text, store))])
      let error = #expect(throws: DeviceStoreError.self) {
        try store.storedSnapshot(bundleId: "com.contoso.notes")
      }
      let message = error?.message ?? ""
      #expect(
        message.contains("the state of com.contoso.notes cannot be read: \(reason)"), "\(message)")
      #expect(message.contains("it was left as it is"), "\(message)")
      #expect(
        message.contains("mamsim reset --app com.contoso.notes --state \(fixture.directory)"),
        "\(message)")
      #expect(!message.contains("DecodingError"), "\(message)")
    }
  }

  /// Each way of putting a column of the wrong kind into the app's row or the device's row.
  static let wrongColumns = [
    "UPDATE apps SET revision = 'x'", "UPDATE apps SET revision = 1e300",
    "UPDATE apps SET snapshot = CAST(snapshot AS TEXT)",
    "UPDATE device SET json = CAST(json AS TEXT)", "UPDATE device SET json = '{}'",
  ]

  /// `text` sealed as the notes app's state is, so that the JSON inside is what is read.
  static func sealedState(_ text: String, _ store: DeviceStore) throws -> [UInt8] {
    try StoreCrypto.seal(
      Array(text.utf8), key: store.deviceKey, context: DeviceStore.appContext("com.contoso.notes"))
  }

  @Test(arguments: wrongColumns)
  func aRowWithAColumnOfTheWrongKindIsRefusedAndKept(change: String) throws {
    let fixture = StoreFixture()
    try fixture.open().runtime(for: StoreFixture.scenario()).enrollAlex()
    let database = try SQLiteDatabase(path: fixture.directory + "/device.sqlite", create: false)
    try database.execute(change)
    let rows = "SELECT revision, snapshot FROM apps UNION ALL SELECT id, json FROM device"
    let before = try database.rows(rows)
    let store = try fixture.open()
    let error = #expect(throws: DeviceStoreError.self) {
      try store.runtime(for: StoreFixture.scenario())
    }
    let message = error?.message ?? ""
    #expect(message.hasPrefix(fixture.directory + "/device.sqlite: the "), "\(message)")
    #expect(message.contains("it was left as it is"), "\(message)")
    #expect(try database.rows(rows) == before, "not written over")
  }

  @Test func aKeychainValueThatIsNotBytesIsRefusedAndKept() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    try store.runtime(for: StoreFixture.scenario()).enrollAlex()
    try store.database.run(
      "UPDATE keychain SET value = 'abc' WHERE service = ?", [.text(DeviceStore.Service.appPin)])
    let vault = StoredPinVault(store: store, bundleId: "com.contoso.notes")
    let error = #expect(throws: DeviceStoreError.self) { try vault.currentRecord() }
    #expect(error?.kind == .damaged)
    #expect(
      error?.message.contains("keychain item com.microsoft.intune.mam/app-pin/com.contoso") == true,
      "\(String(describing: error))")
    #expect(
      try store.database.scalar(
        "SELECT value FROM keychain WHERE service = ?", [.text(DeviceStore.Service.appPin)])
        == .text("abc"), "not written over")
  }
}
