/// A value bound to or read from an SQLite statement.
enum SQLiteValue: Equatable, Sendable {
  /// SQL NULL.
  case null
  /// An integer.
  case integer(Int64)
  /// A floating-point number: mamsim never writes one, but a changed file may hold one anywhere.
  case real(Double)
  /// Text.
  case text(String)
  /// Bytes.
  case blob([UInt8])

  /// The integer, if this is one.
  var integer: Int64? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The text, if this is text.
  var text: String? {
    if case .text(let value) = self { return value }
    return nil
  }

  /// The bytes, if this is a blob (an empty blob reads back as NULL in SQLite, so NULL is empty).
  var blob: [UInt8]? {
    switch self {
    case .blob(let value): value
    case .null: []
    default: nil
    }
  }
}
