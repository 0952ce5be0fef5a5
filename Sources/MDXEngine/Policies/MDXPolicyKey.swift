/// An MDX policy the emulator knows: its key, the kind of value and the console's default.
///
/// The keys and defaults are those of Citrix's public documentation (see docs/mdx.md); the
/// inactivity timer's default (15 minutes) follows Secure Hub's documentation, where the policy
/// documentation says 60.
public enum MDXPolicyKey: String, Equatable, Hashable, Sendable, CaseIterable {
  case appPasscode = "AppPasscode"
  case inactivityTimer = "InactivityTimer"
  case maxOfflinePeriod = "MaxOfflinePeriod"
  case reauthenticationPeriod = "ReauthenticationPeriod"
  case authFailuresBeforeLock = "AuthFailuresBeforeLock"
  case blockJailbrokenDevices = "BlockJailbrokenDevices"
  case cutAndCopy = "CutAndCopy"
  case paste = "Paste"
  case documentExchange = "DocumentExchange"
  case networkAccess = "NetworkAccess"
  case wipeDataOnAppLock = "WipeDataOnAppLock"
  case disableCamera = "DisableCamera"
  case disablePrinting = "DisablePrinting"
  case disableSMS = "DisableSMS"
  case disableLocation = "DisableLocation"
  case disableMicrophone = "DisableMicrophone"
  case disableScreenCapture = "DisableScreenCapture"
  case onlineSessionRequired = "OnlineSessionRequired"
  case devicePasscode = "DevicePasscode"

  private static let sharing = ["Unrestricted", "Blocked", "Restricted"]

  /// What values the policy takes.
  public var kind: MDXPolicyValueKind {
    switch self {
    case .inactivityTimer: .integer(minimum: 0, maximum: 10_080)
    case .maxOfflinePeriod: .integer(minimum: 1, maximum: 8_760)
    case .reauthenticationPeriod: .integer(minimum: 1, maximum: 525_600)
    case .authFailuresBeforeLock: .integer(minimum: 1, maximum: 100)
    case .cutAndCopy, .paste, .documentExchange: .choice(Self.sharing)
    case .networkAccess: .choice(["Blocked", "Unrestricted", "Tunneled"])
    default: .boolean
    }
  }

  /// The value the console starts with.
  public var defaultValue: String {
    switch self {
    case .appPasscode, .blockJailbrokenDevices: "true"
    case .inactivityTimer: "15"
    case .maxOfflinePeriod: "168"
    case .reauthenticationPeriod: "480"
    case .authFailuresBeforeLock: "5"
    case .cutAndCopy, .documentExchange: "Restricted"
    case .paste, .networkAccess: "Unrestricted"
    default: "false"
    }
  }

  /// The key whose name is `name`, ignoring case.
  public static func named(_ name: String) -> MDXPolicyKey? {
    allCases.first { $0.rawValue.lowercased() == name.lowercased() }
  }
}
