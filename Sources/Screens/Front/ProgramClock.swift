/// How the program's loop turns real time into session time: one to one interactively, faster
/// for a live replay.
public protocol ProgramClock {
  /// The session time that passed since the last call (the first call starts the count).
  mutating func elapsed() -> Duration
  /// The real time in which `duration` of session time passes.
  func realTime(for duration: Duration) -> Duration
}

/// The wall clock: the session moves by the real time that passed.
public struct WallClock: ProgramClock {
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant?

  /// A clock that starts counting at its first `elapsed()`.
  public init() {}

  public mutating func elapsed() -> Duration {
    let now = clock.now
    defer { last = now }
    guard let last else { return .zero }
    return now - last
  }

  public func realTime(for duration: Duration) -> Duration { duration }
}

/// A paced clock: the session moves `speed` times faster than real time (a live replay).
public struct PacedClock: ProgramClock {
  private var wall = WallClock()
  private let speed: Double

  /// A clock running `speed` times faster than real time; `speed` must be positive.
  public init(speed: Double) {
    self.speed = speed > 0 ? speed : 1
  }

  public mutating func elapsed() -> Duration { wall.elapsed() * speed }

  public func realTime(for duration: Duration) -> Duration { duration / speed }
}
