/// Enrollment and policy check-ins with the MAM service, and the first policy's restart.
extension SessionEngine {
  /// The app calls `registerAndEnrollAccountId` for `account`.
  func registerAndEnroll(_ state: inout SessionState, _ account: Account) -> [SessionEffect] {
    if let registration = state.registration {
      guard registration.account.objectId == account.objectId else {
        // Another account is still enrolled: a single-identity app manages one account.
        return [
          .notify(
            .enrollmentRequest(EnrollmentStatus(account: account, code: .singleManagedAccountMode)))
        ]
      }
      // A second call for the registered account is ignored, in every phase: enrolling,
      // waiting to retry, enrolled (no callback, not even 208 AlreadyEnrolled).
      return []
    }
    state.registration = Registration(account: account, phase: .enrolling)
    return [.enroll(account)]
  }

  /// The MAM service answered an enrollment.
  func enrollmentCompleted(
    _ state: inout SessionState, account: Account, code: EnrollmentStatusCode, at now: Instant
  ) -> [SessionEffect] {
    guard state.isRunning, var registration = state.registration,
      registration.account.objectId == account.objectId, registration.phase == .enrolling
    else { return [] }
    var effects: [SessionEffect] = [
      .notify(.enrollmentRequest(EnrollmentStatus(account: account, code: code)))
    ]
    if code.isSuccess {
      registration.phase = .enrolled
      state.registration = registration
      state.networkFailures = 0
      state.checkInInFlight = true
      state.lastCheckInAttempt = now
      effects.append(.requestPolicy(account))
      return effects
    }
    state.networkFailures = code.isNetworkFailure ? state.networkFailures + 1 : 0
    let wait = RetryPolicy.delay(after: code, networkFailures: state.networkFailures)
    registration.phase = .waitingToRetry(retryAt: now.advanced(by: wait), code: code)
    state.registration = registration
    effects.append(.startTimer(.enrollmentRetry, after: wait))
    if state.sdkScreen == .connecting { effects += showGate(&state, at: now) }
    return effects
  }

  /// Check in now if due, else start the check-in timer.
  func scheduleCheckIn(_ state: inout SessionState, due: Instant, at now: Instant)
    -> [SessionEffect]
  {
    state.nextCheckInAt = due
    guard due <= now, let account = state.enrolledAccount else {
      return [.startTimer(.checkIn, after: due.duration(since: now))]
    }
    state.checkInInFlight = true
    state.lastCheckInAttempt = now
    return [.requestPolicy(account)]
  }

  /// The MAM service answered a check-in.
  func checkInCompleted(
    _ state: inout SessionState, account: Account, answer: PolicyCheckIn, at now: Instant
  ) -> [SessionEffect] {
    guard state.isRunning, state.checkInInFlight,
      state.enrolledAccount?.objectId == account.objectId
    else { return [] }
    state.checkInInFlight = false
    var effects: [SessionEffect] = [
      .notify(.policyRequest(EnrollmentStatus(account: account, code: answer.code)))
    ]
    if answer.code.isSuccess { state.lastCheckIn = now }
    switch answer.code {
    case .newPoliciesReceived:
      state.networkFailures = 0
      // Known before a restart the policy may cause, so the new process does not check in again.
      state.nextCheckInAt = now.advanced(by: RetryPolicy.checkInInterval)
      if let policy = answer.policy { effects += receive(&state, policy: policy, at: now) }
    case .wipeReceived:
      return effects + wipe(&state, account: account, notice: .adminWipe)
    case .authRequired:
      // The service no longer accepts the account: the administrator disabled it.
      state.accountDisabled = true
    case .noPolicyReceived:
      state.policy = nil
      state.pin = PinState()
      state.accessCheckDue = false
      let wait = RetryPolicy.delay(after: .noPolicyReceived, networkFailures: 0)
      state.registration?.phase = .waitingToRetry(
        retryAt: now.advanced(by: wait), code: .noPolicyReceived)
      state.nextCheckInAt = nil
      effects += [.clearPin, .startTimer(.enrollmentRetry, after: wait)]
      return effects
    default:
      state.networkFailures = answer.code.isNetworkFailure ? state.networkFailures + 1 : 0
    }
    if answer.code == .policiesHaveNotChanged || answer.code == .newPoliciesReceived {
      state.accountDisabled = false
    }
    guard state.isRunning, state.enrolledAccount != nil else { return effects }
    // Conditional launch is checked again with what the check-in taught; the PIN waits for
    // the next access.
    if state.activePolicy != nil {
      let finding = conditionalLaunchFinding(state, at: now)
      switch state.sdkScreen {
      case nil where finding != nil, .conditionalLaunch: effects += showGate(&state, at: now)
      default: break
      }
      guard state.enrolledAccount != nil else { return effects }
    }
    let wait =
      answer.code.isSuccess
      ? RetryPolicy.checkInInterval
      : RetryPolicy.delay(after: answer.code, networkFailures: state.networkFailures)
    return effects + scheduleCheckIn(&state, due: now.advanced(by: wait), at: now)
  }

  /// A policy arrived: the first one asks for a restart (unless the app requires a policy, or the
  /// device's MDM app configuration names the account).
  private func receive(_ state: inout SessionState, policy: AppProtectionPolicy, at now: Instant)
    -> [SessionEffect]
  {
    guard state.policy == nil else {
      state.policy?.policy = policy
      return []
    }
    if settings.mamPolicyRequired || state.device.mdmConfiguresIntuneAccount {
      state.policy = AppliedPolicy(policy: policy, receivedAt: now, awaitingRestart: false)
      switch state.sdkScreen {
      case .connecting, .enrollmentBlocked, nil: return showGate(&state, at: now)
      default: return []
      }
    }
    state.policy = AppliedPolicy(policy: policy, receivedAt: now, awaitingRestart: true)
    let effects: [SessionEffect] = [
      .notify(.restartApplication(appRestartsItself: app.restartsItself))
    ]
    guard app.restartsItself else {
      state.sdkScreen = .restartRequired
      return effects
    }
    // The app tears itself down and starts again at once.
    let device = state.device
    return effects + end(&state, reason: .restartForPolicy, at: now)
      + launch(&state, device: device, at: now)
  }
}
