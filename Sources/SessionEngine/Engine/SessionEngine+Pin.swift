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
      state.sdkScreen = .enterPin(EnterPinForm(incorrect: form.incorrect, verifying: true))
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
    return showGate(&state, at: now)
  }

  /// The PIN vault answered.
  func pinVerified(_ state: inout SessionState, correct: Bool, at now: Instant) -> [SessionEffect] {
    guard state.isRunning, case .enterPin(let form) = state.sdkScreen, form.verifying,
      let policy = state.activePolicy
    else { return [] }
    if correct {
      state.pin.failedAttempts = 0
      state.accessCheckDue = false
      return showGate(&state, at: now)
    }
    state.pin.failedAttempts += 1
    guard state.pin.failedAttempts >= policy.maximumPinRetries,
      let account = state.enrolledAccount
    else {
      state.sdkScreen = .enterPin(EnterPinForm(incorrect: true))
      return []
    }
    if policy.appActionIfMaximumPinRetriesExceeded == .wipe {
      return wipe(&state, account: account, notice: .maxPinRetries)
    }
    state.sdkScreen = .signInPrompt(
      SignInPrompt(reason: .maxPinAttempts, upn: account.upn, cancellable: false))
    return []
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
