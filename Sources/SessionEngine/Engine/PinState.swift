/// What the engine knows of the app PIN; the PIN itself lives only in the PIN vault.
public struct PinState: Equatable, Sendable {
  /// Whether a PIN was set.
  public var isSet: Bool
  /// How many characters the PIN has (the Enter PIN screen draws that many boxes).
  public var length: Int
  /// When the PIN was set.
  public var setAt: Instant?
  /// The first entry while the user confirms a new PIN (in memory only).
  public var pendingNewPin: Secret?
  /// Wrong PINs in a row.
  public var failedAttempts: Int

  /// No PIN.
  public init(
    isSet: Bool = false, length: Int = 0, setAt: Instant? = nil, pendingNewPin: Secret? = nil,
    failedAttempts: Int = 0
  ) {
    self.isSet = isSet
    self.length = length
    self.setAt = setAt
    self.pendingNewPin = pendingNewPin
    self.failedAttempts = failedAttempts
  }
}

extension PinState: Codable {
  /// Reads a saved PIN state; the half-chosen PIN was never saved, so it is nil. Coded by hand
  /// with `SnapshotCodingKey` (one conformance search for all the snapshot's types), the JSON as
  /// before (`SnapshotCodingTests`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    self.init(
      isSet: try container.decode(Bool.self, forKey: SnapshotCodingKey("isSet")),
      length: try container.decode(Int.self, forKey: SnapshotCodingKey("length")),
      setAt: try container.decodeIfPresent(Instant.self, forKey: SnapshotCodingKey("setAt")),
      failedAttempts: try container.decode(Int.self, forKey: SnapshotCodingKey("failedAttempts")))
  }

  /// Saves the PIN state without the half-chosen PIN: a secret is never written anywhere.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    try container.encode(isSet, forKey: SnapshotCodingKey("isSet"))
    try container.encode(length, forKey: SnapshotCodingKey("length"))
    try container.encodeIfPresent(setAt, forKey: SnapshotCodingKey("setAt"))
    try container.encode(failedAttempts, forKey: SnapshotCodingKey("failedAttempts"))
  }
}
