import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// Files that are not ours, damaged or newer are refused and left alone; ours are owner-only.
@Suite(.scratchFolder) struct FileSafetyTests {
  func write(_ bytes: [UInt8], to path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + DeviceStore.databaseFileName))
  }

  func contents(_ directory: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: directory + "/" + DeviceStore.databaseFileName))
  }

  @Test func aGarbageFileIsRefusedWithItsName() throws {
    let fixture = StoreFixture()
    let garbage = Array("this is not a database at all, just words".utf8)
    try write(garbage, to: fixture.directory)
    let error = #expect(throws: DeviceStoreError.self) { try fixture.open() }
    #expect(error?.kind == .corrupt)
    #expect(error?.message.contains(fixture.directory + "/device.sqlite") == true)
    #expect(try contents(fixture.directory) == Data(garbage), "never overwritten")
  }

  @Test func aDamagedDatabaseIsRefused() throws {
    let fixture = StoreFixture()
    try fixture.open().runtime(for: StoreFixture.scenario()).enrollAlex()
    let path = fixture.directory + "/device.sqlite"
    // Checkpoint the WAL into the file, then scribble over its first pages after the header.
    _ = try fixture.open().database.rows("PRAGMA wal_checkpoint(TRUNCATE)")
    var bytes = Array(try contents(fixture.directory))
    for index in 100..<min(bytes.count, 3000) { bytes[index] = 0xA5 }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: DeviceStoreError.self) { try fixture.open() }
    #expect(error?.message.contains(path) == true)
  }

  @Test func anotherApplicationsDatabaseIsRefused() throws {
    let fixture = StoreFixture()
    try FileManager.default.createDirectory(
      atPath: fixture.directory, withIntermediateDirectories: true)
    let other = try SQLiteDatabase(path: fixture.directory + "/device.sqlite", create: true)
    try other.execute("CREATE TABLE contacts (name TEXT)")
    let error = #expect(throws: DeviceStoreError.self) { try fixture.open() }
    #expect(error?.kind == .notOurs)
    #expect(try other.scalar("SELECT count(*) FROM sqlite_master")?.integer == 1)
  }

  @Test func aNewerSchemaIsRefusedAndNeverOverwritten() throws {
    let fixture = StoreFixture()
    try fixture.open().runtime(for: StoreFixture.scenario()).launch()
    let database = try SQLiteDatabase(path: fixture.directory + "/device.sqlite", create: false)
    try database.execute("PRAGMA user_version = \(DeviceStore.schemaVersion + 1)")
    let before = try database.rows("SELECT revision, snapshot FROM apps")
    let error = #expect(throws: DeviceStoreError.self) { try fixture.open() }
    #expect(error?.kind == .newerSchema)
    #expect(error?.message.contains("newer mamsim") == true)
    #expect(
      try database.scalar("PRAGMA user_version")?.integer == Int64(DeviceStore.schemaVersion + 1))
    #expect(try database.rows("SELECT revision, snapshot FROM apps") == before)
  }

  /// A schema 2 file whose header was set back to 1 is refused before its rows are sealed a
  /// second time, and left byte for byte as it was.
  @Test func aSchemaTwoFileRelabelledOneIsRefusedAndLeftAlone() throws {
    let fixture = StoreFixture()
    try fixture.open().runtime(for: StoreFixture.scenario()).enrollAlex()
    let path = fixture.directory + "/device.sqlite"
    do {
      let database = try SQLiteDatabase(path: path, create: false)
      try database.execute("PRAGMA user_version = 1")
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let error = #expect(throws: DeviceStoreError.self) { try fixture.open() }
    #expect(error?.kind == .corrupt)
    #expect(error?.message.contains("says device schema 1, but its rows are sealed") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    // Set back to 2, it opens with what it held.
    do {
      let database = try SQLiteDatabase(path: path, create: false)
      try database.execute("PRAGMA user_version = 2")
    }
    let runtime = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(runtime.state.enrolledAccount?.upn == "alex@contoso.com")
  }

  @Test func schemaZeroWithTablesIsRefusedAndNeverMigrated() throws {
    let fixture = StoreFixture()
    try fixture.open().runtime(for: StoreFixture.scenario()).launch()
    let database = try SQLiteDatabase(path: fixture.directory + "/device.sqlite", create: false)
    try database.execute("PRAGMA user_version = 0")
    let before = try database.rows("SELECT revision, snapshot FROM apps")
    for readOnly in [false, true] {
      let error = #expect(throws: DeviceStoreError.self) {
        try DeviceStore.open(directory: fixture.directory, readOnly: readOnly)
      }
      #expect(error?.kind == .corrupt)
      #expect(
        error?.message.hasPrefix(
          fixture.directory + "/device.sqlite: the device store holds tables")
          == true, "\(String(describing: error))")
    }
    #expect(try database.scalar("PRAGMA user_version")?.integer == 0)
    #expect(try database.rows("SELECT revision, snapshot FROM apps") == before)
  }

  @Test func theFolderAndTheFilesAreOwnerOnly() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    try store.runtime(for: StoreFixture.scenario()).enrollAlex()
    #expect(DeviceFiles.permissions(fixture.directory) == 0o700)
    for name in ["device.sqlite", "device.sqlite-wal", "device.sqlite-shm", "device.key"] {
      let path = fixture.directory + "/" + name
      #expect(DeviceFiles.permissions(path) == 0o600, "\(name)")
    }
    #expect(
      try store.installedApps().count == 1, "the store stays open while the files are checked")
  }

  @Test func aFolderReachedThroughALinkOpensAndKeepsTheDevice() throws {
    // A linked home (`/home` → `/var/home`) or a linked parent is an ordinary place for a device.
    let real = ScratchFolder.path("real-parent")
    try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
    let link = ScratchFolder.path("linked-parent")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    let directory = link + "/device"
    do {
      let store = try DeviceStore.open(directory: directory, pinHashIterations: 1000)
      try store.runtime(for: StoreFixture.scenario()).enrollAlex()
    }
    let again = try DeviceStore.open(directory: directory, readOnly: true)
    #expect(try again.installedApps() == ["com.contoso.notes"])
    #expect(
      FileManager.default.fileExists(atPath: real + "/device/device.sqlite"),
      "kept in the real folder")
  }

  @Test func noSecretIsStoredInPlainText() throws {
    let fixture = StoreFixture()
    let store = try fixture.open()
    try store.runtime(for: StoreFixture.scenario()).enrollAlex(pin: "738194")
    _ = try store.database.rows("PRAGMA wal_checkpoint(TRUNCATE)")
    let text = String(decoding: try contents(fixture.directory), as: UTF8.self)
    #expect(!text.contains("738194"))
    #expect(!text.contains("Pilot-2580"), "no password")
    #expect(!text.contains("Fabrikam renewal at risk"), "corporate notes are sealed")
    #expect(text.contains("Venue shortlist") == false, "Blake's note is sealed too")
  }

  @Test func theDefaultFolderFollowsXDG() throws {
    #expect(
      try DeviceStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"])
        == "/x/state/mamsim")
    #expect(
      try DeviceStore.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.local/state/mamsim")
    #expect(
      try DeviceStore.defaultDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
        == "/h/.local/state/mamsim")
  }

  /// With neither XDG_STATE_HOME nor HOME an absolute path, there is no default folder: the
  /// device is not put in whatever folder the command runs in.
  @Test(
    arguments: [
      [:], ["HOME": ""], ["HOME": "relative"], ["XDG_STATE_HOME": "state", "HOME": ""],
    ] as [[String: String]])
  func withoutHomeOrXDGThereIsNoDefaultFolder(environment: [String: String]) {
    let error = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.defaultDirectory(environment: environment)
    }
    #expect(error?.message.contains("--state") == true, "\(error!)")
    #expect(error?.message.contains("XDG_STATE_HOME") == true)
    #expect(error?.message.contains("HOME") == true)
  }

  @Test func anEphemeralDeviceWritesNoFile() throws {
    let fixture = StoreFixture()
    let store = try DeviceStore.open(directory: fixture.directory, ephemeral: true)
    try store.runtime(for: StoreFixture.scenario()).launch()
    #expect(store.directory == nil)
    #expect(!FileManager.default.fileExists(atPath: fixture.directory))
    #expect(try store.installedApps() == ["com.contoso.notes"])
  }
}
