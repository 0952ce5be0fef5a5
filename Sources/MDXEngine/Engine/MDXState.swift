import SessionEngine

/// Everything the MDX session engine knows about the app, Secure Hub and the device.
public struct MDXState: Equatable, Sendable {
  /// The world: mode, server, directory, policies.
  public var configuration: MDXConfiguration
  /// What is on screen.
  public var phase: MDXPhase = .notRunning
  /// Where the app is in its life cycle.
  public var lifecycle: MDXLifecycle = .notRunning
  /// Whether Secure Hub is installed on the phone.
  public var secureHubInstalled: Bool
  /// Whether the device is jailbroken.
  public var jailbroken = false
  /// Whether the device has the network.
  public var online = true
  /// The user enrolled in Secure Hub, if any.
  public var enrolledUser: MDXUser?
  /// The Citrix PIN chosen at enrolment (kept by Secure Hub).
  public var pin: Secret?
  /// The user named at the credentials step, waiting for the PIN to be chosen.
  public var pendingUser: MDXUser?
  /// Whether a logon session is open (the PIN was accepted since launch or since the last lock).
  public var sessionActive = false
  /// When the user last did something in the app.
  public var lastActivity: Instant?
  /// When Secure Hub last logged on over the network (starts the offline period).
  public var lastNetworkLogon: Instant?
  /// The reminders already shown for this offline period, in minutes before the end.
  public var remindersShown: Set<Int> = []
  /// Wrong PINs in a row.
  public var authFailures = 0
  /// Whether the administrator's App lock is in force.
  public var adminLocked = false
  /// Whether the administrator's App wipe is in force.
  public var wiped = false
  /// Admin actions sent while the device was offline, carried out when it comes back.
  public var pendingAdmin: [MDXAdminAction] = []
  /// Whether the app's own data is on the device (an App wipe or a wiping App lock erases it).
  public var appDataPresent = true
  /// Whether the app was last opened by Secure Hub (a logon hand-off coming back).
  public var launchedBySecureHub = false
  /// Whether the pending hand-off was a forced logon (`logonMdxWithFlag` with force).
  public var forcedLogon = false
  /// The last thing typed that the engine turned down, shown on the same screen.
  public var denial: MDXDenial?
  /// The shared vaults in the phone's keychain.
  public var vaultKeychain = MDXVaultKeychain()
  /// Each app's vault instance, once it made a call.
  public var vaults: [MDXVaultRole: MDXVault] = [:]
  /// Each app's last class-method call on the shared vault, once it made one.
  public var vaultClassResults: [MDXVaultRole: MDXVaultClassResult] = [:]
  /// The sessions of the other apps that changed since the start (absent: open, not wiped).
  public var otherSessions: [MDXVaultRole: MDXOtherAppSession] = [:]

  /// A fresh phone with the app installed and never launched.
  public init(configuration: MDXConfiguration, secureHubInstalled: Bool = true) {
    self.configuration = configuration
    self.secureHubInstalled = secureHubInstalled
  }

  /// The policies in force, nil in unmanaged General mode.
  public var policies: MDXPolicies? { configuration.effectivePolicies }

  /// The session of the other app `role` (the companion or the outsider).
  public func otherSession(_ role: MDXVaultRole) -> MDXOtherAppSession {
    otherSessions[role] ?? MDXOtherAppSession()
  }

  /// Whether the app is running (any phase but the home screen).
  public var isRunning: Bool { phase != .notRunning }
}
