/// What an integration finding says, as a value: which sentence and what goes into it.
///
/// The engine names the sentence; the `Strings` target words it in the user's language
/// (`IntegrationText`), so `check`, `configure` and the walkthrough say the same thing.
public enum IntegrationMessage: Equatable, Sendable {
  // Required settings.
  /// The Info.plist has no IntuneMAMSettings dictionary.
  case noSettings
  /// `ADALClientId` is set.
  case clientIdSet
  /// `ADALClientId` is missing or empty.
  case clientIdNeeded
  /// The redirect setting (`ADALRedirectUri` or `ADALRedirectScheme`) is set.
  case redirectSet(key: String)
  /// Neither redirect setting is set.
  case redirectNeeded
  // Keychain sharing.
  /// `keychain-access-groups` is not an array of names.
  case keychainNotArray
  /// There is no `keychain-access-groups`.
  case keychainOff
  /// Keychain sharing is on.
  case keychainOn
  /// A group without its team prefix.
  case groupUnprefixed(group: String, prefixed: String)
  /// White space around a group's entry.
  case groupSpacesAround(group: String, corrected: String)
  /// A dot or a space between the team prefix and the group's name.
  case groupPrefixGap(group: String, corrected: String)
  /// A team prefix with no group name after it.
  case groupPrefixAlone(group: String)
  /// A literal team id run into the group's name without its dot.
  case groupPrefixNoDot(group: String, team: String, corrected: String)
  /// Every group has its team prefix.
  case groupsPrefixed
  /// The first group is one of the SDK's.
  case sdkGroupFirst(group: String)
  /// The first group is one of the SDK's, and the app's own group is further down, at `line`.
  case ownGroupMove(group: String, line: Int)
  /// The app's own group comes first.
  case ownGroupFirst
  /// A group the SDK needs is there.
  case groupShared(group: String)
  /// The SDK's own group is missing.
  case mamGroupMissing(group: String)
  /// MSAL's token cache group is missing.
  case cacheGroupMissing(group: String)
  /// The group `ADALCacheKeychainGroupOverride` names is missing.
  case overrideGroupMissing(group: String)
  // Queried schemes.
  /// `LSApplicationQueriesSchemes` is not an array.
  case queriesNotArray(kind: String)
  /// `mailto` is queried without the managed Outlook scheme.
  case mailtoCompanionMissing(scheme: String, overLimit: QueryLimit?)
  /// A queried scheme without its `-intunemam` twin.
  case queriedTwinMissing(scheme: String, twin: String, overLimit: QueryLimit?)
  /// Some of the SDK's own queried schemes are not listed.
  case sdkSchemesMissing(count: Int, total: Int, schemes: [String])
  /// Every queried scheme has its twin.
  case queriedTwinsPresent
  /// The SDK's schemes are all listed.
  case sdkSchemesListed
  /// `mailto` is not queried, or its companion is listed.
  case mailtoCompanionFine
  /// An app linked with an iOS SDK before 15 has no limit on queried schemes.
  case queriesNoLimit(count: Int, linkedSDK: Int)
  /// The number of queried schemes is within the limit.
  case queriesWithinLimit(count: Int, limit: Int, linkedSDK: Int)
  /// Too many queried schemes: the ones past the limit, and every twin of the app's own entries
  /// in the list (those that could go first).
  case queriesOverLimit(
    count: Int, excess: Int, limit: Int, linkedSDK: Int, past: [String], twins: [String])
  // The app's own URL schemes.
  /// An entry of `CFBundleURLSchemes` that is not a scheme.
  case invalidURLScheme(scheme: String)
  /// An entry of `LSApplicationQueriesSchemes` that is not a scheme (`ms-word://`, a number).
  case queriedNotScheme(scheme: String)
  /// `CFBundleURLTypes`, one of its types, a type's `CFBundleURLSchemes` or an entry of
  /// `LSApplicationQueriesSchemes` of another kind than iOS reads (`expected`: "an array", "a
  /// dictionary", "a string"), so iOS ignores it.
  case urlTypesWrongKind(keyPath: String, expected: String, kind: String)
  /// One of the app's schemes without its twin.
  case urlTwinMissing(scheme: String, twin: String)
  /// Every URL scheme of the app is valid and has its twin.
  case urlSchemesFine
  // Face ID, scenes.
  /// The app says why it uses Face ID.
  case faceIDDescribed
  /// No Face ID usage description.
  case faceIDMissing
  /// A Face ID usage description there but blank.
  case faceIDBlank
  /// No scene manifest.
  case noSceneManifest
  /// The scene manifest declares configurations.
  case sceneConfigurationsDeclared
  /// A scene manifest without configurations.
  case sceneConfigurationsMissing
  // IntuneMAMSettings rules.
  /// `MAMPolicyRequired` comes with `AutoEnrollOnLaunch`.
  case autoEnrollSet
  /// `MAMPolicyRequired` without `AutoEnrollOnLaunch`.
  case autoEnrollNeeded
  /// The App Store note about `MAMPolicyRequired`.
  case policyRequiredAppStore
  /// `AppGroupIdentifiers` lists every application group.
  case appGroupsListed
  /// Application groups missing from `AppGroupIdentifiers`.
  case appGroupsMissing(groups: [String])
  /// `FinishLaunchingAtStartup` is on for an app with background tasks.
  case finishLaunchingSet
  /// Background tasks without `FinishLaunchingAtStartup`.
  case finishLaunchingNeeded
  /// The extension names its containing app.
  case containingAppSet
  /// An extension without `ContainingAppBundleId`.
  case containingAppNeeded

  /// A queried scheme that does not fit within Apple's limit.
  public struct QueryLimit: Equatable, Sendable {
    /// The number of schemes allowed.
    public var limit: Int
    /// The iOS SDK the app links against.
    public var linkedSDK: Int

    /// Creates the limit.
    public init(limit: Int, linkedSDK: Int) {
      self.limit = limit
      self.linkedSDK = linkedSDK
    }
  }
}
