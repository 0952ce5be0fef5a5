/// JSON for the values the store keeps, with sorted keys so equal values give equal text.
///
/// The store's own coders (`StoreJSONEncoder`, `StoreJSONDecoder`) write and read the same text
/// as FoundationEssentials' `JSONEncoder` (`.sortedKeys`) and `JSONDecoder`, without their start-up
/// cost on the way to a launch's first frame (bench/README-store.md).
enum StoreJSON {
  /// `value` as JSON bytes.
  static func encode<Value: Encodable>(_ value: Value) throws(DeviceStoreError) -> [UInt8] {
    do {
      return try StoreJSONEncoder.encode(value)
    } catch {
      throw DeviceStoreError(.database, "a value could not be saved: \(error)")
    }
  }

  /// `value` as JSON text.
  static func text<Value: Encodable>(_ value: Value) throws(DeviceStoreError) -> String {
    String(decoding: try encode(value), as: UTF8.self)
  }

  /// Reads a `type` from JSON bytes; `what` names the row for the error.
  static func decode<Value: Decodable>(_ type: Value.Type, _ bytes: [UInt8], what: String)
    throws(DeviceStoreError) -> Value
  {
    do {
      return try StoreJSONDecoder.decode(type, from: bytes)
    } catch {
      throw DeviceStoreError(.corrupt, "\(what) cannot be read: \(error)")
    }
  }
}
