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

  /// Reads a `type` from JSON bytes; `what` names the row for the error, which says what is
  /// wrong with it, that it was left as it is and, when given, the `remedy`.
  static func decode<Value: Decodable>(
    _ type: Value.Type, _ bytes: [UInt8], what: String, remedy: String = ""
  ) throws(DeviceStoreError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: Data(bytes))
    } catch {
      throw DeviceStoreError(
        .corrupt,
        "\(what) cannot be read: \(reason(error)); it was left as it is"
          + (remedy.isEmpty ? "" : ". " + remedy))
    }
  }

  /// What is wrong with the JSON a decoding `error` came from, in a few words.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func place(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return path.isEmpty ? "" : " at " + path.joined(separator: ".")
    }
    switch error {
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "it is not valid JSON" : "a value\(place(context)) is not valid"
    case .keyNotFound(let key, let context):
      return "'\(key.stringValue)' is missing\(place(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "a value\(place(context)) is not of the kind mamsim writes"
    @unknown default:
      return "\(error)"
    }
  }
}
