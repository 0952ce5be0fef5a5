/// Everything a runtime needs to carry on where it stopped: the app's state, the clock, what is
/// scheduled, the MAM service's memory and the device.
public struct RuntimeSnapshot: Equatable, Sendable, Codable {
  /// The engine's state.
  public var state: SessionState
  /// The virtual clock.
  public var now: Instant
  /// The timers and the services' answers under way, with their due instants.
  public var scheduler: Scheduler
  /// The MAM service's memory (selective wipes waiting for a check-in).
  public var service: SimulatedMAMService
  /// The phone.
  public var device: DeviceState
  /// How many steps the app has taken since it was installed (one step: one event handled).
  public var steps: Int
  /// The administrator's lasting changes to the tenant since the app was installed.
  public var tenantEdits: [AdminChange]
  /// The app's `ValuesToScrubFromLogging` (nil for none), so that what lists the device
  /// (`mamsim inspect`) masks them as the app's logs do; sealed with the rest of the row.
  public var valuesToScrub: [String]?
  /// The passwords of the tenant's users (nil for none), masked with `valuesToScrub` by what
  /// lists the device, as the event log masks them; sealed with the rest of the row.
  public var passwordsToScrub: [String]?

  /// Creates a snapshot.
  public init(
    state: SessionState, now: Instant, scheduler: Scheduler = Scheduler(),
    service: SimulatedMAMService = SimulatedMAMService(), device: DeviceState, steps: Int = 0,
    tenantEdits: [AdminChange] = [], valuesToScrub: [String]? = nil,
    passwordsToScrub: [String]? = nil
  ) {
    self.state = state
    self.now = now
    self.scheduler = scheduler
    self.service = service
    self.device = device
    self.steps = steps
    self.tenantEdits = tenantEdits
    self.valuesToScrub = valuesToScrub
    self.passwordsToScrub = passwordsToScrub
  }

  /// Reads a snapshot; one saved before administrators' changes (or the values to scrub) were
  /// kept (or the passwords) has none. Decoded by hand for that default (synthesized decoding requires every
  /// member); written by the synthesized code.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    state = try container.decode(SessionState.self, forKey: .state)
    now = try container.decode(Instant.self, forKey: .now)
    scheduler = try container.decode(Scheduler.self, forKey: .scheduler)
    service = try container.decode(SimulatedMAMService.self, forKey: .service)
    device = try container.decode(DeviceState.self, forKey: .device)
    steps = try container.decode(Int.self, forKey: .steps)
    tenantEdits = try container.decodeIfPresent([AdminChange].self, forKey: .tenantEdits) ?? []
    valuesToScrub = try container.decodeIfPresent([String].self, forKey: .valuesToScrub)
    passwordsToScrub = try container.decodeIfPresent([String].self, forKey: .passwordsToScrub)
  }
}
