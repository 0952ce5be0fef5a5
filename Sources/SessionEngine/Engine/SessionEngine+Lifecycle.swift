/// Launch, exit, background and foreground: the app's life as iOS runs it.
extension SessionEngine {
  /// The user opened the app.
  func launch(_ state: inout SessionState, device: DeviceState, at now: Instant) -> [SessionEffect]
  {
    guard !state.isRunning else { return [] }
    state.process = .running
    state.inForeground = true
    state.launchCount += 1
    state.device = device
    state.dismissedWarnings = []
    if var applied = state.policy, applied.awaitingRestart {
      applied.awaitingRestart = false
      state.policy = applied
    }
    if accessPeriodPassed(state, at: now) { state.accessCheckDue = true }
    if credentialsPeriodPassed(state, at: now) { state.credentialsCheckDue = true }

    var effects: [SessionEffect] = []
    // Work the previous process left unfinished starts again: a sign-out it did not see
    // answered is asked for again (the account stays on its way out until the service
    // answers), else the registration's work resumes.
    if case .signingOut(let account) = state.signIn {
      effects.append(.unenroll(account))
    } else if let registration = state.registration {
      switch registration.phase {
      case .enrolling:
        effects.append(.enroll(registration.account))
      case .enrolled:
        effects += scheduleCheckIn(&state, due: state.nextCheckInAt ?? now, at: now)
      case .waitingToRetry(let retryAt, _):
        let wait = retryAt > now ? retryAt.duration(since: now) : .zero
        effects.append(.startTimer(.enrollmentRetry, after: wait))
      }
    }
    // What the app itself calls at launch.
    if case .signedIn(let account) = state.signIn,
      app.registersOnEveryLaunch || (settings.autoEnrollOnLaunch && state.registration == nil)
    {
      effects += registerAndEnroll(&state, account)
    }
    // The first thing the user sees.
    if state.activePolicy != nil || settings.mamPolicyRequired {
      state.sdkScreen = .splash
      effects.append(.startTimer(.splash, after: settings.splashDuration))
    } else {
      state.sdkScreen = settings.mamPolicyWarnAbsent ? .noPolicyWarning : nil
    }
    return effects
  }

  /// The process ends for `reason`.
  func end(_ state: inout SessionState, reason: ExitReason, at now: Instant) -> [SessionEffect] {
    guard state.isRunning else { return [] }
    state.process = .notRunning(lastExit: reason)
    state.inForeground = false
    state.sdkScreen = nil
    state.lastLeftForeground = now
    state.pin.pendingNewPin = nil
    state.checkInInFlight = false
    // A switch to the work account dies with the process: the app stays as it was shown.
    state.identitySwitchPending = nil
    if case .signingIn = state.signIn { state.signIn = .signedOut(error: nil) }
    return [.processEnded(reason)]
  }

  /// The app went to the background: the inactivity period starts.
  func moveToBackground(_ state: inout SessionState, at now: Instant) -> [SessionEffect] {
    guard state.isRunning, state.inForeground else { return [] }
    state.inForeground = false
    state.lastLeftForeground = now
    return []
  }

  /// The app came back (a resume): conditional launch is checked again against the device as
  /// it is now, and the PIN or the work account's sign-in is asked for again when the
  /// access-check period passed.
  ///
  /// As at a check-in, a new finding replaces the app's own screens or a conditional-launch
  /// screen; another SDK screen on display (a PIN, a sign-in, the splash) finishes first, and
  /// conditional launch is checked when it does.
  func moveToForeground(_ state: inout SessionState, device: DeviceState, at now: Instant)
    -> [SessionEffect]
  {
    guard state.isRunning, !state.inForeground else { return [] }
    state.inForeground = true
    state.device = device
    let credentials = credentialsPeriodPassed(state, at: now)
    if credentials { state.credentialsCheckDue = true }
    let access = accessPeriodPassed(state, at: now)
    if access { state.accessCheckDue = true }
    switch state.sdkScreen {
    case nil where access || credentials || conditionalLaunchFinding(state, at: now) != nil,
      .conditionalLaunch:
      return showGate(&state, at: now)
    default:
      return []
    }
  }

  /// Whether the app stayed away long enough that the PIN must be entered again.
  func accessPeriodPassed(_ state: SessionState, at now: Instant) -> Bool {
    guard let policy = state.activePolicy, policy.pinRequired, state.pin.isSet else { return false }
    guard let left = state.lastLeftForeground else { return true }
    return now.duration(since: left) >= policy.periodOnlineBeforeAccessCheck
  }

  /// Whether the work account must sign in again (`organizationalCredentialsRequired`).
  func credentialsPeriodPassed(_ state: SessionState, at now: Instant) -> Bool {
    guard let policy = state.activePolicy, policy.organizationalCredentialsRequired,
      state.enrolledAccount != nil
    else { return false }
    guard let left = state.lastLeftForeground else { return true }
    return now.duration(since: left) >= policy.periodOnlineBeforeAccessCheck
  }

  /// A timer fired.
  func timerFired(_ state: inout SessionState, _ timer: TimerID, at now: Instant) -> [SessionEffect]
  {
    guard state.isRunning else { return [] }
    switch timer {
    case .splash:
      guard state.sdkScreen == .splash else { return [] }
      return showGate(&state, at: now)
    case .checkIn:
      guard let account = state.enrolledAccount, !state.checkInInFlight else { return [] }
      state.checkInInFlight = true
      state.lastCheckInAttempt = now
      return [.requestPolicy(account)]
    case .enrollmentRetry:
      guard var registration = state.registration,
        case .waitingToRetry = registration.phase
      else { return [] }
      registration.phase = .enrolling
      state.registration = registration
      if case .enrollmentBlocked = state.sdkScreen { state.sdkScreen = .connecting }
      return [.enroll(registration.account)]
    case .protectedFilesClose:
      return closeProtectedFiles(&state)
    }
  }
}
