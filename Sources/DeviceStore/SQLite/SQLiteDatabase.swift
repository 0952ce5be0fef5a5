import CSQLite3

/// One connection to an SQLite database file (or an in-memory one); closed when released.
final class SQLiteDatabase {
  /// The file, for messages (`:memory:` for an in-memory database).
  let path: String
  private let handle: OpaquePointer
  /// Whether statements are prepared once and kept (see `prepared`); off only in the tests that
  /// compare the kept statements with statements prepared afresh.
  var keepsStatements: Bool {
    didSet {
      guard !keepsStatements else { return }
      for statement in prepared.values { sqlite3_finalize(statement) }
      prepared = [:]
    }
  }
  /// The statements prepared so far, by their SQL: preparing one costs more than running it, and
  /// a store runs the same few dozen statements for every step. Each is reset and its bindings
  /// cleared after every use, so a kept statement holds no lock and no value between uses.
  private var prepared: [String: OpaquePointer] = [:]
  /// At most this many statements are kept; SQL beyond them is prepared for each use.
  static let preparedLimit = 64
  /// The `synchronous` level the store runs every transaction at, with the journal in WAL mode
  /// (SQLite's own durability for it): a commit does not wait for the disk, a checkpoint does; a
  /// killed process loses nothing, a power cut may take the last commits back but never leaves
  /// the file inconsistent.
  static let synchronousLevel = "NORMAL"

  /// Opens `path` (creating it when `create`; only for reading when `readOnly`), or a private
  /// in-memory database for `:memory:`. A symbolic link anywhere in `path` is refused, so a
  /// device's folder is given resolved (`DeviceFiles.resolvedFolder`).
  ///
  /// When `immutable`, the file is opened read-only as a file nothing changes while it is open
  /// (the URI parameters `mode=ro&immutable=1`): SQLite then takes no lock and opens neither a
  /// log nor its index, so nothing is created beside it — and a writer's changes would not be
  /// seen, so it is only for a database no connection can be writing (see
  /// `DeviceStore.openForReading`).
  init(
    path: String, create: Bool, readOnly: Bool = false, immutable: Bool = false,
    keepsStatements: Bool = true
  ) throws(DeviceStoreError) {
    var pointer: OpaquePointer?
    var flags =
      (readOnly || immutable ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX
      | SQLITE_OPEN_NOFOLLOW
    if create, !readOnly, !immutable { flags |= SQLITE_OPEN_CREATE }
    var name = path
    if immutable {
      flags |= SQLITE_OPEN_URI
      name = Self.fileURI(path) + "?mode=ro&immutable=1"
    }
    let code = sqlite3_open_v2(name, &pointer, flags, nil)
    guard let pointer else {
      throw DeviceStoreError(.database, "\(path): SQLite could not open the file (code \(code))")
    }
    guard code == SQLITE_OK else {
      let message = String(cString: sqlite3_errmsg(pointer))
      sqlite3_close_v2(pointer)
      throw DeviceStoreError(.database, "\(path): SQLite could not open the file: \(message)")
    }
    self.path = path
    self.handle = pointer
    self.keepsStatements = keepsStatements
    sqlite3_extended_result_codes(pointer, 1)
  }

  /// `path` as an SQLite `file:` URI: every byte but letters, digits, `/` and `-._~`
  /// percent-encoded (so `?`, `#` and `%` in a folder's name stay part of the path), and an
  /// empty authority before an absolute path (so `//` at its start is not read as a host).
  static func fileURI(_ path: String) -> String {
    let plain = Set(
      Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-._~".utf8))
    let digits = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    for byte in path.utf8 {
      if plain.contains(byte) {
        encoded.append(byte)
      } else {
        encoded += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
      }
    }
    let text = String(decoding: encoded, as: UTF8.self)
    return path.hasPrefix("/") ? "file://" + text : "file:" + text
  }

  deinit {
    for statement in prepared.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(DeviceStoreError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw failure(code, doing: sql) }
  }

  /// Begins a write transaction (`BEGIN IMMEDIATE`): the store's steps go `begin()`, then their
  /// writes, then `commit()` or `rollBackAfterFailure()`.
  func begin() throws(DeviceStoreError) {
    try run("BEGIN IMMEDIATE")
  }

  /// Commits the transaction `begin()` opened.
  func commit() throws(DeviceStoreError) {
    try run("COMMIT")
  }

  /// Rolls back the transaction that a failed step left open; the step's own error is the one
  /// its caller throws.
  ///
  /// The outcome of ROLLBACK is not reported, on purpose: when it fails, SQLite has already
  /// rolled the transaction back itself (as it does after an I/O or full-disk error) or there was
  /// none left open, and a connection that is truly broken fails the next `BEGIN`, which is
  /// reported then. Reporting it here would hide the error that explains what went wrong.
  func rollBackAfterFailure() {
    _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
  }

  /// Runs `body` as one all-or-nothing change inside whatever transaction is open (a savepoint
  /// named `name`): when it throws, what it wrote is undone and the rest of the transaction stays.
  func savepoint<Result>(_ name: String, _ body: () throws(DeviceStoreError) -> Result)
    throws(DeviceStoreError) -> Result
  {
    try execute("SAVEPOINT \(name)")
    do throws(DeviceStoreError) {
      let result = try body()
      try execute("RELEASE \(name)")
      return result
    } catch {
      // As with ROLLBACK above: body's error is the one to report; if undoing fails too, the
      // connection is broken and the enclosing transaction's COMMIT reports it.
      _ = sqlite3_exec(handle, "ROLLBACK TO \(name); RELEASE \(name)", nil, nil, nil)
      throw error
    }
  }

  /// Runs `body` with the statement for `sql`, `values` bound to its `?` in order: the kept one
  /// when there is one (prepared on its first use), else one prepared for this use alone. The
  /// statement is reset and its bindings cleared afterwards, whatever `body` did.
  func withStatement<Result>(
    _ sql: String, _ values: [SQLiteValue],
    _ body: (SQLiteStatement) throws(DeviceStoreError) -> Result
  ) throws(DeviceStoreError) -> Result {
    let pointer: OpaquePointer
    let kept: Bool
    if let existing = prepared[sql], sqlite3_stmt_busy(existing) == 0 {
      pointer = existing
      kept = true
    } else {
      var fresh: OpaquePointer?
      let code = sqlite3_prepare_v2(handle, sql, -1, &fresh, nil)
      guard code == SQLITE_OK, let fresh else { throw failure(code, doing: sql) }
      pointer = fresh
      kept = keepsStatements && prepared[sql] == nil && prepared.count < Self.preparedLimit
      if kept { prepared[sql] = fresh }
    }
    defer {
      if kept {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
      } else {
        sqlite3_finalize(pointer)
      }
    }
    let statement = SQLiteStatement(pointer, database: self)
    try statement.bind(values)
    return try body(statement)
  }

  /// How many statements are kept prepared (for tests).
  var preparedCount: Int { prepared.count }

  /// Runs `sql` with `values` and discards any rows.
  func run(_ sql: String, _ values: [SQLiteValue] = []) throws(DeviceStoreError) {
    try withStatement(sql, values) { statement throws(DeviceStoreError) in
      while try statement.step() {}
    }
  }

  /// Every row `sql` returns, as columns.
  func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(DeviceStoreError)
    -> [[SQLiteValue]]
  {
    try withStatement(sql, values) { statement throws(DeviceStoreError) in
      var rows: [[SQLiteValue]] = []
      while try statement.step() { rows.append(statement.columns()) }
      return rows
    }
  }

  /// The first column of the first row, if any.
  func scalar(_ sql: String, _ values: [SQLiteValue] = []) throws(DeviceStoreError)
    -> SQLiteValue?
  {
    try rows(sql, values).first?.first
  }

  /// Waits up to `milliseconds` for another connection's lock instead of failing at once.
  func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// The error for result `code`, naming the file and what was being done.
  func failure(_ code: Int32, doing what: String) -> DeviceStoreError {
    let message = String(cString: sqlite3_errmsg(handle))
    let primary = code & 0xFF
    let kind: DeviceStoreError.Kind =
      primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB ? .corrupt : .database
    guard kind != .corrupt else {
      // The statement says nothing a user can act on; the file's state does.
      return DeviceStoreError(kind, "\(path): the database is damaged (SQLite: \(message))")
    }
    let shortened = what.count > 60 ? String(what.prefix(57)) + "..." : what
    return DeviceStoreError(kind, "\(path): \(message) (while running '\(shortened)')")
  }
}
