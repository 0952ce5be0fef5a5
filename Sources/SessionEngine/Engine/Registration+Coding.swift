/// The `Codable` code of a registration and its phase, by hand with `SnapshotCodingKey` (why: see
/// there), the JSON unchanged (`SignedInSnapshotCodingTests`).
extension Registration {
  /// Reads a registration: the members that are not optional must be there, as the synthesized code
  /// required; optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    account = try c.decode(Account.self, forKey: key("account"))
    phase = try c.decode(Phase.self, forKey: key("phase"))
  }

  /// Writes a registration; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(account, forKey: key("account"))
    try c.encode(phase, forKey: key("phase"))
  }
}

extension Registration.Phase {
  /// The names of the cases, as the synthesized code wrote them.
  private static let codingCases = ["enrolling", "enrolled", "waitingToRetry"]

  /// Reads a registration phase: an object with exactly one member named after a case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.codingCases, in: Registration.Phase.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch name {
    case "enrolling":
      self = .enrolling
    case "enrolled":
      self = .enrolled
    default:
      self = .waitingToRetry(
        retryAt: try payload.decode(Instant.self, forKey: key("retryAt")),
        code: try payload.decode(EnrollmentStatusCode.self, forKey: key("code")))
    }
  }

  /// Writes a registration phase.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch self {
    case .enrolling:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("enrolling"))
    case .enrolled:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("enrolled"))
    case .waitingToRetry(let v0, let v1):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("waitingToRetry"))
      try payload.encode(v0, forKey: key("retryAt"))
      try payload.encode(v1, forKey: key("code"))
    }
  }
}
