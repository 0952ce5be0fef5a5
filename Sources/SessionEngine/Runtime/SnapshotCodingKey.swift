/// The one coding key type of the saved snapshot's hand-written `Codable` code, in place of a
/// `CodingKeys` enum per type (and per case of an enum with payloads).
///
/// Why: the first time a keyed container of a new key type is made, the Swift runtime checks the
/// type's `CodingKey` conformance by searching every conformance record of the (static) binary,
/// about 0.2 M instructions each; decoding a snapshot at start-up made some twenty of them.
/// With one key type there is one search. The JSON is the same as the synthesized code's
/// (`SnapshotCodingTests`). Public so the device store's own saved records use it too.
public struct SnapshotCodingKey: CodingKey, Sendable {
  /// The member's name.
  public let stringValue: String
  /// Never an index: the snapshot's containers are all objects.
  public var intValue: Int? { nil }

  /// The key named `name`.
  public init(_ name: String) {
    stringValue = name
  }

  /// The key named `stringValue` (any name: the decoding code picks the ones it knows).
  public init?(stringValue: String) {
    self.stringValue = stringValue
  }

  /// No key: the snapshot's containers are never read by index.
  public init?(intValue: Int) {
    nil
  }
}

extension KeyedDecodingContainer where K == SnapshotCodingKey {
  /// The one member among `cases` that this object holds, as the synthesized decoding of an
  /// enum with payloads finds it: members with other names are left aside, and none or more
  /// than one of `cases` is an error.
  func onlyCase(of cases: [String], in type: Any.Type) throws -> String {
    let present = allKeys.map(\.stringValue).filter { cases.contains($0) }
    guard present.count == 1, let name = present.first else {
      throw DecodingError.typeMismatch(
        type,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "Invalid number of keys found, expected one."))
    }
    return name
  }
}
