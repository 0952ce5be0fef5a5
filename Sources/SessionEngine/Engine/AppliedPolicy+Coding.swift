/// The `Codable` code of an applied policy, by hand with `SnapshotCodingKey` (why: see there), the
/// JSON unchanged (`SignedInSnapshotCodingTests`).
extension AppliedPolicy {
  /// Reads an applied policy: the members that are not optional must be there, as the synthesized code
  /// required; optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    policy = try c.decode(AppProtectionPolicy.self, forKey: key("policy"))
    receivedAt = try c.decode(Instant.self, forKey: key("receivedAt"))
    awaitingRestart = try c.decode(Bool.self, forKey: key("awaitingRestart"))
  }

  /// Writes an applied policy; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(policy, forKey: key("policy"))
    try c.encode(receivedAt, forKey: key("receivedAt"))
    try c.encode(awaitingRestart, forKey: key("awaitingRestart"))
  }
}
