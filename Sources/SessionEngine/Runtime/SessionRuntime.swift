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
  /// A number that changes whenever the log or the decision log changes.
  public private(set) var logRevision: UInt64 = 0
  /// Why the store last failed to save a step, if it did (the session goes on in memory).
  public private(set) var storeError: SessionStoreError?
  /// The changes made to the world in this run, oldest first.
  public private(set) var worldLog: [WorldLogEntry] = [] { didSet { revision &+= 1 } }
  /// The SDK's data-protection decisions in this run, oldest first.
  public private(set) var dataLog: [DataLogEntry] = [] {
    didSet {
      revision &+= 1
      logRevision &+= 1
    }
  }
  /// The administrator's lasting changes to the tenant since the app was installed (policy
  /// edits, accounts enabled or disabled), replayed over `loaded` when a stored device resumes.
  private var tenantEdits: [AdminChange] = []
  /// The scenario as it was loaded, before any administrator's change.
  private let loaded: Scenario

  private var scheduler = Scheduler()
  private var vault: any PinVault
  private var store: (any SessionStore)?
  private var steps = 0
  private var savedNow = Instant.zero

  /// A runtime for `scenario`, starting at `start`, with its PIN kept in `vault`.
  public init(scenario: Scenario, start: Instant = .zero, vault: any PinVault = MemoryPinVault()) {
    self.scenario = scenario
    self.loaded = scenario
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
      steps: steps, tenantEdits: tenantEdits,
      valuesToScrub: scrubbedValues.isEmpty ? nil : scrubbedValues,
      passwordsToScrub: scrubbedPasswords.isEmpty ? nil : scrubbedPasswords)
  }

  /// The tenant's users' passwords, as the event log masks them (empty ones left out).
  private var scrubbedPasswords: [String] {
    scenario.tenant.users.map(\.password).filter { !$0.isEmpty }
  }

  /// The app's values to scrub from logs, as its settings give them (empty ones left out).
  private var scrubbedValues: [String] {
    scenario.app.settings.valuesToScrubFromLogging.filter { !$0.isEmpty }
  }

  /// When the next scheduled thing is due, if any.
  public var nextDue: Instant? { scheduler.nextDue }

  /// When the timer `id` fires, if it runs.
  public func due(_ id: TimerID) -> Instant? { scheduler.due(id) }

  /// Hands `event` to the engine now and performs its effects.
  public func send(_ event: SessionEvent) {
    transact { self.step(event) }
  }

  /// Runs `change` as one step: saved by the store, when there is one, as one all-or-nothing
  /// change that starts from what the store holds.
  func transact(_ change: () -> [SessionEffect]) {
    guard let store else {
      _ = change()
      return
    }
    persist(in: store, change)
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
      // The step was not saved: the app stops on the error screen, rather than going on as if
      // it had been (and nothing it did counts as an answer, such as a wrong PIN).
      let failure = StoreFailure(.saveStep, reason: error.message, location: store.location)
      _ = step(.deviceStoreFailed(failure))
    }
  }

  /// Takes over a snapshot the store holds (saved by an earlier run or another process).
  private func restore(_ saved: RuntimeSnapshot) {
    state = saved.state
    scheduler = saved.scheduler
    service = saved.service
    scenario.device = saved.device
    steps = saved.steps
    if saved.tenantEdits != tenantEdits {
      var world = loaded
      world.device = scenario.device
      // An edit that no longer fits the scenario (its file was changed since) is left out.
      for edit in saved.tenantEdits {
        do { try world.apply(edit, signedIn: nil) } catch { continue }
      }
      scenario = world
      tenantEdits = saved.tenantEdits
    }
    if saved.now > now { now = saved.now }
  }

  /// Moves the clock forward by `duration`, delivering everything that falls due on the way.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves the clock to `target` (never backwards), delivering what falls due, in order.
  public func advance(to target: Instant) {
    while true {
      if reduceQuietCheckIns(until: target) { continue }
      guard let (due, item) = scheduler.popDue(notAfter: target) else { break }
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

  /// The instant up to which the clock can move with only quiet check-ins on the way (each
  /// changes nothing but its time), or `nextDue` when the next thing due is not one of them: what
  /// a tape's `Wait` looks at the screen after.
  ///
  /// The first `checkInsLookedAtOneByOne` check-ins of a run are each looked at (by then the
  /// delegate log on the screen shows nothing but them, at any height a tape may set), so a
  /// `Wait` for the first of them still stops where it did.
  public var nextNotableDue: Instant? {
    guard let (_, run) = quietCheckIns(until: Instant(milliseconds: Self.latestQuietInstant)),
      log.trailingRun(of: run.callback) >= Self.checkInsLookedAtOneByOne
    else { return nextDue }
    return run.lastAnswer
  }

  /// How many check-ins of a quiet run `nextNotableDue` lets a `Wait` look at one by one: more
  /// than the rows of the tallest screen.
  public static let checkInsLookedAtOneByOne = 128

  /// Past this instant no run is reduced at once (the clock stops at its end there).
  private static let latestQuietInstant = Int64.max / 4

  /// When the next things due up to `target` are two or more quiet check-ins (see
  /// `SessionEngine.quietCheckIns`) with nothing else due among them, reduces them at once, as
  /// one step, with the same state, log, timers and clock as delivering them one by one would
  /// leave. Returns whether it did.
  private func reduceQuietCheckIns(until target: Instant) -> Bool {
    guard quietCheckIns(until: target) != nil else { return false }
    var reduced = false
    transact {
      // The store's copy may differ from what was looked at (another process stepped).
      guard let (next, run) = quietCheckIns(until: target) else { return [] }
      state = next
      steps += 2 * run.count
      log.append(run.callback, first: run.firstAnswer, every: run.period, count: run.count)
      scheduler.schedule(.timer(.checkIn), at: run.nextCheckIn, afterSkipping: 2 * run.count - 1)
      if run.lastAnswer > now { now = run.lastAnswer }
      reduced = true
      return []
    }
    return reduced
  }

  /// The state after the run of quiet check-ins that starts with the next thing due, and the
  /// run, when at least two of them are answered by `target` before anything else is due.
  private func quietCheckIns(until target: Instant) -> (SessionState, SessionEngine.QuietCheckIns)?
  {
    guard let (start, item) = scheduler.first, item == .timer(.checkIn), start >= now,
      let account = state.enrolledAccount
    else { return nil }
    let delay = Duration.milliseconds(scenario.timing.mamService.wholeMilliseconds)
    let period = delay.wholeMilliseconds + RetryPolicy.checkInInterval.wholeMilliseconds
    var limit = min(target.milliseconds, Self.latestQuietInstant)
    // Each answer must come before anything else due (which would go first at the same instant).
    if let other = scheduler.secondDue { limit = min(limit, other.milliseconds - 1) }
    let firstAnswer = start.milliseconds + delay.wholeMilliseconds
    guard limit >= firstAnswer + period else { return nil }
    let count = Int((limit - firstAnswer) / period) + 1
    let answer = service.checkIn(
      account, holding: state.policy?.policy, in: scenario, online: scenario.device.online)
    var next = state
    guard
      let run = engine.quietCheckIns(
        &next, answer: answer, start: start, delay: delay, count: count)
    else { return nil }
    return (next, run)
  }

  // MARK: - The user and the phone

  /// The user opens the app from the home screen.
  public func launch() { send(.launched(scenario.device)) }

  /// The user kills the app and opens it again.
  public func relaunch() {
    send(.terminated)
    launch()
  }

  // MARK: - The world

  /// Makes `change` to the world: the one place where the phone, the clock and the tenant
  /// change. It is logged, and saved with the device like any other step; a running app
  /// notices a change to the phone at once, the administrator's at its next check-in.
  ///
  /// - Throws: `WorldChangeError` when the administrator's change names an unknown user or
  ///   policy, or the policy refuses the value; nothing changed then.
  public func apply(_ change: WorldChange) throws(WorldChangeError) {
    switch change {
    case .device(let device):
      apply(device)
    case .advanceClock(let duration):
      worldLog.append(WorldLogEntry(at: now, change: change))
      advance(by: duration)
    case .admin(let admin):
      try apply(admin)
    }
  }

  /// Changes the phone; a running app notices (or moves between background and foreground).
  public func apply(_ change: DeviceChange) {
    transact {
      change.apply(to: &scenario.device)
      worldLog.append(WorldLogEntry(at: now, change: .device(change)))
      guard state.isRunning, change.isSeenByTheSDK else { return [] }
      switch change {
      case .appInBackground(true):
        return state.inForeground ? step(.movedToBackground) : []
      case .appInBackground(false):
        return state.inForeground ? [] : step(.movedToForeground(scenario.device))
      default:
        return step(.deviceChanged(scenario.device))
      }
    }
  }

  /// Decides `action` on `surface` as the SDK would, logs the decision, and carries out what
  /// it allows to the phone (a copy fills the clipboard). Returns the decision.
  @discardableResult
  public func perform(_ action: DataAction, on surface: DataSurface) -> DataDecision {
    let context = DataContext(surface: surface, state: state, scenario: scenario)
    let decision = DataProtection.decide(action, in: context)
    transact {
      if case .copy(let text) = action, decision.outcome.isAllowed {
        scenario.device.clipboard = ClipboardContent(
          text: text, identity: decision.identity, source: surface)
      }
      dataLog.append(DataLogEntry(at: now, surface: surface, decision: decision))
      return []
    }
    return decision
  }

  /// Carries out the administrator's `change`, checked first against the world as it is.
  private func apply(_ requested: AdminChange) throws(WorldChangeError) {
    var trial = scenario
    let upn = state.signIn.account?.upn
    try trial.apply(requested, signedIn: upn)
    // A policy edit is kept naming the policy it changed, so that it changes the same one when
    // it is replayed for a later run, whoever is signed in then.
    var change = requested
    func named() throws(WorldChangeError) -> String {
      let policy = scenario.policies[try scenario.policyIndex(for: nil, signedIn: upn)]
      return policy.id.isEmpty ? policy.displayName : policy.id
    }
    if case .editPolicy(var edit) = requested, edit.policy == nil {
      edit.policy = try named()
      change = .editPolicy(edit)
    } else if case .unassignPolicy(nil) = requested {
      change = .unassignPolicy(try named())
    }
    transact {
      do {
        // What the store held may differ from what was checked (another process stepped).
        try scenario.apply(change, signedIn: state.signIn.account?.upn)
      } catch {
        return []
      }
      if case .selectiveWipe(let upn) = change { service.orderWipe(upn: upn) }
      if change.changesTenant { tenantEdits.append(change) }
      worldLog.append(WorldLogEntry(at: now, change: .admin(change)))
      guard change == .checkInNow, state.isRunning, state.enrolledAccount != nil else { return [] }
      scheduler.cancel(.checkIn)
      return step(.timerFired(.checkIn))
    }
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
    case .clearOrganizationClipboard:
      if scenario.device.clipboard?.identity == .managed { scenario.device.clipboard = nil }
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
