import CSQLite3

/// A prepared statement of a database, for one use: the database prepares, resets and finalizes
/// it (`SQLiteDatabase.withStatement`).
struct SQLiteStatement {
  private let handle: OpaquePointer
  private let database: SQLiteDatabase

  /// Wraps a prepared statement of `database`.
  init(_ handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  /// Binds `values` to the parameters, in order.
  func bind(_ values: [SQLiteValue]) throws(DeviceStoreError) {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .null: code = sqlite3_bind_null(handle, index)
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .real(let number): code = sqlite3_bind_double(handle, index, number)
      case .text(let text):
        let count = Int32(text.utf8.count)
        code = text.withCString { mamsim_bind_text(handle, index, $0, count) }
      case .blob(let bytes):
        code = bytes.withUnsafeBytes { buffer in
          mamsim_bind_blob(handle, index, buffer.baseAddress, Int32(bytes.count))
        }
      }
      guard code == SQLITE_OK else { throw database.failure(code, doing: "binding a value") }
    }
  }

  /// Moves to the next row; false when there is none.
  func step() throws(DeviceStoreError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let sql = sqlite3_sql(handle).map { String(cString: $0) } ?? "a statement"
      throw database.failure(code, doing: sql)
    }
  }

  /// The current row's columns.
  func columns() -> [SQLiteValue] {
    (0..<sqlite3_column_count(handle)).map { column(Int32($0)) }
  }

  private func column(_ index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
    case SQLITE_TEXT:
      guard let text = sqlite3_column_text(handle, index) else { return .text("") }
      return .text(String(cString: text))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(handle, index))
      guard let bytes = sqlite3_column_blob(handle, index), count > 0 else { return .blob([]) }
      return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
    // Kept as it is: no conversion to a whole number, which traps for one out of range.
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
    default: return .null
    }
  }
}
