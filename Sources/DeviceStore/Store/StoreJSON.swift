#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// JSON for the values the store keeps: Foundation's `JSONEncoder` with sorted keys, so equal
/// values give equal text, and `JSONDecoder`; their errors become the store's.
enum StoreJSON {
  /// `value` as JSON bytes.
  static func encode<Value: Encodable>(_ value: Value) throws(DeviceStoreError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return Array(try encoder.encode(value))
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
      return try JSONDecoder().decode(type, from: Data(bytes))
    } catch {
      throw DeviceStoreError(.corrupt, "\(what) cannot be read: \(error)")
    }
  }
}
