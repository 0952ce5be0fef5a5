/// The `Codable` code of a PIN problem, by hand with `SnapshotCodingKey` (why: see there), the
/// JSON unchanged (`SignedInSnapshotCodingTests`).
extension PinProblem {
  /// The names of the cases, as the synthesized code wrote them.
  private static let codingCases = [
    "tooShort", "digitsOnly", "simple", "numericNotAllowed", "needsMixedCharacters", "mismatch",
    "reused", "expired",
  ]

  /// Reads a PIN problem: an object with exactly one member named after a case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.codingCases, in: PinProblem.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch name {
    case "tooShort":
      self = .tooShort(minimum: try payload.decode(Int.self, forKey: key("minimum")))
    case "digitsOnly":
      self = .digitsOnly
    case "simple":
      self = .simple
    case "numericNotAllowed":
      self = .numericNotAllowed
    case "needsMixedCharacters":
      self = .needsMixedCharacters
    case "mismatch":
      self = .mismatch
    case "reused":
      self = .reused(count: try payload.decode(Int.self, forKey: key("count")))
    default:
      self = .expired(days: try payload.decode(Int.self, forKey: key("days")))
    }
  }

  /// Writes a PIN problem.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch self {
    case .tooShort(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("tooShort"))
      try payload.encode(v0, forKey: key("minimum"))
    case .digitsOnly:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("digitsOnly"))
    case .simple:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("simple"))
    case .numericNotAllowed:
      _ = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("numericNotAllowed"))
    case .needsMixedCharacters:
      _ = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("needsMixedCharacters"))
    case .mismatch:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("mismatch"))
    case .reused(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("reused"))
      try payload.encode(v0, forKey: key("count"))
    case .expired(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("expired"))
      try payload.encode(v0, forKey: key("days"))
    }
  }
}
