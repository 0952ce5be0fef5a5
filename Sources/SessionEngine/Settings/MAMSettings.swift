import TerminalUI

/// The app's `IntuneMAMSettings` dictionary: how the app declares itself to the MAM SDK.
///
/// Every key the emulator acts on has a typed property with the SDK's default. Keys the SDK knows but the
/// emulator does not act on are kept in `otherAccepted`; keys nobody knows are listed in `unknownKeys`.
public struct MAMSettings: Equatable, Sendable {
  /// `ADALClientId`: the app's registration in the identity platform (required).
  public var adalClientId: String?
  /// `ADALAuthority`: the sign-in authority; nil means the multi-tenant `common` one.
  public var adalAuthority: String?
  /// `ADALRedirectUri`: where the identity platform returns after sign-in.
  public var adalRedirectUri: String?
  /// `ADALRedirectScheme`: the older way to give the redirect, as a URL scheme only.
  public var adalRedirectScheme: String?
  /// `ADALCacheKeychainGroupOverride`: the keychain group holding the token cache, when not the default.
  public var adalCacheKeychainGroupOverride: String?
  /// `AutoEnrollOnLaunch`: enroll at launch when a managed account is already known.
  public var autoEnrollOnLaunch = false
  /// `MAMPolicyRequired`: the app cannot be used without a policy.
  public var mamPolicyRequired = false
  /// `MAMPolicyWarnAbsent`: warn (dismissibly) at launch when no policy is present.
  public var mamPolicyWarnAbsent = false
  /// `MultiIdentity`: the app handles several identities at once.
  public var multiIdentity = false
  /// `MultiIdentityCancelDisabled`: hide Cancel on the conditional-launch screens.
  public var multiIdentityCancelDisabled = false
  /// `SplashIconFile`: the icon on the SDK's start-up screen.
  public var splashIconFile: String?
  /// `SplashDuration`: the least time the start-up screen stays up.
  public var splashDuration: Duration = .milliseconds(1500)
  /// `BackgroundColor` of the SDK's screens; nil follows the system.
  public var backgroundColor: RGBColor?
  /// `ForegroundColor` (text) of the SDK's screens; nil follows the system.
  public var foregroundColor: RGBColor?
  /// `AccentColor` of buttons and the PIN box highlight; nil is the system blue.
  public var accentColor: RGBColor?
  /// `SecondaryBackgroundColor` of the threat-defense screens; nil is white.
  public var secondaryBackgroundColor: RGBColor?
  /// `SecondaryForegroundColor` of the threat-defense screens; nil is gray.
  public var secondaryForegroundColor: RGBColor?
  /// `SupportsDarkMode`: without explicit colours, follow the system's light or dark appearance.
  public var supportsDarkMode = true
  /// `TreatAllWebViewsAsUnmanaged`: every web view of the app is unmanaged.
  public var treatAllWebViewsAsUnmanaged = false
  /// The most `ValuesToScrubFromLogging` values mamsim takes (more are refused).
  public static let maximumValuesToScrub = 1000

  /// `WebViewHandledURLSchemes`: URL schemes the app's web views handle themselves.
  public var webViewHandledURLSchemes: [String] = []
  /// `ValuesToScrubFromLogging`: values replaced in every log line.
  public var valuesToScrubFromLogging: [String] = []
  /// Keys the SDK knows but the emulator does not act on, kept verbatim for diagnostics.
  public var otherAccepted: [String: JSONValue] = [:]
  /// Keys that are not IntuneMAMSettings keys at all, sorted.
  public var unknownKeys: [String] = []

  /// Settings with every SDK default and no client id or redirect.
  public init() {}

  /// The sign-in authority: `ADALAuthority`, or `common` when it is not set.
  public var authority: String { adalAuthority ?? "common" }

  /// The keychain group of the token cache: the override, or `com.microsoft.adalcache`.
  public var tokenCacheKeychainGroup: String {
    adalCacheKeychainGroupOverride ?? "com.microsoft.adalcache"
  }

  /// `MaxFileProtectionLevel`, the strongest file protection the service may ask for
  /// (`NSFileProtectionComplete`, the SDK's default, when the key is absent or not one of
  /// `fileProtectionLevels`, which `SettingsValidator` warns about).
  public var maxFileProtectionLevel: String {
    if case .string(let level)? = otherAccepted[Self.maxFileProtectionKey],
      Self.fileProtectionLevels.contains(level)
    {
      return level
    }
    return Self.completeFileProtection
  }

  /// The key of `maxFileProtectionLevel`, one the emulator reads but does not decode itself.
  public static let maxFileProtectionKey = "MaxFileProtectionLevel"

  /// The file protection under which files cannot be read while the phone is locked.
  public static let completeFileProtection = "NSFileProtectionComplete"

  /// The values `MaxFileProtectionLevel` takes, strongest first.
  public static let fileProtectionLevels = [
    completeFileProtection, "NSFileProtectionCompleteUnlessOpen",
    "NSFileProtectionCompleteUntilFirstUserAuthentication", "NSFileProtectionNone",
  ]

  /// Whether the app's protected files close about 10 s after the phone locks (the guide's
  /// consequence of `NSFileProtectionComplete`).
  public var protectedFilesCloseWhenLocked: Bool {
    maxFileProtectionLevel == Self.completeFileProtection
  }

  /// The embedded settings of the sample app "Contoso Notes": system colours, multi-tenant sign-in.
  public static let contosoNotes: MAMSettings = {
    var settings = MAMSettings()
    settings.adalClientId = "3f9c2a71-5d4e-4b8a-9c61-0e7d2b5a8f14"
    settings.adalRedirectUri = "msauth.com.contoso.notes://auth"
    return settings
  }()
}
