/// Stub replaced by the policy work (same path): the Graph iosManagedAppProtection model.
public struct AppProtectionPolicy: Equatable, Sendable {
  public var id = ""
  public var displayName = ""
  public var version: String?
  public var pinRequired = true
  public var pinCharacterSet: PinCharacterSet = .numeric
  public var simplePinBlocked = false
  public var minimumPinLength = 4
  public var periodOnlineBeforeAccessCheck: Duration = .seconds(1800)
  public var maximumPinRetries = 5
  public var appActionIfMaximumPinRetriesExceeded: ConditionalLaunchAction = .block
  public var targetedBundleIds: [String] = []
  public var assignedGroupIds: [String] = []
  public var notEmulated: [String: JSONValue] = [:]
  public init() {}
  public static func decode(_ json: JSONValue, file: String, keyPath: String) -> (
    AppProtectionPolicy?, [Diagnostic]
  ) {
    var policy = AppProtectionPolicy()
    policy.id = json["id"]?.stringValue ?? ""
    policy.displayName = json["displayName"]?.stringValue ?? ""
    policy.pinRequired = json["pinRequired"]?.boolValue ?? true
    policy.minimumPinLength = json["minimumPinLength"]?.intValue ?? 4
    policy.simplePinBlocked = json["simplePinBlocked"]?.boolValue ?? false
    if json["pinCharacterSet"]?.stringValue == "alphanumericAndSymbol" {
      policy.pinCharacterSet = .alphanumericAndSymbol
    }
    policy.targetedBundleIds =
      json["apps"]?.arrayValue?.compactMap { $0["mobileAppIdentifier"]?["bundleId"]?.stringValue }
      ?? []
    policy.assignedGroupIds =
      json["assignments"]?.arrayValue?.compactMap { $0["target"]?["groupId"]?.stringValue } ?? []
    return (policy, [])
  }
  public func keySettings() -> [(name: String, value: String)] {
    [("pinRequired", "\(pinRequired)"), ("minimumPinLength", "\(minimumPinLength)")]
  }
}
