extension AppProtectionPolicy {
  /// Every modelled Graph property, in the admin center's order (built once): the one list of
  /// a field's Graph name, type and range, whether it is an access requirement, how it is read
  /// and written, and the values the admin panel (F5) offers. Its default is the stored
  /// property's initial value in `AppProtectionPolicy`, and the device store keeps it under
  /// the same name (synthesized `Codable`). Adding a field is the property and one entry here.
  /// Each field reads and writes its property through closures rather than key paths: the
  /// runtime builds a key path object the first time one is used, ≈ 16 K instructions each.
  static let fields: [PolicyField] = [
    .bool(
      "pinRequired", access: true, get: { $0.pinRequired }, set: { $0.pinRequired = $1 }
    ).panel([.bool(true), .bool(false)]),
    .enumeration(
      "pinCharacterSet", access: true, get: { $0.pinCharacterSet }, set: { $0.pinCharacterSet = $1 }
    ).panel([.string("numeric"), .string("alphanumericAndSymbol")]),
    .bool(
      "simplePinBlocked", access: true, get: { $0.simplePinBlocked },
      set: { $0.simplePinBlocked = $1 }
    ).panel([.bool(false), .bool(true)]),
    .int(
      "minimumPinLength", range: 1...64, access: true, get: { $0.minimumPinLength },
      set: { $0.minimumPinLength = $1 }
    ).panel([.number(4), .number(6), .number(8)]),
    .bool(
      "fingerprintBlocked", access: true, get: { $0.fingerprintBlocked },
      set: { $0.fingerprintBlocked = $1 }),
    .bool(
      "faceIdBlocked", access: true, get: { $0.faceIdBlocked }, set: { $0.faceIdBlocked = $1 }
    ).panel([.bool(false), .bool(true)]),
    .duration(
      "pinRequiredInsteadOfBiometricTimeout", access: true,
      get: { $0.pinRequiredInsteadOfBiometricTimeout },
      set: { $0.pinRequiredInsteadOfBiometricTimeout = $1 }
    ).panel([.string("PT30M"), .string("PT12H")]),
    .duration(
      "periodBeforePinReset", access: true, get: { $0.periodBeforePinReset },
      set: { $0.periodBeforePinReset = $1 }
    ).panel([.string("PT0S"), .string("P90D")]),
    .int(
      "previousPinBlockCount", range: 0...100, access: true, get: { $0.previousPinBlockCount },
      set: { $0.previousPinBlockCount = $1 }
    ).panel([.number(0), .number(3)]),
    .bool(
      "disableAppPinIfDevicePinIsSet", access: true, get: { $0.disableAppPinIfDevicePinIsSet },
      set: { $0.disableAppPinIfDevicePinIsSet = $1 }),
    .bool(
      "organizationalCredentialsRequired", access: true,
      get: { $0.organizationalCredentialsRequired },
      set: { $0.organizationalCredentialsRequired = $1 }
    ).panel([.bool(false), .bool(true)]),
    .duration(
      "periodOnlineBeforeAccessCheck", access: true, get: { $0.periodOnlineBeforeAccessCheck },
      set: { $0.periodOnlineBeforeAccessCheck = $1 }
    ).panel([.string("PT30M"), .string("PT5M")]),
    .int(
      "maximumPinRetries", range: 1...1000, get: { $0.maximumPinRetries },
      set: { $0.maximumPinRetries = $1 }
    ).panel([.number(5), .number(3), .number(10)]),
    .enumeration(
      "appActionIfMaximumPinRetriesExceeded", allowed: [.block, .wipe],
      get: { $0.appActionIfMaximumPinRetriesExceeded },
      set: { $0.appActionIfMaximumPinRetriesExceeded = $1 }
    ).panel([.string("block"), .string("wipe")]),
    .duration(
      "periodOfflineBeforeAccessCheck", get: { $0.periodOfflineBeforeAccessCheck },
      set: { $0.periodOfflineBeforeAccessCheck = $1 }
    ).panel([.string("PT12H"), .string("PT1H")]),
    .duration(
      "periodOfflineBeforeWipeIsEnforced", get: { $0.periodOfflineBeforeWipeIsEnforced },
      set: { $0.periodOfflineBeforeWipeIsEnforced = $1 }),
    .bool(
      "deviceComplianceRequired", get: { $0.deviceComplianceRequired },
      set: { $0.deviceComplianceRequired = $1 }),
    .enumeration(
      "appActionIfDeviceComplianceRequired", allowed: [.block, .wipe],
      get: { $0.appActionIfDeviceComplianceRequired },
      set: { $0.appActionIfDeviceComplianceRequired = $1 }
    ).panel([.string("block"), .string("wipe")]),
    .optionalEnumeration(
      "appActionIfUnableToAuthenticateUser", allowed: [.block, .wipe],
      get: { $0.appActionIfUnableToAuthenticateUser },
      set: { $0.appActionIfUnableToAuthenticateUser = $1 }
    ).panel([.null, .string("block"), .string("wipe")]),
    .version(
      "minimumRequiredOsVersion", get: { $0.minimumRequiredOsVersion },
      set: { $0.minimumRequiredOsVersion = $1 }
    ).panel([.null, .string("17.0"), .string("18.0")]),
    .version(
      "minimumWarningOsVersion", get: { $0.minimumWarningOsVersion },
      set: { $0.minimumWarningOsVersion = $1 }
    ).panel([.null, .string("18.0")]),
    .version(
      "minimumWipeOsVersion", get: { $0.minimumWipeOsVersion },
      set: { $0.minimumWipeOsVersion = $1 }),
    .version(
      "maximumRequiredOsVersion", get: { $0.maximumRequiredOsVersion },
      set: { $0.maximumRequiredOsVersion = $1 }),
    .version(
      "maximumWarningOsVersion", get: { $0.maximumWarningOsVersion },
      set: { $0.maximumWarningOsVersion = $1 }),
    .version(
      "maximumWipeOsVersion", get: { $0.maximumWipeOsVersion },
      set: { $0.maximumWipeOsVersion = $1 }),
    .version(
      "minimumRequiredAppVersion", get: { $0.minimumRequiredAppVersion },
      set: { $0.minimumRequiredAppVersion = $1 }
    ).panel([.null, .string("3.0")]),
    .version(
      "minimumWarningAppVersion", get: { $0.minimumWarningAppVersion },
      set: { $0.minimumWarningAppVersion = $1 }),
    .version(
      "minimumWipeAppVersion", get: { $0.minimumWipeAppVersion },
      set: { $0.minimumWipeAppVersion = $1 }),
    .version(
      "minimumRequiredSdkVersion", get: { $0.minimumRequiredSdkVersion },
      set: { $0.minimumRequiredSdkVersion = $1 }),
    .version(
      "minimumWarningSdkVersion", get: { $0.minimumWarningSdkVersion },
      set: { $0.minimumWarningSdkVersion = $1 }),
    .version(
      "minimumWipeSdkVersion", get: { $0.minimumWipeSdkVersion },
      set: { $0.minimumWipeSdkVersion = $1 }),
    .joinedList(
      "allowedIosDeviceModels", get: { $0.allowedIosDeviceModels },
      set: { $0.allowedIosDeviceModels = $1 }
    ).panel([.null, .string("iPhone15,3;iPhone16,2")]),
    .enumeration(
      "appActionIfIosDeviceModelNotAllowed", get: { $0.appActionIfIosDeviceModelNotAllowed },
      set: { $0.appActionIfIosDeviceModelNotAllowed = $1 }),
    .enumeration(
      "maximumAllowedDeviceThreatLevel", get: { $0.maximumAllowedDeviceThreatLevel },
      set: { $0.maximumAllowedDeviceThreatLevel = $1 }
    ).panel([.string("notConfigured"), .string("secured"), .string("low")]),
    .enumeration(
      "mobileThreatDefenseRemediationAction", allowed: [.block, .wipe],
      get: { $0.mobileThreatDefenseRemediationAction },
      set: { $0.mobileThreatDefenseRemediationAction = $1 }),
    .enumeration(
      "allowedOutboundClipboardSharingLevel", get: { $0.allowedOutboundClipboardSharingLevel },
      set: { $0.allowedOutboundClipboardSharingLevel = $1 }
    ).panel([
      .string("allApps"), .string("managedAppsWithPasteIn"), .string("managedApps"),
      .string("blocked"),
    ]),
    .int(
      "allowedOutboundClipboardSharingExceptionLength",
      get: { $0.allowedOutboundClipboardSharingExceptionLength },
      set: { $0.allowedOutboundClipboardSharingExceptionLength = $1 }
    ).panel([.number(0), .number(10), .number(50)]),
    .enumeration(
      "allowedOutboundDataTransferDestinations",
      get: { $0.allowedOutboundDataTransferDestinations },
      set: { $0.allowedOutboundDataTransferDestinations = $1 }
    ).panel([.string("allApps"), .string("managedApps"), .string("none")]),
    .enumeration(
      "allowedInboundDataTransferSources", get: { $0.allowedInboundDataTransferSources },
      set: { $0.allowedInboundDataTransferSources = $1 }
    ).panel([.string("allApps"), .string("managedApps"), .string("none")]),
    .bool(
      "saveAsBlocked", get: { $0.saveAsBlocked }, set: { $0.saveAsBlocked = $1 }
    ).panel([.bool(false), .bool(true)]),
    .enumerationArray(
      "allowedDataStorageLocations", of: DataStorageLocation.self,
      get: { $0.allowedDataStorageLocations },
      set: { $0.allowedDataStorageLocations = $1 }
    ).panel([.array([]), .array([.string("oneDriveForBusiness")])]),
    .bool(
      "printBlocked", get: { $0.printBlocked }, set: { $0.printBlocked = $1 }
    ).panel([.bool(false), .bool(true)]),
    .bool(
      "managedBrowserToOpenLinksRequired", get: { $0.managedBrowserToOpenLinksRequired },
      set: { $0.managedBrowserToOpenLinksRequired = $1 }
    ).panel([.bool(false), .bool(true)]),
    .enumeration(
      "managedBrowser", get: { $0.managedBrowser }, set: { $0.managedBrowser = $1 }
    ).panel([.string("notConfigured"), .string("microsoftEdge")]),
    .enumeration(
      "appDataEncryptionType", get: { $0.appDataEncryptionType },
      set: { $0.appDataEncryptionType = $1 }),
    .bool(
      "dataBackupBlocked", get: { $0.dataBackupBlocked }, set: { $0.dataBackupBlocked = $1 }),
    .enumeration(
      "notificationRestriction", get: { $0.notificationRestriction },
      set: { $0.notificationRestriction = $1 }),
    .enumeration(
      "screenCaptureConfigurationState", get: { $0.screenCaptureConfigurationState },
      set: { $0.screenCaptureConfigurationState = $1 }),
  ]

  /// The properties the admin panel (F5) offers, in the fields' order, each with the values it
  /// cycles through.
  public static let panelEdits: [(property: String, values: [JSONValue])] = fields.compactMap {
    $0.panelValues.isEmpty ? nil : ($0.name, $0.panelValues)
  }

  /// The fields by Graph property name (the first of a name, should two share one).
  static let fieldsByName: [String: PolicyField] = Dictionary(
    fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The field named `name`, or nil.
  static func field(named name: String) -> PolicyField? {
    fieldsByName[name]
  }

  /// Properties of a Graph export that describe the object rather than the policy; read silently.
  static func isMetadata(_ name: String) -> Bool {
    switch name {
    case "id", "displayName", "version", "description", "createdDateTime", "lastModifiedDateTime",
      "roleScopeTagIds", "isAssigned", "deployedAppCount", "apps", "assignments":
      return true
    default:
      return name.contains("@odata.")
    }
  }
}
