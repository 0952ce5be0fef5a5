extension IntuneURLSchemes {
  /// One scheme an array lacks, and the entry it is needed for (nil for the SDK's own list).
  public struct Addition: Equatable, Sendable {
    /// The scheme to add.
    public var scheme: String
    /// The index of the entry that needs it, when it is a twin or the mailto companion.
    public var forIndex: Int?
    /// What needs it.
    public var kind: IntegrationCheckKind
    /// Whether it fits within Apple's limit; a twin that does not is better left out, and the
    /// app asks `isURLAllowed(_:isKnownManagedAppScheme:)` for that scheme instead.
    public var fitsLimit = true
  }

  /// What `LSApplicationQueriesSchemes` (the strings `queried`) lacks: each scheme's twin, in
  /// order, then the SDK's schemes, then `ms-outlook-intunemam` when `mailto` is queried.
  ///
  /// The SDK's schemes and the mailto companion always count as needed; twins that would take
  /// the list past `limit` are marked as not fitting (the guide's remedy is to leave them out).
  public static func queryAdditions(_ queried: [String], limit: Int? = nil) -> [Addition] {
    var have = Set(queried.map { $0.lowercased() })
    var additions: [Addition] = []
    func need(_ scheme: String, _ index: Int?, _ kind: IntegrationCheckKind) {
      guard have.insert(scheme.lowercased()).inserted else { return }
      additions.append(Addition(scheme: scheme, forIndex: index, kind: kind))
    }
    for (index, scheme) in queried.enumerated() where isScheme(scheme) && !needsNoTwin(scheme) {
      need(twin(of: scheme), index, .queriedSchemeTwin)
    }
    for scheme in sdkQueried { need(scheme, nil, .sdkQueryScheme) }
    if let index = queried.firstIndex(where: { $0.lowercased() == "mailto" }) {
      need(mailtoCompanion, index, .mailtoOutlook)
    }
    if let limit {
      var room = limit - queried.count - additions.count { $0.kind != .queriedSchemeTwin }
      for index in additions.indices where additions[index].kind == .queriedSchemeTwin {
        additions[index].fitsLimit = room > 0
        room -= 1
      }
    }
    return additions
  }

  /// The twins one `CFBundleURLSchemes` array (the strings `schemes`) lacks; an entry that is
  /// not a valid scheme never gets one.
  public static func urlTwinAdditions(_ schemes: [String]) -> [Addition] {
    urlTwinAdditions(byType: [schemes])[0]
  }

  /// The twins each `CFBundleURLTypes` entry's `CFBundleURLSchemes` array (the strings of each,
  /// in order) lacks. iOS registers the schemes of every entry, so a twin registered in any of
  /// them counts, and a twin is proposed once, in the first entry whose scheme needs it.
  public static func urlTwinAdditions(byType types: [[String]]) -> [[Addition]] {
    var have = Set(types.joined().map { $0.lowercased() })
    return types.map { schemes in
      var additions: [Addition] = []
      for (index, scheme) in schemes.enumerated()
      where isScheme(scheme) && !scheme.lowercased().hasSuffix(twinSuffix) {
        let twin = twin(of: scheme)
        guard have.insert(twin.lowercased()).inserted else { continue }
        additions.append(Addition(scheme: twin, forIndex: index, kind: .urlSchemeTwin))
      }
      return additions
    }
  }
}
