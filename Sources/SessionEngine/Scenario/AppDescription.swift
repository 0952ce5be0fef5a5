/// The app under emulation: its identity, its IntuneMAMSettings, how it integrates the SDK, its data.
public struct AppDescription: Equatable, Sendable {
  /// The name on the home screen and the splash, e.g. `Contoso Notes`.
  public var name: String
  /// The bundle id that policies target.
  public var bundleId: String
  /// The app's version (`CFBundleShortVersionString`).
  public var version: String
  /// The emulated Intune App SDK version.
  public var sdkVersion: String
  /// The app's IntuneMAMSettings.
  public var settings: MAMSettings
  /// How the app signs its user in.
  public var signInStyle: SignInStyle
  /// The app's answer to `restartApplication`: true = it restarts itself, false = the SDK's alert.
  public var restartsItself: Bool
  /// The app's answer to `wipeDataForAccountId`: true = it deletes the data itself.
  public var wipesDataItself: Bool
  /// Whether sign-out calls `deRegisterAndUnenrollAccountId(withWipe: YES)`, as it must.
  public var unenrollsOnSignOut: Bool
  /// Whether the app calls `registerAndEnrollAccountId` again at every launch while signed in.
  public var registersOnEveryLaunch: Bool
  /// The documents the app starts with.
  public var notes: [Note]
  /// The app's web views.
  public var webViews: [WebViewDescription]
  /// What the app's own Info.plist and entitlements change (the default: nothing).
  public var integration = AppIntegration()

  /// Creates an app description.
  public init(
    name: String, bundleId: String, version: String = "1.0", sdkVersion: String = "19.7.0",
    settings: MAMSettings = MAMSettings(), signInStyle: SignInStyle = .app,
    restartsItself: Bool = false, wipesDataItself: Bool = true, unenrollsOnSignOut: Bool = true,
    registersOnEveryLaunch: Bool = false, notes: [Note] = [],
    webViews: [WebViewDescription] = []
  ) {
    self.name = name
    self.bundleId = bundleId
    self.version = version
    self.sdkVersion = sdkVersion
    self.settings = settings
    self.signInStyle = signInStyle
    self.restartsItself = restartsItself
    self.wipesDataItself = wipesDataItself
    self.unenrollsOnSignOut = unenrollsOnSignOut
    self.registersOnEveryLaunch = registersOnEveryLaunch
    self.notes = notes
    self.webViews = webViews
  }
}
