extension AppProtectionPolicy {
  /// Properties Microsoft Graph defines for `iosManagedAppProtection` (and the types it
  /// inherits from) that mamsim reads but does not act on: a policy exported from Graph may
  /// hold them, so they are kept as written and listed in a note, never refused. Any other name
  /// that is not a field (`fields`) nor metadata (`isMetadata`) is a mistake, most likely a
  /// typo, and an error.
  static let graphPropertiesNotEmulated: Set<String> = [
    "allowedDataIngestionLocations", "appGroupType", "blockDataIngestionIntoOrganizationDocuments",
    "contactSyncBlocked", "customBrowserProtocol", "customDialerAppProtocol",
    "dialerRestrictionLevel", "disableProtectionOfManagedOutboundOpenInData",
    "exemptedAppProtocols", "exemptedUniversalLinks",
    "filterOpenInToOnlyManagedApps", "gracePeriodToBlockAppsDuringOffClockHours",
    "managedUniversalLinks", "messagingRedirectAppUrlScheme",
    "mobileThreatDefensePartnerPriority",
    "protectInboundDataFromUnknownSources", "protectedMessagingRedirectAppType",
    "targetedAppManagementLevels", "thirdPartyKeyboardsBlocked", "deploymentSummary",

    "genmojiConfigurationState", "writingToolsConfigurationState", "allowWidgetContentSync",
    "appActionIfAccountIsClockedOut",

  ]

  /// Every property name a policy object may hold without an error: the modelled fields, the
  /// Graph properties not emulated, and the object's metadata, for did-you-mean hints.
  static var knownPropertyNames: [String] {
    fields.map(\.name) + graphPropertiesNotEmulated.sorted() + [
      "id", "displayName", "version", "description", "createdDateTime", "lastModifiedDateTime",
      "roleScopeTagIds", "isAssigned", "deployedAppCount", "apps", "assignments",
    ]
  }
}
