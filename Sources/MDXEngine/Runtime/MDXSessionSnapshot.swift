import SessionEngine

/// What a device keeps of one MDX app's session between runs: the engine's state without the
/// world (the scenario gives it again) and without the shared vaults (kept apart), and the time.
///
/// It holds the Citrix PIN, so the store keeps it sealed.
public struct MDXSessionSnapshot: Equatable, Sendable, Codable {
  /// The session's clock.
  public var now: Instant
  /// The app's mode when the session was kept, for listings (the scenario gives it again on a
  /// restore; absent in stores written before it was kept).
  public var mode: MDXMode?
  /// The phase on screen.
  public var phase: MDXPhase
  /// The app's life cycle.
  public var lifecycle: MDXLifecycle
  /// Whether Secure Hub is installed.
  public var secureHubInstalled: Bool
  /// Whether the phone is jailbroken.
  public var jailbroken: Bool
  /// Whether the phone is online.
  public var online: Bool
  /// The enrolled user's UPN.
  public var enrolledUPN: String?
  /// The Citrix PIN.
  public var pin: String?
  /// The UPN waiting for its PIN to be chosen.
  public var pendingUPN: String?
  /// Whether a logon session is open.
  public var sessionActive: Bool
  /// The last activity in the app.
  public var lastActivity: Instant?
  /// The last logon over the network.
  public var lastNetworkLogon: Instant?
  /// The reminders shown in this offline period.
  public var remindersShown: Set<Int>
  /// Wrong PINs in a row.
  public var authFailures: Int
  /// The administrator's App lock.
  public var adminLocked: Bool
  /// The administrator's App wipe.
  public var wiped: Bool
  /// Admin actions waiting for the network.
  public var pendingAdmin: [MDXAdminAction]
  /// Whether the app's data is on the phone.
  public var appDataPresent: Bool
  /// Whether Secure Hub last opened the app.
  public var launchedBySecureHub: Bool
  /// Whether the pending hand-off is a forced logon.
  public var forcedLogon: Bool
  /// Each app's vault instance, by role name.
  public var vaults: [String: MDXVault]
  /// Each app's last class-method call on the vault, by role name (absent in stores written
  /// before the class methods were modelled).
  public var vaultClassResults: [String: MDXVaultClassResult]?
  /// The other apps' sessions that changed, by role name (absent in older stores: all open).
  public var otherSessions: [String: MDXOtherAppSession]?

  /// The snapshot of `state` at `now`.
  public init(_ state: MDXState, at now: Instant) {
    self.now = now
    mode = state.configuration.mode
    phase = state.phase
    lifecycle = state.lifecycle
    secureHubInstalled = state.secureHubInstalled
    jailbroken = state.jailbroken
    online = state.online
    enrolledUPN = state.enrolledUser?.upn
    pin = state.pin?.reveal()
    pendingUPN = state.pendingUser?.upn
    sessionActive = state.sessionActive
    lastActivity = state.lastActivity
    lastNetworkLogon = state.lastNetworkLogon
    remindersShown = state.remindersShown
    authFailures = state.authFailures
    adminLocked = state.adminLocked
    wiped = state.wiped
    pendingAdmin = state.pendingAdmin
    appDataPresent = state.appDataPresent
    launchedBySecureHub = state.launchedBySecureHub
    forcedLogon = state.forcedLogon
    vaults = Dictionary(uniqueKeysWithValues: state.vaults.map { ($0.key.rawValue, $0.value) })
    otherSessions =
      state.otherSessions.isEmpty
      ? nil
      : Dictionary(uniqueKeysWithValues: state.otherSessions.map { ($0.key.rawValue, $0.value) })
    vaultClassResults =
      state.vaultClassResults.isEmpty
      ? nil
      : Dictionary(
        uniqueKeysWithValues: state.vaultClassResults.map { ($0.key.rawValue, $0.value) })
  }

  /// Puts the snapshot back into `state` (whose configuration and vaults stay); users are found
  /// again by UPN in the configuration's directory.
  public func restore(into state: inout MDXState) {
    let directory = state.configuration
    state.phase = phase
    state.lifecycle = lifecycle
    state.secureHubInstalled = secureHubInstalled
    state.jailbroken = jailbroken
    state.online = online
    state.enrolledUser = enrolledUPN.flatMap { directory.user(named: $0) }
    state.pin = pin.map(Secret.init)
    state.pendingUser = pendingUPN.flatMap { directory.user(named: $0) }
    state.sessionActive = sessionActive
    state.lastActivity = lastActivity
    state.lastNetworkLogon = lastNetworkLogon
    state.remindersShown = remindersShown
    state.authFailures = authFailures
    state.adminLocked = adminLocked
    state.wiped = wiped
    state.pendingAdmin = pendingAdmin
    state.appDataPresent = appDataPresent
    state.launchedBySecureHub = launchedBySecureHub
    state.forcedLogon = forcedLogon
    state.denial = nil
    state.vaults = [:]
    for (name, vault) in vaults {
      if let role = MDXVaultRole(rawValue: name) { state.vaults[role] = vault }
    }
    state.otherSessions = [:]
    for (name, session) in otherSessions ?? [:] {
      if let role = MDXVaultRole(rawValue: name) { state.otherSessions[role] = session }
    }
    state.vaultClassResults = [:]
    for (name, result) in vaultClassResults ?? [:] {
      if let role = MDXVaultRole(rawValue: name) { state.vaultClassResults[role] = result }
    }
  }
}
