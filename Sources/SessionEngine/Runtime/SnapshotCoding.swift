/// The `Codable` code of the saved snapshot's engine types with payloads, written by hand with
/// `SnapshotCodingKey` (why: see there). Each reads and writes exactly the JSON the synthesized
/// code did: an object with one member named after the case, holding the payload's labels (`_0`
/// for an unlabelled one), a `nil` optional left out.
extension AppSignIn {
  private static let cases = ["signedOut", "signingIn", "signedIn", "signingOut"]

  /// Reads a sign-in state.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.cases, in: AppSignIn.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    switch name {
    case "signedOut":
      self = .signedOut(
        error: try payload.decodeIfPresent(AuthFailure.self, forKey: SnapshotCodingKey("error")))
    case "signingIn":
      self = .signingIn(upn: try payload.decode(String.self, forKey: SnapshotCodingKey("upn")))
    case "signedIn":
      self = .signedIn(try payload.decode(Account.self, forKey: SnapshotCodingKey("_0")))
    default:
      self = .signingOut(try payload.decode(Account.self, forKey: SnapshotCodingKey("_0")))
    }
  }

  /// Writes a sign-in state.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    switch self {
    case .signedOut(let error):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey("signedOut"))
      try payload.encodeIfPresent(error, forKey: SnapshotCodingKey("error"))
    case .signingIn(let upn):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey("signingIn"))
      try payload.encode(upn, forKey: SnapshotCodingKey("upn"))
    case .signedIn(let account):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey("signedIn"))
      try payload.encode(account, forKey: SnapshotCodingKey("_0"))
    case .signingOut(let account):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey("signingOut"))
      try payload.encode(account, forKey: SnapshotCodingKey("_0"))
    }
  }
}

extension AppProcess {
  private static let cases = ["notRunning", "running"]

  /// Reads a process state.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.cases, in: AppProcess.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    if name == "running" {
      self = .running
    } else {
      self = .notRunning(
        lastExit: try payload.decodeIfPresent(
          ExitReason.self, forKey: SnapshotCodingKey("lastExit")))
    }
  }

  /// Writes a process state.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    switch self {
    case .running:
      _ = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey("running"))
    case .notRunning(let lastExit):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey("notRunning"))
      try payload.encodeIfPresent(lastExit, forKey: SnapshotCodingKey("lastExit"))
    }
  }
}
