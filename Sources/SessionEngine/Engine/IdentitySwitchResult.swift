/// How a switch of the UI identity ended (`IntuneMAMSwitchIdentityResult`).
public enum IdentitySwitchResult: Int, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// The app now shows the identity asked for.
  case success = 0
  /// The user cancelled the access checks.
  case canceled = 1
  /// The switch is not allowed.
  case notAllowed = 2
  /// The switch failed.
  case failed = 3

  /// The result's name, as the SDK spells it.
  public var name: String {
    switch self {
    case .success: "Success"
    case .canceled: "Canceled"
    case .notAllowed: "NotAllowed"
    case .failed: "Failed"
    }
  }
}
