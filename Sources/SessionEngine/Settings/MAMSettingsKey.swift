/// The IntuneMAMSettings keys the emulator acts on, spelled as in the plist.
public enum MAMSettingsKey: String, CaseIterable, Sendable {
  case adalClientId = "ADALClientId"
  case adalAuthority = "ADALAuthority"
  case adalRedirectUri = "ADALRedirectUri"
  case adalRedirectScheme = "ADALRedirectScheme"
  case adalCacheKeychainGroupOverride = "ADALCacheKeychainGroupOverride"
  case autoEnrollOnLaunch = "AutoEnrollOnLaunch"
  case mamPolicyRequired = "MAMPolicyRequired"
  case mamPolicyWarnAbsent = "MAMPolicyWarnAbsent"
  case multiIdentity = "MultiIdentity"
  case multiIdentityCancelDisabled = "MultiIdentityCancelDisabled"
  case splashIconFile = "SplashIconFile"
  case splashDuration = "SplashDuration"
  case backgroundColor = "BackgroundColor"
  case foregroundColor = "ForegroundColor"
  case accentColor = "AccentColor"
  case secondaryBackgroundColor = "SecondaryBackgroundColor"
  case secondaryForegroundColor = "SecondaryForegroundColor"
  case supportsDarkMode = "SupportsDarkMode"
  case treatAllWebViewsAsUnmanaged = "TreatAllWebViewsAsUnmanaged"
  case webViewHandledURLSchemes = "WebViewHandledURLSchemes"
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
