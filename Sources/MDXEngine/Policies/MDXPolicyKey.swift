/// An MDX policy the emulator knows: its key, the kind of value and the console's default.
///
/// The keys and defaults are those of Citrix's public documentation (see docs/mdx.md); the
/// inactivity timer's default (15 minutes) follows Secure Hub's documentation, where the policy
/// documentation says 60.
public enum MDXPolicyKey: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Whether the Citrix PIN is asked for after inactivity.
  case appPasscode = "AppPasscode"
  /// Minutes of inactivity before the PIN is asked again (client property INACTIVITY_TIMER).
  case inactivityTimer = "InactivityTimer"
  /// Hours the app may run without a logon over the network.
  case maxOfflinePeriod = "MaxOfflinePeriod"
  /// Minutes before a fresh logon is asked for (read, not yet used).
  case reauthenticationPeriod = "ReauthenticationPeriod"
  /// Wrong PINs before the app locks.
  case authFailuresBeforeLock = "AuthFailuresBeforeLock"
  /// Whether a jailbroken phone is refused.
  case blockJailbrokenDevices = "BlockJailbrokenDevices"
  /// Where cut or copied text may go.
  case cutAndCopy = "CutAndCopy"
  /// Where pasted text may come from.
  case paste = "Paste"
  /// Which apps documents may be opened in.
  case documentExchange = "DocumentExchange"
  /// How the app reaches the network.
  case networkAccess = "NetworkAccess"
  /// Whether an App lock also erases the app's data.
  case wipeDataOnAppLock = "WipeDataOnAppLock"
  /// Whether the camera is off for the app.
  case disableCamera = "DisableCamera"
  /// Whether printing is off.
  case disablePrinting = "DisablePrinting"
  /// Whether sending text messages is off.
  case disableSMS = "DisableSMS"
  /// Whether location services are off.
  case disableLocation = "DisableLocation"
  /// Whether the microphone is off.
  case disableMicrophone = "DisableMicrophone"
  /// Whether screenshots are blocked.
  case disableScreenCapture = "DisableScreenCapture"
  /// Whether the app needs a live connection to run.
  case onlineSessionRequired = "OnlineSessionRequired"
  /// Whether the phone must have a passcode.
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
