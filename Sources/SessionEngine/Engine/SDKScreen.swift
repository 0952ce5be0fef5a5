/// What the SDK shows over the app, by the SDK's own screens; nil in the state means the app itself.
public enum SDKScreen: Equatable, Sendable, Codable {
  /// The start-up screen (`ManagedBy_Label`) while the SDK checks access requirements.
  case splash
  /// The SDK's own sign-in prompt.
  case signInPrompt(SignInPrompt)
  /// Waiting for enrollment or a policy, in an app that cannot run without one.
  case connecting
  /// An app that requires a policy cannot get one for this account.
  case enrollmentBlocked(EnrollmentBlock)
  /// `MAMPolicyWarnAbsent`: no policy yet; a dismissible warning.
  case noPolicyWarning
  /// `PolicyRequiresRestartNow_Message`: the first policy arrived; OK closes the app.
  case restartRequired
  /// Choosing a new app PIN, or confirming it.
  case setPin(SetPinStep)
  /// Entering the app PIN to get at organization data.
  case enterPin(EnterPinForm)
  /// The organization removed its data from the app; OK closes the app.
  case wipeNotice(WipeReason)
  /// A conditional-launch warning (dismissible) or block.
  case conditionalLaunch(ConditionalLaunchFinding)
  /// The device's store failed to keep, check or forget the PIN (mamsim's own screen, not the
  /// SDK's): what failed, where the device lives, and how to start over.
  case storeError(StoreFailure)

  /// A short stable name for logs, tables and walkthroughs (`setPin`, `enterPin`, ...).
  public var name: String {
    switch self {
    case .splash: "splash"
    case .signInPrompt: "signInPrompt"
    case .connecting: "connecting"
    case .enrollmentBlocked: "enrollmentBlocked"
    case .noPolicyWarning: "noPolicyWarning"
    case .restartRequired: "restartRequired"
    case .setPin: "setPin"
    case .enterPin: "enterPin"
    case .wipeNotice: "wipeNotice"
    case .conditionalLaunch: "conditionalLaunch"
    case .storeError: "storeError"
    }
  }
}

/// The state of the SDK's sign-in prompt.
public struct SignInPrompt: Equatable, Sendable, Codable {
  /// Why the SDK asks.
  public var reason: SignInPromptReason
  /// The account name filled in for the user (the MDM user, or the account that must reset its PIN).
  public var upn: String?
  /// What went wrong with the last attempt.
  public var problem: SignInProblem?
  /// Whether a sign-in is under way.
  public var busy: Bool
  /// Whether the prompt offers Cancel.
  public var cancellable: Bool

  /// Creates a prompt.
  public init(
    reason: SignInPromptReason, upn: String? = nil, problem: SignInProblem? = nil,
    busy: Bool = false, cancellable: Bool
  ) {
    self.reason = reason
    self.upn = upn
    self.problem = problem
    self.busy = busy
    self.cancellable = cancellable
  }
}

/// Why the SDK shows its sign-in prompt.
public enum SignInPromptReason: String, Equatable, Sendable, Codable, CaseIterable {
  /// The app called `loginAndEnrollAccount`.
  case loginAndEnroll
  /// `AutoEnrollmentAuthRequired_Message`: the app needs a policy and no account is signed in.
  case authRequired
  /// `Forgot_Pin`: the user asked to reset the PIN.
  case forgotPin
  /// `Max_Attempt_Reset`: too many wrong PINs; the same work account must sign in.
  case maxPinAttempts
  /// `organizationalCredentialsRequired`: the work account signs in again on access.
  case accessCheck
}

/// What went wrong at the SDK's sign-in prompt.
public enum SignInProblem: Equatable, Sendable, Codable {
  /// The identity provider refused.
  case auth(AuthFailure)
  /// `Account_Mismatch_Message`: another account may not reset this PIN.
  case accountMismatch
}

/// Why an app that requires a policy is stopped.
public enum EnrollmentBlock: Equatable, Sendable, Codable {
  /// `AutoEnrollmentNotLicensedFailure`: the account has no licence.
  case notLicensed
  /// `NoPolicy`: no policy targets this app for this account.
  case noPolicy
  /// `AutoEnrollmentFailure`: enrollment failed with this code; it will be tried again.
  case failed(EnrollmentStatusCode)
}

/// The two steps of choosing a PIN.
public enum SetPinStep: Equatable, Sendable, Codable {
  /// Type a new PIN; `problem` says why the last one was refused.
  case choose(problem: PinProblem?)
  /// Type the same PIN again.
  case confirm
  /// The PIN vault is keeping the new PIN.
  case saving
}

/// The state of the Enter PIN screen.
public struct EnterPinForm: Equatable, Sendable, Codable {
  /// Whether the last PIN was wrong (`Enter_Pin_Error`; no attempts counter, as in the SDK).
  public var incorrect: Bool
  /// Whether a PIN is being checked.
  public var verifying: Bool
  /// The biometric sign-in offered instead of the PIN (`faceID` or `touchID`), if any.
  public var biometricOffer: Biometry?
  /// Whether the last biometric attempt failed.
  public var biometricFailed: Bool
  /// `Touch_ID_Change_Detected_Enter_Pin_Message`: faces or fingers changed; the PIN is needed.
  public var biometricsChanged: Bool
  /// True when the PIN being checked breaks the policy's PIN rules (told only once it is known
  /// to be right, by asking for a new one); nil when it does not, so the stored form is the one
  /// earlier builds wrote and read.
  public var breaksRules: Bool?

  /// Creates the form.
  public init(
    incorrect: Bool = false, verifying: Bool = false, biometricOffer: Biometry? = nil,
    biometricFailed: Bool = false, biometricsChanged: Bool = false
  ) {
    self.incorrect = incorrect
    self.verifying = verifying
    self.biometricOffer = biometricOffer
    self.biometricFailed = biometricFailed
    self.biometricsChanged = biometricsChanged
  }
}

/// Why the organization's data was removed, with the code the notice shows in parentheses.
public enum WipeReason: Equatable, Sendable, Codable {
  /// An administrator ordered a selective wipe (check-in status 102).
  case adminWipe
  /// Too many wrong PINs with `appActionIfMaximumPinRetriesExceeded` = wipe.
  case maxPinRetries
  /// A conditional-launch setting whose action is wipe.
  case conditionalLaunch(ConditionalLaunchCondition)

  /// The number the notice shows.
  public var code: Int {
    switch self {
    case .adminWipe: 102
    case .maxPinRetries: 1001
    case .conditionalLaunch(let condition): condition.code
    }
  }
}
