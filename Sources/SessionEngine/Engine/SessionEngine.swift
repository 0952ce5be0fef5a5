/// The pure heart of mamsim: given the state, an event and the time, the next state and the effects.
///
/// It performs no I/O and reads no clock. An event that does not apply to the current state leaves
/// the state unchanged and returns no effects, so any event may arrive at any time.
public struct SessionEngine: Sendable {
  /// The app under emulation: settings, delegate answers, sign-in style.
  public let app: AppDescription

  /// Creates an engine for `app`.
  public init(app: AppDescription) {
    self.app = app
  }

  /// The IntuneMAMSettings in force.
  var settings: MAMSettings { app.settings }

  /// A never-launched app holding its sample notes, on `device`.
  public func initialState(device: DeviceState = DeviceState()) -> SessionState {
    SessionState(notes: app.notes, device: device)
  }

  /// Applies `event`, which happened at `now`, to `state` and returns what must be done.
  public func reduce(_ state: inout SessionState, _ event: SessionEvent, at now: Instant)
    -> [SessionEffect]
  {
    switch event {
    case .launched(let device): return launch(&state, device: device, at: now)
    case .terminated: return end(&state, reason: .killed, at: now)
    case .movedToBackground: return moveToBackground(&state, at: now)
    case .movedToForeground(let device): return moveToForeground(&state, device: device, at: now)
    case .deviceChanged(let device):
      guard state.isRunning else { return [] }
      let wasLocked = state.device.locked
      state.device = device
      return lockChanged(&state, wasLocked: wasLocked)
    case .appSignInSubmitted(let upn, let password):
      return submitAppSignIn(&state, upn: upn, password: password)
    case .appSignInRequested: return requestSDKSignIn(&state)
    case .signOutRequested: return signOut(&state, at: now)
    case .noteAdded(let note):
      guard state.isRunning, state.sdkScreen == nil else { return [] }
      state.notes.append(note)
      return []
    case .sdkSignInSubmitted(let upn, let password):
      return submitSDKSignIn(&state, upn: upn, password: password)
    case .sdkSignInCancelled: return cancelSDKSignIn(&state, at: now)
    case .restartAcknowledged:
      guard state.isRunning, state.sdkScreen == .restartRequired else { return [] }
      return end(&state, reason: .restartForPolicy, at: now)
    case .warningDismissed:
      guard state.isRunning, state.sdkScreen == .noPolicyWarning else { return [] }
      state.sdkScreen = nil
      return []
    case .pinSubmitted(let pin): return submitPin(&state, pin, at: now)
    case .forgotPinChosen: return forgotPin(&state)
    case .biometricScanned: return biometricScanned(&state, at: now)
    case .removeAccountChosen: return removeAccount(&state, at: now)
    case .warningContinued:
      guard state.isRunning, case .conditionalLaunch(let finding) = state.sdkScreen,
        finding.action == .warn
      else { return [] }
      state.dismissedWarnings.insert(finding.condition)
      return showGate(&state, at: now)
    case .retryChosen:
      guard state.isRunning, case .conditionalLaunch(let finding) = state.sdkScreen,
        finding.action == .block, let account = state.enrolledAccount, !state.checkInInFlight
      else { return [] }
      state.checkInInFlight = true
      state.lastCheckInAttempt = now
      return [.cancelTimer(.checkIn), .requestPolicy(account)]
    case .closeApplicationChosen:
      guard state.isRunning, state.sdkScreen?.offersCloseApplication == true else { return [] }
      return end(&state, reason: .closedByUser, at: now)
    case .identitySwitchRequested(let choice): return switchIdentity(&state, to: choice, at: now)
    case .identitySwitchCancelled: return cancelIdentitySwitch(&state)
    case .wipeNoticeAcknowledged:
      guard state.isRunning, case .wipeNotice = state.sdkScreen else { return [] }
      return end(&state, reason: .wiped, at: now)
    case .authenticated(let purpose, let result):
      return authenticated(&state, purpose: purpose, result: result, at: now)
    case .enrollmentCompleted(let account, let code):
      return enrollmentCompleted(&state, account: account, code: code, at: now)
    case .checkInCompleted(let account, let answer):
      return checkInCompleted(&state, account: account, answer: answer, at: now)
    case .unenrollCompleted(let account, let code):
      return unenrollCompleted(&state, account: account, code: code, at: now)
    case .pinVerified(let correct): return pinVerified(&state, correct: correct, at: now)
    case .pinStored(let accepted): return pinStored(&state, accepted: accepted, at: now)
    case .deviceStoreFailed(let failure): return storeFailed(&state, failure)
    case .timerFired(let timer): return timerFired(&state, timer, at: now)
    }
  }

  /// What the SDK must show before the app's own screens, given the policy and the PIN, or nil.
  ///
  /// Called whenever an SDK screen finishes (the splash, a PIN, a warning).
  func gate(_ state: SessionState, at now: Instant) -> SDKScreen? {
    if settings.mamPolicyRequired, state.activePolicy == nil {
      guard let registration = state.registration else {
        return .signInPrompt(SignInPrompt(reason: .authRequired, cancellable: false))
      }
      switch registration.phase {
      case .enrolling, .enrolled: return .connecting
      case .waitingToRetry(_, .accountNotLicensed): return .enrollmentBlocked(.notLicensed)
      case .waitingToRetry(_, .licensedNotTargeted), .waitingToRetry(_, .noPolicyReceived):
        return .enrollmentBlocked(.noPolicy)
      case .waitingToRetry(_, let code): return .enrollmentBlocked(.failed(code))
      }
    }
    guard let policy = app.integration.enforced(state.activePolicy) else { return nil }
    // The personal identity shows no organization data: nothing to check.
    if state.currentUIIdentity == .personal, state.identitySwitchPending != true { return nil }
    if state.credentialsCheckDue, policy.organizationalCredentialsRequired,
      let account = state.enrolledAccount
    {
      return .signInPrompt(SignInPrompt(reason: .accessCheck, upn: account.upn, cancellable: false))
    }
    guard policy.pinRequired else { return nil }
    if !state.pin.isSet { return .setPin(.choose(problem: nil)) }
    // Too many wrong PINs lock the PIN until the work account signs in, across launches too.
    if state.pin.failedAttempts >= policy.maximumPinRetries, let account = state.enrolledAccount {
      return .signInPrompt(
        SignInPrompt(reason: .maxPinAttempts, upn: account.upn, cancellable: false))
    }
    if state.accessCheckDue { return .enterPin(enterPinForm(state, policy: policy, at: now)) }
    if let setAt = state.pin.setAt, policy.periodBeforePinReset > .zero,
      now.duration(since: setAt) >= policy.periodBeforePinReset
    {
      let days = Int(policy.periodBeforePinReset.wholeMilliseconds / 86_400_000)
      return .setPin(.choose(problem: .expired(days: days)))
    }
    return nil
  }

  /// What the SDK shows next, after conditional launch and `gate`: a block, a warning not yet
  /// dismissed, a wipe, or the gate's screen (with the delegate call an auth-required prompt makes).
  func showGate(_ state: inout SessionState, at now: Instant) -> [SessionEffect] {
    if let finding = conditionalLaunchFinding(state, at: now) {
      if finding.action == .wipe, let account = state.enrolledAccount {
        return wipe(&state, account: account, notice: .conditionalLaunch(finding.condition))
      }
      state.sdkScreen = .conditionalLaunch(finding)
      return []
    }
    let screen = gate(state, at: now)
    state.sdkScreen = screen
    if case .signInPrompt(let prompt) = screen, prompt.reason == .authRequired {
      return [.notify(.enrollmentRequest(EnrollmentStatus(account: nil, code: .authRequired)))]
    }
    // A switch to the work account waited for these checks: they passed.
    if screen == nil { return completeIdentitySwitch(&state) }
    return []
  }
}

extension SessionEngine {
  /// The conditional-launch finding that counts now, for a managed app; warnings the user
  /// dismissed since launch no longer count.
  func conditionalLaunchFinding(_ state: SessionState, at now: Instant) -> ConditionalLaunchFinding?
  {
    guard let policy = app.integration.enforced(state.activePolicy), state.enrolledAccount != nil
    else { return nil }
    if state.currentUIIdentity == .personal, state.identitySwitchPending != true { return nil }
    let facts = ConditionalLaunch.Facts(
      device: state.device, appVersion: app.version, sdkVersion: app.sdkVersion,
      accountDisabled: state.accountDisabled,
      lastOnline: state.lastCheckIn ?? state.policy?.receivedAt ?? now, now: now)
    let pending = ConditionalLaunch.findings(policy, facts).filter {
      $0.action != .warn || !state.dismissedWarnings.contains($0.condition)
    }
    return ConditionalLaunch.decisive(pending)
  }
}

extension SDKScreen {
  /// Whether the screen has a Close Application button.
  var offersCloseApplication: Bool {
    switch self {
    case .enrollmentBlocked, .connecting, .storeError: true
    case .conditionalLaunch(let finding): finding.action == .block
    case .signInPrompt(let prompt): prompt.reason == .authRequired
    default: false
    }
  }
}
