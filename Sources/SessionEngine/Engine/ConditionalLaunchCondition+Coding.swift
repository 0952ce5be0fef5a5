/// The `Codable` code of a conditional-launch condition, by hand with `SnapshotCodingKey` (why: see
/// there), the JSON unchanged (`SignedInSnapshotCodingTests`).
extension ConditionalLaunchCondition {
  /// The names of the cases, as the synthesized code wrote them.
  private static let codingCases = [
    "sdkVersionTooOld", "appVersionTooOld", "osVersionTooOld", "osVersionTooNew", "jailbroken",
    "deviceModelNotAllowed", "threatLevelTooHigh", "accountDisabled", "offlineTooLong",
    "offlineWipeNear",
  ]

  /// Reads a condition: an object with exactly one member named after a case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.codingCases, in: ConditionalLaunchCondition.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch name {
    case "sdkVersionTooOld":
      self = .sdkVersionTooOld(minimum: try payload.decode(String.self, forKey: key("minimum")))
    case "appVersionTooOld":
      self = .appVersionTooOld(minimum: try payload.decode(String.self, forKey: key("minimum")))
    case "osVersionTooOld":
      self = .osVersionTooOld(minimum: try payload.decode(String.self, forKey: key("minimum")))
    case "osVersionTooNew":
      self = .osVersionTooNew(maximum: try payload.decode(String.self, forKey: key("maximum")))
    case "jailbroken":
      self = .jailbroken
    case "deviceModelNotAllowed":
      self = .deviceModelNotAllowed(model: try payload.decode(String.self, forKey: key("model")))
    case "threatLevelTooHigh":
      self = .threatLevelTooHigh(
        level: try payload.decode(ThreatLevel.self, forKey: key("level")),
        allowed: try payload.decode(ThreatLevel.self, forKey: key("allowed")))
    case "accountDisabled":
      self = .accountDisabled
    case "offlineTooLong":
      self = .offlineTooLong(since: try payload.decode(Instant.self, forKey: key("since")))
    default:
      self = .offlineWipeNear(wipeAt: try payload.decode(Instant.self, forKey: key("wipeAt")))
    }
  }

  /// Writes a condition.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch self {
    case .sdkVersionTooOld(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("sdkVersionTooOld"))
      try payload.encode(v0, forKey: key("minimum"))
    case .appVersionTooOld(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("appVersionTooOld"))
      try payload.encode(v0, forKey: key("minimum"))
    case .osVersionTooOld(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("osVersionTooOld"))
      try payload.encode(v0, forKey: key("minimum"))
    case .osVersionTooNew(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("osVersionTooNew"))
      try payload.encode(v0, forKey: key("maximum"))
    case .jailbroken:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("jailbroken"))
    case .deviceModelNotAllowed(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("deviceModelNotAllowed"))
      try payload.encode(v0, forKey: key("model"))
    case .threatLevelTooHigh(let v0, let v1):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("threatLevelTooHigh"))
      try payload.encode(v0, forKey: key("level"))
      try payload.encode(v1, forKey: key("allowed"))
    case .accountDisabled:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("accountDisabled"))
    case .offlineTooLong(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("offlineTooLong"))
      try payload.encode(v0, forKey: key("since"))
    case .offlineWipeNear(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("offlineWipeNear"))
      try payload.encode(v0, forKey: key("wipeAt"))
    }
  }
}
