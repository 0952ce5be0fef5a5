import SessionEngine

/// Writes a stored value as JSON through the value's own `Encodable` code, byte for byte as
/// FoundationEssentials' `JSONEncoder` with `.sortedKeys` writes it (`StoreJSONTests`).
///
/// An encoder builds one value (`node`); it is also its own single-value container.
final class StoreJSONEncoder: Encoder, SingleValueEncodingContainer {
  /// Where a value built by `superEncoder` goes in its parent.
  enum Target {
    /// Member `key` of an object.
    case member(StoreJSONNode.Members, String)
    /// Item `index` of an array.
    case item(StoreJSONNode.Items, Int)
  }

  /// The keys from the top to the container of this value (the path is put together only when
  /// asked for).
  private let parentPath: [any CodingKey]
  /// The key of this value in its container; nil at the top.
  private let key: (any CodingKey)?
  /// No user information: the stored types need none.
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The value built so far, if any.
  private(set) var node: StoreJSONNode?
  /// Where the value goes as soon as it is set, for an encoder from `superEncoder`.
  private let target: Target?

  /// The keys from the top to this value.
  var codingPath: [any CodingKey] {
    guard let key else { return parentPath }
    return parentPath + [key]
  }

  /// An encoder of member or item `key` of the container at `parentPath` (`key` nil: the top;
  /// `target`: where the value goes).
  init(in parentPath: [any CodingKey], key: (any CodingKey)?, target: Target? = nil) {
    self.parentPath = parentPath
    self.key = key
    self.target = target
  }

  /// `value` as JSON bytes.
  static func encode<Value: Encodable>(_ value: Value) throws(StoreJSONError) -> [UInt8] {
    let encoder = StoreJSONEncoder(in: [], key: nil)
    do {
      try value.encode(to: encoder)
    } catch let error as StoreJSONError {
      throw error
    } catch {
      throw StoreJSONError(description: "\(error)")
    }
    guard let node = encoder.node else {
      throw StoreJSONError(description: "\(Value.self) did not encode any values")
    }
    var writer = StoreJSONWriter(capacity: 1024)
    try writer.write(node)
    return writer.bytes
  }

  /// Sets the value, and puts it where `target` says.
  private func set(_ value: StoreJSONNode) {
    node = value
    switch target {
    case .member(let members, let key): members.set(key, value)
    case .item(let items, let index): items.values[index] = value
    case nil: break
    }
  }

  /// The value a nested encoder built for member or item `key` of the container at
  /// `parentPath`: an empty object when it built none (as `JSONEncoder`).
  static func node<Value: Encodable>(
    of value: Value, in parentPath: [any CodingKey], key: any CodingKey
  ) throws -> StoreJSONNode {
    let encoder = StoreJSONEncoder(in: parentPath, key: key)
    try value.encode(to: encoder)
    return encoder.node ?? .object(StoreJSONNode.Members())
  }

  // MARK: - Encoder

  /// The members of this value, an object (the same members when asked again).
  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object(let members) = node {
      return KeyedEncodingContainer(StoreJSONKeyedEncoding(members, codingPath: codingPath))
    }
    let members = StoreJSONNode.Members()
    set(.object(members))
    return KeyedEncodingContainer(StoreJSONKeyedEncoding(members, codingPath: codingPath))
  }

  /// The items of this value, an array (the same items when asked again).
  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array(let items) = node {
      return StoreJSONUnkeyedEncoding(items, codingPath: codingPath)
    }
    let items = StoreJSONNode.Items()
    set(.array(items))
    return StoreJSONUnkeyedEncoding(items, codingPath: codingPath)
  }

  /// This value alone.
  func singleValueContainer() -> any SingleValueEncodingContainer {
    self
  }

  // MARK: - Single value

  /// Sets `null`.
  func encodeNil() { set(.literal("null")) }
  /// Sets a boolean.
  func encode(_ value: Bool) { set(Self.literal(value)) }
  /// Sets a string.
  func encode(_ value: String) { set(.string(value)) }
  /// Sets a finite double.
  func encode(_ value: Double) throws { set(try Self.literal(value, at: codingPath)) }
  /// Sets a finite float.
  func encode(_ value: Float) throws { set(try Self.literal(value, at: codingPath)) }
  /// Sets an `Int`.
  func encode(_ value: Int) { set(.literal(String(value))) }
  /// Sets an `Int8`.
  func encode(_ value: Int8) { set(.literal(String(value))) }
  /// Sets an `Int16`.
  func encode(_ value: Int16) { set(.literal(String(value))) }
  /// Sets an `Int32`.
  func encode(_ value: Int32) { set(.literal(String(value))) }
  /// Sets an `Int64`.
  func encode(_ value: Int64) { set(.literal(String(value))) }
  /// Sets an `UInt`.
  func encode(_ value: UInt) { set(.literal(String(value))) }
  /// Sets an `UInt8`.
  func encode(_ value: UInt8) { set(.literal(String(value))) }
  /// Sets an `UInt16`.
  func encode(_ value: UInt16) { set(.literal(String(value))) }
  /// Sets an `UInt32`.
  func encode(_ value: UInt32) { set(.literal(String(value))) }
  /// Sets an `UInt64`.
  func encode(_ value: UInt64) { set(.literal(String(value))) }
  /// Sets a `Value`, through its own encoding code.
  func encode<Value: Encodable>(_ value: Value) throws {
    let encoder = StoreJSONEncoder(in: parentPath, key: key)
    try value.encode(to: encoder)
    set(encoder.node ?? .object(StoreJSONNode.Members()))
  }

  // MARK: - Literals

  /// `true` or `false`.
  static func literal(_ value: Bool) -> StoreJSONNode {
    .literal(value ? "true" : "false")
  }

  /// A finite number as `JSONEncoder` writes it: its `description` without a trailing `.0`.
  static func literal<Number: BinaryFloatingPoint & CustomStringConvertible>(
    _ value: Number, at codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> StoreJSONNode {
    guard value.isFinite else {
      throw StoreJSONError.value("\(value) is not a number JSON can hold", at: codingPath())
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return .literal(text)
  }
}
