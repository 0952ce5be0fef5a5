/// A JSON value as the store's reader parsed it: the tree its decoder walks.
enum StoreJSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as written (the decoder converts it to the type asked for).
  case number(String)
  /// A string, its escapes resolved.
  case string(String)
  /// An array, in order.
  case array([StoreJSONValue])
  /// An object's members, in the order written (a repeated name keeps its first value).
  case object([(key: String, value: StoreJSONValue)])

  /// What kind of value this is, for an error.
  var kindName: String {
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
