/// Multi-identity apps (`MultiIdentity` YES): the personal identity beside the work account, and
/// switching between them. Switching to the work account runs its access checks (conditional
/// launch, the PIN), with Cancel unless `MultiIdentityCancelDisabled`.
extension SessionEngine {
  /// The user asked the app to show `choice`.
  func switchIdentity(_ state: inout SessionState, to choice: UIIdentityChoice, at now: Instant)
    -> [SessionEffect]
  {
    guard settings.multiIdentity, state.isRunning, state.sdkScreen == nil, state.isManaged,
      case .signedIn = state.signIn, state.identitySwitchPending != true
    else { return [] }
    guard choice != state.currentUIIdentity else { return [] }
    switch choice {
    case .personal:
      state.uiIdentityChoice = .personal
      return [.notify(.identitySwitchRequired(.success))]
    case .work:
      state.identitySwitchPending = true
      if state.activePolicy?.pinRequired == true, state.pin.isSet { state.accessCheckDue = true }
      return showGate(&state, at: now)
    }
  }

  /// Cancel on an access check of a switch to the work account: the app stays personal.
  func cancelIdentitySwitch(_ state: inout SessionState) -> [SessionEffect] {
    guard state.isRunning, state.identitySwitchPending == true,
      !settings.multiIdentityCancelDisabled, state.sdkScreen?.cancelsIdentitySwitch == true
    else { return [] }
    state.identitySwitchPending = nil
    state.sdkScreen = nil
    return [.notify(.identitySwitchRequired(.canceled))]
  }

  /// After the access checks of a pending switch passed: the app shows the work account.
  func completeIdentitySwitch(_ state: inout SessionState) -> [SessionEffect] {
    guard state.identitySwitchPending == true else { return [] }
    state.identitySwitchPending = nil
    state.uiIdentityChoice = nil
    return [.notify(.identitySwitchRequired(.success))]
  }
}

extension SDKScreen {
  /// Whether the screen is an access check a switch to the work account may be cancelled on.
  public var cancelsIdentitySwitch: Bool {
    switch self {
    case .enterPin, .conditionalLaunch: true
    default: false
    }
  }
}
