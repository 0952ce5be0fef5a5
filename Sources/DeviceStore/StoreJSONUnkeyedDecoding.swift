/// The items of an array the store's JSON decoder reads, one after the other.
struct StoreJSONUnkeyedDecoding: UnkeyedDecodingContainer {
  /// The array's items.
  let items: [StoreJSONValue]
  /// The keys from the top to this array.
  let codingPath: [any CodingKey]
  /// The next item to read.
  var currentIndex = 0

  /// A container of `items` at `codingPath`.
  init(_ items: [StoreJSONValue], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  /// How many items the array has.
  var count: Int? { items.count }
  /// Whether every item was read.
  var isAtEnd: Bool { currentIndex >= items.count }

  /// A decoder of the next item, which must be there; the index moves on when `body` succeeds.
  private mutating func next<Value>(_ body: (StoreJSONDecoder) throws -> Value) throws -> Value {
    guard currentIndex < items.count else {
      throw StoreJSONError.value("no item \(currentIndex) (the array ended)", at: codingPath)
    }
    let decoder = StoreJSONDecoder(
      items[currentIndex], in: codingPath, key: StoreJSONIndexKey(currentIndex))
    let value = try body(decoder)
    currentIndex += 1
    return value
  }

  /// Reads the next item when it is `null`; whether it was.
  mutating func decodeNil() throws -> Bool {
    guard currentIndex < items.count else {
      throw StoreJSONError.value("no item \(currentIndex) (the array ended)", at: codingPath)
    }
    guard case .null = items[currentIndex] else { return false }
    currentIndex += 1
    return true
  }
  /// The next item as a `Bool`.
  mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.decode(type) } }
  /// The next item as a `String`.
  mutating func decode(_ type: String.Type) throws -> String { try next { try $0.decode(type) } }
  /// The next item as a `Double`.
  mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.decode(type) } }
  /// The next item as a `Float`.
  mutating func decode(_ type: Float.Type) throws -> Float { try next { try $0.decode(type) } }
  /// The next item as a `Int`.
  mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.decode(type) } }
  /// The next item as a `Int8`.
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.decode(type) } }
  /// The next item as a `Int16`.
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.decode(type) } }
  /// The next item as a `Int32`.
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.decode(type) } }
  /// The next item as a `Int64`.
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.decode(type) } }
  /// The next item as a `UInt`.
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.decode(type) } }
  /// The next item as a `UInt8`.
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.decode(type) } }
  /// The next item as a `UInt16`.
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.decode(type) } }
  /// The next item as a `UInt32`.
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.decode(type) } }
  /// The next item as a `UInt64`.
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.decode(type) } }
  /// The next item as a `Value`, through its own decoding code.
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try next { try Value(from: $0) }
  }

  /// The members of the next item, an object.
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next { try $0.container(keyedBy: type) }
  }

  /// The items of the next item, an array.
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next { try $0.unkeyedContainer() }
  }

  /// A decoder of the next item.
  mutating func superDecoder() throws -> any Decoder {
    try next { $0 }
  }
}
