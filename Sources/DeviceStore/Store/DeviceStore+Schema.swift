import SessionEngine

/// Creating the tables, and moving older files forward.
extension DeviceStore {
  /// The statements that make the tables. A new file gets them and is marked with the latest
  /// schema at once; schema 1 files (where the rows that name an account were plain) are brought
  /// to schema 2 by `sealAccountRows`, which needs the device key.
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

  /// The journal mode and sync level every connection to a device runs at; what a row held
  /// before it was rewritten or deleted is overwritten with zeros (`secure_delete`), so no plain
  /// account name of a schema 1 file is left in the file's free space.
  static let journalSettings =
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = \(SQLiteDatabase.synchronousLevel); "
    + "PRAGMA secure_delete = ON"

  /// Checks the file is ours and not newer, switches to WAL, and creates or migrates the schema;
  /// when `readOnly`, only checks, and refuses a file this mamsim would have to migrate. Returns
  /// the schema the file was at (0 for a new one).
  @discardableResult
  func prepareSchema(readOnly: Bool = false) throws(DeviceStoreError) -> Int {
    let path = database.path
    let version = try checkedVersion()
    if readOnly {
      guard version == DeviceStore.schemaVersion else {
        throw DeviceStoreError(
          .database,
          "\(path): device schema \(version) must be brought up to \(DeviceStore.schemaVersion) "
            + "before it can be listed; open it once with the emulator (--state)")
      }
      return version
    }
    if version == DeviceStore.schemaVersion {
      try database.execute(Self.journalSettings)
      try makeLastUseTableIfMissing()
      return version
    }
    try database.execute(Self.journalSettings)
    try database.begin()
    do {
      // Another process may have migrated while this one waited for the lock.
      let current = try checkedVersion()
      if current == 0 {
        for migration in DeviceStore.migrations { try database.execute(migration) }
        try database.execute(
          "PRAGMA application_id = \(DeviceStore.applicationID); "
            + "PRAGMA user_version = \(DeviceStore.schemaVersion)")
      }
      try database.commit()
    } catch {
      database.rollBackAfterFailure()
      throw DeviceStoreError(error.kind, "\(path): the schema could not be prepared: \(error)")
    }
    // A schema 1 file gets it once its rows are sealed (`sealAccountRows`), not before.
    if version == 0 { try makeLastUseTableIfMissing() }
    return version
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

  /// Refuses a file whose header says schema 1 but whose rows are sealed as schema 2 writes
  /// them (an app's state as bytes, a keychain account already a digest): its header was
  /// changed, and sealing its rows again would leave them unreadable for good.
  private func refuseRowsOfALaterSchema() throws(DeviceStoreError) {
    let sealedApps =
      try database.scalar("SELECT count(*) FROM apps WHERE typeof(snapshot) = 'blob'")?.integer
      ?? 0
    let digested =
      try database.scalar(
        "SELECT count(*) FROM keychain WHERE substr(account, 1, ?) = ?",
        [
          .integer(Int64(Self.accountDigestPrefix.count)), .text(Self.accountDigestPrefix),
        ])?.integer ?? 0
    guard sealedApps == 0, digested == 0 else {
      throw DeviceStoreError(
        .corrupt,
        "\(database.path): the device store says device schema 1, but its rows are sealed as "
          + "schema 2 writes them (its header was changed); it was left as it is — set its "
          + "header back to schema 2, or move it away and pass another --state folder")
    }
  }

  /// Brings a schema 1 file to schema 2 in one transaction: each app's state, the device's row and
  /// each note's owner sealed under the device key, and each data key's and refresh token's
  /// account replaced by its digest (`storedAccount`). Nothing else changes; a file another
  /// process brought up meanwhile is left as it is.
  func sealAccountRows() throws(DeviceStoreError) {
    try transaction { () throws(DeviceStoreError) in
      guard try checkedVersion() == 1 else { return }
      try refuseRowsOfALaterSchema()
      for row in try database.rows("SELECT bundle_id, snapshot FROM apps") {
        guard let bundleId = row[0].text, let text = row[1].text else { continue }
        try database.run(
          "UPDATE apps SET snapshot = ? WHERE bundle_id = ?",
          [
            .blob(
              try StoreCrypto.seal(
                Array(text.utf8), key: deviceKey, context: Self.appContext(bundleId))),
            .text(bundleId),
          ])
      }
      if let text = try database.scalar("SELECT json FROM device WHERE id = 1")?.text {
        try database.run(
          "UPDATE device SET json = ? WHERE id = 1",
          [
            .blob(
              try StoreCrypto.seal(Array(text.utf8), key: deviceKey, context: Self.deviceContext))
          ]
        )
      }
      for row in try database.rows("SELECT bundle_id, note_id, owner FROM notes") {
        guard let bundleId = row[0].text, let id = row[1].text, let owner = row[2].text else {
          continue
        }
        try database.run(
          "UPDATE notes SET owner = ? WHERE bundle_id = ? AND note_id = ?",
          [
            .blob(
              try StoreCrypto.seal(
                Array(owner.utf8), key: deviceKey, context: ownerContext(bundleId, id))),
            .text(bundleId), .text(id),
          ])
      }
      for row in try database.rows("SELECT access_group, service, account FROM keychain") {
        guard let group = row[0].text, let service = row[1].text, let account = row[2].text
        else { continue }
        let stored = try storedAccount(service: service, account: account)
        guard stored != account else { continue }
        try database.run(
          "UPDATE keychain SET account = ? WHERE access_group = ? AND service = ? AND account = ?",
          [.text(stored), .text(group), .text(service), .text(account)])
      }
      try database.execute("PRAGMA user_version = \(DeviceStore.schemaVersion)")
      try makeLastUseTableIfMissing()
    }
  }
}
