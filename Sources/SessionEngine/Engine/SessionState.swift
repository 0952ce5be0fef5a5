/// Everything the SDK and the app remember: the whole input of the next step but the event.
///
/// A plain value: tests compare it whole, and the store (later) saves it whole.
public struct SessionState: Equatable, Sendable, Codable {
  /// Whether the app runs.
  public var process: AppProcess = .notRunning(lastExit: nil)
  /// Whether the app is in the foreground (when running).
  public var inForeground = false
  /// The SDK screen over the app; nil when the app itself is visible.
  public var sdkScreen: SDKScreen?
  /// The host app's sign-in.
  public var signIn: AppSignIn = .signedOut(error: nil)
  /// The account registered with the SDK, if any.
  public var registration: Registration?
  /// The policy the SDK holds.
  public var policy: AppliedPolicy?
  /// The app PIN, as far as the engine knows it.
  public var pin = PinState()
  /// When the PIN was last typed correctly (or set).
  public var lastPinEntryAt: Instant?
  /// The device's biometric enrollment when the PIN was last typed.
  public var biometricEnrollmentSeen: Int?
  /// Whether the PIN must be entered before organization data shows again.
  public var accessCheckDue = false
  /// Whether the work account must sign in again before organization data shows
  /// (`organizationalCredentialsRequired`).
  public var credentialsCheckDue = false
  /// When the app last left the foreground (or ended).
  public var lastLeftForeground: Instant?
  /// When the next policy check-in is due.
  public var nextCheckInAt: Instant?
  /// Whether a check-in request is under way.
  public var checkInInFlight = false
  /// When the last check-in was attempted.
  public var lastCheckInAttempt: Instant?
  /// When the last check-in succeeded.
  public var lastCheckIn: Instant?
  /// Network failures in a row, for the back-off.
  public var networkFailures = 0
  /// Whether the service said the enrolled account is disabled.
  public var accountDisabled = false
  /// Conditional-launch warnings the user dismissed since the app started.
  public var dismissedWarnings: Set<ConditionalLaunchCondition> = []
  /// The device as last seen.
  public var device = DeviceState()
  /// The app's documents.
  public var notes: [Note] = []
  /// How many times the app was launched.
  public var launchCount = 0
  /// The identity a multi-identity app shows; nil is the work account.
  public var uiIdentityChoice: UIIdentityChoice?
  /// Whether a switch to the work account waits for its access checks; nil when none does.
  public var identitySwitchPending: Bool?
  /// Whether the app's protected files closed while the phone was locked (nil: they did not).
  public var protectedFilesClosed: Bool?

  /// A state for an app that was never launched, holding `notes`.
  public init(notes: [Note] = [], device: DeviceState = DeviceState()) {
    self.notes = notes
    self.device = device
  }

  /// Whether the app runs.
  public var isRunning: Bool { process == .running }

  /// The policy in force: received and not waiting for a restart.
  public var activePolicy: AppProtectionPolicy? {
    guard let policy, !policy.awaitingRestart else { return nil }
    return policy.policy
  }

  /// The enrolled account, when enrollment finished.
  public var enrolledAccount: Account? {
    guard let registration, registration.phase == .enrolled else { return nil }
    return registration.account
  }

  /// Whether the app can read its protected files (its notes database) now: not while the phone
  /// stays locked after they closed.
  public var protectedFilesReadable: Bool { !(protectedFilesClosed == true && device.locked) }

  /// Whether the app is managed: a policy is in force.
  public var isManaged: Bool { activePolicy != nil }

  /// The identity the app shows (always the work account in a single-identity app).
  public var currentUIIdentity: UIIdentityChoice { uiIdentityChoice ?? .work }

  /// The notes the app shows now: personal ones, and corporate ones of the signed-in account.
  public var visibleNotes: [Note] {
    let account = signIn.account
    return notes.filter { note in
      guard note.isCorporate else { return true }
      guard currentUIIdentity == .work else { return false }
      guard let account else { return false }
      return note.isOwned(by: account)
    }
  }
}
