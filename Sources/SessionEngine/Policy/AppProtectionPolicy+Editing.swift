extension AppProtectionPolicy {
  /// Changes one property the way an administrator's edit in the console would.
  ///
  /// `property` is a Graph property name in any case; `value` is written as in Graph JSON
  /// (`false`, `6`, `"PT5M"`, `"wipe"`). JSON `null` puts the admin center's default back.
  public mutating func set(_ property: String, to value: JSONValue) throws(PolicyEditError) {
    let lowered = property.lowercased()
    if lowered == "displayname" {
      guard let text = value.stringValue else {
        throw .invalidValue(
          property: "displayName", reason: "expected a string but found \(value.kindName)")
      }
      displayName = text
      return
    }
    let fields = Self.fields
    guard let field = fields.first(where: { $0.name.lowercased() == lowered }) else {
      let names = fields.map(\.name) + ["displayName"]
      throw .unknownProperty(
        property, suggestion: KeySuggestion.closest(to: property, in: names))
    }
    let input = value == .null ? field.encode(AppProtectionPolicy()) : value
    var edited = self
    if let refusal = field.apply(input, &edited) {
      // The message quotes the wrong value, so an element of a list needs no index here.
      throw .invalidValue(property: field.name, reason: refusal.message)
    }
    self = edited
  }

  /// The access requirements in readable form, for a diagnostics screen:
  /// `("pinRequired", "true")`, `("periodOnlineBeforeAccessCheck", "30m")`.
  public func keySettings() -> [(name: String, value: String)] {
    Self.fields.filter(\.isAccessRequirement).map { ($0.name, $0.readable(self)) }
  }

  /// Every setting whose value is not the admin center's default, in readable form: what the
  /// scenario or an administrator's edit changed.
  public func changedSettings() -> [(name: String, value: String)] {
    let defaults = AppProtectionPolicy()
    return Self.fields.compactMap { field in
      let value = field.readable(self)
      return value == field.readable(defaults) ? nil : (field.name, value)
    }
  }
}
