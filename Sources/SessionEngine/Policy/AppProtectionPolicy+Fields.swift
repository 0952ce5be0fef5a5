extension AppProtectionPolicy {
  /// Every modelled Graph property, in the admin center's order (built once: each field holds
  /// key paths, which the runtime instantiates at a cost).
  static let fields: [PolicyField] = [
    .bool("pinRequired", \.pinRequired, access: true),
    .enumeration("pinCharacterSet", \.pinCharacterSet, access: true),
    .bool("simplePinBlocked", \.simplePinBlocked, access: true),
    .int("minimumPinLength", \.minimumPinLength, range: 1...64, access: true),
    .bool("fingerprintBlocked", \.fingerprintBlocked, access: true),
    .bool("faceIdBlocked", \.faceIdBlocked, access: true),
    .duration(
      "pinRequiredInsteadOfBiometricTimeout", \.pinRequiredInsteadOfBiometricTimeout,
      access: true),
    .duration("periodBeforePinReset", \.periodBeforePinReset, access: true),
    .int("previousPinBlockCount", \.previousPinBlockCount, range: 0...100, access: true),
    .bool("disableAppPinIfDevicePinIsSet", \.disableAppPinIfDevicePinIsSet, access: true),
    .bool(
      "organizationalCredentialsRequired", \.organizationalCredentialsRequired, access: true),
    .duration("periodOnlineBeforeAccessCheck", \.periodOnlineBeforeAccessCheck, access: true),
    .int("maximumPinRetries", \.maximumPinRetries, range: 1...1000),
    .enumeration("appActionIfMaximumPinRetriesExceeded", \.appActionIfMaximumPinRetriesExceeded),
    .duration("periodOfflineBeforeAccessCheck", \.periodOfflineBeforeAccessCheck),
    .duration("periodOfflineBeforeWipeIsEnforced", \.periodOfflineBeforeWipeIsEnforced),
    .bool("deviceComplianceRequired", \.deviceComplianceRequired),
    .enumeration("appActionIfDeviceComplianceRequired", \.appActionIfDeviceComplianceRequired),
    .optionalEnumeration(
      "appActionIfUnableToAuthenticateUser", \.appActionIfUnableToAuthenticateUser),
    .version("minimumRequiredOsVersion", \.minimumRequiredOsVersion),
    .version("minimumWarningOsVersion", \.minimumWarningOsVersion),
    .version("minimumWipeOsVersion", \.minimumWipeOsVersion),
    .version("maximumRequiredOsVersion", \.maximumRequiredOsVersion),
    .version("maximumWarningOsVersion", \.maximumWarningOsVersion),
    .version("maximumWipeOsVersion", \.maximumWipeOsVersion),
    .version("minimumRequiredAppVersion", \.minimumRequiredAppVersion),
    .version("minimumWarningAppVersion", \.minimumWarningAppVersion),
    .version("minimumWipeAppVersion", \.minimumWipeAppVersion),
    .version("minimumRequiredSdkVersion", \.minimumRequiredSdkVersion),
    .version("minimumWarningSdkVersion", \.minimumWarningSdkVersion),
    .version("minimumWipeSdkVersion", \.minimumWipeSdkVersion),
    .joinedList("allowedIosDeviceModels", \.allowedIosDeviceModels),
    .enumeration("appActionIfIosDeviceModelNotAllowed", \.appActionIfIosDeviceModelNotAllowed),
    .enumeration("maximumAllowedDeviceThreatLevel", \.maximumAllowedDeviceThreatLevel),
    .enumeration("mobileThreatDefenseRemediationAction", \.mobileThreatDefenseRemediationAction),
    .enumeration("allowedOutboundClipboardSharingLevel", \.allowedOutboundClipboardSharingLevel),
    .int(
      "allowedOutboundClipboardSharingExceptionLength",
      \.allowedOutboundClipboardSharingExceptionLength),
    .enumeration(
      "allowedOutboundDataTransferDestinations", \.allowedOutboundDataTransferDestinations),
    .enumeration("allowedInboundDataTransferSources", \.allowedInboundDataTransferSources),
    .bool("saveAsBlocked", \.saveAsBlocked),
    .stringArray("allowedDataStorageLocations", \.allowedDataStorageLocations),
    .bool("printBlocked", \.printBlocked),
    .bool("managedBrowserToOpenLinksRequired", \.managedBrowserToOpenLinksRequired),
    .enumeration("managedBrowser", \.managedBrowser),
    .enumeration("appDataEncryptionType", \.appDataEncryptionType),
    .bool("dataBackupBlocked", \.dataBackupBlocked),
    .enumeration("notificationRestriction", \.notificationRestriction),
    .enumeration("screenCaptureConfigurationState", \.screenCaptureConfigurationState),
  ]

  /// The fields by Graph property name.
  static let fieldsByName: [String: PolicyField] = Dictionary(
    fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// Properties of a Graph export that describe the object rather than the policy; read silently.
  static func isMetadata(_ name: String) -> Bool {
    let metadata: Set<String> = [
      "id", "displayName", "version", "description", "createdDateTime", "lastModifiedDateTime",
      "roleScopeTagIds", "isAssigned", "deployedAppCount", "apps", "assignments",
    ]
    return metadata.contains(name) || name.hasPrefix("@odata.") || name.contains("@odata.")
  }
}
