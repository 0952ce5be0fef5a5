import SessionEngine

/// Creating the tables, and moving older files forward.
extension DeviceStore {
  /// The statements that bring schema version `index` to `index + 1`; the first creates it all.
  static let migrations: [String] = [
    """
    CREATE TABLE device (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      json TEXT NOT NULL
    );
    CREATE TABLE apps (
      bundle_id TEXT PRIMARY KEY,
      publisher TEXT NOT NULL,
      revision INTEGER NOT NULL,
      steps INTEGER NOT NULL,
      now_ms INTEGER NOT NULL,
      snapshot TEXT NOT NULL
    );
    CREATE TABLE notes (
      bundle_id TEXT NOT NULL,
      note_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      owner TEXT,
      encrypted INTEGER NOT NULL,
      content BLOB NOT NULL,
      PRIMARY KEY (bundle_id, note_id)
    );
    CREATE TABLE keychain (
      access_group TEXT NOT NULL,
      service TEXT NOT NULL,
      account TEXT NOT NULL,
      value BLOB NOT NULL,
      PRIMARY KEY (access_group, service, account)
    );
    """
  ]

  /// The journal mode and sync level every connection to a device runs at.
  static let journalSettings =
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = \(SQLiteDatabase.synchronousLevel)"

  /// Checks the file is ours and not newer, switches to WAL, and creates or migrates the schema;
  /// when `readOnly`, only checks, and refuses a file this mamsim would have to migrate.
  func prepareSchema(readOnly: Bool = false) throws(DeviceStoreError) {
    let path = database.path
    let version = try checkedVersion()
    if readOnly {
      guard version == DeviceStore.schemaVersion else {
        throw DeviceStoreError(
          .database,
          "\(path): device schema \(version) must be brought up to \(DeviceStore.schemaVersion) "
            + "before it can be listed; open it once with the emulator (--state)")
      }
      return
    }
    if version == DeviceStore.schemaVersion {
      try database.execute(Self.journalSettings)
      return
    }
    try database.execute(Self.journalSettings)
    try database.begin()
    do {
      // Another process may have migrated while this one waited for the lock.
      let current = try checkedVersion()
      if current < DeviceStore.schemaVersion {
        for index in current..<DeviceStore.schemaVersion {
          try database.execute(DeviceStore.migrations[index])
        }
        try database.execute(
          "PRAGMA application_id = \(DeviceStore.applicationID); "
            + "PRAGMA user_version = \(DeviceStore.schemaVersion)")
      }
      try database.commit()
    } catch {
      database.rollBackAfterFailure()
      throw DeviceStoreError(error.kind, "\(path): the schema could not be prepared: \(error)")
    }
  }

  /// The file's schema version, after checking the file is a mamsim device (or empty) and not
  /// newer than this mamsim.
  private func checkedVersion() throws(DeviceStoreError) -> Int {
    let path = database.path
    let application: Int64
    let version: Int64
    let tables: Int64
    do {
      application = try database.scalar("PRAGMA application_id")?.integer ?? 0
      version = try database.scalar("PRAGMA user_version")?.integer ?? 0
      tables = try database.scalar("SELECT count(*) FROM sqlite_master")?.integer ?? 0
    } catch  where error.kind == .corrupt {
      throw DeviceStoreError(
        .corrupt,
        "\(path): the device store is damaged and cannot be read (\(error.message)); it was left "
          + "as it is — move it away or pass another --state folder")
    } catch {
      // Not damage: SQLite could not read it here (a log it may not open, a lock held too long).
      throw DeviceStoreError(
        error.kind, "\(path): the device store could not be read (\(error.message))")
    }
    if application == 0, version == 0, tables == 0 { return 0 }
    guard application == DeviceStore.applicationID else {
      throw DeviceStoreError(
        .notOurs,
        "\(path): this SQLite database is not a mamsim device store; it was left as it is — "
          + "pass another --state folder")
    }
    guard version > 0 || tables == 0 else {
      // mamsim sets its id and the version in the one transaction that makes the tables.
      throw DeviceStoreError(
        .corrupt,
        "\(path): the device store holds tables but says device schema 0, which mamsim "
          + "never writes (its header was changed); it was left as it is — move it away or pass "
          + "another --state folder")
    }
    guard version <= Int64(DeviceStore.schemaVersion) else {
      throw DeviceStoreError(
        .newerSchema,
        "\(path): written by a newer mamsim (device schema \(version); this mamsim reads up to "
          + "\(DeviceStore.schemaVersion)); it was left as it is — use the newer mamsim")
    }
    return Int(version)
  }
}
