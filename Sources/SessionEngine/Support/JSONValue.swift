/// An untyped JSON (or property-list) value, kept exactly so that nothing a user wrote is dropped.
///
/// Scenario files and Microsoft Graph exports are read into this first; typed models are built from it
/// with diagnostics that name the key path of every problem.
public enum JSONValue: Equatable, Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// An object: its members in reading order (`JSONObject` answers as a `[String: JSONValue]`).
  case object(JSONObject)

  /// An object of the dictionary's members (the form before `JSONObject`, kept for callers that
  /// build one in a dictionary).
  public static func object(_ members: [String: JSONValue]) -> JSONValue {
    .object(JSONObject(members))
  }

  /// The value under `key` when this is an object.
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// Whether this is `null` (a test that does not go through `==`).
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The string, when this is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The boolean, when this is one.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The number, when this is one.
  public var numberValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The number as a whole number, when it is one.
  public var intValue: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 else {
      return nil
    }
    return Int(value)
  }

  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members as a dictionary, when this is an object.
  public var objectValue: [String: JSONValue]? {
    if case .object(let value) = self { return value.dictionary }
    return nil
  }

  /// The members in reading order, when this is an object (no dictionary is built).
  public var objectMembers: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// A short name of the kind of value, for messages ("a string", "an object").
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Codable {
  /// Decodes any JSON or property-list value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(JSONObject(try container.decode([String: JSONValue].self)))
    }
  }

  /// Encodes the value as it was read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 {
        try container.encode(Int(value))
      } else {
        try container.encode(value)
      }
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value.dictionary)
    }
  }
}
