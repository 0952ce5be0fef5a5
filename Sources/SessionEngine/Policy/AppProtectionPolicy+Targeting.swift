extension AppProtectionPolicy {
  /// Graph's names for the members of a targeted app (`managedMobileApp`).
  static let appMemberNames = ["id", "version", "mobileAppIdentifier"]
  /// Graph's names for the members of an app's `mobileAppIdentifier`, the iOS one's and the
  /// other platforms' (an entry without a `bundleId` is ignored with a warning).
  static let appIdentifierMemberNames = ["bundleId", "packageId", "windowsAppId"]
  /// Graph's names for the members of an assignment (`targetedManagedAppPolicyAssignment`).
  static let assignmentMemberNames = ["id", "source", "sourceId", "target"]
  /// Graph's names for the members of an assignment's `target`, over its kinds (a group, an
  /// exclusion group, all users, all devices, a Configuration Manager collection).
  static let assignmentTargetMemberNames = [
    "groupId", "collectionId", "deviceAndAppManagementAssignmentFilterId",
    "deviceAndAppManagementAssignmentFilterType",
  ]

  /// The bundle ids of `apps`; every other problem is reported through `report`.
  static func decodeApps(
    _ value: JSONValue, path: String, report: (Diagnostic.Severity, String, String) -> Void
  ) -> [String] {
    if value == .null { return [] }
    guard let elements = value.arrayValue else {
      report(
        .warning, path, "expected an array of apps but found \(value.kindName); it is ignored")
      return []
    }
    var bundleIds: [String] = []
    for (index, element) in elements.enumerated() {
      let at = "\(path)[\(index)]"
      checkMemberNames(element, appMemberNames, at, "a targeted app", report)
      if let identifier = element["mobileAppIdentifier"] {
        checkMemberNames(
          identifier, appIdentifierMemberNames, "\(at).mobileAppIdentifier",
          "an app's mobileAppIdentifier", report)
      }
      if let bundleId = element["mobileAppIdentifier"]?["bundleId"]?.stringValue {
        bundleIds.append(bundleId)
      } else {
        report(
          .warning, at, "an app needs mobileAppIdentifier.bundleId (a string); this one is ignored")
      }
    }
    return bundleIds
  }

  /// The group ids `assignments` assign the policy to and exclude it from; every other problem,
  /// and each filter that is not emulated, is reported through `report`.
  static func decodeAssignments(
    _ value: JSONValue, path: String, report: (Diagnostic.Severity, String, String) -> Void
  ) -> (assigned: [String], excluded: [String]) {
    if value == .null { return ([], []) }
    guard let elements = value.arrayValue else {
      report(
        .warning, path,
        "expected an array of assignments but found \(value.kindName); it is ignored")
      return ([], [])
    }
    var assigned: [String] = []
    var excluded: [String] = []
    for (index, element) in elements.enumerated() {
      let at = "\(path)[\(index)]"
      checkMemberNames(element, assignmentMemberNames, at, "an assignment", report)
      if let target = element["target"] {
        checkMemberNames(
          target, assignmentTargetMemberNames, "\(at).target", "an assignment's target", report)
      }
      guard let target = element["target"], let groupId = target["groupId"]?.stringValue else {
        report(
          .warning, at,
          "only assignments to a group (target.groupId) are emulated; this one is ignored")
        continue
      }
      checkFilter(target, at: "\(at).target", report)
      let type = target["@odata.type"]?.stringValue?.lowercased() ?? ""
      if type.contains("exclusion") {
        excluded.append(groupId)
      } else {
        assigned.append(groupId)
      }
    }
    return (assigned, excluded)
  }

  /// Reports the assignment filter of `target`: a note when there is one, since the session
  /// applies the assignment to the whole group; an error when its type is not one of Graph's.
  private static func checkFilter(
    _ target: JSONValue, at path: String,
    _ report: (Diagnostic.Severity, String, String) -> Void
  ) {
    let name = "deviceAndAppManagementAssignmentFilterType"
    guard let value = target[name], !value.isNull else { return }
    let at = "\(path).\(name)"
    guard let text = value.stringValue, let type = AssignmentFilterType(graphValue: text) else {
      let shown = value.stringValue.map { "\"\(Excerpt.of($0))\"" } ?? value.kindName
      report(
        .error, at,
        "\(shown) is not one of \(AssignmentFilterType.allowedValues); "
          + PolicyFieldRefusal.graphRefuses)
      return
    }
    guard type != .none else { return }
    report(
      .note, at,
      "assignment filters are not emulated: this assignment applies to the whole group, as if "
        + "its \"\(type.rawValue)\" filter were not there")
  }

  /// Reports as an error, at its own key, each member of the object `value` that is neither one
  /// of Graph's `names` for `what` nor an `@odata` annotation, with the name it most likely
  /// meant: a misspelt member would otherwise be dropped without a word.
  private static func checkMemberNames(
    _ value: JSONValue, _ names: [String], _ path: String, _ what: String,
    _ report: (Diagnostic.Severity, String, String) -> Void
  ) {
    guard let members = value.objectMembers else { return }
    for (name, _) in members where !names.contains(name) && !name.contains("@odata.") {
      let hint = KeySuggestion.closest(to: name, in: names).map { "; did you mean \"\($0)\"?" }
      report(.error, "\(path).\(name)", "not a property of \(what) in Graph\(hint ?? "")")
    }
  }
}
