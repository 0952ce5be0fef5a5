/// One value of a property list as it was read, with where it was written.
///
/// The XML reader gives every node its line and its place in the text (`PlistSpan`), so a check
/// can name `file:line` and an edit can insert text at the right byte; a binary property list
/// gives the same tree without places.
public struct PlistNode: Equatable, Sendable {
  /// What a property-list value holds, with its kind kept (dates and data apart from strings).
  public enum Value: Equatable, Sendable {
    case string(String)
    /// A whole number, exactly as written (`<integer>`).
    case integer(PlistInteger)
    case real(Double)
    case bool(Bool)
    /// A date, as its ISO 8601 text.
    case date(String)
    /// Data, as base64 text.
    case data(String)
    case array([PlistNode])
    /// A dictionary's members in the order written.
    case dictionary([PlistEntry])
    /// The binary format's null object, which XML cannot spell.
    case null
  }

  /// The value.
  public var value: Value
  /// The 1-based line of its opening tag, when read from XML.
  public var line: Int?
  /// Where it is in the XML text, when read from XML.
  public var span: PlistSpan?

  /// Creates a node.
  public init(_ value: Value, line: Int? = nil, span: PlistSpan? = nil) {
    self.value = value
    self.line = line
    self.span = span
  }

  /// The member `key` of a dictionary (the last one when a key is repeated).
  public subscript(key: String) -> PlistNode? { entry(key)?.value }

  /// The entry `key` of a dictionary, with its key's line (the last one when repeated).
  public func entry(_ key: String) -> PlistEntry? {
    guard case .dictionary(let entries) = value else { return nil }
    return entries.last { $0.key == key }
  }

  /// The string, when this is one.
  public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The boolean, when this is one.
  public var bool: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  /// The elements, when this is an array.
  public var elements: [PlistNode]? {
    if case .array(let items) = value { return items }
    return nil
  }

  /// The entries, when this is a dictionary.
  public var entries: [PlistEntry]? {
    if case .dictionary(let entries) = value { return entries }
    return nil
  }

  /// The strings of an array (its other elements skipped), or nil when this is not an array.
  public var strings: [String]? { elements?.compactMap(\.string) }

  /// A short name of the kind of value, for messages ("a string", "an array").
  public var kindName: String {
    switch value {
    case .string: "a string"
    case .integer, .real: "a number"
    case .bool: "a boolean"
    case .date: "a date"
    case .data: "data"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .null: "null"
    }
  }

  /// The value as `JSONValue`, the form the settings decoder reads (dates and data as text).
  public var jsonValue: JSONValue {
    switch value {
    case .string(let text), .date(let text), .data(let text): .string(text)
    case .integer(let number): .number(number.doubleValue)
    case .real(let number): .number(number)
    case .bool(let flag): .bool(flag)
    case .null: .null
    case .array(let items): .array(items.map(\.jsonValue))
    case .dictionary(let entries):
      .object(
        entries.reduce(into: JSONObject()) { members, entry in
          members[entry.key] = entry.value.jsonValue
        })
    }
  }
}
