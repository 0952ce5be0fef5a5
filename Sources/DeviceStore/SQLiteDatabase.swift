import CSQLite3

/// One connection to an SQLite database file (or an in-memory one); closed when released.
final class SQLiteDatabase {
  /// The file, for messages (`:memory:` for an in-memory database).
  let path: String
  private let handle: OpaquePointer

  /// Opens `path` (creating it when `create`), or a private in-memory database for `:memory:`.
  init(path: String, create: Bool) throws(DeviceStoreError) {
    var pointer: OpaquePointer?
    var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
    if create { flags |= SQLITE_OPEN_CREATE }
    let code = sqlite3_open_v2(path, &pointer, flags, nil)
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
    sqlite3_extended_result_codes(pointer, 1)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(DeviceStoreError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw failure(code, doing: sql) }
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

  /// Prepares `sql` with `values` bound to its `?` in order.
  func statement(_ sql: String, _ values: [SQLiteValue] = []) throws(DeviceStoreError)
    -> SQLiteStatement
  {
    var pointer: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &pointer, nil)
    guard code == SQLITE_OK, let pointer else { throw failure(code, doing: sql) }
    let statement = SQLiteStatement(pointer, database: self)
    try statement.bind(values)
    return statement
  }

  /// Runs `sql` with `values` and discards any rows.
  func run(_ sql: String, _ values: [SQLiteValue] = []) throws(DeviceStoreError) {
    let statement = try statement(sql, values)
    while try statement.step() {}
  }

  /// Every row `sql` returns, as columns.
  func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(DeviceStoreError)
    -> [[SQLiteValue]]
  {
    let statement = try statement(sql, values)
    var rows: [[SQLiteValue]] = []
    while try statement.step() { rows.append(statement.columns()) }
    return rows
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
    let shortened = what.count > 60 ? String(what.prefix(57)) + "..." : what
    return DeviceStoreError(kind, "\(path): \(message) (while running '\(shortened)')")
  }
}
