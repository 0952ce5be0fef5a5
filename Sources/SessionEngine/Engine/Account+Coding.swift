/// The `Codable` code of an account, by hand with `SnapshotCodingKey` (why: see there), the JSON
/// unchanged (`SignedInSnapshotCodingTests`).
extension Account {
  /// Reads an account: the members that are not optional must be there, as the synthesized code
  /// required; optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    objectId = try c.decode(String.self, forKey: key("objectId"))
    upn = try c.decode(String.self, forKey: key("upn"))
    displayName = try c.decode(String.self, forKey: key("displayName"))
  }

  /// Writes an account; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(objectId, forKey: key("objectId"))
    try c.encode(upn, forKey: key("upn"))
    try c.encode(displayName, forKey: key("displayName"))
  }
}
