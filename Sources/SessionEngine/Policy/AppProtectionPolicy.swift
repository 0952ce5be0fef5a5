/// An iOS app protection policy as Microsoft Graph describes it (`iosManagedAppProtection`).
///
/// Property names and defaults are Graph's and the admin center's, so an administrator can paste a
/// real export. Properties the emulator does not act on are kept verbatim in `notEmulated`.
public struct AppProtectionPolicy: Equatable, Sendable, Codable {
  /// The policy's id in the tenant.
  public var id = ""
  /// The name administrators gave the policy.
  public var displayName = ""
  /// Graph's version tag of the policy, when the export has one.
  public var version: String?

  // MARK: Access requirements

  /// An app PIN is required before organization data is shown.
  public var pinRequired = true
  /// Digits only, or a passcode with letters and symbols.
  public var pinCharacterSet: PinCharacterSet = .numeric
  /// Repeats and sequences are rejected as PINs.
  public var simplePinBlocked = false
  /// The shortest PIN accepted.
  public var minimumPinLength = 4
  /// Touch ID may not replace the PIN.
  public var fingerprintBlocked = false
  /// Face ID may not replace the PIN.
  public var faceIdBlocked = false
  /// After this much inactivity the PIN is required even when biometrics are allowed.
  public var pinRequiredInsteadOfBiometricTimeout: Duration = .seconds(30 * 60)
  /// The PIN must be changed after this long; zero means never.
  public var periodBeforePinReset: Duration = .zero
  /// How many earlier PINs may not be used again.
  public var previousPinBlockCount = 0
  /// No app PIN on devices whose device passcode is managed.
  public var disableAppPinIfDevicePinIsSet = false
  /// The work account must sign in again on access.
  public var organizationalCredentialsRequired = false
  /// Access requirements are checked again after this much inactivity.
  public var periodOnlineBeforeAccessCheck: Duration = .seconds(30 * 60)

  // MARK: Conditional launch

  /// Wrong PIN entries allowed before `appActionIfMaximumPinRetriesExceeded`.
  public var maximumPinRetries = 5
  /// What happens after too many wrong PINs.
  public var appActionIfMaximumPinRetriesExceeded: ConditionalLaunchAction = .block
  /// Access is blocked after this long without reaching the service.
  public var periodOfflineBeforeAccessCheck: Duration = .seconds(720 * 60)
  /// Organization data is wiped after this long without reaching the service.
  public var periodOfflineBeforeWipeIsEnforced: Duration = .seconds(90 * 86_400)
  /// Jailbroken devices fail the compliance check.
  public var deviceComplianceRequired = true
  /// What happens on a jailbroken device.
  public var appActionIfDeviceComplianceRequired: ConditionalLaunchAction = .block
  /// What happens when the account is disabled or deleted; nil when not configured.
  public var appActionIfUnableToAuthenticateUser: ConditionalLaunchAction?
  /// Below this OS version access is blocked.
  public var minimumRequiredOsVersion: String?
  /// Below this OS version the user is warned.
  public var minimumWarningOsVersion: String?
  /// Below this OS version organization data is wiped.
  public var minimumWipeOsVersion: String?
  /// Above this OS version access is blocked.
  public var maximumRequiredOsVersion: String?
  /// Above this OS version the user is warned.
  public var maximumWarningOsVersion: String?
  /// Above this OS version organization data is wiped.
  public var maximumWipeOsVersion: String?
  /// Below this app version access is blocked.
  public var minimumRequiredAppVersion: String?
  /// Below this app version the user is warned.
  public var minimumWarningAppVersion: String?
  /// Below this app version organization data is wiped.
  public var minimumWipeAppVersion: String?
  /// Below this SDK version access is blocked.
  public var minimumRequiredSdkVersion: String?
  /// Below this SDK version the user is warned.
  public var minimumWarningSdkVersion: String?
  /// Below this SDK version organization data is wiped.
  public var minimumWipeSdkVersion: String?
  /// Device model identifiers allowed (`iPhone14,2`); empty allows every model.
  public var allowedIosDeviceModels: [String] = []
  /// What happens on a model that is not allowed.
  public var appActionIfIosDeviceModelNotAllowed: ConditionalLaunchAction = .block
  /// The highest threat level a device may report.
  public var maximumAllowedDeviceThreatLevel: DeviceThreatLevel = .notConfigured
  /// What happens when the device's threat level is too high.
  public var mobileThreatDefenseRemediationAction: ConditionalLaunchAction = .block

  // MARK: Data protection

  /// Where organization data may be pasted.
  public var allowedOutboundClipboardSharingLevel: ClipboardSharingLevel = .allApps
  /// How many characters may be pasted anywhere regardless of the level.
  public var allowedOutboundClipboardSharingExceptionLength = 0
  /// Which apps organization data may be sent to.
  public var allowedOutboundDataTransferDestinations: DataTransferLevel = .allApps
  /// Which apps may send data into this one.
  public var allowedInboundDataTransferSources: DataTransferLevel = .allApps
  /// "Save as" is blocked except to `allowedDataStorageLocations`.
  public var saveAsBlocked = false
  /// Storage services organization data may be saved to when "Save as" is blocked.
  public var allowedDataStorageLocations: [String] = []
  /// Printing organization data is blocked.
  public var printBlocked = false
  /// Links must open in the managed browser.
  public var managedBrowserToOpenLinksRequired = false
  /// Which managed browser opens links.
  public var managedBrowser: ManagedBrowserKind = .notConfigured
  /// When organization data is encrypted.
  public var appDataEncryptionType: AppDataEncryptionType = .whenDeviceLocked
  /// Organization data is kept out of device backups.
  public var dataBackupBlocked = false
  /// What notifications may show.
  public var notificationRestriction: NotificationRestriction = .allow
  /// Whether screenshots are blocked.
  public var screenCaptureConfigurationState: ScreenCaptureState = .notBlocked

  // MARK: Targeting

  /// Bundle ids of the apps the policy targets (`apps[].mobileAppIdentifier.bundleId`).
  public var targetedBundleIds: [String] = []
  /// Groups the policy is assigned to (`assignments[].target.groupId`).
  public var assignedGroupIds: [String] = []
  /// Groups excluded from the policy (exclusion targets of `assignments`).
  public var excludedGroupIds: [String] = []
  /// Every property the emulator does not model, exactly as written.
  public var notEmulated: [String: JSONValue] = [:]

  /// A policy with the admin center's defaults.
  public init() {}
}
