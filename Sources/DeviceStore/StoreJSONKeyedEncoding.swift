import SessionEngine

/// The members of an object the store's JSON encoder builds.
struct StoreJSONKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  /// The object's members.
  let members: StoreJSONNode.Members
  /// The keys from the top to this object.
  let codingPath: [any CodingKey]

  /// A container filling `members` at `codingPath`.
  init(_ members: StoreJSONNode.Members, codingPath: [any CodingKey]) {
    self.members = members
    self.codingPath = codingPath
  }

  /// Sets member `key` to `null`.
  mutating func encodeNil(forKey key: Key) { members.set(key.stringValue, .literal("null")) }
  /// Sets member `key` to a boolean.
  mutating func encode(_ value: Bool, forKey key: Key) {
    members.set(key.stringValue, StoreJSONEncoder.literal(value))
  }
  /// Sets member `key` to a string.
  mutating func encode(_ value: String, forKey key: Key) {
    members.set(key.stringValue, .string(value))
  }
  /// Sets member `key` to a finite double.
  mutating func encode(_ value: Double, forKey key: Key) throws {
    members.set(key.stringValue, try StoreJSONEncoder.literal(value, at: codingPath + [key]))
  }
  /// Sets member `key` to a finite float.
  mutating func encode(_ value: Float, forKey key: Key) throws {
    members.set(key.stringValue, try StoreJSONEncoder.literal(value, at: codingPath + [key]))
  }
  /// Sets member `key` to an `Int`.
  mutating func encode(_ value: Int, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to an `Int8`.
  mutating func encode(_ value: Int8, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to an `Int16`.
  mutating func encode(_ value: Int16, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to an `Int32`.
  mutating func encode(_ value: Int32, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to an `Int64`.
  mutating func encode(_ value: Int64, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to an `UInt`.
  mutating func encode(_ value: UInt, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to an `UInt8`.
  mutating func encode(_ value: UInt8, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to an `UInt16`.
  mutating func encode(_ value: UInt16, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to an `UInt32`.
  mutating func encode(_ value: UInt32, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to an `UInt64`.
  mutating func encode(_ value: UInt64, forKey key: Key) {
    members.set(key.stringValue, .literal(String(value)))
  }
  /// Sets member `key` to a `Value`, through its own encoding code.
  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    members.set(
      key.stringValue, try StoreJSONEncoder.node(of: value, in: codingPath, key: key))
  }

  /// The members of the object at `key` (the same object when asked again).
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested: StoreJSONNode.Members
    if case .object(let existing) = members.value(key.stringValue) {
      nested = existing
    } else {
      nested = StoreJSONNode.Members()
      members.set(key.stringValue, .object(nested))
    }
    return KeyedEncodingContainer(
      StoreJSONKeyedEncoding<NestedKey>(nested, codingPath: codingPath + [key]))
  }

  /// The items of the array at `key` (the same array when asked again).
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested: StoreJSONNode.Items
    if case .array(let existing) = members.value(key.stringValue) {
      nested = existing
    } else {
      nested = StoreJSONNode.Items()
      members.set(key.stringValue, .array(nested))
    }
    return StoreJSONUnkeyedEncoding(nested, codingPath: codingPath + [key])
  }

  /// An encoder whose value is member `super` (an empty object until it sets one).
  mutating func superEncoder() -> any Encoder {
    superEncoder(named: "super", key: SnapshotCodingKey("super"))
  }

  /// An encoder whose value is member `key` (an empty object until it sets one).
  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(named: key.stringValue, key: key)
  }

  /// An encoder whose value is member `name`.
  private func superEncoder(named name: String, key: any CodingKey) -> any Encoder {
    members.set(name, .object(StoreJSONNode.Members()))
    return StoreJSONEncoder(in: codingPath, key: key, target: .member(members, name))
  }
}
