import SessionEngine

extension AdminValue {
  /// The value as Graph JSON, the form `AppProtectionPolicy.set(_:to:)` takes.
  public var jsonValue: JSONValue {
    switch self {
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    }
  }
}
