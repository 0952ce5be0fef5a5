extension Scenario {
  /// Makes the scenario's app the developer's own: it takes `bundleId`, `name` and `version`
  /// (`CFBundleShortVersionString`, which the minimum app version a policy asks for is compared
  /// with) from their Info.plist, and every policy that targeted the scenario's app targets it under its new
  /// bundle id, as the administrator would target the real app.
  ///
  /// A value that is still a build setting (`$(PRODUCT_BUNDLE_IDENTIFIER)`) or empty is not a
  /// name the phone would show, so the scenario's own is kept.
  public mutating func adoptApp(bundleId: String?, name: String?, version: String? = nil) {
    if let name = Self.resolved(name) { app.name = name }
    if let version = Self.resolved(version) { app.version = version }
    guard let bundleId = Self.resolved(bundleId), bundleId != app.bundleId else { return }
    let old = app.bundleId
    for index in policies.indices {
      policies[index].targetedBundleIds = policies[index].targetedBundleIds.map {
        $0.equalsIgnoringASCIICase(old) ? bundleId : $0
      }
    }
    app.bundleId = bundleId
  }

  /// `value` when it is a plain value, not empty and not a build setting Xcode fills in.
  private static func resolved(_ value: String?) -> String? {
    guard let value, !value.isEmpty, !value.contains("$("), !value.contains("${") else {
      return nil
    }
    return value
  }
}
