import SessionEngine

/// The simulated phone's persistent memory: one SQLite database per device, holding what iOS would
/// keep for the apps on it — keychain items by access group, each app's documents, the SDK's state
/// per app, and the device itself.
///
/// The database is in WAL mode; every engine step is one `BEGIN IMMEDIATE` … `COMMIT`, and
/// connections wait (`busy_timeout`) for one another. The commands that run a device (`run`,
/// `walkthrough`, `record`, `replay --state`, `reset`) open it `exclusive`, so only one process
/// at a time uses a folder.
/// Secrets are sealed (AES-256-GCM) under a device key kept beside the database in an owner-only
/// file, as the phone's secure hardware would keep it; PINs are kept only as PBKDF2 hashes. So is
/// everything that names a user: each app's state, the device's row and the owners of notes are
/// sealed, and keychain items of an account are found by a keyed digest of it; only bundle
/// identifiers, publishers, access groups and vault names are plain.
public final class DeviceStore: SessionStore {
  /// The schema this mamsim writes; older files are migrated forward, newer ones refused. Schema
  /// 2 seals what names an account (see `sealAccountRows`).
  public static let schemaVersion = 2
  /// The database file inside the device folder.
  public static let databaseFileName = "device.sqlite"
  /// The device key file inside the device folder.
  public static let keyFileName = "device.key"
  /// PBKDF2-HMAC-SHA256 rounds for a new PIN hash (OWASP's 2023 figure for this hash).
  public static let defaultPinHashIterations = 600_000
  /// The SQLite application id that marks a mamsim device ("MAMS").
  static let applicationID: Int64 = 0x4D41_4D53
  /// How long a connection waits for another one's write lock, in milliseconds.
  static let busyTimeout: Int32 = 10_000

  /// The device folder, or nil for an ephemeral (in-memory) device.
  public let directory: String?
  /// Where the device lives, for messages: its folder.
  public var location: String? { directory }
  /// PBKDF2 rounds for new PIN hashes.
  public let pinHashIterations: Int
  /// The database.
  let database: SQLiteDatabase
  /// The key that seals keychain values (the phone's hardware key); read (or made) once the
  /// database is open, as whether it may be made depends on what the database holds.
  private(set) var deviceKey: [UInt8]
  /// The revision of each app's row last read or written by this connection.
  var revisions: [String: Int64] = [:]
  /// The token cache group of each app this connection runs (from its settings).
  var tokenGroups: [String: String] = [:]
  /// What this connection last read or wrote of each app's notes (see `NotesMark`): a step that
  /// leaves them as they were does not write them again.
  var notesMarks: [String: NotesMark] = [:]
  /// The device row as this connection last read it, with its value (see `storedDevice`).
  var deviceMark: (sealed: [UInt8], device: DeviceState)?
  /// Whether a step skips writing what did not change (the notes, the device) and reuses the
  /// last decoded device; off only in the tests that compare it with writing everything.
  var skipsUnchangedRows = true
  /// The wall clock an app's last use is recorded by (`markUsed`), in milliseconds since 1970.
  var wallClock: () -> Int64 = DeviceStore.systemWallClock
  /// This process's claim on the folder, when opened `exclusive`; released with the store.
  private var lock: DeviceLock?
  /// This process's shared hold on the folder, when opened `readOnly`; released with the store.
  private var readClaim: DeviceReadClaim?

  private init(
    directory: String?, database: SQLiteDatabase, deviceKey: [UInt8], pinHashIterations: Int
  ) {
    self.directory = directory
    self.database = database
    self.deviceKey = deviceKey
    self.pinHashIterations = pinHashIterations
  }

  /// The database file, or `:memory:`.
  public var databasePath: String { database.path }

  /// The default device folder: `$XDG_STATE_HOME/mamsim`, else `$HOME/.local/state/mamsim`;
  /// each counts only as an absolute path (as the XDG rules say), and when neither is one the
  /// default is refused rather than a folder made wherever the command happens to run.
  public static func defaultDirectory(environment: [String: String]) throws(DeviceStoreError)
    -> String
  {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/mamsim"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.local/state/mamsim"
    }
    throw DeviceStoreError(
      .fileSystem,
      "no folder for the simulated device: neither XDG_STATE_HOME nor HOME is set to an absolute "
        + "path, and mamsim keeps the device in $XDG_STATE_HOME/mamsim, else "
        + "$HOME/.local/state/mamsim. Pass --state DIR, or set XDG_STATE_HOME or HOME")
  }

  /// Opens the device kept in `directory` (created owner-only when missing), or a fresh in-memory
  /// device when `ephemeral`. A damaged file, a file that is not a mamsim device and a file of a
  /// newer mamsim are refused with an error naming the file, and never written to; so are a link
  /// or a folder in place of any of the device's files, a key beside an empty or missing
  /// database, and sealed values whose key is missing (`.damaged`: `mamsim reset` is the remedy).
  ///
  /// When `exclusive`, the folder is first claimed for this process (`DeviceLock`) and kept
  /// until the store is released; a folder another process holds is refused, naming it. When
  /// `readOnly` (`mamsim inspect`), nothing is created or changed: the folder is held shared
  /// (`DeviceReadClaim`) until the store is released, the database is opened read only, with
  /// nothing made beside it unless another process is using it, and a missing key is not made.
  public static func open(
    directory: String, ephemeral: Bool = false, exclusive: Bool = false, readOnly: Bool = false,
    pinHashIterations: Int = DeviceStore.defaultPinHashIterations
  ) throws(DeviceStoreError) -> DeviceStore {
    if ephemeral {
      let database = try SQLiteDatabase(path: ":memory:", create: true)
      let store = DeviceStore(
        directory: nil, database: database, deviceKey: try StoreCrypto.randomBytes(32),
        pinHashIterations: pinHashIterations)
      try store.prepareSchema()
      return store
    }
    let path = directory + "/" + databaseFileName
    if readOnly {
      try DeviceFiles.refuseUnlessFolder(directory)
    } else {
      try DeviceFiles.makeDirectory(directory)
      try DeviceFiles.refuseUnlessWritable(directory, database: path)
    }
    let lock = exclusive ? try DeviceLock(directory: directory) : nil
    let keyPath = directory + "/" + keyFileName
    for file in [path, path + "-wal", path + "-shm", keyPath] {
      try DeviceFiles.refuseUnlessPlainFile(file)
    }
    if DeviceFiles.isEmptyOrMissing(path) {
      if DeviceFiles.exists(keyPath) {
        throw DeviceStoreError(
          .damaged,
          "\(path): the device's database is empty or missing, but its key \(keyPath) is there: "
            + "what the simulated phone held is lost",
          remedy: "Put the database back, or run 'mamsim reset --state \(directory)' to start a "
            + "new phone in that folder")
      }
      if readOnly {
        throw DeviceStoreError(
          .damaged,
          "\(path): the database is empty, so no simulated device is kept there yet; run the "
            + "emulator with --state \(directory), or 'mamsim reset --state \(directory)'")
      }
      try DeviceFiles.createEmpty(path)
    } else {
      try checkHeader(path)
    }
    let readClaim = readOnly ? DeviceReadClaim(directory: directory) : nil
    // Through the folder's real path: SQLite refuses a link anywhere in the path it opens.
    let databaseFile = DeviceFiles.resolvedFolder(directory) + "/" + databaseFileName
    let database =
      if let readClaim {
        try openForReading(databaseFile, in: directory, claim: readClaim)
      } else {
        try SQLiteDatabase(path: databaseFile, create: false)
      }
    database.setBusyTimeout(milliseconds: busyTimeout)
    let store = DeviceStore(
      directory: directory, database: database, deviceKey: [],
      pinHashIterations: pinHashIterations)
    store.lock = lock
    store.readClaim = readClaim
    let version = try store.prepareSchema(readOnly: readOnly)
    store.deviceKey = try store.readDeviceKey(keyPath, readOnly: readOnly)
    if version == 1, !readOnly { try store.sealAccountRows() }
    return store
  }

  /// The database at `path` opened for reading only (`mamsim inspect`), writing nothing beside it
  /// while `claim` is held.
  ///
  /// SQLite's own read-only connection makes the log (`-wal`) and its index (`-shm`) beside a
  /// database in WAL mode when they are missing, and leaves them there; so it is used only when
  /// it must be: when the log holds something (which only that connection reads), or when
  /// another process holds the folder in a folder it could be writing (that connection shares
  /// the index with the writer, so it reads what the writer has committed and never blocks it).
  /// Otherwise no connection is writing the database — a writer keeps its log there, and
  /// `claim` keeps any from starting — so the file is opened `immutable`, without locks, and
  /// nothing is created beside it.
  private static func openForReading(
    _ path: String, in directory: String, claim: DeviceReadClaim
  ) throws(DeviceStoreError) -> SQLiteDatabase {
    let logged = (DeviceFiles.plainFileSize(path + "-wal") ?? 0) > 0
    if logged || (claim.isHeldByAnother && DeviceFiles.isWritableFolder(directory)) {
      return try SQLiteDatabase(path: path, create: false, readOnly: true)
    }
    return try SQLiteDatabase(path: path, create: false, immutable: true)
  }

  /// Opens the device in `directory` to erase it (`mamsim reset`): as `open(exclusive: true)`,
  /// except that when the folder's files do not make a device (`.damaged`: a link or a folder
  /// where a file belongs, a key without its database, a lost or wrong key), they are removed
  /// first and a new phone starts there. Returns the store and, when files were removed, why.
  ///
  /// A database that is not a mamsim device's — another program's, damaged, truncated, not an
  /// SQLite file — is never removed: it is refused as `open` refuses it, and nothing in the
  /// folder is changed.
  public static func openForErasing(directory: String) throws(DeviceStoreError) -> (
    store: DeviceStore, removedBecause: DeviceStoreError?
  ) {
    do throws(DeviceStoreError) {
      return (try open(directory: directory, exclusive: true), nil)
    } catch  where error.kind == .damaged {
      let path = directory + "/" + databaseFileName
      try refuseErasingUnlessDevice(path)
      let lockPath = directory + "/" + DeviceLock.fileName
      do throws(DeviceStoreError) {
        try DeviceFiles.refuseUnlessPlainFile(lockPath)
      } catch {
        try DeviceFiles.remove(lockPath)
      }
      let lock = try DeviceLock(directory: directory)
      for file in [path, path + "-wal", path + "-shm", directory + "/" + keyFileName] {
        try DeviceFiles.remove(file)
      }
      let store = try open(directory: directory)
      store.lock = lock
      return (store, error)
    }
  }

  /// Refuses removing the database at `path` unless it is missing, empty, a link (removed, never
  /// what it points to) or a whole mamsim device by its header: an SQLite file with mamsim's
  /// application id and every page it counts. A folder in place of any of the device's files is
  /// refused too: it may hold files of the user's, and is never removed.
  private static func refuseErasingUnlessDevice(_ path: String) throws(DeviceStoreError) {
    let folder = DeviceFiles.parentOf(path)
    let others = [folder + "/" + keyFileName, folder + "/" + DeviceLock.fileName]
    for file in [path, path + "-wal", path + "-shm"] + others where DeviceFiles.isFolderItself(file)
    {
      throw DeviceStoreError(
        .corrupt,
        "\(file): is a folder where the device keeps a file of its own, so the device was not "
          + "erased; nothing in \(folder) was changed")
    }
    guard let size = DeviceFiles.plainFileSize(path), size > 0 else { return }
    let header = SQLiteFileHeader(try DeviceFiles.readFile(path, limit: SQLiteFileHeader.length))
    if let header, header.applicationID == applicationID, !isTruncated(path, header, size) {
      return
    }
    let what =
      header == nil
      ? "is not an SQLite database, or its start is damaged"
      : header?.applicationID != applicationID
        ? "is an SQLite database that is not a mamsim device store"
        : "is a mamsim device store that is shorter than it should be (truncated)"
    throw DeviceStoreError(
      header?.applicationID == applicationID || header == nil ? .corrupt : .notOurs,
      "\(path): \(what), so it was not erased; nothing in \(DeviceFiles.parentOf(path)) was changed"
    )
  }

  /// Whether the database at `path`, `size` bytes long, lacks pages its `header` counts, with no
  /// log beside it to supply them: a log that is there may hold pages a crash kept from the file,
  /// which SQLite puts back when it opens it.
  private static func isTruncated(_ path: String, _ header: SQLiteFileHeader, _ size: Int) -> Bool {
    !header.isWhole(fileSize: size) && (DeviceFiles.plainFileSize(path + "-wal") ?? 0) == 0
  }

  /// An empty file or one that starts as an SQLite database does, whole unless a log is beside
  /// it; anything else is refused.
  private static func checkHeader(_ path: String) throws(DeviceStoreError) {
    let head = try DeviceFiles.readFile(path, limit: SQLiteFileHeader.length)
    if head.isEmpty { return }
    if let header = SQLiteFileHeader(head), let size = DeviceFiles.plainFileSize(path),
      isTruncated(path, header, size)
    {
      throw DeviceStoreError(
        .corrupt,
        "\(path): the device store is shorter than its header says (\(size) bytes), so "
          + "it was cut short; it was left as it is — move it "
          + "away or pass another --state folder")
    }
    guard SQLiteFileHeader(head) != nil else {
      throw DeviceStoreError(
        .corrupt,
        "\(path): not a mamsim device store (the file is not an SQLite database, or it is "
          + "damaged); it was left as it is — move it away or pass another --state folder")
    }
  }

  /// The device key at `path`. A missing key is made, unless the database already holds values
  /// sealed under one (they could never be opened again) or the store is `readOnly` (then a key
  /// of this process alone stands in: there is nothing it could open).
  private func readDeviceKey(_ path: String, readOnly: Bool) throws(DeviceStoreError) -> [UInt8] {
    if !DeviceFiles.exists(path) {
      let sealed =
        try database.scalar(
          "SELECT (SELECT count(*) FROM keychain) + "
            + "(SELECT count(*) FROM notes WHERE encrypted != 0 OR typeof(owner) = 'blob') + "
            + "(SELECT count(*) FROM apps WHERE typeof(snapshot) = 'blob') + "
            + "(SELECT count(*) FROM device WHERE typeof(json) = 'blob')")?.integer ?? 0
      guard sealed == 0 else {
        throw DeviceStoreError(
          .damaged,
          "\(path): the device key is missing, and \(database.path) holds \(sealed) values "
            + "sealed under it, which cannot be opened without it",
          remedy: "Put the key back, or run 'mamsim reset --state \(DeviceFiles.parentOf(path))' "
            + "to start a new phone there")
      }
      if readOnly { return try StoreCrypto.randomBytes(StoreCrypto.keyLength) }
      _ = try DeviceFiles.createOnce(path, try StoreCrypto.randomBytes(StoreCrypto.keyLength))
    }
    let key = try DeviceFiles.readFile(path, limit: 64)
    guard key.count == StoreCrypto.keyLength else {
      throw DeviceStoreError(
        .damaged,
        "\(path): the device key has \(key.count) bytes instead of \(StoreCrypto.keyLength), so "
          + "it is damaged and nothing sealed under it opens",
        remedy: "Put the original back, or run 'mamsim reset --state "
          + "\(DeviceFiles.parentOf(path))' to start a new phone there")
    }
    return key
  }

  /// The plaintext of `sealed`, which `what` (a keychain item, a note) holds under `key` and
  /// `context`; when it does not open, the error names the database, the key file and the remedy.
  func openSealed(_ sealed: [UInt8], key: [UInt8], context: String, what: String)
    throws(DeviceStoreError) -> [UInt8]
  {
    do throws(DeviceStoreError) {
      return try StoreCrypto.open(sealed, key: key, context: context)
    } catch {
      let folder = directory ?? "."
      throw DeviceStoreError(
        .damaged,
        "\(database.path): \(what) does not open with the device key \(folder)/"
          + "\(DeviceStore.keyFileName) (the key was replaced, or the database was changed)",
        remedy: "Put the original key back, or run 'mamsim reset --state \(folder)' to start a "
          + "new phone there")
    }
  }
}
