import FoundationEssentials

/// A property-list value read into `JSONValue`, including the two kinds JSON lacks.
///
/// Dates become ISO 8601 strings and data becomes base64 text, so no plist a user writes makes
/// decoding fail just because a key nobody reads holds a `<date>` or `<data>`.
struct PlistValue: Decodable {
  /// The value as JSON.
  let value: JSONValue

  /// Decodes any property-list value.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = .null
    } else if let flag = try? container.decode(Bool.self) {
      value = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      value = .number(number)
    } else if let text = try? container.decode(String.self) {
      value = .string(text)
    } else if let date = try? container.decode(Date.self) {
      value = .string(date.formatted(.iso8601))
    } else if let data = try? container.decode(Data.self) {
      value = .string(data.base64EncodedString())
    } else if let elements = try? container.decode([PlistValue].self) {
      value = .array(elements.map(\.value))
    } else {
      value = .object(try container.decode([String: PlistValue].self).mapValues(\.value))
    }
  }
}
