/// The `Codable` code of a policy as the saved state holds it (`AppliedPolicy`), written by hand
/// with `SnapshotCodingKey` (why: see there): the same JSON as the synthesized code, every member
/// under its property's name, the durations as `Duration` writes itself, and every member that is
/// not optional required (a default value did not make one optional), as before
/// (`SignedInSnapshotCodingTests`). Scenario files are read by `decode(_:file:keyPath:)`, not this.
extension AppProtectionPolicy {
  /// The members a saved policy has, one per stored property, in the order they are read and
  /// written (`SignedInSnapshotCodingTests` checks the list against the type's properties, so a
  /// new property cannot be left out of the saved state silently).
  static let codingNames = [
    "id", "displayName", "version", "pinRequired", "pinCharacterSet", "simplePinBlocked",
    "minimumPinLength", "fingerprintBlocked", "faceIdBlocked",
    "pinRequiredInsteadOfBiometricTimeout", "periodBeforePinReset", "previousPinBlockCount",
    "disableAppPinIfDevicePinIsSet", "organizationalCredentialsRequired",
    "periodOnlineBeforeAccessCheck", "maximumPinRetries", "appActionIfMaximumPinRetriesExceeded",
    "periodOfflineBeforeAccessCheck", "periodOfflineBeforeWipeIsEnforced",
    "deviceComplianceRequired", "appActionIfDeviceComplianceRequired",
    "appActionIfUnableToAuthenticateUser", "minimumRequiredOsVersion", "minimumWarningOsVersion",
    "minimumWipeOsVersion", "maximumRequiredOsVersion", "maximumWarningOsVersion",
    "maximumWipeOsVersion", "minimumRequiredAppVersion", "minimumWarningAppVersion",
    "minimumWipeAppVersion", "minimumRequiredSdkVersion", "minimumWarningSdkVersion",
    "minimumWipeSdkVersion", "allowedIosDeviceModels", "appActionIfIosDeviceModelNotAllowed",
    "maximumAllowedDeviceThreatLevel", "mobileThreatDefenseRemediationAction",
    "allowedOutboundClipboardSharingLevel", "allowedOutboundClipboardSharingExceptionLength",
    "allowedOutboundDataTransferDestinations", "allowedInboundDataTransferSources",
    "saveAsBlocked", "allowedDataStorageLocations", "printBlocked",
    "managedBrowserToOpenLinksRequired", "managedBrowser", "appDataEncryptionType",
    "dataBackupBlocked", "notificationRestriction", "screenCaptureConfigurationState",
    "targetedBundleIds", "assignedGroupIds", "excludedGroupIds", "notEmulated",
  ]
}

extension AppProtectionPolicy {
  /// Reads a policy: the members that are not optional must be there, as the synthesized code
  /// required; optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    self.init()
    id = try c.decode(String.self, forKey: key("id"))
    displayName = try c.decode(String.self, forKey: key("displayName"))
    version = try c.decodeIfPresent(String.self, forKey: key("version"))
    pinRequired = try c.decode(Bool.self, forKey: key("pinRequired"))
    pinCharacterSet = try c.decode(PinCharacterSet.self, forKey: key("pinCharacterSet"))
    simplePinBlocked = try c.decode(Bool.self, forKey: key("simplePinBlocked"))
    minimumPinLength = try c.decode(Int.self, forKey: key("minimumPinLength"))
    fingerprintBlocked = try c.decode(Bool.self, forKey: key("fingerprintBlocked"))
    faceIdBlocked = try c.decode(Bool.self, forKey: key("faceIdBlocked"))
    pinRequiredInsteadOfBiometricTimeout = try c.decode(
      Duration.self, forKey: key("pinRequiredInsteadOfBiometricTimeout"))
    periodBeforePinReset = try c.decode(Duration.self, forKey: key("periodBeforePinReset"))
    previousPinBlockCount = try c.decode(Int.self, forKey: key("previousPinBlockCount"))
    disableAppPinIfDevicePinIsSet = try c.decode(
      Bool.self, forKey: key("disableAppPinIfDevicePinIsSet"))
    organizationalCredentialsRequired = try c.decode(
      Bool.self, forKey: key("organizationalCredentialsRequired"))
    periodOnlineBeforeAccessCheck = try c.decode(
      Duration.self, forKey: key("periodOnlineBeforeAccessCheck"))
    maximumPinRetries = try c.decode(Int.self, forKey: key("maximumPinRetries"))
    appActionIfMaximumPinRetriesExceeded = try c.decode(
      ConditionalLaunchAction.self, forKey: key("appActionIfMaximumPinRetriesExceeded"))
    periodOfflineBeforeAccessCheck = try c.decode(
      Duration.self, forKey: key("periodOfflineBeforeAccessCheck"))
    periodOfflineBeforeWipeIsEnforced = try c.decode(
      Duration.self, forKey: key("periodOfflineBeforeWipeIsEnforced"))
    deviceComplianceRequired = try c.decode(Bool.self, forKey: key("deviceComplianceRequired"))
    appActionIfDeviceComplianceRequired = try c.decode(
      ConditionalLaunchAction.self, forKey: key("appActionIfDeviceComplianceRequired"))
    appActionIfUnableToAuthenticateUser = try c.decodeIfPresent(
      ConditionalLaunchAction.self, forKey: key("appActionIfUnableToAuthenticateUser"))
    minimumRequiredOsVersion = try c.decodeIfPresent(
      String.self, forKey: key("minimumRequiredOsVersion"))
    minimumWarningOsVersion = try c.decodeIfPresent(
      String.self, forKey: key("minimumWarningOsVersion"))
    minimumWipeOsVersion = try c.decodeIfPresent(String.self, forKey: key("minimumWipeOsVersion"))
    maximumRequiredOsVersion = try c.decodeIfPresent(
      String.self, forKey: key("maximumRequiredOsVersion"))
    maximumWarningOsVersion = try c.decodeIfPresent(
      String.self, forKey: key("maximumWarningOsVersion"))
    maximumWipeOsVersion = try c.decodeIfPresent(String.self, forKey: key("maximumWipeOsVersion"))
    minimumRequiredAppVersion = try c.decodeIfPresent(
      String.self, forKey: key("minimumRequiredAppVersion"))
    minimumWarningAppVersion = try c.decodeIfPresent(
      String.self, forKey: key("minimumWarningAppVersion"))
    minimumWipeAppVersion = try c.decodeIfPresent(String.self, forKey: key("minimumWipeAppVersion"))
    minimumRequiredSdkVersion = try c.decodeIfPresent(
      String.self, forKey: key("minimumRequiredSdkVersion"))
    minimumWarningSdkVersion = try c.decodeIfPresent(
      String.self, forKey: key("minimumWarningSdkVersion"))
    minimumWipeSdkVersion = try c.decodeIfPresent(String.self, forKey: key("minimumWipeSdkVersion"))
    allowedIosDeviceModels = try c.decode([String].self, forKey: key("allowedIosDeviceModels"))
    appActionIfIosDeviceModelNotAllowed = try c.decode(
      ConditionalLaunchAction.self, forKey: key("appActionIfIosDeviceModelNotAllowed"))
    maximumAllowedDeviceThreatLevel = try c.decode(
      DeviceThreatLevel.self, forKey: key("maximumAllowedDeviceThreatLevel"))
    mobileThreatDefenseRemediationAction = try c.decode(
      ConditionalLaunchAction.self, forKey: key("mobileThreatDefenseRemediationAction"))
    allowedOutboundClipboardSharingLevel = try c.decode(
      ClipboardSharingLevel.self, forKey: key("allowedOutboundClipboardSharingLevel"))
    allowedOutboundClipboardSharingExceptionLength = try c.decode(
      Int.self, forKey: key("allowedOutboundClipboardSharingExceptionLength"))
    allowedOutboundDataTransferDestinations = try c.decode(
      DataTransferLevel.self, forKey: key("allowedOutboundDataTransferDestinations"))
    allowedInboundDataTransferSources = try c.decode(
      DataTransferLevel.self, forKey: key("allowedInboundDataTransferSources"))
    saveAsBlocked = try c.decode(Bool.self, forKey: key("saveAsBlocked"))
    allowedDataStorageLocations = try c.decode(
      [String].self, forKey: key("allowedDataStorageLocations"))
    printBlocked = try c.decode(Bool.self, forKey: key("printBlocked"))
    managedBrowserToOpenLinksRequired = try c.decode(
      Bool.self, forKey: key("managedBrowserToOpenLinksRequired"))
    managedBrowser = try c.decode(ManagedBrowserKind.self, forKey: key("managedBrowser"))
    appDataEncryptionType = try c.decode(
      AppDataEncryptionType.self, forKey: key("appDataEncryptionType"))
    dataBackupBlocked = try c.decode(Bool.self, forKey: key("dataBackupBlocked"))
    notificationRestriction = try c.decode(
      NotificationRestriction.self, forKey: key("notificationRestriction"))
    screenCaptureConfigurationState = try c.decode(
      ScreenCaptureState.self, forKey: key("screenCaptureConfigurationState"))
    targetedBundleIds = try c.decode([String].self, forKey: key("targetedBundleIds"))
    assignedGroupIds = try c.decode([String].self, forKey: key("assignedGroupIds"))
    excludedGroupIds = try c.decode([String].self, forKey: key("excludedGroupIds"))
    notEmulated = try c.decode([String: JSONValue].self, forKey: key("notEmulated"))
  }

  /// Writes a policy; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(id, forKey: key("id"))
    try c.encode(displayName, forKey: key("displayName"))
    try c.encodeIfPresent(version, forKey: key("version"))
    try c.encode(pinRequired, forKey: key("pinRequired"))
    try c.encode(pinCharacterSet, forKey: key("pinCharacterSet"))
    try c.encode(simplePinBlocked, forKey: key("simplePinBlocked"))
    try c.encode(minimumPinLength, forKey: key("minimumPinLength"))
    try c.encode(fingerprintBlocked, forKey: key("fingerprintBlocked"))
    try c.encode(faceIdBlocked, forKey: key("faceIdBlocked"))
    try c.encode(
      pinRequiredInsteadOfBiometricTimeout, forKey: key("pinRequiredInsteadOfBiometricTimeout"))
    try c.encode(periodBeforePinReset, forKey: key("periodBeforePinReset"))
    try c.encode(previousPinBlockCount, forKey: key("previousPinBlockCount"))
    try c.encode(disableAppPinIfDevicePinIsSet, forKey: key("disableAppPinIfDevicePinIsSet"))
    try c.encode(
      organizationalCredentialsRequired, forKey: key("organizationalCredentialsRequired"))
    try c.encode(periodOnlineBeforeAccessCheck, forKey: key("periodOnlineBeforeAccessCheck"))
    try c.encode(maximumPinRetries, forKey: key("maximumPinRetries"))
    try c.encode(
      appActionIfMaximumPinRetriesExceeded, forKey: key("appActionIfMaximumPinRetriesExceeded"))
    try c.encode(periodOfflineBeforeAccessCheck, forKey: key("periodOfflineBeforeAccessCheck"))
    try c.encode(
      periodOfflineBeforeWipeIsEnforced, forKey: key("periodOfflineBeforeWipeIsEnforced"))
    try c.encode(deviceComplianceRequired, forKey: key("deviceComplianceRequired"))
    try c.encode(
      appActionIfDeviceComplianceRequired, forKey: key("appActionIfDeviceComplianceRequired"))
    try c.encodeIfPresent(
      appActionIfUnableToAuthenticateUser, forKey: key("appActionIfUnableToAuthenticateUser"))
    try c.encodeIfPresent(minimumRequiredOsVersion, forKey: key("minimumRequiredOsVersion"))
    try c.encodeIfPresent(minimumWarningOsVersion, forKey: key("minimumWarningOsVersion"))
    try c.encodeIfPresent(minimumWipeOsVersion, forKey: key("minimumWipeOsVersion"))
    try c.encodeIfPresent(maximumRequiredOsVersion, forKey: key("maximumRequiredOsVersion"))
    try c.encodeIfPresent(maximumWarningOsVersion, forKey: key("maximumWarningOsVersion"))
    try c.encodeIfPresent(maximumWipeOsVersion, forKey: key("maximumWipeOsVersion"))
    try c.encodeIfPresent(minimumRequiredAppVersion, forKey: key("minimumRequiredAppVersion"))
    try c.encodeIfPresent(minimumWarningAppVersion, forKey: key("minimumWarningAppVersion"))
    try c.encodeIfPresent(minimumWipeAppVersion, forKey: key("minimumWipeAppVersion"))
    try c.encodeIfPresent(minimumRequiredSdkVersion, forKey: key("minimumRequiredSdkVersion"))
    try c.encodeIfPresent(minimumWarningSdkVersion, forKey: key("minimumWarningSdkVersion"))
    try c.encodeIfPresent(minimumWipeSdkVersion, forKey: key("minimumWipeSdkVersion"))
    try c.encode(allowedIosDeviceModels, forKey: key("allowedIosDeviceModels"))
    try c.encode(
      appActionIfIosDeviceModelNotAllowed, forKey: key("appActionIfIosDeviceModelNotAllowed"))
    try c.encode(maximumAllowedDeviceThreatLevel, forKey: key("maximumAllowedDeviceThreatLevel"))
    try c.encode(
      mobileThreatDefenseRemediationAction, forKey: key("mobileThreatDefenseRemediationAction"))
    try c.encode(
      allowedOutboundClipboardSharingLevel, forKey: key("allowedOutboundClipboardSharingLevel"))
    try c.encode(
      allowedOutboundClipboardSharingExceptionLength,
      forKey: key("allowedOutboundClipboardSharingExceptionLength"))
    try c.encode(
      allowedOutboundDataTransferDestinations,
      forKey: key("allowedOutboundDataTransferDestinations"))
    try c.encode(
      allowedInboundDataTransferSources, forKey: key("allowedInboundDataTransferSources"))
    try c.encode(saveAsBlocked, forKey: key("saveAsBlocked"))
    try c.encode(allowedDataStorageLocations, forKey: key("allowedDataStorageLocations"))
    try c.encode(printBlocked, forKey: key("printBlocked"))
    try c.encode(
      managedBrowserToOpenLinksRequired, forKey: key("managedBrowserToOpenLinksRequired"))
    try c.encode(managedBrowser, forKey: key("managedBrowser"))
    try c.encode(appDataEncryptionType, forKey: key("appDataEncryptionType"))
    try c.encode(dataBackupBlocked, forKey: key("dataBackupBlocked"))
    try c.encode(notificationRestriction, forKey: key("notificationRestriction"))
    try c.encode(screenCaptureConfigurationState, forKey: key("screenCaptureConfigurationState"))
    try c.encode(targetedBundleIds, forKey: key("targetedBundleIds"))
    try c.encode(assignedGroupIds, forKey: key("assignedGroupIds"))
    try c.encode(excludedGroupIds, forKey: key("excludedGroupIds"))
    try c.encode(notEmulated, forKey: key("notEmulated"))
  }
}
