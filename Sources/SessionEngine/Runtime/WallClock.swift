/// The real clock, for interactive use: how far the session has come since it started.
public struct WallClock: Sendable {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private let origin: Instant
  private let speed: Double

  /// A clock that reads `origin` now and runs `speed` times as fast as real time.
  public init(origin: Instant = .zero, speed: Double = 1) {
    self.start = clock.now
    self.origin = origin
    self.speed = speed
  }

  /// The session instant that corresponds to the real time now.
  public var now: Instant {
    let elapsed = clock.now - start
    return origin.advanced(by: elapsed * speed)
  }
}
