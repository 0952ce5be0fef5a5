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
  let apply: @Sendable (JSONValue, inout AppProtectionPolicy) -> PolicyFieldRefusal?
  /// The property as Graph writes it.
  let encode: @Sendable (AppProtectionPolicy) -> JSONValue
  /// The value in readable form.
  let readable: @Sendable (AppProtectionPolicy) -> String
  /// Whether the property takes one of a Graph enumeration's values, which Graph itself refuses a
  /// value outside of (its refusals say so).
  var isEnumeration = false
  /// The values the admin panel (F5) cycles this property through, in order; empty for a
  /// property the panel does not offer.
  var panelValues: [JSONValue] = []

  /// The same field, offered by the admin panel (F5) with `values` to cycle through.
  func panel(_ values: [JSONValue]) -> PolicyField {
    var field = self
    field.panelValues = values
    return field
  }

  private static func refuse(_ value: JSONValue, expected: String) -> PolicyFieldRefusal {
    .mamsim("expected \(expected) but found \(value.kindName)")
  }

  /// A `true`/`false` property.
  static func bool(
    _ name: String, access: Bool = false,
    get: @escaping @Sendable (AppProtectionPolicy) -> Bool,
    set: @escaping @Sendable (inout AppProtectionPolicy, Bool) -> Void
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: access,
      apply: { value, policy in
        if value == .null { return nil }
        guard let flag = value.boolValue else { return refuse(value, expected: "true or false") }
        set(&policy, flag)
        return nil
      },
      encode: { .bool(get($0)) },
      readable: { String(get($0)) })
  }

  /// A whole-number property limited to `range`.
  static func int(
    _ name: String, range: ClosedRange<Int> = 0...1_000_000, access: Bool = false,
    get: @escaping @Sendable (AppProtectionPolicy) -> Int,
    set: @escaping @Sendable (inout AppProtectionPolicy, Int) -> Void
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: access,
      apply: { value, policy in
        if value == .null { return nil }
        let allowed = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard let number = value.intValue else {
          // A fraction is named by its value; a number too big for a whole number by its size,
          // as its value would be echoed as `inf` or `1e+29`, not as it was written.
          if case .number(let written) = value {
            guard written.isFinite, written.magnitude < 1e15 else {
              let size = written < 0 ? "this far below zero" : "this large"
              return .mamsim("expected \(allowed), not a number \(size)")
            }
            return .mamsim("expected \(allowed), not \(written)")
          }
          return refuse(value, expected: allowed)
        }
        guard range.contains(number) else { return .mamsim("expected \(allowed), not \(number)") }
        set(&policy, number)
        return nil
      },
      encode: { .number(Double(get($0))) },
      readable: { String(get($0)) })
  }

  /// An ISO 8601 duration property; negative periods are refused.
  static func duration(
    _ name: String, access: Bool = false,
    get: @escaping @Sendable (AppProtectionPolicy) -> Duration,
    set: @escaping @Sendable (inout AppProtectionPolicy, Duration) -> Void
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
          return .mamsim(error.description)
        }
        guard duration >= .zero else {
          return .mamsim("\"\(text)\" is negative; a period cannot be")
        }
        set(&policy, duration)
        return nil
      },
      encode: { .string(ISO8601Duration.format(get($0))) },
      readable: { get($0).shortDescription })
  }

  /// The values a message lists: `allowed`, or every value of the type.
  private static func allowedValues<Value: GraphEnum>(_ allowed: [Value]?) -> String {
    guard let allowed else { return Value.allowedValues }
    return allowed.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
  }

  /// `value` as one of `allowed` (of every value of the type when nil), or one that is emulated
  /// as one of them, or why not: a value outside the Graph type is refused as Graph refuses it;
  /// one of the type's values the setting does not offer is refused for that reason.
  private static func parse<Value: GraphEnum>(_ value: JSONValue, allowed: [Value]?)
    -> Result<Value, PolicyFieldRefusal>
  {
    guard let text = value.stringValue else {
      return .failure(.graph("expected a string but found \(value.kindName)"))
    }
    guard let parsed = Value(graphValue: text) else {
      return .failure(.graph("\"\(Excerpt.of(text))\" is not one of \(allowedValues(allowed))"))
    }
    guard let allowed, !allowed.contains(parsed.emulatedAs) else { return .success(parsed) }
    let offered = allowed.map { "\"\($0.rawValue)\"" }
    let list = offered.dropLast().joined(separator: ", ") + " and " + (offered.last ?? "")
    return .failure(
      PolicyFieldRefusal(
        message: "\"\(text)\" is one of Graph's values, but the admin center offers only \(list) "
          + "for this setting, and mamsim emulates those"))
  }

  /// A Graph enumeration property that is always set, taking the values `allowed` (all of the
  /// type's when nil: some properties take only some of a shared Graph type's values).
  static func enumeration<Value: GraphEnum>(
    _ name: String, access: Bool = false, allowed: [Value]? = nil,
    get: @escaping @Sendable (AppProtectionPolicy) -> Value,
    set: @escaping @Sendable (inout AppProtectionPolicy, Value) -> Void
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: access,
      apply: { value, policy in
        if value == .null { return nil }
        switch parse(value, allowed: allowed) {
        case .success(let parsed): set(&policy, parsed)
        case .failure(let refusal): return refusal
        }
        return nil
      },
      encode: { .string(get($0).rawValue) },
      readable: { get($0).rawValue }, isEnumeration: true)
  }

  /// A Graph enumeration property that may be unset (`null`), taking the values `allowed`
  /// (all of the type's when nil).
  static func optionalEnumeration<Value: GraphEnum>(
    _ name: String, allowed: [Value]? = nil,
    get: @escaping @Sendable (AppProtectionPolicy) -> Value?,
    set: @escaping @Sendable (inout AppProtectionPolicy, Value?) -> Void
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: false,
      apply: { value, policy in
        if value == .null {
          set(&policy, nil)
          return nil
        }
        switch parse(value, allowed: allowed) {
        case .success(let parsed): set(&policy, parsed)
        case .failure(let refusal): return refusal
        }
        return nil
      },
      encode: { policy in get(policy).map { .string($0.rawValue) } ?? .null },
      readable: { get($0)?.rawValue ?? "not set" }, isEnumeration: true)
  }

  /// A dotted version property that may be unset (`null`).
  static func version(
    _ name: String,
    get: @escaping @Sendable (AppProtectionPolicy) -> String?,
    set: @escaping @Sendable (inout AppProtectionPolicy, String?) -> Void
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: false,
      apply: { value, policy in
        if value == .null {
          set(&policy, nil)
          return nil
        }
        guard let text = value.stringValue else {
          return refuse(value, expected: "a version string such as \"17.0\"")
        }
        guard VersionNumber(text) != nil else {
          let shown = Excerpt.of(text)
          if let excess = VersionNumber.excess(in: text) {
            return .mamsim("\"\(shown)\" \(excess)")
          }
          return .mamsim(
            "\"\(shown)\" is not a version made of numbers and dots, such as \"17.0.1\"")
        }
        set(&policy, text)
        return nil
      },
      encode: { policy in get(policy).map { .string($0) } ?? .null },
      readable: { get($0) ?? "not set" })
  }

  /// A list Graph writes as one `;`-separated string; a JSON array of strings is accepted too.
  static func joinedList(
    _ name: String,
    get: @escaping @Sendable (AppProtectionPolicy) -> [String],
    set: @escaping @Sendable (inout AppProtectionPolicy, [String]) -> Void
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: false,
      apply: { value, policy in
        switch value {
        case .null:
          set(&policy, [])
        case .string(let text):
          set(
            &policy,
            text.split(separator: ";").map { String($0).trimmedOfWhitespace }.filter { !$0.isEmpty }
          )
        case .array(let elements):
          let texts = elements.compactMap(\.stringValue)
          guard texts.count == elements.count else {
            return .mamsim("expected a \";\"-separated string or an array of strings")
          }
          set(&policy, texts)
        default:
          return refuse(value, expected: "a \";\"-separated string")
        }
        return nil
      },
      encode: { policy in
        let list = get(policy)
        return list.isEmpty ? .null : .string(list.joined(separator: ";"))
      },
      readable: { policy in
        let list = get(policy)
        return list.isEmpty ? "any" : list.joined(separator: ", ")
      })
  }

  /// A JSON array of Graph enumeration values (`allowedDataStorageLocations`), kept as written;
  /// an element that is not one of the type's values is refused at its own index, with the
  /// value it most likely meant.
  static func enumerationArray<Value: GraphEnum>(
    _ name: String, of type: Value.Type,
    get: @escaping @Sendable (AppProtectionPolicy) -> [String],
    set: @escaping @Sendable (inout AppProtectionPolicy, [String]) -> Void
  ) -> PolicyField {
    PolicyField(
      name: name, isAccessRequirement: false,
      apply: { value, policy in
        if value == .null {
          set(&policy, [])
          return nil
        }
        guard let elements = value.arrayValue else {
          return .graph("expected an array of strings but found \(value.kindName)")
        }
        var texts: [String] = []
        for (index, element) in elements.enumerated() {
          guard let text = element.stringValue else {
            return .graph(
              "expected one of \(Value.allowedValues) but found \(element.kindName)",
              element: index)
          }
          guard Value(graphValue: text) != nil else {
            var refusal = PolicyFieldRefusal.graph(
              "\"\(Excerpt.of(text))\" is not one of \(Value.allowedValues)", element: index)
            if let meant = KeySuggestion.closest(to: text, in: Value.allCases.map(\.rawValue)) {
              refusal.because = PolicyFieldRefusal.graphRefuses + "; did you mean \"\(meant)\"?"
            }
            return refusal
          }
          texts.append(text)
        }
        set(&policy, texts)
        return nil
      },
      encode: { policy in .array(get(policy).map { .string($0) }) },
      readable: { policy in
        let list = get(policy)
        return list.isEmpty ? "none" : list.joined(separator: ", ")
      })
  }
}
