import SessionEngine

/// The members of an object the store's JSON decoder reads, looked up by name (the first of a
/// repeated name counts, as with `JSONDecoder`).
struct StoreJSONKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  /// The object's members in the order written.
  let members: [(key: String, value: StoreJSONValue)]
  /// The keys from the top to this object.
  let codingPath: [any CodingKey]

  /// A container of `members` at `codingPath`.
  init(_ members: [(key: String, value: StoreJSONValue)], codingPath: [any CodingKey]) {
    self.members = members
    self.codingPath = codingPath
  }

  /// The names of the members that are keys of `Key`.
  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  /// Whether the object has a member named `key`.
  func contains(_ key: Key) -> Bool { lookup(key) != nil }

  /// The value of the member named `key`, if any.
  private func lookup(_ key: Key) -> StoreJSONValue? {
    let name = key.stringValue
    for member in members where member.key == name { return member.value }
    return nil
  }

  /// A decoder of the member named `key`, which must be there.
  private func child(_ key: Key) throws -> StoreJSONDecoder {
    guard let value = lookup(key) else {
      throw StoreJSONError.value("no member \"\(key.stringValue)\"", at: codingPath)
    }
    return StoreJSONDecoder(value, in: codingPath, key: key)
  }

  /// Whether the member named `key` is `null` (it must be there).
  func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
  /// The member named `key` as a `Bool`.
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }
  /// The member named `key` as a `String`.
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decode(type) }
  /// The member named `key` as a `Double`.
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decode(type) }
  /// The member named `key` as a `Float`.
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
  /// The member named `key` as a `Int`.
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
  /// The member named `key` as a `Int8`.
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
  /// The member named `key` as a `Int16`.
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
  /// The member named `key` as a `Int32`.
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
  /// The member named `key` as a `Int64`.
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
  /// The member named `key` as a `UInt`.
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
  /// The member named `key` as a `UInt8`.
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
  /// The member named `key` as a `UInt16`.
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decode(type) }
  /// The member named `key` as a `UInt32`.
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decode(type) }
  /// The member named `key` as a `UInt64`.
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decode(type) }
  /// The member named `key` as a `Value`, through its own decoding code.
  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try Value(from: child(key))
  }

  /// The members of the object named `key`.
  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: type)
  }

  /// The items of the array named `key`.
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  /// A decoder of the member `super` (`null` when there is none, as with `JSONDecoder`).
  func superDecoder() throws -> any Decoder {
    let value = members.first { $0.key == "super" }?.value ?? .null
    return StoreJSONDecoder(value, in: codingPath, key: SnapshotCodingKey("super"))
  }

  /// A decoder of the member named `key` (`null` when there is none, as with `JSONDecoder`).
  func superDecoder(forKey key: Key) throws -> any Decoder {
    StoreJSONDecoder(lookup(key) ?? .null, in: codingPath, key: key)
  }
}
