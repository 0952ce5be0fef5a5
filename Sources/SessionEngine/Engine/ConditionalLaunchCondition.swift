/// A conditional-launch setting of the policy that the device, the app or the account fails.
public enum ConditionalLaunchCondition: Equatable, Hashable, Sendable, Codable {
  /// The SDK is older than the policy's minimum.
  case sdkVersionTooOld(minimum: String)
  /// The app is older than the policy's minimum.
  case appVersionTooOld(minimum: String)
  /// iOS is older than the policy's minimum.
  case osVersionTooOld(minimum: String)
  /// iOS is newer than the policy's maximum.
  case osVersionTooNew(maximum: String)
  /// The device is jailbroken.
  case jailbroken
  /// The device model is not on the policy's list.
  case deviceModelNotAllowed(model: String)
  /// The threat defense partner reports a higher threat than allowed.
  case threatLevelTooHigh(level: ThreatLevel, allowed: ThreatLevel)
  /// The administrator disabled the account.
  case accountDisabled
  /// The app has not reached the service for longer than the offline grace period.
  case offlineTooLong(since: Instant)
  /// The offline wipe is near: the user should reconnect.
  case offlineWipeNear(wipeAt: Instant)

  /// The order within one action: SDK, then app, then OS version, then the other checks.
  var rank: Int {
    switch self {
    case .sdkVersionTooOld: 0
    case .appVersionTooOld: 1
    case .osVersionTooOld, .osVersionTooNew: 2
    case .jailbroken: 3
    case .deviceModelNotAllowed: 4
    case .threatLevelTooHigh: 5
    case .accountDisabled: 6
    case .offlineTooLong: 7
    case .offlineWipeNear: 8
    }
  }

  /// Whether the SDK shows this on its threat-defense screens (the Secondary colours).
  public var isThreatDefense: Bool {
    if case .threatLevelTooHigh = self { return true }
    return false
  }

  /// A number shown in parentheses on the wipe notice.
  public var code: Int {
    switch self {
    case .sdkVersionTooOld: 2001
    case .appVersionTooOld: 2002
    case .osVersionTooOld: 2003
    case .osVersionTooNew: 2004
    case .jailbroken: 2005
    case .deviceModelNotAllowed: 2006
    case .threatLevelTooHigh: 2007
    case .accountDisabled: 2008
    case .offlineTooLong, .offlineWipeNear: 2009
    }
  }
}

/// One failed setting and what the policy says to do about it.
public struct ConditionalLaunchFinding: Equatable, Hashable, Sendable, Codable {
  /// What failed.
  public var condition: ConditionalLaunchCondition
  /// Warn, block or wipe.
  public var action: ConditionalLaunchAction

  /// Creates a finding.
  public init(_ condition: ConditionalLaunchCondition, _ action: ConditionalLaunchAction) {
    self.condition = condition
    self.action = action
  }
}
