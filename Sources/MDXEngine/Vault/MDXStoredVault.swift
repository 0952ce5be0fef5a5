/// A shared vault as the device's keychain holds it: its data and how many times it was written.
public struct MDXStoredVault: Equatable, Hashable, Sendable, Codable {
  /// The key/value pairs.
  public var data: [String: String]
  /// Bumped by every write; a handle that loaded an older number may not synchronise.
  public var sequence: Int
  /// Whether the data can be read (false models a damaged item).
  public var readable: Bool

  /// Creates a stored vault.
  public init(data: [String: String], sequence: Int = 1, readable: Bool = true) {
    self.data = data
    self.sequence = sequence
    self.readable = readable
  }
}
