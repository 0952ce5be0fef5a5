/// Something that happened, named after what happened; the engine's only input besides time.
public enum SessionEvent: Equatable, Sendable {
  // The user and the phone.

  /// The user opened the app (the device as it is now).
  case launched(DeviceState)
  /// The app's process was killed.
  case terminated
  /// The app went to the background.
  case movedToBackground
  /// The app came back to the foreground (the device as it is now).
  case movedToForeground(DeviceState)
  /// Something about the device changed while the app runs: recorded, and seen by conditional
  /// launch at the next resume, check-in or launch.
  case deviceChanged(DeviceState)

  // The host app.

  /// The app's own sign-in form was submitted (sign-in style `app`).
  case appSignInSubmitted(upn: String, password: Secret)
  /// The app's Sign in button was pressed (sign-in style `sdk`: `loginAndEnrollAccount(nil)`).
  case appSignInRequested
  /// The user chose Sign out in the app.
  case signOutRequested
  /// The user wrote a note.
  case noteAdded(Note)

  // The SDK's screens.

  /// The SDK's sign-in prompt was submitted.
  case sdkSignInSubmitted(upn: String, password: Secret)
  /// The user cancelled the SDK's sign-in prompt.
  case sdkSignInCancelled
  /// OK on the restart alert.
  case restartAcknowledged
  /// The no-policy warning was dismissed.
  case warningDismissed
  /// A PIN was typed and submitted on a PIN screen.
  case pinSubmitted(Secret)
  /// The user presented a face or finger on the Enter PIN screen.
  case biometricScanned
  /// Forgot PIN on the Enter PIN screen.
  case forgotPinChosen
  /// Remove Account on a blocking screen.
  case removeAccountChosen
  /// Close Application on a blocking screen.
  case closeApplicationChosen
  /// OK on the wipe notice.
  case wipeNoticeAcknowledged
  /// Continue on a conditional-launch warning.
  case warningContinued
  /// Retry on a conditional-launch block (the offline one checks in again).
  case retryChosen
  /// The user switched a multi-identity app to the work account or the personal identity.
  case identitySwitchRequested(UIIdentityChoice)
  /// Cancel on an access check of a switch to the work account.
  case identitySwitchCancelled

  // Answers from the services.

  /// The identity provider answered a sign-in.
  case authenticated(AuthPurpose, Result<Account, AuthFailure>)
  /// The MAM service answered an enrollment request.
  case enrollmentCompleted(Account, EnrollmentStatusCode)
  /// The MAM service answered a policy check-in.
  case checkInCompleted(Account, PolicyCheckIn)
  /// The MAM service answered an unenrollment.
  case unenrollCompleted(Account, EnrollmentStatusCode)
  /// The PIN vault checked a PIN.
  case pinVerified(Bool)
  /// The PIN vault kept the new PIN (false: it was one of the previous PINs).
  case pinStored(accepted: Bool)
  /// The device's store could not do what the engine asked of the PIN vault (not an answer).
  case deviceStoreFailed(StoreFailure)
  /// A timer the engine started has fired.
  case timerFired(TimerID)
}

/// The MAM service's answer to a check-in: the status, and the policy when there is a new one.
public struct PolicyCheckIn: Equatable, Sendable, Codable {
  /// The status (100 new policy, 101 unchanged, 102 wipe, 103 no policy, 212 network failure...).
  public var code: EnrollmentStatusCode
  /// The policy, with 100.
  public var policy: AppProtectionPolicy?

  /// Creates an answer.
  public init(code: EnrollmentStatusCode, policy: AppProtectionPolicy? = nil) {
    self.code = code
    self.policy = policy
  }
}

extension AuthFailure: Error {}
