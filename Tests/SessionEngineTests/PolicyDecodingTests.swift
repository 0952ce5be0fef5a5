import Foundation
import Testing

@testable import SessionEngine

@Suite struct PolicyDecodingTests {
  /// A hand-written export in the shape Graph returns for one iOS app protection policy.
  static let graphExport = """
    {
      "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#deviceAppManagement/iosManagedAppProtections(apps(),assignments())/$entity",
      "@odata.type": "#microsoft.graph.iosManagedAppProtection",
      "id": "T_4c6b1a2e-7f0d-4b59-8a3c-2d1e9f5b7a60",
      "displayName": "Contoso Notes - strict",
      "description": "PIN and no copy out",
      "createdDateTime": "2024-03-04T09:15:22.1234567Z",
      "lastModifiedDateTime": "2024-06-11T17:02:09.7654321Z",
      "roleScopeTagIds": ["0"],
      "version": "\\"2c00b5d4-0000-0d00-0000-66688d690000\\"",
      "isAssigned": true,
      "deployedAppCount": 1,
      "periodOfflineBeforeAccessCheck": "PT12H",
      "periodOnlineBeforeAccessCheck": "PT5M",
      "allowedInboundDataTransferSources": "managedApps",
      "allowedOutboundDataTransferDestinations": "managedApps",
      "organizationalCredentialsRequired": false,
      "allowedOutboundClipboardSharingLevel": "managedAppsWithPasteIn",
      "dataBackupBlocked": true,
      "deviceComplianceRequired": true,
      "managedBrowserToOpenLinksRequired": true,
      "saveAsBlocked": true,
      "periodOfflineBeforeWipeIsEnforced": "P60D",
      "pinRequired": true,
      "maximumPinRetries": 3,
      "simplePinBlocked": true,
      "minimumPinLength": 6,
      "pinCharacterSet": "AlphanumericAndSymbol",
      "periodBeforePinReset": "P90D",
      "allowedDataStorageLocations": ["oneDriveForBusiness", "sharePoint"],
      "contactSyncBlocked": false,
      "printBlocked": true,
      "fingerprintBlocked": false,
      "disableAppPinIfDevicePinIsSet": false,
      "maximumRequiredOsVersion": null,
      "minimumRequiredOsVersion": "16.4",
      "minimumWarningOsVersion": "17.0",
      "minimumRequiredAppVersion": null,
      "minimumWipeSdkVersion": "19.0.0",
      "appActionIfDeviceComplianceRequired": "wipe",
      "appActionIfMaximumPinRetriesExceeded": "wipe",
      "pinRequiredInsteadOfBiometricTimeout": "PT30M",
      "allowedOutboundClipboardSharingExceptionLength": 10,
      "notificationRestriction": "blockOrganizationalData",
      "previousPinBlockCount": 2,
      "managedBrowser": "microsoftEdge",
      "maximumAllowedDeviceThreatLevel": "low",
      "mobileThreatDefenseRemediationAction": "block",
      "blockDataIngestionIntoOrganizationDocuments": false,
      "allowedDataIngestionLocations": ["oneDriveForBusiness", "sharePoint", "camera"],
      "appActionIfUnableToAuthenticateUser": "block",
      "dialerRestrictionLevel": "allApps",
      "appDataEncryptionType": "whenDeviceLocked",
      "faceIdBlocked": true,
      "allowedIosDeviceModels": "iPhone14,2; iPhone15,3",
      "appActionIfIosDeviceModelNotAllowed": "warn",
      "screenCaptureConfigurationState": "blocked",
      "apps@odata.context": "https://graph.microsoft.com/v1.0/$metadata#deviceAppManagement/iosManagedAppProtections('T_4c6b')/apps",
      "apps": [
        {
          "id": "com.contoso.notes.ios",
          "version": "-1",
          "mobileAppIdentifier": {
            "@odata.type": "#microsoft.graph.iosMobileAppIdentifier",
            "bundleId": "com.contoso.notes"
          }
        }
      ],
      "assignments@odata.context": "https://graph.microsoft.com/v1.0/$metadata#assignments",
      "assignments": [
        {
          "id": "a1",
          "target": {
            "@odata.type": "#microsoft.graph.groupAssignmentTarget",
            "groupId": "11111111-2222-3333-4444-555555555555"
          }
        },
        {
          "id": "a2",
          "target": {
            "@odata.type": "#microsoft.graph.exclusionGroupAssignmentTarget",
            "groupId": "99999999-8888-7777-6666-555555555555"
          }
        }
      ]
    }
    """

  static func json(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  @Test func defaultsAreTheAdminCenters() {
    let policy = AppProtectionPolicy()
    #expect(policy.pinRequired && policy.pinCharacterSet == .numeric)
    #expect(policy.minimumPinLength == 4 && policy.maximumPinRetries == 5)
    #expect(policy.pinRequiredInsteadOfBiometricTimeout == .seconds(1800))
    #expect(policy.periodOnlineBeforeAccessCheck == .seconds(1800))
    #expect(policy.periodOfflineBeforeAccessCheck == .seconds(720 * 60))
    #expect(policy.periodOfflineBeforeWipeIsEnforced == .seconds(90 * 86_400))
    #expect(policy.periodBeforePinReset == .zero)
    #expect(policy.deviceComplianceRequired && policy.appActionIfDeviceComplianceRequired == .block)
    #expect(policy.appActionIfUnableToAuthenticateUser == nil)
    #expect(policy.allowedOutboundClipboardSharingLevel == .allApps)
    #expect(policy.appDataEncryptionType == .whenDeviceLocked)
    #expect(policy.screenCaptureConfigurationState == .notBlocked)
    #expect(policy.maximumAllowedDeviceThreatLevel == .notConfigured)
  }

  @Test func emptyObjectGivesDefaults() {
    let (policy, diagnostics) = AppProtectionPolicy.decode(.object([:]), file: "f", keyPath: "p")
    #expect(policy == AppProtectionPolicy())
    #expect(diagnostics.isEmpty)
  }

  @Test func readsARealisticGraphExport() throws {
    let (decoded, diagnostics) = AppProtectionPolicy.decode(
      try Self.json(Self.graphExport), file: "policy.json", keyPath: "policies[0]")
    let policy = try #require(decoded)
    #expect(policy.id == "T_4c6b1a2e-7f0d-4b59-8a3c-2d1e9f5b7a60")
    #expect(policy.displayName == "Contoso Notes - strict")
    #expect(policy.version == "\"2c00b5d4-0000-0d00-0000-66688d690000\"")
    #expect(policy.periodOnlineBeforeAccessCheck == .seconds(300))
    #expect(policy.periodOfflineBeforeWipeIsEnforced == .seconds(60 * 86_400))
    #expect(policy.pinCharacterSet == .alphanumericAndSymbol)
    #expect(policy.minimumPinLength == 6 && policy.maximumPinRetries == 3)
    #expect(policy.appActionIfMaximumPinRetriesExceeded == .wipe)
    #expect(policy.appActionIfUnableToAuthenticateUser == .block)
    #expect(policy.minimumRequiredOsVersion == "16.4")
    #expect(policy.minimumRequiredAppVersion == nil)
    #expect(policy.minimumWipeSdkVersion == "19.0.0")
    #expect(policy.allowedIosDeviceModels == ["iPhone14,2", "iPhone15,3"])
    #expect(policy.appActionIfIosDeviceModelNotAllowed == .warn)
    #expect(policy.allowedOutboundClipboardSharingLevel == .managedAppsWithPasteIn)
    #expect(policy.allowedOutboundClipboardSharingExceptionLength == 10)
    #expect(policy.allowedDataStorageLocations == ["oneDriveForBusiness", "sharePoint"])
    #expect(policy.managedBrowser == .microsoftEdge)
    #expect(policy.notificationRestriction == .blockOrganizationalData)
    #expect(policy.screenCaptureConfigurationState == .blocked)
    #expect(policy.maximumAllowedDeviceThreatLevel == .low)
    #expect(policy.faceIdBlocked && policy.saveAsBlocked && policy.printBlocked)
    #expect(policy.targetedBundleIds == ["com.contoso.notes"])
    #expect(policy.assignedGroupIds == ["11111111-2222-3333-4444-555555555555"])
    #expect(policy.excludedGroupIds == ["99999999-8888-7777-6666-555555555555"])
    #expect(
      policy.notEmulated.keys.sorted() == [
        "allowedDataIngestionLocations", "blockDataIngestionIntoOrganizationDocuments",
        "contactSyncBlocked", "dialerRestrictionLevel",
      ])
    #expect(policy.notEmulated["dialerRestrictionLevel"] == .string("allApps"))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.severity == .note)
    #expect(diagnostics.first?.keyPath == "policies[0]")
    #expect(diagnostics.first?.message.contains("not emulated") == true)
    #expect(diagnostics.first?.message.contains("contactSyncBlocked") == true)
  }

  @Test(arguments: AppProtectionPolicy.fields.map(\.name))
  func everyEnumerationRefusesAValueGraphWouldRefuse(_ name: String) throws {
    let field = try #require(AppProtectionPolicy.fields.first { $0.name == name })
    var probe = AppProtectionPolicy()
    // A field is an enumeration when a string that is no Graph value is refused.
    let defaultValue = field.encode(probe)
    let isEnumeration =
      field.apply(.string("emoji"), &probe) != nil
      && (defaultValue.stringValue != nil || defaultValue == .null)
      && field.apply(.number(3), &probe) != nil && field.apply(.string("17.0"), &probe) != nil
      && field.apply(.string("PT30M"), &probe) != nil
    #expect(isEnumeration == field.isEnumeration, "\(name)")
    guard isEnumeration else { return }
    for bad: JSONValue in [.string("emoji"), .number(3), .bool(true)] {
      let (_, diagnostics) = AppProtectionPolicy.decode(
        .object([name: bad]), file: "s.json", keyPath: "policies[0]")
      #expect(diagnostics.map(\.severity) == [.error], "\(name): \(bad)")
    }
  }

  @Test func badValuesAreErrorsAtTheirKeys() throws {
    let json = try Self.json(
      """
      {
        "minimumPinLength": "six",
        "maximumPinRetries": 2.5,
        "pinRequired": "yes",
        "pinCharacterSet": "emoji",
        "periodOnlineBeforeAccessCheck": "P1M",
        "periodOfflineBeforeAccessCheck": 720,
        "periodBeforePinReset": "-P1D",
        "minimumRequiredOsVersion": "seventeen",
        "allowedIosDeviceModels": 5,
        "previousPinBlockCount": -1,
        "apps": [{"id": "x"}],
        "assignments": [{"target": {"@odata.type": "#microsoft.graph.allLicensedUsersAssignmentTarget"}}],
        "displayName": 7
      }
      """)
    let (decoded, diagnostics) = AppProtectionPolicy.decode(
      json, file: "s.json", keyPath: "policies[0]")
    let policy = try #require(decoded)
    var expected = AppProtectionPolicy()
    expected.targetedBundleIds = []
    #expect(policy == expected)
    // A refused property value is an error (the policy would quietly keep a weaker default);
    // only the apps, the assignments and the name, which are not settings, warn.
    let warned = diagnostics.filter { $0.severity == .warning }.map(\.keyPath)
    #expect(
      Set(warned) == [
        "policies[0].apps[0]", "policies[0].assignments[0]", "policies[0].displayName",
      ])
    #expect(diagnostics.allSatisfy { $0.severity != .note })
    let length = diagnostics.first { $0.keyPath == "policies[0].minimumPinLength" }?.message
    #expect(length?.hasPrefix("expected a whole number from 1 to 64 but found a string") == true)
    let retries = diagnostics.first { $0.keyPath == "policies[0].maximumPinRetries" }?.message
    #expect(retries?.contains("not 2.5") == true, "\(retries ?? "")")
    let paths = Set(diagnostics.map(\.keyPath))
    #expect(
      paths == [
        "policies[0].minimumPinLength", "policies[0].maximumPinRetries", "policies[0].pinRequired",
        "policies[0].pinCharacterSet", "policies[0].periodOnlineBeforeAccessCheck",
        "policies[0].periodOfflineBeforeAccessCheck", "policies[0].periodBeforePinReset",
        "policies[0].minimumRequiredOsVersion", "policies[0].allowedIosDeviceModels",
        "policies[0].previousPinBlockCount", "policies[0].apps[0]", "policies[0].assignments[0]",
        "policies[0].displayName",
      ])
    let message = diagnostics.first { $0.keyPath == "policies[0].pinCharacterSet" }?.message
    #expect(message?.contains("\"emoji\"") == true)
    #expect(message?.contains("alphanumericAndSymbol") == true)
    let months = diagnostics.first { $0.keyPath == "policies[0].periodOnlineBeforeAccessCheck" }
    #expect(months?.message.contains("months") == true)
  }

  /// Only some conditional-launch settings can warn; the others block or wipe, and `warn` for
  /// them is refused rather than shown as a warning the SDK never gives. Graph takes the value,
  /// so the refusal says it is the admin center's choice of actions that mamsim follows.
  @Test(arguments: [
    "appActionIfMaximumPinRetriesExceeded", "appActionIfDeviceComplianceRequired",
    "appActionIfUnableToAuthenticateUser", "mobileThreatDefenseRemediationAction",
  ])
  func warnIsRefusedWhereOnlyBlockOrWipeApply(name: String) throws {
    let json = try Self.json("{\"\(name)\": \"Warn\"}")
    let (_, diagnostics) = AppProtectionPolicy.decode(json, file: "s.json", keyPath: "p")
    #expect(
      diagnostics.map(\.message) == [
        "\"Warn\" is one of Graph's values, but the admin center offers only \"block\" and "
          + "\"wipe\" for this setting, and mamsim emulates those"
      ])
    #expect(diagnostics.first?.severity == .error)
    let (_, models) = AppProtectionPolicy.decode(
      try Self.json("{\"appActionIfIosDeviceModelNotAllowed\": \"warn\"}"), file: "s.json",
      keyPath: "p")
    #expect(models.isEmpty, "device models may warn: \(models)")
  }

  @Test func notAnObjectIsAnError() {
    let (policy, diagnostics) = AppProtectionPolicy.decode(
      .array([]), file: "s.json", keyPath: "policies[1]")
    #expect(policy == nil)
    #expect(diagnostics.map(\.severity) == [.error])
    #expect(diagnostics.first?.keyPath == "policies[1]")
  }

  @Test func roundTripsThroughGraphJSON() throws {
    let (decoded, _) = AppProtectionPolicy.decode(
      try Self.json(Self.graphExport), file: "f", keyPath: "")
    let policy = try #require(decoded)
    let json = policy.jsonValue()
    #expect(json["periodOfflineBeforeAccessCheck"] == .string("PT12H"))
    #expect(json["allowedIosDeviceModels"] == .string("iPhone14,2;iPhone15,3"))
    #expect(json["contactSyncBlocked"] == .bool(false))
    #expect(
      json["apps"]?.arrayValue?.first?["mobileAppIdentifier"]?["bundleId"]
        == .string("com.contoso.notes"))
    let (again, diagnostics) = AppProtectionPolicy.decode(json, file: "f", keyPath: "")
    #expect(again == policy)
    #expect(diagnostics.allSatisfy { $0.severity == .note })

    let defaults = AppProtectionPolicy()
    #expect(AppProtectionPolicy.decode(defaults.jsonValue(), file: "f", keyPath: "").0 == defaults)

    // Through real JSON text too, as a scenario file would store it.
    let data = try JSONEncoder().encode(json)
    let reread = try JSONDecoder().decode(JSONValue.self, from: data)
    #expect(AppProtectionPolicy.decode(reread, file: "f", keyPath: "").0 == policy)
  }

  @Test func keySettingsAreReadable() {
    let settings = AppProtectionPolicy().keySettings()
    let byName = Dictionary(uniqueKeysWithValues: settings.map { ($0.name, $0.value) })
    #expect(settings.first?.name == "pinRequired")
    #expect(byName["pinRequired"] == "true")
    #expect(byName["minimumPinLength"] == "4")
    #expect(byName["pinCharacterSet"] == "numeric")
    #expect(byName["periodOnlineBeforeAccessCheck"] == "30m")
    #expect(byName["periodBeforePinReset"] == "0s")
    #expect(byName["maximumPinRetries"] == nil)
    #expect(settings.count == 12)
  }

  /// The table by name, built once, is the table: every name once, each with its first field.
  @Test func theFieldTableByNameMatchesTheTable() {
    let fields = AppProtectionPolicy.fields
    let byName = AppProtectionPolicy.fieldsByName
    #expect(byName.count == Set(fields.map(\.name)).count)
    for field in fields {
      let first = fields.first { $0.name == field.name }
      #expect(byName[field.name]?.name == first?.name)
      #expect(byName[field.name]?.isAccessRequirement == first?.isAccessRequirement)
      #expect(byName[field.name]?.isEnumeration == first?.isEnumeration)
    }
  }
}

/// A mistyped policy property is an error at its own key with the closest name; a property Graph
/// defines that mamsim does not act on stays a note (kept as written); the two lists never meet.
@Suite struct PolicyPropertyNameTests {
  @Test func aTypoIsAnErrorAtItsKeyWithTheNameMeant() {
    let json = JSONValue.object(["minimumPinLenght": .number(6), "pinRequired": .bool(true)])
    let (policy, diagnostics) = AppProtectionPolicy.decode(
      json, file: "p.json", keyPath: "policies[0]")
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.keyPath) == ["policies[0].minimumPinLenght"])
    #expect(errors.first?.message.contains("did you mean \"minimumPinLength\"?") == true)
    #expect(policy?.notEmulated["minimumPinLenght"] == nil)
  }

  @Test func aGraphPropertyNotEmulatedIsANoteAndKept() {
    let json = JSONValue.object([
      "contactSyncBlocked": .bool(true), "thirdPartyKeyboardsBlocked": .bool(true),
    ])
    let (policy, diagnostics) = AppProtectionPolicy.decode(json, file: "p.json", keyPath: "")
    #expect(diagnostics.allSatisfy { $0.severity == .note })
    #expect(
      diagnostics.first?.message.contains("contactSyncBlocked, thirdPartyKeyboardsBlocked") == true)
    #expect(policy?.notEmulated["contactSyncBlocked"] == .bool(true))
  }

  @Test func theNamesNotEmulatedAreNotFields() {
    let fields = Set(AppProtectionPolicy.fields.map(\.name))
    #expect(AppProtectionPolicy.graphPropertiesNotEmulated.isDisjoint(with: fields))
    #expect(
      AppProtectionPolicy.graphPropertiesNotEmulated.allSatisfy {
        !AppProtectionPolicy.isMetadata($0)
      })
  }
}
