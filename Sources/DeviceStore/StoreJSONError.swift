/// Why the store's own JSON coders refused a value or a text.
struct StoreJSONError: Error, CustomStringConvertible {
  /// A sentence saying what is wrong and where.
  let description: String

  /// An error at byte `offset` of the text being read.
  static func syntax(_ reason: String, at offset: Int) -> StoreJSONError {
    StoreJSONError(description: "\(reason) at byte \(offset)")
  }

  /// An error at `path` of the value being read or written.
  static func value(_ reason: String, at path: [any CodingKey]) -> StoreJSONError {
    let place = path.isEmpty ? "the top" : path.map(Self.name).joined(separator: ".")
    return StoreJSONError(description: "\(reason) at \(place)")
  }

  /// A key as it appears in a path: its name, or its index in brackets.
  private static func name(_ key: any CodingKey) -> String {
    key.intValue.map { "[\($0)]" } ?? key.stringValue
  }
}
