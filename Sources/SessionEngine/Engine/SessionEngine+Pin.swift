/// The app PIN: choosing and confirming one, entering it, forgetting it.
extension SessionEngine {
  /// A PIN was submitted on a PIN screen.
  func submitPin(_ state: inout SessionState, _ pin: Secret, at now: Instant) -> [SessionEffect] {
    guard state.isRunning, let policy = state.activePolicy else { return [] }
    switch state.sdkScreen {
    case .setPin(.choose):
      if let problem = PinRules.problem(with: pin, under: policy) {
        state.sdkScreen = .setPin(.choose(problem: problem))
        return []
      }
      state.pin.pendingNewPin = pin
      state.sdkScreen = .setPin(.confirm)
      return []
    case .setPin(.confirm):
      guard let first = state.pin.pendingNewPin, first == pin else {
        state.pin.pendingNewPin = nil
        state.sdkScreen = .setPin(.choose(problem: .mismatch))
        return []
      }
      state.sdkScreen = .setPin(.saving)
      return [.storePin(pin, refusingPrevious: policy.previousPinBlockCount)]
    case .enterPin(let form) where !form.verifying:
      var checking = form
      checking.verifying = true
      // The rules are checked while the PIN is at hand: only the vault keeps it.
      checking.breaksRules = PinRules.problem(with: pin, under: policy) == nil ? nil : true
      state.sdkScreen = .enterPin(checking)
      return [.verifyPin(pin)]
    default:
      return []
    }
  }

  /// The PIN vault kept the new PIN, or refused it as a previous one.
  func pinStored(_ state: inout SessionState, accepted: Bool, at now: Instant) -> [SessionEffect] {
    guard state.isRunning, state.sdkScreen == .setPin(.saving), let pin = state.pin.pendingNewPin,
      let policy = state.activePolicy
    else { return [] }
    guard accepted else {
      state.pin.pendingNewPin = nil
      state.sdkScreen = .setPin(.choose(problem: .reused(count: policy.previousPinBlockCount)))
      return []
    }
    state.pin = PinState(isSet: true, length: pin.count, setAt: now)
    state.accessCheckDue = false
    state.lastPinEntryAt = now
    state.biometricEnrollmentSeen = state.device.biometricEnrollment
    return showGate(&state, at: now)
  }

  /// The PIN vault's store failed: the error screen replaces whatever the SDK showed, and the
  /// PIN being chosen is dropped. It is not an answer: no wrong PIN is counted, no PIN refused.
  func storeFailed(_ state: inout SessionState, _ failure: StoreFailure) -> [SessionEffect] {
    guard state.isRunning else { return [] }
    state.pin.pendingNewPin = nil
    state.sdkScreen = .storeError(failure)
    return []
  }

  /// The PIN vault answered.
  func pinVerified(_ state: inout SessionState, correct: Bool, at now: Instant) -> [SessionEffect] {
    guard state.isRunning, case .enterPin(let form) = state.sdkScreen, form.verifying,
      let policy = state.activePolicy
    else { return [] }
    if correct {
      state.pin.failedAttempts = 0
      state.accessCheckDue = false
      state.lastPinEntryAt = now
      state.biometricEnrollmentSeen = state.device.biometricEnrollment
      // A PIN chosen under laxer rules opens the app no more: the user chooses a new one now.
      if form.breaksRules == true {
        state.sdkScreen = .setPin(.choose(problem: .rulesChanged))
        return []
      }
      return showGate(&state, at: now)
    }
    state.pin.failedAttempts += 1
    guard state.pin.failedAttempts >= policy.maximumPinRetries,
      let account = state.enrolledAccount
    else {
      var retry = enterPinForm(state, policy: policy, at: now)
      retry.incorrect = true
      state.sdkScreen = .enterPin(retry)
      return []
    }
    if policy.appActionIfMaximumPinRetriesExceeded == .wipe {
      return wipe(&state, account: account, notice: .maxPinRetries)
    }
    state.sdkScreen = .signInPrompt(
      SignInPrompt(reason: .maxPinAttempts, upn: account.upn, cancellable: false))
    return []
  }

  /// The Enter PIN form: biometrics are offered when the policy allows the device's sensor (and,
  /// for Face ID, the app declares `NSFaceIDUsageDescription`), the enrolled faces or fingers did
  /// not change, and the PIN was typed less than
  /// `pinRequiredInsteadOfBiometricTimeout` ago.
  func enterPinForm(_ state: SessionState, policy: AppProtectionPolicy, at now: Instant)
    -> EnterPinForm
  {
    let device = state.device
    let changed = state.biometricEnrollmentSeen.map { $0 != device.biometricEnrollment } ?? false
    let allowed =
      (device.biometry == .faceID && !policy.faceIdBlocked && app.integration.mayUseFaceID)
      || (device.biometry == .touchID && !policy.fingerprintBlocked)
    let recent =
      state.lastPinEntryAt.map {
        now.duration(since: $0) < policy.pinRequiredInsteadOfBiometricTimeout
      } ?? false
    return EnterPinForm(
      biometricOffer: allowed && recent && !changed ? device.biometry : nil,
      biometricsChanged: allowed && changed)
  }

  /// A face or finger on the sensor: it opens the app when offered and matching.
  func biometricScanned(_ state: inout SessionState, at now: Instant) -> [SessionEffect] {
    guard state.isRunning, case .enterPin(var form) = state.sdkScreen, !form.verifying,
      form.biometricOffer != nil
    else { return [] }
    guard state.device.biometricMatches else {
      form.biometricFailed = true
      state.sdkScreen = .enterPin(form)
      return []
    }
    state.accessCheckDue = false
    state.pin.failedAttempts = 0
    return showGate(&state, at: now)
  }

  /// Forgot PIN: sign in with the work account to choose a new one.
  func forgotPin(_ state: inout SessionState) -> [SessionEffect] {
    guard state.isRunning, case .enterPin(let form) = state.sdkScreen, !form.verifying,
      let account = state.enrolledAccount
    else { return [] }
    state.sdkScreen = .signInPrompt(
      SignInPrompt(reason: .forgotPin, upn: account.upn, cancellable: true))
    return []
  }
}
