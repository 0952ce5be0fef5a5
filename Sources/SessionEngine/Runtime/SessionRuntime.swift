/// Runs the engine against the simulated world: feeds events in, performs effects, keeps time.
///
/// Single-threaded and synchronous. Services answer after their scenario timing, delivered through
/// the scheduler; `advance` moves the clock and delivers whatever falls due, in order. Tests and
/// replays move a virtual clock; the interactive front moves it to the wall clock.
public final class SessionRuntime {
  /// The reducer.
  public let engine: SessionEngine
  /// The engine's state.
  public private(set) var state: SessionState { didSet { revision &+= 1 } }
  /// The world as it is now: tenant, policies, device (admin and device commands change it).
  public private(set) var scenario: Scenario {
    didSet {
      revision &+= 1
      worldRevision &+= 1
    }
  }
  /// The MAM service's memory.
  public private(set) var service = SimulatedMAMService() { didSet { revision &+= 1 } }
  /// The current instant.
  public private(set) var now: Instant
  /// The delegate callbacks so far.
  public private(set) var log: EventLog {
    didSet {
      revision &+= 1
      logRevision &+= 1
    }
  }
  /// A number that changes whenever the state, the world, the service or the log changes (not
  /// the clock alone), so a view of them can be kept while it stays the same.
  public private(set) var revision: UInt64 = 0
  /// A number that changes whenever the world (`scenario`) changes.
  public private(set) var worldRevision: UInt64 = 0
  /// A number that changes whenever the log changes.
  public private(set) var logRevision: UInt64 = 0
  /// Why the store last failed to save a step, if it did (the session goes on in memory).
  public private(set) var storeError: SessionStoreError?

  private var scheduler = Scheduler()
  private var vault: any PinVault
  private var store: (any SessionStore)?
  private var steps = 0
  private var savedNow = Instant.zero

  /// A runtime for `scenario`, starting at `start`, with its PIN kept in `vault`.
  public init(scenario: Scenario, start: Instant = .zero, vault: any PinVault = MemoryPinVault()) {
    self.scenario = scenario
    self.engine = SessionEngine(app: scenario.app)
    self.state = engine.initialState(device: scenario.device)
    self.now = start
    self.vault = vault
    let secrets =
      scenario.app.settings.valuesToScrubFromLogging + scenario.tenant.users.map(\.password)
    self.log = EventLog(scrubber: LogScrubber(values: secrets))
  }

  /// A runtime for `scenario` kept in `store`: it resumes from the snapshot saved for the app's
  /// bundle id (its state, clock, timers and device), or starts afresh at `start`; every step is
  /// saved as one all-or-nothing change. The PIN is kept in `vault`.
  public convenience init(
    scenario: Scenario, store: any SessionStore, vault: any PinVault, start: Instant = .zero
  ) throws(SessionStoreError) {
    self.init(scenario: scenario, start: start, vault: vault)
    self.store = store
    if let saved = try store.loadSnapshot(bundleId: scenario.app.bundleId) {
      restore(saved)
      now = saved.now
      savedNow = saved.now
    }
  }

  /// What a store saves: the state, the clock, what is scheduled, the service's memory, the device.
  public var snapshot: RuntimeSnapshot {
    RuntimeSnapshot(
      state: state, now: now, scheduler: scheduler, service: service, device: scenario.device,
      steps: steps)
  }

  /// When the next scheduled thing is due, if any.
  public var nextDue: Instant? { scheduler.nextDue }

  /// When the timer `id` fires, if it runs.
  public func due(_ id: TimerID) -> Instant? { scheduler.due(id) }

  /// Hands `event` to the engine now and performs its effects.
  public func send(_ event: SessionEvent) {
    guard let store else {
      step(event)
      return
    }
    persist(in: store) { self.step(event) }
  }

  /// Reduces `event` and performs its effects; returns the effects.
  @discardableResult
  private func step(_ event: SessionEvent) -> [SessionEffect] {
    let effects = engine.reduce(&state, event, at: now)
    steps += 1
    for effect in effects { perform(effect) }
    return effects
  }

  /// Runs `change` as one step of `store`, starting from what the store holds.
  private func persist(in store: any SessionStore, _ change: () -> [SessionEffect]) {
    do {
      try store.step(bundleId: scenario.app.bundleId, from: snapshot) { start in
        if start != snapshot { restore(start) }
        let effects = change()
        return (snapshot, effects)
      }
      savedNow = now
    } catch {
      storeError = error
    }
  }

  /// Takes over a snapshot the store holds (saved by an earlier run or another process).
  private func restore(_ saved: RuntimeSnapshot) {
    state = saved.state
    scheduler = saved.scheduler
    service = saved.service
    scenario.device = saved.device
    steps = saved.steps
    if saved.now > now { now = saved.now }
  }

  /// Moves the clock forward by `duration`, delivering everything that falls due on the way.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves the clock to `target` (never backwards), delivering what falls due, in order.
  public func advance(to target: Instant) {
    while let (due, item) = scheduler.popDue(notAfter: target) {
      if due > now { now = due }
      switch item {
      case .timer(let id): send(.timerFired(id))
      case .delivery(let event): send(event)
      }
    }
    if target > now { now = target }
    if let store, now.duration(since: savedNow) >= .seconds(1) {
      persist(in: store) { [] }
    }
  }

  // MARK: - The user and the phone

  /// The user opens the app from the home screen.
  public func launch() { send(.launched(scenario.device)) }

  /// The user kills the app and opens it again.
  public func relaunch() {
    send(.terminated)
    launch()
  }

  /// The device changes (jailbreak, OS, network, ...); a running app notices.
  public func updateDevice(_ change: (inout DeviceState) -> Void) {
    change(&scenario.device)
    if state.isRunning { send(.deviceChanged(scenario.device)) }
  }

  // MARK: - The administrator

  /// Orders a selective wipe of `upn`'s data; it reaches the app at its next check-in.
  public func adminWipe(upn: String) throws(AdminError) {
    guard scenario.tenant.user(upn: upn) != nil else { throw .unknownUser(upn) }
    service.orderWipe(upn: upn)
  }

  /// Enables or disables `upn`'s account.
  public func adminSetEnabled(upn: String, _ enabled: Bool) throws(AdminError) {
    guard let index = scenario.tenant.userIndex(upn: upn) else { throw .unknownUser(upn) }
    scenario.tenant.users[index].enabled = enabled
  }

  /// Replaces the policy at `index` (an admin edit); it reaches the app at its next check-in.
  public func adminReplacePolicy(at index: Int, with policy: AppProtectionPolicy) {
    guard scenario.policies.indices.contains(index) else { return }
    scenario.policies[index] = policy
  }

  /// "Check in now": the app checks in at once if it is enrolled and running.
  public func checkInNow() {
    guard state.isRunning, state.enrolledAccount != nil else { return }
    scheduler.cancel(.checkIn)
    send(.timerFired(.checkIn))
  }

  // MARK: - Effects

  private func perform(_ effect: SessionEffect) {
    let timing = scenario.timing
    let online = scenario.device.online
    switch effect {
    case .authenticate(let upn, let password, let purpose):
      let result = SimulatedIdentityProvider.authenticate(
        upn: upn, password: password, tenant: scenario.tenant, online: online)
      deliver(.authenticated(purpose, result), after: timing.signIn)
    case .enroll(let account):
      let code = service.enroll(account, in: scenario, online: online)
      deliver(.enrollmentCompleted(account, code), after: timing.mamService)
    case .requestPolicy(let account):
      let answer = service.checkIn(
        account, holding: state.policy?.policy, in: scenario, online: online)
      deliver(.checkInCompleted(account, answer), after: timing.mamService)
    case .unenroll(let account):
      let code = service.unenroll(account)
      deliver(.unenrollCompleted(account, code), after: timing.mamService)
    case .startTimer(let id, let after):
      scheduler.schedule(.timer(id), at: now.advanced(by: after))
    case .cancelTimer(let id):
      scheduler.cancel(id)
    case .storePin(let pin, let refusingPrevious):
      do throws(PinVaultError) {
        let accepted = try vault.store(pin, refusingPrevious: refusingPrevious)
        deliver(.pinStored(accepted: accepted), after: .zero)
      } catch {
        deliver(.deviceStoreFailed(StoreFailure(.savePin, error)), after: .zero)
      }
    case .verifyPin(let pin):
      do throws(PinVaultError) {
        let correct = try vault.verify(pin)
        deliver(.pinVerified(correct), after: .zero)
      } catch {
        deliver(.deviceStoreFailed(StoreFailure(.checkPin, error)), after: .zero)
      }
    case .clearPin:
      do throws(PinVaultError) {
        try vault.clear()
      } catch {
        deliver(.deviceStoreFailed(StoreFailure(.clearPin, error)), after: .zero)
      }
    case .notify(let callback):
      log.append(callback, at: now)
    case .processEnded:
      scheduler.removeAll()
    }
  }

  private func deliver(_ event: SessionEvent, after delay: Duration) {
    scheduler.schedule(.delivery(event), at: now.advanced(by: delay))
  }
}

/// Why an administrator's order could not be carried out.
public enum AdminError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No such user in the tenant.
  case unknownUser(String)
  /// The policy edit was refused.
  case policyEdit(String)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .unknownUser(let upn): "the tenant has no user \(upn)"
    case .policyEdit(let message): message
    }
  }
}
