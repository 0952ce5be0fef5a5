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
  /// The members a saved PIN state has: not the half-chosen PIN, a secret that is never written
  /// anywhere (read back, it is nil).
  enum CodingKeys: String, CodingKey {
    case isSet, length, setAt, failedAttempts
  }
}
