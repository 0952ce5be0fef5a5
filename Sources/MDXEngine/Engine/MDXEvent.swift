/// Something that happens to the MDX app: the user, the app's code, the device or the admin.
public enum MDXEvent: Equatable, Hashable, Sendable {
  /// The user taps the app's icon.
  case launch
  /// The user leaves the app (it goes to the background).
  case background
  /// The app comes back: `applicationWillEnterForeground`.
  case willEnterForeground
  /// The app became active: `applicationDidBecomeActive`.
  case didBecomeActive
  /// The app is ended.
  case quit
  /// The user did something in the app (resets the inactivity timer).
  case userActivity
  /// Time passed: deadlines (inactivity, offline period) are looked at.
  case tick
  /// The user installs Secure Hub from the App Store.
  case installSecureHub
  /// The user removes Secure Hub.
  case removeSecureHub
  /// The user types the server address in Secure Hub.
  case submitServerAddress(String)
  /// The user types directory credentials (enrolment, or a logon after a lock-out).
  case submitCredentials(user: String, password: String)
  /// The user chooses the Citrix PIN, typed twice.
  case createPin(String, confirmation: String)
  /// The user types the Citrix PIN (Secure Hub logon or app passcode).
  case enterPin(String)
  /// The user asks for a logon over the network from a lock screen.
  case requestNetworkLogon
  /// The user dismisses the offline reminder.
  case dismissReminder
  /// The app's code calls `logonMdxWithFlag`; `force` asks for a fresh logon.
  case appRequestsLogon(force: Bool)
  /// The user signs off in Secure Hub.
  case signOffFromHub
  /// The device gains or loses the network.
  case networkChanged(online: Bool)
  /// The device is jailbroken, or no longer.
  case jailbreakChanged(Bool)
  /// The administrator acts on the app.
  case admin(MDXAdminAction)
  /// An app on the phone calls its shared vault instance.
  case vault(MDXVaultRole, MDXVaultCall)
  /// An app on the phone calls a class method of the shared vault (no instance involved).
  case vaultClass(MDXVaultRole, MDXVaultClassCall)
  /// The session of another MDX app on the phone changes (nothing for the scenario's app, whose
  /// session is the engine's own).
  case otherApp(MDXVaultRole, MDXOtherAppAction)
}
