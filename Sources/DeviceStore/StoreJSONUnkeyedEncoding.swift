/// The items of an array the store's JSON encoder builds.
struct StoreJSONUnkeyedEncoding: UnkeyedEncodingContainer {
  /// The array's items.
  let items: StoreJSONNode.Items
  /// The keys from the top to this array.
  let codingPath: [any CodingKey]

  /// A container filling `items` at `codingPath`.
  init(_ items: StoreJSONNode.Items, codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  /// How many items the array has.
  var count: Int { items.values.count }

  /// The path of the next item.
  private var nextPath: [any CodingKey] { codingPath + [StoreJSONIndexKey(items.values.count)] }

  /// Appends `null`.
  mutating func encodeNil() { items.values.append(.literal("null")) }
  /// Appends a boolean.
  mutating func encode(_ value: Bool) { items.values.append(StoreJSONEncoder.literal(value)) }
  /// Appends a string.
  mutating func encode(_ value: String) { items.values.append(.string(value)) }
  /// Appends a finite double.
  mutating func encode(_ value: Double) throws {
    items.values.append(try StoreJSONEncoder.literal(value, at: nextPath))
  }
  /// Appends a finite float.
  mutating func encode(_ value: Float) throws {
    items.values.append(try StoreJSONEncoder.literal(value, at: nextPath))
  }
  /// Appends an `Int`.
  mutating func encode(_ value: Int) { items.values.append(.literal(String(value))) }
  /// Appends an `Int8`.
  mutating func encode(_ value: Int8) { items.values.append(.literal(String(value))) }
  /// Appends an `Int16`.
  mutating func encode(_ value: Int16) { items.values.append(.literal(String(value))) }
  /// Appends an `Int32`.
  mutating func encode(_ value: Int32) { items.values.append(.literal(String(value))) }
  /// Appends an `Int64`.
  mutating func encode(_ value: Int64) { items.values.append(.literal(String(value))) }
  /// Appends an `UInt`.
  mutating func encode(_ value: UInt) { items.values.append(.literal(String(value))) }
  /// Appends an `UInt8`.
  mutating func encode(_ value: UInt8) { items.values.append(.literal(String(value))) }
  /// Appends an `UInt16`.
  mutating func encode(_ value: UInt16) { items.values.append(.literal(String(value))) }
  /// Appends an `UInt32`.
  mutating func encode(_ value: UInt32) { items.values.append(.literal(String(value))) }
  /// Appends an `UInt64`.
  mutating func encode(_ value: UInt64) { items.values.append(.literal(String(value))) }
  /// Appends a `Value`, through its own encoding code.
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    let key = StoreJSONIndexKey(items.values.count)
    items.values.append(try StoreJSONEncoder.node(of: value, in: codingPath, key: key))
  }

  /// Appends an object and gives its members.
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let path = nextPath
    let nested = StoreJSONNode.Members()
    items.values.append(.object(nested))
    return KeyedEncodingContainer(StoreJSONKeyedEncoding<NestedKey>(nested, codingPath: path))
  }

  /// Appends an array and gives its items.
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath
    let nested = StoreJSONNode.Items()
    items.values.append(.array(nested))
    return StoreJSONUnkeyedEncoding(nested, codingPath: path)
  }

  /// Appends an item (an empty object until the encoder given sets one) and gives its encoder.
  mutating func superEncoder() -> any Encoder {
    let index = items.values.count
    items.values.append(.object(StoreJSONNode.Members()))
    return StoreJSONEncoder(
      in: codingPath, key: StoreJSONIndexKey(index), target: .item(items, index))
  }
}
