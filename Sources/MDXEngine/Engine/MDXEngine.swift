import SessionEngine

/// The MDX session engine: a pure reducer from an event and the time to a new state and effects.
///
/// It plays the Citrix side of the phone — the MDX app, Secure Hub, the device and the
/// administrator — as plain values; time is an input. An event that does not apply to the phase
/// changes nothing. Split by topic: life cycle (here), Secure Hub enrolment and logon, clock
/// deadlines, device and administrator.
public enum MDXEngine {
  /// The minutes before the end of the offline period at which a reminder is shown.
  public static let reminderMinutes = [30, 15, 5]

  /// Applies `event`, happening at `now`, to `state`; returns what the world must do.
  public static func reduce(
    _ state: inout MDXState, _ event: MDXEvent, at now: Instant
  ) -> [MDXEffect] {
    var effects: [MDXEffect] = []
    if event != .tick, event != .userActivity { state.denial = nil }
    switch event {
    case .launch: launch(&state, at: now, &effects)
    case .background:
      guard state.isRunning, state.lifecycle == .active else { break }
      state.lifecycle = .background
    case .willEnterForeground:
      guard state.isRunning, state.lifecycle == .background else { break }
      state.lifecycle = .willEnterForeground
      state.launchedBySecureHub = false
    case .didBecomeActive:
      guard state.isRunning, state.lifecycle == .willEnterForeground else { break }
      state.lifecycle = .active
      settle(&state, at: now, &effects)
    case .quit:
      guard state.isRunning else { break }
      state.phase = .notRunning
      state.lifecycle = .notRunning
      state.launchedBySecureHub = false
      state.pendingUser = nil
      state.forcedLogon = false
    case .userActivity:
      settle(&state, at: now, &effects)
      if state.phase == .running, state.lifecycle == .active { state.lastActivity = now }
    case .tick: settle(&state, at: now, &effects)
    case .submitServerAddress, .submitCredentials, .createPin, .enterPin, .requestNetworkLogon,
      .dismissReminder, .appRequestsLogon, .signOffFromHub:
      secureHub(&state, event, at: now, &effects)
    case .installSecureHub, .removeSecureHub, .networkChanged, .jailbreakChanged, .admin:
      world(&state, event, at: now, &effects)
    case .vault(let role, let call): vault(&state, role, call, &effects)
    case .vaultClass(let role, let call): vaultClass(&state, role, call, &effects)
    case .otherApp(let role, let action): otherApp(&state, role, action)
    }
    return effects
  }

  /// The user opens the app from the home screen.
  private static func launch(_ state: inout MDXState, at now: Instant, _ effects: inout [MDXEffect])
  {
    guard !state.isRunning else { return }
    state.lifecycle = .active
    state.launchedBySecureHub = false
    if let blocked = gate(state) {
      state.phase = blocked
      return
    }
    guard state.configuration.mode == .managed else {
      state.phase = .running
      state.lastActivity = now
      return
    }
    guard state.secureHubInstalled else {
      state.phase = .secureHubMissing
      return
    }
    guard state.enrolledUser != nil else {
      state.phase = .hubServerAddress
      effects.append(.handOffToSecureHub(force: false))
      return
    }
    state.phase = .running
    settle(&state, at: now, &effects)
    // An inactivity timer of 0 asks for the app passcode at each launch instead.
    if state.phase == .running, let policies = state.policies, policies.appPasscode,
      policies.inactivityMinutes == 0
    {
      state.phase = .appPasscode
      return
    }
    if state.phase == .running { state.lastActivity = now }
  }

  /// The blocking screen the app must show whatever it was doing, if any.
  static func gate(_ state: MDXState) -> MDXPhase? {
    let managed = state.configuration.mode == .managed
    if managed, state.wiped { return .wiped }
    if managed, state.adminLocked { return .adminLocked }
    if state.jailbroken, state.policies?.blockJailbroken == true { return .jailbreakBlocked }
    return nil
  }

  /// A logon that went through: the session opens and Secure Hub hands back to the app.
  static func completeLogon(
    _ state: inout MDXState, network: Bool, at now: Instant, _ effects: inout [MDXEffect]
  ) {
    state.sessionActive = true
    state.authFailures = 0
    state.lastActivity = now
    state.forcedLogon = false
    if network {
      state.lastNetworkLogon = now
      state.remindersShown = []
    }
    state.phase = .running
    state.lifecycle = .active
    state.launchedBySecureHub = true
    effects.append(.returnToApp)
    settle(&state, at: now, &effects)
  }
}
