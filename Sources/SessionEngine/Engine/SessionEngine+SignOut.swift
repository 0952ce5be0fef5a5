/// Signing out and selective wipe: the account's organization data goes, personal data stays.
extension SessionEngine {
  /// Sign out in the app: `deRegisterAndUnenrollAccountId(withWipe: YES)` when enrolled.
  func signOut(_ state: inout SessionState, at now: Instant) -> [SessionEffect] {
    guard state.isRunning, state.sdkScreen == nil, case .signedIn(let account) = state.signIn else {
      return []
    }
    guard app.unenrollsOnSignOut, let registration = state.registration,
      registration.account.objectId == account.objectId
    else {
      state.signIn = .signedOut(error: nil)
      return []
    }
    if registration.phase == .enrolled {
      state.signIn = .signingOut(account)
      return [.unenroll(account)]
    }
    // Registered but never enrolled: the SDK forgets the account and stops retrying.
    state.registration = nil
    state.signIn = .signedOut(error: nil)
    return [.cancelTimer(.enrollmentRetry)]
  }

  /// The MAM service answered the unenrollment: the SDK wipes the account's data.
  func unenrollCompleted(
    _ state: inout SessionState, account: Account, code: EnrollmentStatusCode, at now: Instant
  ) -> [SessionEffect] {
    guard state.isRunning, case .signingOut(let leaving) = state.signIn,
      leaving.objectId == account.objectId
    else { return [] }
    var effects: [SessionEffect] = [
      .notify(.unenrollRequest(EnrollmentStatus(account: account, code: code)))
    ]
    effects += wipe(&state, account: account, notice: nil)
    // An app that cannot run without a policy is not usable signed out: the SDK asks for an
    // account again, as at a launch without one.
    if settings.mamPolicyRequired { effects += showGate(&state, at: now) }
    return effects
  }

  /// Selective wipe of `account`: its notes, tokens, PIN and policy, and the organization's
  /// data on the clipboard; a notice when one is given.
  func wipe(_ state: inout SessionState, account: Account, notice: WipeReason?) -> [SessionEffect] {
    state.notes.removeAll { $0.isOwned(by: account) }
    state.policy = nil
    state.registration = nil
    state.pin = PinState()
    state.accessCheckDue = false
    state.nextCheckInAt = nil
    state.checkInInFlight = false
    state.networkFailures = 0
    state.accountDisabled = false
    state.uiIdentityChoice = nil
    state.identitySwitchPending = nil
    state.signIn = .signedOut(error: nil)
    state.sdkScreen = notice.map { .wipeNotice($0) }
    return [
      .notify(.wipeData(account: account, handledByApp: app.wipesDataItself)),
      .clearPin,
      .clearOrganizationClipboard,
      .cancelTimer(.checkIn),
      .cancelTimer(.enrollmentRetry),
    ]
  }

  /// Remove Account on a blocking screen: the SDK forgets the account and the app goes on
  /// without it. An enrolled account is deregistered as a sign-out does it
  /// (`deRegisterAndUnenrollAccountId(withWipe: YES)`): the service's answer wipes its data,
  /// and the block stays on screen until then.
  func removeAccount(_ state: inout SessionState, at now: Instant) -> [SessionEffect] {
    guard state.isRunning else { return [] }
    if case .conditionalLaunch(let finding) = state.sdkScreen, finding.action == .block,
      let account = state.enrolledAccount
    {
      if case .signingOut = state.signIn { return [] }
      state.signIn = .signingOut(account)
      return [.unenroll(account)]
    }
    guard case .enrollmentBlocked = state.sdkScreen else { return [] }
    state.registration = nil
    state.signIn = .signedOut(error: nil)
    return [.cancelTimer(.enrollmentRetry)] + showGate(&state, at: now)
  }
}
