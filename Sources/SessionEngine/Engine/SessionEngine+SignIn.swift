/// Signing in: the app's own form (then `registerAndEnrollAccountId`) and the SDK's prompt.
extension SessionEngine {
  /// The app's own sign-in form was submitted.
  func submitAppSignIn(_ state: inout SessionState, upn: String, password: Secret)
    -> [SessionEffect]
  {
    guard state.isRunning, state.sdkScreen == nil, app.signInStyle == .app,
      case .signedOut = state.signIn
    else { return [] }
    state.signIn = .signingIn(upn: upn)
    return [.authenticate(upn: upn, password: password, purpose: .appSignIn)]
  }

  /// The app's Sign in button in an app that lets the SDK sign the user in.
  func requestSDKSignIn(_ state: inout SessionState) -> [SessionEffect] {
    guard state.isRunning, state.sdkScreen == nil, app.signInStyle == .sdk,
      case .signedOut = state.signIn
    else { return [] }
    state.sdkScreen = .signInPrompt(
      SignInPrompt(reason: .loginAndEnroll, upn: state.device.mdmUser, cancellable: true))
    return []
  }

  /// The SDK's prompt was submitted.
  func submitSDKSignIn(_ state: inout SessionState, upn: String, password: Secret)
    -> [SessionEffect]
  {
    guard state.isRunning, case .signInPrompt(var prompt) = state.sdkScreen, !prompt.busy else {
      return []
    }
    prompt.busy = true
    prompt.problem = nil
    // The PIN-reset and access prompts keep naming the account that must sign in.
    if prompt.reason == .loginAndEnroll || prompt.reason == .authRequired { prompt.upn = upn }
    state.sdkScreen = .signInPrompt(prompt)
    return [.authenticate(upn: upn, password: password, purpose: .sdkSignIn)]
  }

  /// Cancel on the SDK's prompt.
  func cancelSDKSignIn(_ state: inout SessionState, at now: Instant) -> [SessionEffect] {
    guard state.isRunning, case .signInPrompt(let prompt) = state.sdkScreen, prompt.cancellable,
      !prompt.busy
    else { return [] }
    switch prompt.reason {
    case .loginAndEnroll:
      state.sdkScreen = nil
      return [.notify(.enrollmentRequest(EnrollmentStatus(account: nil, code: .loginCanceled)))]
    case .forgotPin:
      let policy = state.activePolicy ?? AppProtectionPolicy()
      state.sdkScreen = .enterPin(enterPinForm(state, policy: policy, at: now))
      return []
    case .authRequired, .maxPinAttempts, .accessCheck:
      return []
    }
  }

  /// The identity provider answered.
  func authenticated(
    _ state: inout SessionState, purpose: AuthPurpose, result: Result<Account, AuthFailure>,
    at now: Instant
  ) -> [SessionEffect] {
    guard state.isRunning else { return [] }
    switch purpose {
    case .appSignIn:
      guard case .signingIn = state.signIn else { return [] }
      switch result {
      case .failure(let failure):
        state.signIn = .signedOut(error: failure)
        return []
      case .success(let account):
        state.signIn = .signedIn(account)
        return registerAndEnroll(&state, account)
      }
    case .sdkSignIn:
      guard case .signInPrompt(var prompt) = state.sdkScreen, prompt.busy else { return [] }
      prompt.busy = false
      switch result {
      case .failure(let failure):
        prompt.problem = .auth(failure)
        state.sdkScreen = .signInPrompt(prompt)
        return []
      case .success(let account):
        return signedInAtPrompt(&state, prompt: prompt, account: account, at: now)
      }
    }
  }

  /// A successful sign-in at the SDK's prompt, by what the prompt was for.
  private func signedInAtPrompt(
    _ state: inout SessionState, prompt: SignInPrompt, account: Account, at now: Instant
  ) -> [SessionEffect] {
    switch prompt.reason {
    case .loginAndEnroll, .authRequired:
      state.signIn = .signedIn(account)
      state.sdkScreen = settings.mamPolicyRequired && state.activePolicy == nil ? .connecting : nil
      return registerAndEnroll(&state, account)
    case .accessCheck:
      guard let enrolled = state.enrolledAccount, enrolled.objectId == account.objectId else {
        var refused = prompt
        refused.problem = .accountMismatch
        state.sdkScreen = .signInPrompt(refused)
        return []
      }
      state.credentialsCheckDue = false
      state.sdkScreen = nil
      return showGate(&state, at: now)
    case .forgotPin, .maxPinAttempts:
      guard let enrolled = state.enrolledAccount, enrolled.objectId == account.objectId else {
        var refused = prompt
        refused.problem = .accountMismatch
        state.sdkScreen = .signInPrompt(refused)
        return []
      }
      state.pin = PinState()
      state.accessCheckDue = false
      state.sdkScreen = .setPin(.choose(problem: nil))
      return [.clearPin]
    }
  }
}
