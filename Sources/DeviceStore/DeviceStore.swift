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
/// file, as the phone's secure hardware would keep it; PINs are kept only as PBKDF2 hashes.
public final class DeviceStore: SessionStore {
  /// The schema this mamsim writes; older files are migrated forward, newer ones refused.
  public static let schemaVersion = 1
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
  /// The key that seals keychain values (the phone's hardware key).
  let deviceKey: [UInt8]
  /// The revision of each app's row last read or written by this connection.
  var revisions: [String: Int64] = [:]
  /// The token cache group of each app this connection runs (from its settings).
  var tokenGroups: [String: String] = [:]
  /// What this connection last read or wrote of each app's notes (see `NotesMark`): a step that
  /// leaves them as they were does not write them again.
  var notesMarks: [String: NotesMark] = [:]
  /// The device row as this connection last read it, with its value (see `storedDevice`).
  var deviceMark: (text: String, device: DeviceState)?
  /// Whether a step skips writing what did not change (the notes, the device) and reuses the
  /// last decoded device; off only in the tests that compare it with writing everything.
  var skipsUnchangedRows = true
  /// This process's claim on the folder, when opened `exclusive`; released with the store.
  private var lock: DeviceLock?

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

  /// The default device folder: `$XDG_STATE_HOME/mamsim`, else `$HOME/.local/state/mamsim`.
  public static func defaultDirectory(environment: [String: String]) -> String {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/mamsim"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    return home + "/.local/state/mamsim"
  }

  /// Opens the device kept in `directory` (created owner-only when missing), or a fresh in-memory
  /// device when `ephemeral`. A damaged file, a file that is not a mamsim device and a file of a
  /// newer mamsim are refused with an error naming the file, and never written to.
  ///
  /// When `exclusive`, the folder is first claimed for this process (`DeviceLock`) and kept
  /// until the store is released; a folder another process holds is refused, naming it.
  public static func open(
    directory: String, ephemeral: Bool = false, exclusive: Bool = false,
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
    try DeviceFiles.makeDirectory(directory)
    let lock = exclusive ? try DeviceLock(directory: directory) : nil
    let path = directory + "/" + databaseFileName
    let isNew = !DeviceFiles.exists(path)
    if isNew {
      try DeviceFiles.createEmpty(path)
    } else {
      try checkHeader(path)
    }
    let database = try SQLiteDatabase(path: path, create: false)
    database.setBusyTimeout(milliseconds: busyTimeout)
    let key = try deviceKey(in: directory)
    let store = DeviceStore(
      directory: directory, database: database, deviceKey: key,
      pinHashIterations: pinHashIterations)
    store.lock = lock
    try store.prepareSchema()
    return store
  }

  /// An empty file or one that starts as an SQLite database does; anything else is refused.
  private static func checkHeader(_ path: String) throws(DeviceStoreError) {
    let head = try DeviceFiles.readFile(path, limit: 16)
    if head.isEmpty { return }
    let magic = Array("SQLite format 3".utf8) + [0]
    guard head == magic else {
      throw DeviceStoreError(
        .corrupt,
        "\(path): not a mamsim device store (the file is not an SQLite database, or it is "
          + "damaged); it was left as it is — move it away or pass another --state folder")
    }
  }

  /// The device key in `directory`, created the first time.
  private static func deviceKey(in directory: String) throws(DeviceStoreError) -> [UInt8] {
    let path = directory + "/" + keyFileName
    if !DeviceFiles.exists(path) {
      _ = try DeviceFiles.createOnce(path, try StoreCrypto.randomBytes(StoreCrypto.keyLength))
    }
    let key = try DeviceFiles.readFile(path, limit: 64)
    guard key.count == StoreCrypto.keyLength else {
      throw DeviceStoreError(
        .corrupt, "\(path): the device key has \(key.count) bytes instead of 32; it is damaged")
    }
    return key
  }
}
