/// Reads a stored value from the JSON the store wrote, through the value's own `Decodable` code;
/// it gives the values FoundationEssentials' `JSONDecoder` gives and refuses what it refuses for
/// the store's types (`StoreJSONTests`).
///
/// This is also the decoder's single-value container: a value and where it is.
struct StoreJSONDecoder: Decoder, SingleValueDecodingContainer {
  /// The value being read.
  let value: StoreJSONValue
  /// The keys from the top to the container of this value (the path is put together only when
  /// asked for, so reading a member costs no allocation).
  private let parentPath: [any CodingKey]
  /// The key of this value in its container; nil at the top.
  private let key: (any CodingKey)?
  /// No user information: the stored types need none.
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The keys from the top to this value.
  var codingPath: [any CodingKey] {
    guard let key else { return parentPath }
    return parentPath + [key]
  }

  /// A decoder of `value` at `codingPath`.
  init(_ value: StoreJSONValue, codingPath: [any CodingKey]) {
    self.value = value
    self.parentPath = codingPath
    self.key = nil
  }

  /// A decoder of `value`, member or item `key` of the container at `parentPath`.
  init(_ value: StoreJSONValue, in parentPath: [any CodingKey], key: any CodingKey) {
    self.value = value
    self.parentPath = parentPath
    self.key = key
  }

  /// Reads a `type` from the JSON text `bytes`.
  static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8])
    throws(StoreJSONError) -> Value
  {
    let value = try StoreJSONReader.read(bytes)
    do {
      return try Value(from: StoreJSONDecoder(value, codingPath: []))
    } catch let error as StoreJSONError {
      throw error
    } catch {
      // An error of the type's own decoding code (a value it does not accept).
      throw StoreJSONError(description: "\(error)")
    }
  }

  // MARK: - Decoder

  /// The members of this object.
  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw mismatch("an object") }
    return KeyedDecodingContainer(StoreJSONKeyedDecoding(members, codingPath: codingPath))
  }

  /// The items of this array.
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else { throw mismatch("an array") }
    return StoreJSONUnkeyedDecoding(items, codingPath: codingPath)
  }

  /// This value alone.
  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    self
  }

  // MARK: - Single value

  /// Whether the value is `null`.
  func decodeNil() -> Bool {
    if case .null = value { return true }
    return false
  }

  /// The value as a boolean.
  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("a boolean") }
    return flag
  }

  /// The value as a string.
  func decode(_ type: String.Type) throws -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  /// The value as a finite double.
  func decode(_ type: Double.Type) throws -> Double {
    try floatingPoint(type)
  }

  /// The value as a finite float.
  func decode(_ type: Float.Type) throws -> Float {
    try floatingPoint(type)
  }

  /// The value as a `Number`, refused (as `JSONDecoder` refuses it) when it is too large for the
  /// type or when digits other than zero round to zero.
  private func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: Number.Type
  ) throws -> Number {
    guard case .number(let text) = value else { throw mismatch("a number") }
    guard let number = Number(text), number.isFinite, number != 0 || Self.isZero(text) else {
      throw StoreJSONError.value("the number \(text) does not fit \(Number.self)", at: codingPath)
    }
    return number
  }

  /// Whether the digits of a number's text before its exponent are all zeros.
  private static func isZero(_ text: String) -> Bool {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
      case UInt8(ascii: "1")...UInt8(ascii: "9"): return false
      default: continue
      }
    }
    return true
  }

  /// The value as an integer of `type`: written as one, or as a number with a fraction or an
  /// exponent whose value is exactly one below 2^53 (`1.0`, `1e2`), as `JSONDecoder` reads them.
  /// (`JSONDecoder` also reads larger such numbers through `Decimal`; the store never writes
  /// them, and they are refused here.)
  func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    guard case .number(let text) = value else { throw mismatch("a number") }
    if let number = Integer(text, radix: 10) { return number }
    if let double = Double(text), let number = Integer(exactly: double),
      double.magnitude < 0x20_0000_0000_0000
    {
      return number
    }
    throw StoreJSONError.value("the number \(text) does not fit \(Integer.self)", at: codingPath)
  }

  /// The value as an `Int`.
  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  /// The value as an `Int8`.
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  /// The value as an `Int16`.
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  /// The value as an `Int32`.
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  /// The value as an `Int64`.
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  /// The value as a `UInt`.
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  /// The value as a `UInt8`.
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  /// The value as a `UInt16`.
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  /// The value as a `UInt32`.
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  /// The value as a `UInt64`.
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  /// The value as a `Value`, through its own decoding code.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try Value(from: self)
  }

  /// The error for a value of another kind than `expected`.
  func mismatch(_ expected: String) -> StoreJSONError {
    StoreJSONError.value("expected \(expected), found \(value.kindName)", at: codingPath)
  }
}
