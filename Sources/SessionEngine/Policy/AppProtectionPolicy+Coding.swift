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
