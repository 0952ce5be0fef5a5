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

  /// Creates a snapshot.
  public init(
    state: SessionState, now: Instant, scheduler: Scheduler = Scheduler(),
    service: SimulatedMAMService = SimulatedMAMService(), device: DeviceState, steps: Int = 0,
    tenantEdits: [AdminChange] = []
  ) {
    self.state = state
    self.now = now
    self.scheduler = scheduler
    self.service = service
    self.device = device
    self.steps = steps
    self.tenantEdits = tenantEdits
  }

  /// Reads a snapshot; one saved before administrators' changes were kept has none. (With
  /// `SnapshotCodingKey`: see there.)
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    state = try container.decode(SessionState.self, forKey: SnapshotCodingKey("state"))
    now = try container.decode(Instant.self, forKey: SnapshotCodingKey("now"))
    scheduler = try container.decode(Scheduler.self, forKey: SnapshotCodingKey("scheduler"))
    service = try container.decode(
      SimulatedMAMService.self, forKey: SnapshotCodingKey("service"))
    device = try container.decode(DeviceState.self, forKey: SnapshotCodingKey("device"))
    steps = try container.decode(Int.self, forKey: SnapshotCodingKey("steps"))
    tenantEdits =
      try container.decodeIfPresent([AdminChange].self, forKey: SnapshotCodingKey("tenantEdits"))
      ?? []
  }

  /// Writes a snapshot.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    try container.encode(state, forKey: SnapshotCodingKey("state"))
    try container.encode(now, forKey: SnapshotCodingKey("now"))
    try container.encode(scheduler, forKey: SnapshotCodingKey("scheduler"))
    try container.encode(service, forKey: SnapshotCodingKey("service"))
    try container.encode(device, forKey: SnapshotCodingKey("device"))
    try container.encode(steps, forKey: SnapshotCodingKey("steps"))
    try container.encode(tenantEdits, forKey: SnapshotCodingKey("tenantEdits"))
  }
}
