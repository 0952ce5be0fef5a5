/// The IntuneMAMSettings keys the emulator acts on, spelled as in the plist.
public enum MAMSettingsKey: String, CaseIterable, Sendable {
  /// The `ADALClientId` key.
  case adalClientId = "ADALClientId"
  /// The `ADALAuthority` key.
  case adalAuthority = "ADALAuthority"
  /// The `ADALRedirectUri` key.
  case adalRedirectUri = "ADALRedirectUri"
  /// The `ADALRedirectScheme` key.
  case adalRedirectScheme = "ADALRedirectScheme"
  /// The `ADALCacheKeychainGroupOverride` key.
  case adalCacheKeychainGroupOverride = "ADALCacheKeychainGroupOverride"
  /// The `AutoEnrollOnLaunch` key.
  case autoEnrollOnLaunch = "AutoEnrollOnLaunch"
  /// The `MAMPolicyRequired` key.
  case mamPolicyRequired = "MAMPolicyRequired"
  /// The `MAMPolicyWarnAbsent` key.
  case mamPolicyWarnAbsent = "MAMPolicyWarnAbsent"
  /// The `MultiIdentity` key.
  case multiIdentity = "MultiIdentity"
  /// The `MultiIdentityCancelDisabled` key.
  case multiIdentityCancelDisabled = "MultiIdentityCancelDisabled"
  /// The `SplashIconFile` key.
  case splashIconFile = "SplashIconFile"
  /// The `SplashDuration` key.
  case splashDuration = "SplashDuration"
  /// The `BackgroundColor` key.
  case backgroundColor = "BackgroundColor"
  /// The `ForegroundColor` key.
  case foregroundColor = "ForegroundColor"
  /// The `AccentColor` key.
  case accentColor = "AccentColor"
  /// The `SecondaryBackgroundColor` key.
  case secondaryBackgroundColor = "SecondaryBackgroundColor"
  /// The `SecondaryForegroundColor` key.
  case secondaryForegroundColor = "SecondaryForegroundColor"
  /// The `SupportsDarkMode` key.
  case supportsDarkMode = "SupportsDarkMode"
  /// The `TreatAllWebViewsAsUnmanaged` key.
  case treatAllWebViewsAsUnmanaged = "TreatAllWebViewsAsUnmanaged"
  /// The `WebViewHandledURLSchemes` key.
  case webViewHandledURLSchemes = "WebViewHandledURLSchemes"
  /// The `ValuesToScrubFromLogging` key.
  case valuesToScrubFromLogging = "ValuesToScrubFromLogging"

  /// Keys the SDK knows that the emulator accepts and shows but does not act on.
  public static let acceptedNotEmulated: Set<String> = [
    "ADALLogOverrideDisabled", "AppGroupIdentifiers", "ContainingAppBundleId",
    "DebugSettingsEnabled", "FinishLaunchingAtStartup", "MainNibFile", "MainNibFile~ipad",
    "MainStoryboardFile", "MainStoryboardFile~ipad", "MAMTelemetryDisabled", "MAMTelemetryUsePPE",
    "MaxFileProtectionLevel", "OpenInActionExtension", "SafariViewControllerBlockedOverride",
    "VerboseLoggingEnabled",
  ]

  /// Every key name the SDK knows, emulated or not.
  public static var allKnownNames: [String] {
    allCases.map(\.rawValue) + acceptedNotEmulated.sorted()
  }
}
