/// A change to the simulated phone, made from the device panel (F4) or a tape's `Device` line.
public enum DeviceChange: Equatable, Hashable, Sendable, Codable {
  /// The phone is jailbroken, or no longer is.
  case jailbroken(Bool)
  /// The iOS version, e.g. `16.4`.
  case osVersion(String)
  /// The hardware model identifier, e.g. `iPhone14,2`.
  case model(String)
  /// Whether the network can be reached.
  case online(Bool)
  /// The level a threat defense app reports.
  case threatLevel(ThreatLevel)
  /// Whether the face or finger presented to the sensor matches the enrolled one.
  case biometricMatches(Bool)
  /// A face or finger is enrolled anew (the SDK then asks for the PIN instead).
  case biometricEnrolled
  /// The user sends the app to the background (true) or brings it back (false).
  case appInBackground(Bool)
  /// The managed browser is installed (true) or removed (false).
  case managedBrowserInstalled(Bool)
  /// The user locks the phone (true) or unlocks it (false).
  case locked(Bool)

  /// Whether the SDK in a running app looks at the device again after this change (the
  /// managed browser matters only when a link is followed).
  public var isSeenByTheSDK: Bool {
    if case .managedBrowserInstalled = self { return false }
    return true
  }

  /// The change made to `device`; the app's move between background and foreground is not a
  /// property of the device and leaves it as it is.
  public func apply(to device: inout DeviceState) {
    switch self {
    case .jailbroken(let flag): device.jailbroken = flag
    case .osVersion(let version): device.osVersion = version
    case .model(let model): device.model = model
    case .online(let flag): device.online = flag
    case .threatLevel(let level): device.threatLevel = level
    case .biometricMatches(let flag): device.biometricMatches = flag
    case .biometricEnrolled: device.biometricEnrollment += 1
    case .managedBrowserInstalled(let flag): device.managedBrowserInstalled = flag
    case .locked(let flag): device.locked = flag
    case .appInBackground: break
    }
  }
}
