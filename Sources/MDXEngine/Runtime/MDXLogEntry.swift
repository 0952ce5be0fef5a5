import SessionEngine

/// One thing the MDX engine asked of the world, with when: the runtime's log of hand-offs, wipes
/// and reminders, for panels and tapes.
public struct MDXLogEntry: Equatable, Sendable {
  /// When it happened.
  public var at: Instant
  /// What the engine asked for.
  public var effect: MDXEffect

  /// Creates an entry.
  public init(at: Instant, effect: MDXEffect) {
    self.at = at
    self.effect = effect
  }
}
