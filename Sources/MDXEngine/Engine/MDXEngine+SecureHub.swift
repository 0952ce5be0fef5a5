import SessionEngine

extension MDXEngine {
  /// Enrolment in Secure Hub, logons, the app passcode and the app's logon requests.
  static func secureHub(
    _ state: inout MDXState, _ event: MDXEvent, at now: Instant, _ effects: inout [MDXEffect]
  ) {
    switch (event, state.phase) {
    case (.submitServerAddress(let address), .hubServerAddress):
      guard state.online else { return state.denial = .offline }
      guard sameServer(address, state.configuration.serverAddress) else {
        return state.denial = .unknownServer
      }
      state.phase = .hubCredentials
    case (.submitCredentials(let name, let password), .hubCredentials):
      guard state.online else { return state.denial = .offline }
      guard let user = state.configuration.user(named: name), user.password.reveal() == password
      else { return state.denial = .wrongCredentials }
      state.pendingUser = user
      state.phase = .hubCreatePin
    case (.submitCredentials(let name, let password), .authLocked):
      guard state.online else { return state.denial = .offline }
      guard let user = state.configuration.user(named: name), user == state.enrolledUser,
        user.password.reveal() == password
      else { return state.denial = .wrongCredentials }
      completeLogon(&state, network: true, at: now, &effects)
    case (.createPin(let pin, let confirmation), .hubCreatePin):
      let length = state.configuration.pinLength
      guard pin.count == length, pin.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return state.denial = .pinRules(length: length)
      }
      // Byte for byte, as the PIN is checked later (see `Secret`).
      guard pin.utf8.elementsEqual(confirmation.utf8) else { return state.denial = .pinsDiffer }
      state.pin = Secret(pin)
      state.enrolledUser = state.pendingUser
      state.pendingUser = nil
      state.appDataPresent = true
      completeLogon(&state, network: true, at: now, &effects)
    case (.enterPin(let typed), .hubLogon):
      let expired = offlineDeadline(state).map { now >= $0 } ?? false
      guard state.online || !expired else { return state.denial = .offline }
      guard isPinShaped(typed, state) else {
        return state.denial = .pinRules(length: state.configuration.pinLength)
      }
      guard let pin = state.pin, Secret(typed) == pin else { return wrongPin(&state) }
      completeLogon(&state, network: state.online, at: now, &effects)
    case (.enterPin(let typed), .appPasscode):
      guard isPinShaped(typed, state) else {
        return state.denial = .pinRules(length: state.configuration.pinLength)
      }
      guard let pin = state.pin, Secret(typed) == pin else { return wrongPin(&state) }
      state.authFailures = 0
      state.lastActivity = now
      state.phase = .running
      settle(&state, at: now, &effects)
    case (.requestNetworkLogon, .offlineLocked):
      guard state.online else { return state.denial = .offline }
      state.phase = .hubLogon
      effects.append(.handOffToSecureHub(force: true))
    case (.dismissReminder, .offlineReminder):
      state.phase = .running
    case (.appRequestsLogon(let force), .running):
      guard state.configuration.mode == .managed else { return }
      guard state.secureHubInstalled else { return state.phase = .secureHubMissing }
      if state.sessionActive, !force {
        effects.append(.logonAlreadyActive)
        return
      }
      state.forcedLogon = force
      state.phase = state.enrolledUser == nil ? .hubServerAddress : .hubLogon
      effects.append(.handOffToSecureHub(force: force))
    case (.signOffFromHub, _):
      guard state.enrolledUser != nil, state.sessionActive else { return }
      state.sessionActive = false
      settle(&state, at: now, &effects)
    default:
      return
    }
  }

  /// Whether `typed` could be a PIN at all: the configured number of digits. Anything else (an
  /// empty entry, a short one) is turned down without counting as a wrong PIN.
  private static func isPinShaped(_ typed: String, _ state: MDXState) -> Bool {
    typed.count == state.configuration.pinLength && typed.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The policy's count of wrong PINs before the lock.
  private static func authFailureLimit(_ state: MDXState) -> Int {
    state.policies?.authFailuresBeforeLock ?? 5
  }

  /// Whether wrong PINs locked the enrolled user out until the directory password.
  static func pinLocked(_ state: MDXState) -> Bool {
    state.enrolledUser != nil && state.authFailures >= authFailureLimit(state)
  }

  /// A wrong PIN: one more failure, and the lock once the policy's count is reached.
  private static func wrongPin(_ state: inout MDXState) {
    state.authFailures += 1
    let limit = authFailureLimit(state)
    if state.authFailures >= limit {
      state.sessionActive = false
      state.phase = .authLocked
    } else {
      state.denial = .wrongPin(triesLeft: limit - state.authFailures)
    }
  }

  /// Whether `typed` names the server at `expected` (scheme, case and a final slash ignored).
  static func sameServer(_ typed: String, _ expected: String) -> Bool {
    func bare(_ text: String) -> String {
      var value = text.trimmingWhitespace().lowercased()
      for scheme in ["https://", "http://"] where value.hasPrefix(scheme) {
        value.removeFirst(scheme.count)
      }
      while value.hasSuffix("/") { value.removeLast() }
      return value
    }
    return !bare(typed).isEmpty && bare(typed) == bare(expected)
  }
}
