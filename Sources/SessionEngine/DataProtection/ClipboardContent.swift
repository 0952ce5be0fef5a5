/// What the simulated clipboard holds: text, and whose data it is and where it was copied.
public struct ClipboardContent: Equatable, Hashable, Sendable, Codable {
  /// The copied text.
  public var text: String
  /// The identity the copy counted as.
  public var identity: DataIdentity
  /// Where it was copied.
  public var source: DataSurface

  /// Creates clipboard content.
  public init(text: String, identity: DataIdentity, source: DataSurface) {
    self.text = text
    self.identity = identity
    self.source = source
  }
}
