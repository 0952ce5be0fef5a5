/// A change to the world, with the session instant it was made at.
public struct WorldLogEntry: Equatable, Sendable, Codable {
  /// When.
  public var at: Instant
  /// What.
  public var change: WorldChange

  /// Creates an entry.
  public init(at: Instant, change: WorldChange) {
    self.at = at
    self.change = change
  }
}
