import SessionEngine

/// Runs the MDX engine on a clock: feeds it events, wakes it at its deadlines, maps the shared
/// `WorldChange` vocabulary onto MDX events, and keeps a log of its effects.
///
/// The counterpart of the Intune `SessionRuntime` for a front to drive; it holds no terminal. With
/// an `MDXDeviceKeeper`, the shared vaults and the app's session are read from it at the start
/// (an app left running is ended first, as iOS ends it) and every step that changes them is kept
/// there in one transaction.
public final class MDXRuntime {
  /// The Citrix world.
  public let scenario: MDXScenario
  /// The engine's state.
  public private(set) var state: MDXState
  /// The current instant.
  public private(set) var now: Instant
  /// Everything the engine asked for, in order.
  public private(set) var log: [MDXLogEntry] = []
  /// Changes whenever the state, the clock or the log changes.
  public private(set) var revision: UInt64 = 0
  /// The last failure to keep a vault, if any (the session goes on in memory).
  public private(set) var storeError: SessionStoreError?

  private var keeper: (any MDXDeviceKeeper)?
  /// The instant the keeper last kept.
  private var savedNow: Instant

  /// A runtime over `scenario`'s phone, at `now`, whose vaults live in memory only.
  public init(scenario: MDXScenario, now: Instant = .zero) {
    self.scenario = scenario
    self.state = scenario.initialState
    self.now = now
    self.savedNow = now
  }

  /// A runtime over `scenario`'s phone on the device `keeper` holds: its vaults, and the app's
  /// session where an earlier run left it (at `now` when there is none).
  public convenience init(scenario: MDXScenario, now: Instant = .zero, keeper: any MDXDeviceKeeper)
    throws(SessionStoreError)
  {
    self.init(scenario: scenario, now: now)
    state.vaultKeychain.vaults = try keeper.storedVaults()
    if let session = try keeper.storedSession(bundleId: scenario.bundleId) {
      session.restore(into: &state)
      self.now = session.now
      self.savedNow = session.now
    }
    self.keeper = keeper
    if state.isRunning { send(.quit) }
    if let storeError { throw storeError }
  }

  /// The next instant at which the engine wants a `tick`, if any.
  public var nextDue: Instant? { MDXEngine.nextDeadline(state, after: now) }

  /// Feeds `event` to the engine now; returns its effects (also logged).
  @discardableResult
  public func send(_ event: MDXEvent) -> [MDXEffect] {
    let before = state
    let effects = MDXEngine.reduce(&state, event, at: now)
    log += effects.map { MDXLogEntry(at: now, effect: $0) }
    // The clock is kept too once it moved a second or more, so that time passed (offline,
    // inactive) still counts after a relaunch.
    if let keeper, state != before || now.duration(since: savedNow) >= .seconds(1) {
      var vaults: [(MDXVaultKeychain.Place, MDXStoredVault?)] = []
      for case .vaultStored(let place, let vault) in effects { vaults.append((place, vault)) }
      do {
        try keeper.keep(
          MDXSessionSnapshot(state, at: now), bundleId: scenario.bundleId, vaults: vaults)
        savedNow = now
      } catch {
        storeError = error
      }
    }
    if state != before || !effects.isEmpty { revision &+= 1 }
    return effects
  }

  /// Moves the clock to `target`, waking the engine at every deadline on the way.
  public func advance(to target: Instant) {
    guard target > now else { return }
    while let due = nextDue, due <= target {
      now = due
      send(.tick)
    }
    now = target
    revision &+= 1
    send(.tick)
  }

  /// Makes a change to the world in the shared vocabulary; false when it means nothing to an
  /// MDX app (an Intune administrator's change, the device's model, ...).
  @discardableResult
  public func apply(_ change: WorldChange) -> Bool {
    switch change {
    case .advanceClock(let duration):
      advance(to: now.advanced(by: duration))
    case .device(.jailbroken(let flag)):
      send(.jailbreakChanged(flag))
    case .device(.online(let flag)):
      send(.networkChanged(online: flag))
    case .device(.appInBackground(true)):
      send(.background)
    case .device(.appInBackground(false)):
      send(.willEnterForeground)
      send(.didBecomeActive)
    case .device, .admin:
      return false
    }
    return true
  }

  /// What `MdxManager` answers now to `call` (for `getValueOfPolicy`, of `policy`).
  public func answer(_ call: String, policy: String = "") -> MDXAnswer? {
    MdxManager.answer(call, policy: policy, state)
  }
}
