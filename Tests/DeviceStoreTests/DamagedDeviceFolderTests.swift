import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// A device folder whose files are links, folders or missing pieces is refused with the file and
/// the remedy (`mamsim reset`), and nothing outside it is read, written or emptied (issue 30,
/// items 1 and 8); `mamsim reset` starts a new phone there.
@Suite(.scratchFolder) struct DamagedDeviceFolderTests {
  /// A device with Alex enrolled, a PIN and sealed notes, closed again; returns its folder.
  static func enrolledDevice() throws -> String {
    let fixture = StoreFixture()
    try fixture.open().runtime(for: StoreFixture.scenario()).enrollAlex()
    return fixture.directory
  }

  /// A file outside any device folder holding `text`.
  static func outsideFile(_ text: String) throws -> String {
    let path = ScratchFolder.path("outside")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func contents(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
  }

  @Test(arguments: [false, true])
  func aLockThatIsALinkIsRefusedAndItsTargetKept(relative: Bool) throws {
    let folder = StoreFixture().directory
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let target = try Self.outsideFile("precious\n")
    let link = relative ? "../" + URL(fileURLWithPath: target).lastPathComponent : target
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/lock", withDestinationPath: link)
    let error = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: folder, exclusive: true, pinHashIterations: 1000)
    }
    #expect(error?.kind == .damaged)
    #expect(error?.message.contains(folder + "/lock: is a symbolic link") == true, "\(error!)")
    #expect(Self.contents(target) == Data("precious\n".utf8), "the link's target is not emptied")
  }

  @Test func aLockWithOtherNamesOrAFolderAsLockIsRefused() throws {
    let folder = StoreFixture().directory
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let target = try Self.outsideFile("precious\n")
    try FileManager.default.linkItem(atPath: target, toPath: folder + "/lock")
    let hard = #expect(throws: DeviceStoreError.self) { try DeviceLock(directory: folder) }
    #expect(hard?.kind == .damaged && hard?.message.contains("hard link") == true)
    #expect(Self.contents(target) == Data("precious\n".utf8))
    try FileManager.default.removeItem(atPath: folder + "/lock")
    try FileManager.default.createDirectory(
      atPath: folder + "/lock", withIntermediateDirectories: false)
    let directory = #expect(throws: DeviceStoreError.self) { try DeviceLock(directory: folder) }
    #expect(directory?.message.contains(folder + "/lock: is a folder") == true)
  }

  @Test func theLockFileIsNeverEmptied() throws {
    let folder = StoreFixture().directory
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let lockPath = folder + "/" + DeviceLock.fileName
    try Data("999999999\n".utf8).write(to: URL(fileURLWithPath: lockPath))
    do {
      let lock = try DeviceLock(directory: folder)
      let text = String(decoding: Self.contents(lockPath) ?? Data(), as: UTF8.self)
      #expect(text.split(separator: "\n").first == "\(getpid())")
      _ = lock
    }
    #expect(Self.contents(lockPath)?.isEmpty == false, "released without emptying the file")
  }

  @Test(arguments: ["device.sqlite", "device.sqlite-wal", "device.sqlite-shm", "device.key"])
  func aLinkInPlaceOfADeviceFileIsRefusedAndItsTargetKept(name: String) throws {
    let folder = try Self.enrolledDevice()
    let path = folder + "/" + name
    let copy = ScratchFolder.path("outside")
    if FileManager.default.fileExists(atPath: path) {
      try FileManager.default.moveItem(atPath: path, toPath: copy)
    } else {
      try Data().write(to: URL(fileURLWithPath: copy))
    }
    let before = Self.contents(copy)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: copy)
    let error = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: folder, pinHashIterations: 1000)
    }
    #expect(error?.kind == .damaged)
    #expect(error?.message.contains(path + ": is a symbolic link") == true, "\(error!)")
    #expect(error?.message.contains("mamsim reset --state \(folder)") == true)
    #expect(Self.contents(copy) == before, "the link's target is not touched")
  }

  @Test func aKeyBesideAnEmptyOrMissingDatabaseIsRefused() throws {
    let folder = try Self.enrolledDevice()
    let database = folder + "/" + DeviceStore.databaseFileName
    for file in [database, database + "-wal", database + "-shm"] {
      try? FileManager.default.removeItem(atPath: file)
    }
    try Data().write(to: URL(fileURLWithPath: database))
    let error = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: folder, pinHashIterations: 1000)
    }
    #expect(error?.kind == .damaged)
    #expect(error?.message.hasPrefix(database + ": ") == true)
    #expect(error?.message.contains("mamsim reset --state \(folder)") == true)
    #expect(Self.contents(database)?.isEmpty == true, "the empty file is left as it is")
    try FileManager.default.removeItem(atPath: database)
    #expect(DeviceStore.exists(directory: folder), "a key alone is a (damaged) device")
    #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: folder, pinHashIterations: 1000)
    }
    #expect(!FileManager.default.fileExists(atPath: database), "no new database is made")
  }

  @Test func aMissingKeyIsNotMadeAgainWhenValuesAreSealedUnderIt() throws {
    let folder = try Self.enrolledDevice()
    let key = folder + "/" + DeviceStore.keyFileName
    try FileManager.default.removeItem(atPath: key)
    for readOnly in [true, false] {
      let error = #expect(throws: DeviceStoreError.self) {
        try DeviceStore.open(directory: folder, readOnly: readOnly, pinHashIterations: 1000)
      }
      #expect(error?.kind == .damaged)
      #expect(error?.message.hasPrefix(key + ": the device key is missing") == true)
      #expect(error?.message.contains("mamsim reset --state \(folder)") == true)
      #expect(!FileManager.default.fileExists(atPath: key), "readOnly \(readOnly)")
    }
  }

  @Test func inspectingWritesNothing() throws {
    let fixture = StoreFixture()
    _ = try fixture.open()
    let key = fixture.directory + "/" + DeviceStore.keyFileName
    let database = fixture.directory + "/" + DeviceStore.databaseFileName
    try FileManager.default.removeItem(atPath: key)
    let before = Self.contents(database)
    let store = try DeviceStore.open(directory: fixture.directory, readOnly: true)
    #expect(try StoreInspector.text(of: store).contains("Apps: none installed"))
    #expect(!FileManager.default.fileExists(atPath: key), "no key is made by a listing")
    #expect(Self.contents(database) == before)
    #expect(throws: DeviceStoreError.self) { try store.eraseDevice() }
    let nowhere = ScratchFolder.path("none")
    #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: nowhere, readOnly: true)
    }
    #expect(!FileManager.default.fileExists(atPath: nowhere), "no folder is made by a listing")
  }

  @Test func aKeyThatIsAFolderOrOfWrongSizeIsRefusedAsSuch() throws {
    let folder = try Self.enrolledDevice()
    let key = folder + "/" + DeviceStore.keyFileName
    try FileManager.default.removeItem(atPath: key)
    try FileManager.default.createDirectory(atPath: key, withIntermediateDirectories: false)
    let error = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: folder, pinHashIterations: 1000)
    }
    #expect(error?.kind == .damaged)
    #expect(error?.message.contains(key + ": is a folder") == true, "\(error!)")
    #expect(error?.message.contains("0 bytes") == false)
    try FileManager.default.removeItem(atPath: key)
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: key))
    let short = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: folder, pinHashIterations: 1000)
    }
    #expect(short?.message.contains("3 bytes instead of 32") == true)
    #expect(short?.message.contains("mamsim reset --state \(folder)") == true)
  }

  @Test func aSealedValueThatDoesNotOpenNamesTheFilesAndTheRemedy() throws {
    let folder = try Self.enrolledDevice()
    let key = folder + "/" + DeviceStore.keyFileName
    try Data(repeating: 7, count: 32).write(to: URL(fileURLWithPath: key))
    let store = try DeviceStore.open(directory: folder, pinHashIterations: 1000)
    let error = #expect(throws: DeviceStoreError.self) {
      try store.readNotes(bundleId: "com.contoso.notes")
    }
    #expect(error?.kind == .damaged)
    // The first sealed value read is the first corporate note's owner.
    #expect(
      error?.message.hasPrefix(folder + "/device.sqlite: the owner of note ") == true,
      "\(error!)")
    #expect(error?.message.contains("of com.contoso.notes does not open") == true, "\(error!)")
    #expect(error?.message.contains("device key \(key)") == true)
    #expect(error?.message.contains("mamsim reset --state \(folder)") == true)
  }

  /// A keychain item that does not open is named by the start of its account's digest, as
  /// `mamsim inspect` lists an account no app names: never by the user's name.
  @Test func aKeychainItemThatDoesNotOpenDoesNotNameItsAccount() throws {
    let folder = try Self.enrolledDevice()
    try DeviceStore.open(directory: folder, pinHashIterations: 1000).database.execute(
      "UPDATE keychain SET value = randomblob(60)")
    let store = try DeviceStore.open(directory: folder, pinHashIterations: 1000)
    let errors = [
      #expect(throws: DeviceStoreError.self) {
        try store.dataKey(bundleId: "com.contoso.notes", upn: "alex@contoso.com", create: false)
      },
      #expect(throws: DeviceStoreError.self) { try StoreInspector.text(of: store) },
    ]
    for error in errors {
      let message = error?.message ?? ""
      #expect(
        message.contains(
          "keychain item com.microsoft.intune.mam/data-key:com.contoso.notes/an account kept as "
            + DeviceStore.accountDigestPrefix),
        "\(message)")
      #expect(!message.lowercased().contains("alex"), "\(message)")
      #expect(message.contains("does not open with the device key"), "\(message)")
    }
  }

  @Test func erasingADamagedFolderStartsANewPhoneThere() throws {
    let folder = try Self.enrolledDevice()
    let target = try Self.outsideFile("precious\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/lock", withDestinationPath: target)
    let database = folder + "/" + DeviceStore.databaseFileName
    try Data().write(to: URL(fileURLWithPath: database))
    let (store, damage) = try DeviceStore.openForErasing(directory: folder)
    #expect(damage?.kind == .damaged)
    try store.eraseDevice()
    #expect(try store.installedApps().isEmpty)
    #expect(Self.contents(target) == Data("precious\n".utf8))
    let other = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: folder, exclusive: true)
    }
    #expect(other?.kind == .inUse, "the erasing store holds the folder")
  }
}

/// `mamsim reset` erases only what it recognises as a mamsim device: another program's database,
/// a file that is not SQLite, a damaged or truncated one is refused and left byte for byte, even
/// when the folder is damaged otherwise (a link as its lock), and nothing in the folder changes
/// but the claim on it.
@Suite(.scratchFolder) struct ErasingForeignFilesTests {
  /// The database files `mamsim reset` must never erase, by name.
  static let kinds = ["another program's", "not SQLite", "truncated", "damaged start"]

  /// Writes a database of `kind` into a new folder; returns the folder.
  static func folder(holding kind: String) throws -> String {
    let folder: String
    let database: String
    switch kind {
    case "another program's":
      folder = StoreFixture().directory
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      database = folder + "/" + DeviceStore.databaseFileName
      let other = try SQLiteDatabase(path: database, create: true)
      try other.execute("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('ann')")
      return folder
    case "not SQLite":
      folder = StoreFixture().directory
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      database = folder + "/" + DeviceStore.databaseFileName
      try Data("my own notes, not a database\n".utf8).write(to: URL(fileURLWithPath: database))
      return folder
    default:
      folder = try DamagedDeviceFolderTests.enrolledDevice()
      database = folder + "/" + DeviceStore.databaseFileName
      var bytes = try Data(contentsOf: URL(fileURLWithPath: database))
      if kind == "truncated" {
        bytes = bytes.prefix(bytes.count - 700)
      } else {
        bytes.replaceSubrange(0..<16, with: Data(repeating: 0x5A, count: 16))
      }
      try bytes.write(to: URL(fileURLWithPath: database))
      return folder
    }
  }

  /// Every file in `folder` with its bytes (a link as where it points).
  static func files(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      let path = folder + "/" + name
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
        files[name] = Data(("link " + target).utf8)
      } else {
        files[name] = FileManager.default.contents(atPath: path) ?? Data()
      }
    }
    return files
  }

  @Test(arguments: kinds, [false, true])
  func resetRefusesADatabaseItDoesNotRecognise(kind: String, lockIsALink: Bool) throws {
    let folder = try Self.folder(holding: kind)
    if lockIsALink {
      try? FileManager.default.removeItem(atPath: folder + "/lock")
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/lock", withDestinationPath: "/nonexistent/lock")
    }
    let before = try Self.files(folder)
    let error = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.openForErasing(directory: folder)
    }
    #expect(error?.kind == .corrupt || error?.kind == .notOurs, "\(error!)")
    #expect(error?.message.hasPrefix(folder + "/device.sqlite: ") == true, "\(error!)")
    var after = try Self.files(folder)
    // The claim on the folder (an empty lock file, taken before anything is read) may appear.
    if before["lock"] == nil { after["lock"] = nil }
    #expect(after == before, "nothing in the folder changed")
  }

  @Test(arguments: ["device.sqlite", "device.sqlite-wal", "device.key", "lock"])
  func aFolderInPlaceOfADeviceFileIsNeverErased(name: String) throws {
    let folder = try DamagedDeviceFolderTests.enrolledDevice()
    let path = folder + "/" + name
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
    let before = try Self.files(folder)
    let error = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.openForErasing(directory: folder)
    }
    #expect(error?.kind == .corrupt)
    #expect(
      error?.message.hasPrefix(path + ": is a folder where the device keeps a file") == true,
      "\(String(describing: error))")
    #expect(error?.message.contains("nothing in \(folder) was changed") == true)
    #expect(
      try Self.files(folder).filter { $0.key != "lock" } == before.filter { $0.key != "lock" })
    #expect(DamagedDeviceFolderTests.contents(path + "/notes.txt") == Data("mine\n".utf8))
  }

  @Test func aDamagedFolderWithAMamsimDatabaseIsStillErased() throws {
    let folder = try DamagedDeviceFolderTests.enrolledDevice()
    try? FileManager.default.removeItem(atPath: folder + "/lock")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/lock", withDestinationPath: "/nonexistent/lock")
    let (store, damage) = try DeviceStore.openForErasing(directory: folder)
    #expect(damage?.kind == .damaged)
    try store.eraseDevice()
    #expect(try store.installedApps().isEmpty)
  }

  @Test func theHeaderReaderTellsWholeFromTruncated() throws {
    let folder = try DamagedDeviceFolderTests.enrolledDevice()
    let bytes = Array(
      try Data(contentsOf: URL(fileURLWithPath: folder + "/" + DeviceStore.databaseFileName)))
    let header = try #require(SQLiteFileHeader(bytes))
    #expect(header.applicationID == DeviceStore.applicationID)
    #expect(header.isWhole(fileSize: bytes.count))
    #expect(!header.isWhole(fileSize: bytes.count - header.pageSize))
    #expect(!header.isWhole(fileSize: bytes.count - 1))
    #expect(SQLiteFileHeader(Array(bytes.prefix(99))) == nil)
    #expect(SQLiteFileHeader(Array("not a database".utf8) + bytes.dropFirst(14)) == nil)
  }
}

/// `--state` naming a file, or a path through a file, is refused as a file, not a folder.
@Suite(.scratchFolder) struct StateFolderShapeTests {
  @Test(arguments: [false, true])
  func aFileInPlaceOfTheFolderIsCalledAFile(readOnly: Bool) throws {
    let file = try DamagedDeviceFolderTests.outsideFile("precious\n")
    let error = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: file, readOnly: readOnly, pinHashIterations: 1000)
    }
    #expect(error?.message.hasPrefix(file + ": is a file, not a folder") == true, "\(error!)")
    let below = #expect(throws: DeviceStoreError.self) {
      try DeviceStore.open(directory: file + "/device", readOnly: readOnly)
    }
    #expect(below?.message.contains("\(file) is a file, not a folder") == true, "\(below!)")
    #expect(DamagedDeviceFolderTests.contents(file) == Data("precious\n".utf8))
  }

  @Test func aLockInAFileIsRefusedAsAFile() throws {
    let file = try DamagedDeviceFolderTests.outsideFile("precious\n")
    let error = #expect(throws: DeviceStoreError.self) { try DeviceLock(directory: file) }
    #expect(error?.message.contains("is a file, not a folder") == true, "\(error!)")
  }

  @Test func anImmutableOpenWritesNothingBesideTheDatabase() throws {
    let folder = try DamagedDeviceFolderTests.enrolledDevice() + "/odd ?#% name"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + DeviceStore.databaseFileName
    do {
      let writer = try SQLiteDatabase(path: path, create: true)
      try writer.execute(
        "PRAGMA journal_mode = WAL; CREATE TABLE t (x); INSERT INTO t VALUES (42)")
    }
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    let reader = try SQLiteDatabase(path: path, create: false, immutable: true)
    #expect(try reader.scalar("SELECT x FROM t")?.integer == 42)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "no log is made")
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"), "no index is made")
    #expect(throws: DeviceStoreError.self) { try reader.execute("INSERT INTO t VALUES (1)") }
  }
}
