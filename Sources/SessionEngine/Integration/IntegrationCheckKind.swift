/// One thing the integration checker looks at, so that a consequence can be tied to its cause.
///
/// The emulator asks an `IntegrationReport` for the findings of a kind (for example every
/// `queriedSchemeTwin` that is missing) rather than reading messages.
public enum IntegrationCheckKind: String, CaseIterable, Equatable, Hashable, Sendable {
  case clientId = "client-id"
  case redirect
  case keychainGroups = "keychain-groups"
  case keychainOwnGroupFirst = "keychain-own-group-first"
  case keychainMAMGroup = "keychain-mam-group"
  case keychainCacheGroup = "keychain-cache-group"
  case keychainPrefix = "keychain-prefix"
  case queriedSchemeTwin = "queried-scheme-twin"
  case sdkQueryScheme = "sdk-query-scheme"
  case mailtoOutlook = "mailto-outlook"
  case queryLimit = "query-limit"
  case urlSchemeTwin = "url-scheme-twin"
  case invalidURLScheme = "invalid-url-scheme"
  case faceIDUsage = "face-id-usage"
  case sceneConfigurations = "scene-configurations"
  case policyRequiredAutoEnroll = "policy-required-auto-enroll"
  case policyRequiredAppStore = "policy-required-app-store"
  case appGroups = "app-groups"
  case finishLaunching = "finish-launching"
  case containingApp = "containing-app"

  /// The guide step the check belongs to.
  public var step: IntegrationStep {
    switch self {
    case .clientId, .redirect: .requiredSettings
    case .keychainGroups, .keychainOwnGroupFirst, .keychainMAMGroup, .keychainCacheGroup,
      .keychainPrefix:
      .keychainSharing
    case .queriedSchemeTwin, .sdkQueryScheme, .mailtoOutlook: .queriedSchemes
    case .queryLimit: .queryLimit
    case .urlSchemeTwin, .invalidURLScheme: .urlSchemes
    case .faceIDUsage: .faceID
    case .sceneConfigurations: .sceneManifest
    case .policyRequiredAutoEnroll, .policyRequiredAppStore, .appGroups, .finishLaunching,
      .containingApp:
      .settingsRules
    }
  }

  /// Whether `mamsim configure` adds what this check finds missing.
  public var configureFixes: Bool {
    switch self {
    case .queriedSchemeTwin, .sdkQueryScheme, .mailtoOutlook, .urlSchemeTwin: true
    default: false
    }
  }
}
