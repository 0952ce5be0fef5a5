import SessionEngine

/// Runs the MDX engine on a clock: feeds it events, wakes it at its deadlines, maps the shared
/// `WorldChange` vocabulary onto MDX events, and keeps a log of its effects.
///
/// The counterpart of the Intune `SessionRuntime` for a front to drive; it holds no terminal. With
/// a `MDXVaultKeeper`, the shared vaults are read from it at the start and every change to them
/// is kept there at once.
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

  private var keeper: (any MDXVaultKeeper)?

  /// A runtime over `scenario`'s phone, at `now`, whose vaults live in memory only.
  public init(scenario: MDXScenario, now: Instant = .zero) {
    self.scenario = scenario
    self.state = scenario.initialState
    self.now = now
  }

  /// A runtime over `scenario`'s phone, at `now`, whose vaults are the ones `keeper` holds.
  public convenience init(scenario: MDXScenario, now: Instant = .zero, keeper: any MDXVaultKeeper)
    throws(SessionStoreError)
  {
    self.init(scenario: scenario, now: now)
    state.vaultKeychain.vaults = try keeper.storedVaults()
    self.keeper = keeper
  }

  /// The next instant at which the engine wants a `tick`, if any.
  public var nextDue: Instant? { MDXEngine.nextDeadline(state, after: now) }

  /// Feeds `event` to the engine now; returns its effects (also logged).
  @discardableResult
  public func send(_ event: MDXEvent) -> [MDXEffect] {
    let before = state
    let effects = MDXEngine.reduce(&state, event, at: now)
    log += effects.map { MDXLogEntry(at: now, effect: $0) }
    for case .vaultStored(let place, let vault) in effects {
      do {
        try keeper?.keepVault(vault, at: place)
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
