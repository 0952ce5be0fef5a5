/// A step of the Intune App SDK's integration guide (its third phase) that a file can show done.
public enum IntegrationStep: String, CaseIterable, Equatable, Sendable {
  /// IntuneMAMSettings names the app's Entra client and where sign-in returns.
  case requiredSettings = "required-settings"
  /// Keychain sharing is on with the groups the SDK and MSAL use.
  case keychainSharing = "keychain-sharing"
  /// `LSApplicationQueriesSchemes` lists the `-intunemam` twins and the SDK's own schemes.
  case queriedSchemes = "queried-schemes"
  /// The number of queried schemes stays within Apple's limit.
  case queryLimit = "query-limit"
  /// The app's own URL schemes have their `-intunemam` twins, and every entry is a scheme.
  case urlSchemes = "url-schemes"
  /// `NSFaceIDUsageDescription` is there for the app PIN's Face ID option.
  case faceID = "face-id"
  /// A scene app declares its scene configurations.
  case sceneManifest = "scene-manifest"
  /// IntuneMAMSettings agrees with the rest of the app (policy required, app groups,
  /// background tasks, extensions).
  case settingsRules = "settings-rules"
}
