import SessionEngine

extension MDXEngine {
  /// Looks at what time and the world require of a running, active app, and shows it.
  ///
  /// Blocking screens (wipe, lock, jailbreak) first; then, for a managed app on its own screens,
  /// a closed session (logon through Secure Hub), the end of the offline period, the inactivity
  /// timer, and the offline reminders.
  static func settle(_ state: inout MDXState, at now: Instant, _ effects: inout [MDXEffect]) {
    guard state.isRunning, state.lifecycle == .active else { return }
    if let blocked = gate(state) {
      state.phase = blocked
      return
    }
    guard state.configuration.mode == .managed, state.policies != nil else { return }
    let onAppScreens: Bool
    switch state.phase {
    case .running, .offlineReminder: onAppScreens = true
    default: onAppScreens = false
    }
    guard onAppScreens else { return }
    if let end = offlineDeadline(state), now >= end {
      state.sessionActive = false
      state.phase = .offlineLocked
      return
    }
    if !state.sessionActive {
      // Too many wrong PINs lock Secure Hub until the directory password, across launches too.
      state.phase = pinLocked(state) ? .authLocked : .hubLogon
      effects.append(.handOffToSecureHub(force: false))
      return
    }
    if let due = inactivityDeadline(state), now >= due {
      state.phase = .appPasscode
      return
    }
    guard let end = offlineDeadline(state) else { return }
    let crossed = reminderMinutes.filter {
      now >= end.advanced(by: .seconds(-60 * $0)) && !state.remindersShown.contains($0)
    }
    if let nearest = crossed.min() {
      state.remindersShown.formUnion(crossed)
      state.phase = .offlineReminder(minutesLeft: nearest)
      effects.append(.offlineReminder(minutesLeft: nearest))
    }
  }

  /// When the offline period ends, for a managed app that has logged on over the network.
  public static func offlineDeadline(_ state: MDXState) -> Instant? {
    guard state.configuration.mode == .managed, let policies = state.policies,
      let start = state.lastNetworkLogon
    else { return nil }
    return start.advanced(by: .seconds(3600 * policies.maxOfflineHours))
  }

  /// When the inactivity timer runs out, when the app passcode applies.
  public static func inactivityDeadline(_ state: MDXState) -> Instant? {
    guard state.configuration.mode == .managed, let policies = state.policies,
      policies.appPasscode, policies.inactivityMinutes > 0, state.sessionActive,
      let last = state.lastActivity
    else { return nil }
    return last.advanced(by: .seconds(60 * policies.inactivityMinutes))
  }

  /// The next instant after `now` at which a `tick` could change something, for the runtime's
  /// timer; nil when nothing is due.
  public static func nextDeadline(_ state: MDXState, after now: Instant) -> Instant? {
    guard state.isRunning else { return nil }
    var candidates: [Instant] = []
    if let due = inactivityDeadline(state) { candidates.append(due) }
    if let end = offlineDeadline(state) {
      candidates.append(end)
      for minutes in reminderMinutes where !state.remindersShown.contains(minutes) {
        candidates.append(end.advanced(by: .seconds(-60 * minutes)))
      }
    }
    return candidates.filter { $0 > now }.min()
  }
}
