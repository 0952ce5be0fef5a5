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

  /// Creates a snapshot.
  public init(
    state: SessionState, now: Instant, scheduler: Scheduler = Scheduler(),
    service: SimulatedMAMService = SimulatedMAMService(), device: DeviceState, steps: Int = 0
  ) {
    self.state = state
    self.now = now
    self.scheduler = scheduler
    self.service = service
    self.device = device
    self.steps = steps
  }
}
