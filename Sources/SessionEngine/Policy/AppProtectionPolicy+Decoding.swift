extension AppProtectionPolicy {
  /// The Graph type name written into `jsonValue()`.
  public static let graphType = "#microsoft.graph.iosManagedAppProtection"

  /// Builds a policy from Graph JSON: a single export, or a collection item with `apps` and
  /// `assignments` expanded.
  ///
  /// Missing properties keep their defaults. A value of the wrong type, out of range or outside
  /// a Graph enumeration is an error at its key path, or at its element's for a list (the policy
  /// would otherwise quietly keep a weaker default). Graph properties that are not modelled are kept in
  /// `notEmulated` and listed in one note; a name Graph does not define is an error at its key,
  /// with the closest known name. Anything but an object is an error and gives nil.
  public static func decode(_ json: JSONValue, file: String, keyPath: String) -> (
    AppProtectionPolicy?, [Diagnostic]
  ) {
    func path(_ name: String) -> String { keyPath.isEmpty ? name : "\(keyPath).\(name)" }
    guard let members = json.objectMembers else {
      let message = "a policy must be a JSON object but this is \(json.kindName)"
      return (nil, [Diagnostic(.error, file: file, keyPath: keyPath, message: message)])
    }
    var diagnostics: [Diagnostic] = []
    func warn(_ at: String, _ message: String) {
      diagnostics.append(Diagnostic(.warning, file: file, keyPath: at, message: message))
    }
    var policy = AppProtectionPolicy()
    for name in ["id", "displayName"] {
      guard let value = members[name], !value.isNull else { continue }
      if let text = value.stringValue {
        if name == "id" { policy.id = text } else { policy.displayName = text }
      } else {
        warn(path(name), "expected a string but found \(value.kindName); it is ignored")
      }
    }
    if let value = members["@odata.type"], !value.isNull {
      let asIOS = "mamsim reads the policy as an iOS app protection policy"
      if let type = value.stringValue, type.isEmpty {
        warn(path("@odata.type"), "is empty; \(asIOS)")
      } else if let type = value.stringValue, let platform = otherPlatform(type) {
        let shown = type.count > 80 ? type.prefix(80) + "…" : Substring(type)
        warn(
          path("@odata.type"),
          "\(shown) is a policy for \(platform), not iOS; mamsim applies it to the iOS app as if "
            + "it were an iOS policy, which Intune would not do")
      } else if value.stringValue == nil {
        warn(
          path("@odata.type"),
          "expected a string such as \"\(graphType)\" but found \(value.kindName); \(asIOS)")
      }
    }
    if let value = members["version"], !value.isNull {
      policy.version = value.stringValue
      if value.stringValue == nil {
        warn(path("version"), "expected a string but found \(value.kindName); it is ignored")
      }
    }
    let suggestions = KeySuggestion.Candidates(knownPropertyNames)
    var unknown = 0
    for (name, value) in members.sorted(by: { $0.key < $1.key }) {
      if let field = field(named: name) {
        // A refused value is an error: keeping the default instead would quietly weaken the
        // policy (`"minimumPinLength": "6"` would leave a 4-digit PIN).
        if let refusal = field.apply(value, &policy) {
          let at = refusal.element.map { "\(path(name))[\($0)]" } ?? path(name)
          let message = refusal.because.map { "\(refusal.message); \($0)" } ?? refusal.message
          diagnostics.append(Diagnostic(.error, file: file, keyPath: at, message: message))
        }
      } else if graphPropertiesNotEmulated.contains(name) {
        policy.notEmulated[name] = value
      } else if !isMetadata(name) {
        // Not a Graph property: a mistake, most likely a typo, which would otherwise leave a
        // setting at its default without a word.
        // Past `mostHinted`, no more time is spent on hints.
        unknown += 1
        var hint =
          unknown <= KeySuggestion.mostHinted
          ? suggestions.closest(to: name).map { "; did you mean \"\($0)\"?" } : nil
        if name == "value", value.arrayValue != nil {
          // A list response (`GET .../iosManagedAppProtections`) pasted whole.
          hint =
            "; this looks like a Graph list response: put the elements of its \"value\" array "
            + "in \"policies\", each one a policy"
        }
        diagnostics.append(
          Diagnostic(
            .error, file: file, keyPath: path(name),
            message: "not a property of an iOS app protection policy\(hint ?? "")"))
      }
    }
    func report(_ severity: Diagnostic.Severity, _ at: String, _ message: String) {
      diagnostics.append(Diagnostic(severity, file: file, keyPath: at, message: message))
    }
    if let apps = members["apps"] {
      policy.targetedBundleIds = decodeApps(apps, path: path("apps"), report: report)
    }
    if let assignments = members["assignments"] {
      (policy.assignedGroupIds, policy.excludedGroupIds) = decodeAssignments(
        assignments, path: path("assignments"), report: report)
    }
    if !policy.notEmulated.isEmpty {
      let names = policy.notEmulated.keys.sorted().joined(separator: ", ")
      diagnostics.append(
        Diagnostic(
          .note, file: file, keyPath: keyPath,
          message: "not emulated (kept as written, no effect on the session): \(names)"))
    }
    return (policy, diagnostics)
  }

  /// The platform (or kind of policy) a Graph `@odata.type` other than the iOS app protection
  /// policy's names, in words; nil for the iOS type (with or without its `#`, in any case).
  static func otherPlatform(_ type: String) -> String? {
    let name = type.lowercased().drop { $0 == "#" }
    if name == graphType.lowercased().dropFirst() { return nil }
    if name.contains("android") { return "Android" }
    if name.contains("windows") { return "Windows" }
    return "another platform or kind of policy"
  }

  /// The policy as Graph JSON, with `apps` and `assignments` expanded; `decode` reads it back equal.
  public func jsonValue() -> JSONValue {
    var members = notEmulated
    members["@odata.type"] = .string(Self.graphType)
    members["id"] = .string(id)
    members["displayName"] = .string(displayName)
    members["version"] = version.map { .string($0) } ?? .null
    for field in Self.fields {
      members[field.name] = field.encode(self)
    }
    members["apps"] = .array(
      targetedBundleIds.map { bundleId in
        .object([
          "mobileAppIdentifier": .object([
            "@odata.type": .string("#microsoft.graph.iosMobileAppIdentifier"),
            "bundleId": .string(bundleId),
          ])
        ])
      })
    func assignment(_ groupId: String, type: String) -> JSONValue {
      .object([
        "target": .object([
          "@odata.type": .string("#microsoft.graph.\(type)"), "groupId": .string(groupId),
        ])
      ])
    }
    members["assignments"] = .array(
      assignedGroupIds.map { assignment($0, type: "groupAssignmentTarget") }
        + excludedGroupIds.map { assignment($0, type: "exclusionGroupAssignmentTarget") })
    return .object(members)
  }
}
