/// One modelled Graph property of a policy: how it is read, written and shown.
///
/// `apply` returns nil when the value was taken, or why it was refused (the policy is then
/// unchanged). JSON `null` always means "not set": optional properties become nil and the others
/// keep their default.
struct PolicyField: Sendable {
  /// The Graph property name.
  let name: String
  /// Whether the property is one of the access requirements shown by `keySettings()`.
  let isAccessRequirement: Bool
  /// Stores `value` into the policy, or says why it cannot.
  let apply: @Sendable (JSONValue, inout AppProtectionPolicy) -> String?
  /// The property as Graph writes it.
  let encode: @Sendable (AppProtectionPolicy) -> JSONValue
  /// The value in readable form.
  let readable: @Sendable (AppProtectionPolicy) -> String
  /// Whether a refused value is an error rather than a warning: Graph itself refuses a value
  /// outside one of its enumerations, and keeping the default instead could quietly weaken the
  /// policy (a mistyped `pinCharacterSet` would ask for a numeric PIN).
  var refusalIsError = false

  private static func refuse(_ value: JSONValue, expected: String) -> String {
    "expected \(expected) but found \(value.kindName)"
  }

  /// A `true`/`false` property.
  static func bool(
    _ name: String, _ path: WritableKeyPath<AppProtectionPolicy, Bool> & Sendable,
    access: Bool = false
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: access,
      apply: { value, policy in
        if value == .null { return nil }
        guard let flag = value.boolValue else { return refuse(value, expected: "true or false") }
        policy[keyPath: path] = flag
        return nil
      },
      encode: { .bool($0[keyPath: path]) },
      readable: { String($0[keyPath: path]) })
  }

  /// A whole-number property limited to `range`.
  static func int(
    _ name: String, _ path: WritableKeyPath<AppProtectionPolicy, Int> & Sendable,
    range: ClosedRange<Int> = 0...1_000_000, access: Bool = false
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: access,
      apply: { value, policy in
        if value == .null { return nil }
        guard let number = value.intValue else {
          return refuse(value, expected: "a whole number")
        }
        guard range.contains(number) else {
          return "\(number) is outside the allowed range \(range.lowerBound)...\(range.upperBound)"
        }
        policy[keyPath: path] = number
        return nil
      },
      encode: { .number(Double($0[keyPath: path])) },
      readable: { String($0[keyPath: path]) })
  }

  /// An ISO 8601 duration property; negative periods are refused.
  static func duration(
    _ name: String, _ path: WritableKeyPath<AppProtectionPolicy, Duration> & Sendable,
    access: Bool = false
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: access,
      apply: { value, policy in
        if value == .null { return nil }
        guard let text = value.stringValue else {
          return refuse(value, expected: "an ISO 8601 duration string such as \"PT30M\"")
        }
        let duration: Duration
        do throws(ISO8601DurationError) {
          duration = try ISO8601Duration.parse(text)
        } catch {
          return error.description
        }
        guard duration >= .zero else { return "\"\(text)\" is negative; a period cannot be" }
        policy[keyPath: path] = duration
        return nil
      },
      encode: { .string(ISO8601Duration.format($0[keyPath: path])) },
      readable: { $0[keyPath: path].shortDescription })
  }

  /// A Graph enumeration property that is always set.
  static func enumeration<Value: GraphEnum>(
    _ name: String, _ path: WritableKeyPath<AppProtectionPolicy, Value> & Sendable,
    access: Bool = false
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: access,
      apply: { value, policy in
        if value == .null { return nil }
        guard let text = value.stringValue else { return refuse(value, expected: "a string") }
        guard let parsed = Value(graphValue: text) else {
          return "\"\(text)\" is not one of \(Value.allowedValues)"
        }
        policy[keyPath: path] = parsed
        return nil
      },
      encode: { .string($0[keyPath: path].rawValue) },
      readable: { $0[keyPath: path].rawValue }, refusalIsError: true)
  }

  /// A Graph enumeration property that may be unset (`null`).
  static func optionalEnumeration<Value: GraphEnum>(
    _ name: String, _ path: WritableKeyPath<AppProtectionPolicy, Value?> & Sendable
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: false,
      apply: { value, policy in
        if value == .null {
          policy[keyPath: path] = nil
          return nil
        }
        guard let text = value.stringValue else { return refuse(value, expected: "a string") }
        guard let parsed = Value(graphValue: text) else {
          return "\"\(text)\" is not one of \(Value.allowedValues)"
        }
        policy[keyPath: path] = parsed
        return nil
      },
      encode: { policy in policy[keyPath: path].map { .string($0.rawValue) } ?? .null },
      readable: { $0[keyPath: path]?.rawValue ?? "not set" }, refusalIsError: true)
  }

  /// A dotted version property that may be unset (`null`).
  static func version(
    _ name: String, _ path: WritableKeyPath<AppProtectionPolicy, String?> & Sendable
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: false,
      apply: { value, policy in
        if value == .null {
          policy[keyPath: path] = nil
          return nil
        }
        guard let text = value.stringValue else {
          return refuse(value, expected: "a version string such as \"17.0\"")
        }
        guard VersionNumber(text) != nil else {
          return "\"\(text)\" is not a version made of numbers and dots, such as \"17.0.1\""
        }
        policy[keyPath: path] = text
        return nil
      },
      encode: { policy in policy[keyPath: path].map { .string($0) } ?? .null },
      readable: { $0[keyPath: path] ?? "not set" })
  }

  /// A list Graph writes as one `;`-separated string; a JSON array of strings is accepted too.
  static func joinedList(
    _ name: String, _ path: WritableKeyPath<AppProtectionPolicy, [String]> & Sendable
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: false,
      apply: { value, policy in
        switch value {
        case .null:
          policy[keyPath: path] = []
        case .string(let text):
          policy[keyPath: path] = text.split(separator: ";").map { String($0).trimmedPolicyText }
            .filter { !$0.isEmpty }
        case .array(let elements):
          let texts = elements.compactMap(\.stringValue)
          guard texts.count == elements.count else {
            return "expected a \";\"-separated string or an array of strings"
          }
          policy[keyPath: path] = texts
        default:
          return refuse(value, expected: "a \";\"-separated string")
        }
        return nil
      },
      encode: { policy in
        let list = policy[keyPath: path]
        return list.isEmpty ? .null : .string(list.joined(separator: ";"))
      },
      readable: { policy in
        let list = policy[keyPath: path]
        return list.isEmpty ? "any" : list.joined(separator: ", ")
      })
  }

  /// A JSON array of strings.
  static func stringArray(
    _ name: String, _ path: WritableKeyPath<AppProtectionPolicy, [String]> & Sendable
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: false,
      apply: { value, policy in
        if value == .null {
          policy[keyPath: path] = []
          return nil
        }
        guard let elements = value.arrayValue else {
          return refuse(value, expected: "an array of strings")
        }
        let texts = elements.compactMap(\.stringValue)
        guard texts.count == elements.count else { return "every element must be a string" }
        policy[keyPath: path] = texts
        return nil
      },
      encode: { policy in .array(policy[keyPath: path].map { .string($0) }) },
      readable: { policy in
        let list = policy[keyPath: path]
        return list.isEmpty ? "none" : list.joined(separator: ", ")
      })
  }
}

extension String {
  /// The text without surrounding whitespace.
  fileprivate var trimmedPolicyText: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
