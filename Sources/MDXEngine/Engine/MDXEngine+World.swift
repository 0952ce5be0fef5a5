import SessionEngine

extension MDXEngine {
  /// Changes to the device (Secure Hub, network, jailbreak) and the administrator's actions.
  static func world(
    _ state: inout MDXState, _ event: MDXEvent, at now: Instant, _ effects: inout [MDXEffect]
  ) {
    switch event {
    case .installSecureHub:
      guard !state.secureHubInstalled else { return }
      state.secureHubInstalled = true
      if state.phase == .secureHubMissing {
        state.phase = .hubServerAddress
        effects.append(.handOffToSecureHub(force: false))
      }
    case .removeSecureHub:
      guard state.secureHubInstalled else { return }
      state.secureHubInstalled = false
      forgetEnrolment(&state, &effects)
      if state.configuration.mode == .managed, state.isRunning, gate(state) == nil {
        state.phase = .secureHubMissing
      }
    case .networkChanged(let online):
      guard state.online != online else { return }
      state.online = online
      guard online else { return }
      let pending = state.pendingAdmin
      state.pendingAdmin = []
      for action in pending { carryOut(action, &state, at: now, &effects) }
    case .jailbreakChanged(let jailbroken):
      guard state.jailbroken != jailbroken else { return }
      state.jailbroken = jailbroken
      settle(&state, at: now, &effects)
    case .admin(let action):
      guard state.configuration.mode == .managed else { return }
      guard state.online else { return state.pendingAdmin.append(action) }
      carryOut(action, &state, at: now, &effects)
    default:
      return
    }
  }

  /// Carries out an administrator's action that reached the device.
  /// Erases the app's data: its files (when it has any) and what its shared-vault instance
  /// loaded and its last class call answered, as another app's wipe erases its own.
  private static func eraseAppData(_ state: inout MDXState, _ effects: inout [MDXEffect]) {
    state.vaults[.app] = nil
    state.vaultClassResults[.app] = nil
    guard state.appDataPresent else { return }
    state.appDataPresent = false
    effects.append(.eraseAppData)
  }

  private static func carryOut(
    _ action: MDXAdminAction, _ state: inout MDXState, at now: Instant,
    _ effects: inout [MDXEffect]
  ) {
    switch action {
    case .appLock:
      guard !state.adminLocked else { return }
      state.adminLocked = true
      state.sessionActive = false
      if state.policies?.wipeDataOnAppLock == true { eraseAppData(&state, &effects) }
      settle(&state, at: now, &effects)
    case .appUnlock:
      guard state.adminLocked else { return }
      state.adminLocked = false
      if state.phase == .adminLocked { reopen(&state, &effects) }
    case .appWipe:
      guard !state.wiped else { return }
      state.wiped = true
      forgetEnrolment(&state, &effects)
      eraseAppData(&state, &effects)
      settle(&state, at: now, &effects)
    case .appUnwipe:
      guard state.wiped else { return }
      state.wiped = false
      if state.phase == .wiped { reopen(&state, &effects) }
    }
  }

  /// After a lock or wipe is lifted, the app hands off to Secure Hub (or shows another block).
  private static func reopen(_ state: inout MDXState, _ effects: inout [MDXEffect]) {
    if let blocked = gate(state) { return state.phase = blocked }
    guard state.secureHubInstalled else { return state.phase = .secureHubMissing }
    state.phase = state.enrolledUser == nil ? .hubServerAddress : .hubLogon
    effects.append(.handOffToSecureHub(force: false))
  }

  /// Secure Hub forgets the user: enrolment, PIN and session.
  private static func forgetEnrolment(_ state: inout MDXState, _ effects: inout [MDXEffect]) {
    guard state.enrolledUser != nil || state.pin != nil else { return }
    state.enrolledUser = nil
    state.pin = nil
    state.pendingUser = nil
    state.sessionActive = false
    state.lastNetworkLogon = nil
    state.remindersShown = []
    effects.append(.unenrol)
  }
}
