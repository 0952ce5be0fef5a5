import Foundation
import SessionEngine
import Testing

@testable import DeviceStore

/// A device folder whose files are links, folders or missing pieces is refused with the file and
/// the remedy (`mamsim reset`), and nothing outside it is read, written or emptied (issue 30,
/// items 1 and 8); `mamsim reset` starts a new phone there.
@Suite struct DamagedDeviceFolderTests {
  /// A device with Alex enrolled, a PIN and sealed notes, closed again; returns its folder.
  static func enrolledDevice() throws -> String {
    let fixture = StoreFixture()
    try fixture.open().runtime(for: StoreFixture.scenario()).enrollAlex()
    return fixture.directory
  }

  /// A file outside any device folder holding `text`.
  static func outsideFile(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "mamsim-outside-\(UUID().uuidString)"
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
    let copy = NSTemporaryDirectory() + "mamsim-outside-\(UUID().uuidString)"
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
    let nowhere = NSTemporaryDirectory() + "mamsim-none-\(UUID().uuidString)"
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
    #expect(
      error?.message.hasPrefix(
        folder + "/device.sqlite: keychain item "
          + "com.microsoft.intune.mam/data-key:com.contoso.notes/alex@contoso.com does not open")
        == true, "\(error!)")
    #expect(error?.message.contains("device key \(key)") == true)
    #expect(error?.message.contains("mamsim reset --state \(folder)") == true)
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
