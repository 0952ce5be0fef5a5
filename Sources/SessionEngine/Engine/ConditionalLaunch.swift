/// Evaluates the policy's conditional-launch settings against the device, the app and the account.
///
/// Every failing setting becomes a finding; the one that counts is the most severe action (wipe,
/// then block, then warn), and among equals the SDK version, then the app version, then the OS
/// version, then the other checks.
public enum ConditionalLaunch {
  /// What the app, device and account look like to the check.
  public struct Facts: Equatable, Sendable {
    /// The device.
    public var device: DeviceState
    /// The app's version.
    public var appVersion: String
    /// The emulated SDK's version.
    public var sdkVersion: String
    /// Whether the service said the account is disabled.
    public var accountDisabled: Bool
    /// The last successful contact with the service.
    public var lastOnline: Instant
    /// Now.
    public var now: Instant

    /// Creates facts.
    public init(
      device: DeviceState, appVersion: String, sdkVersion: String, accountDisabled: Bool,
      lastOnline: Instant, now: Instant
    ) {
      self.device = device
      self.appVersion = appVersion
      self.sdkVersion = sdkVersion
      self.accountDisabled = accountDisabled
      self.lastOnline = lastOnline
      self.now = now
    }
  }

  /// How long before the offline wipe the SDK asks the user to reconnect.
  public static let offlineWipeWarning: Duration = .seconds(24 * 3600)

  /// How long before the offline wipe the offline block screen also says when the data goes.
  public static let offlineWipeNotice: Duration = .seconds(7 * 24 * 3600)

  /// When the offline wipe will remove the organization's data, for an app last online at
  /// `lastOnline` under `policy`, if that is near enough to `now` (within `offlineWipeNotice`)
  /// and still ahead; nil otherwise.
  public static func offlineWipeNearing(
    _ policy: AppProtectionPolicy, lastOnline: Instant, now: Instant
  ) -> Instant? {
    let wipeAt = lastOnline.advanced(by: policy.periodOfflineBeforeWipeIsEnforced)
    guard wipeAt > now, wipeAt.duration(since: now) <= offlineWipeNotice else { return nil }
    return wipeAt
  }

  /// Every setting of `policy` that `facts` fail, with its action.
  public static func findings(_ policy: AppProtectionPolicy, _ facts: Facts)
    -> [ConditionalLaunchFinding]
  {
    var found: [ConditionalLaunchFinding] = []
    func below(_ actual: String, _ limit: String?) -> Bool {
      guard let limit, let minimum = VersionNumber(limit), let version = VersionNumber(actual)
      else { return false }
      return version < minimum
    }
    func above(_ actual: String, _ limit: String?) -> Bool {
      guard let limit, let maximum = VersionNumber(limit), let version = VersionNumber(actual)
      else { return false }
      return version > maximum
    }
    let versionRules:
      [(String, String?, ConditionalLaunchAction, (String) -> ConditionalLaunchCondition, Bool)] = [
        (
          facts.sdkVersion, policy.minimumWipeSdkVersion, .wipe, { .sdkVersionTooOld(minimum: $0) },
          false
        ),
        (
          facts.sdkVersion, policy.minimumRequiredSdkVersion, .block,
          { .sdkVersionTooOld(minimum: $0) }, false
        ),
        (
          facts.sdkVersion, policy.minimumWarningSdkVersion, .warn,
          { .sdkVersionTooOld(minimum: $0) }, false
        ),
        (
          facts.appVersion, policy.minimumWipeAppVersion, .wipe, { .appVersionTooOld(minimum: $0) },
          false
        ),
        (
          facts.appVersion, policy.minimumRequiredAppVersion, .block,
          { .appVersionTooOld(minimum: $0) }, false
        ),
        (
          facts.appVersion, policy.minimumWarningAppVersion, .warn,
          { .appVersionTooOld(minimum: $0) }, false
        ),
        (
          facts.device.osVersion, policy.minimumWipeOsVersion, .wipe,
          { .osVersionTooOld(minimum: $0) }, false
        ),
        (
          facts.device.osVersion, policy.minimumRequiredOsVersion, .block,
          { .osVersionTooOld(minimum: $0) }, false
        ),
        (
          facts.device.osVersion, policy.minimumWarningOsVersion, .warn,
          { .osVersionTooOld(minimum: $0) }, false
        ),
        (
          facts.device.osVersion, policy.maximumWipeOsVersion, .wipe,
          { .osVersionTooNew(maximum: $0) }, true
        ),
        (
          facts.device.osVersion, policy.maximumRequiredOsVersion, .block,
          { .osVersionTooNew(maximum: $0) }, true
        ),
        (
          facts.device.osVersion, policy.maximumWarningOsVersion, .warn,
          { .osVersionTooNew(maximum: $0) }, true
        ),
      ]
    for (actual, limit, action, condition, isMaximum) in versionRules {
      guard let limit else { continue }
      if isMaximum ? above(actual, limit) : below(actual, limit) {
        found.append(ConditionalLaunchFinding(condition(limit), action))
      }
    }
    if policy.deviceComplianceRequired, facts.device.jailbroken {
      found.append(
        ConditionalLaunchFinding(
          .jailbroken, policy.appActionIfDeviceComplianceRequired.emulatedAs))
    }
    let models = policy.allowedIosDeviceModels.map { $0.lowercased() }
    if !models.isEmpty, !models.contains(facts.device.model.lowercased()) {
      found.append(
        ConditionalLaunchFinding(
          .deviceModelNotAllowed(model: facts.device.model),
          policy.appActionIfIosDeviceModelNotAllowed.emulatedAs))
    }
    if let allowed = ThreatLevel(rawValue: policy.maximumAllowedDeviceThreatLevel.rawValue),
      facts.device.threatLevel > allowed
    {
      found.append(
        ConditionalLaunchFinding(
          .threatLevelTooHigh(level: facts.device.threatLevel, allowed: allowed),
          policy.mobileThreatDefenseRemediationAction.emulatedAs))
    }
    if facts.accountDisabled, let action = policy.appActionIfUnableToAuthenticateUser {
      found.append(ConditionalLaunchFinding(.accountDisabled, action.emulatedAs))
    }
    let offline = facts.now.duration(since: facts.lastOnline)
    let wipeAt = facts.lastOnline.advanced(by: policy.periodOfflineBeforeWipeIsEnforced)
    if !facts.device.online {
      if offline >= policy.periodOfflineBeforeWipeIsEnforced {
        found.append(ConditionalLaunchFinding(.offlineTooLong(since: facts.lastOnline), .wipe))
      } else if offline >= policy.periodOfflineBeforeAccessCheck {
        found.append(ConditionalLaunchFinding(.offlineTooLong(since: facts.lastOnline), .block))
      }
      if offline < policy.periodOfflineBeforeWipeIsEnforced,
        wipeAt.duration(since: facts.now) <= offlineWipeWarning
      {
        found.append(ConditionalLaunchFinding(.offlineWipeNear(wipeAt: wipeAt), .warn))
      }
    }
    return found
  }

  /// The finding that counts: wipe over block over warn; SDK, app, OS version, then the rest.
  public static func decisive(_ findings: [ConditionalLaunchFinding]) -> ConditionalLaunchFinding? {
    func severity(_ action: ConditionalLaunchAction) -> Int {
      switch action {
      case .wipe: 0
      case .block, .blockWhenSettingIsSupported: 1
      case .warn: 2
      }
    }
    return findings.min { left, right in
      (severity(left.action), left.condition.rank) < (severity(right.action), right.condition.rank)
    }
  }
}
