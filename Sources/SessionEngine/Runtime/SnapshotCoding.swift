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

extension Instant {
  /// Reads an instant: `{"milliseconds": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    self.init(
      milliseconds: try container.decode(Int64.self, forKey: SnapshotCodingKey("milliseconds")))
  }

  /// Writes an instant.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    try container.encode(milliseconds, forKey: SnapshotCodingKey("milliseconds"))
  }
}

extension SessionState {
  /// The members a saved state has, one per stored property (`SnapshotCodingTests` checks the
  /// list against the type's properties, so a new property cannot be left out silently).
  static let codingNames = [
    "process", "inForeground", "sdkScreen", "signIn", "registration", "policy", "pin",
    "lastPinEntryAt", "biometricEnrollmentSeen", "accessCheckDue", "credentialsCheckDue",
    "lastLeftForeground", "nextCheckInAt", "checkInInFlight", "lastCheckInAttempt", "lastCheckIn",
    "networkFailures", "accountDisabled", "dismissedWarnings", "device", "notes", "launchCount",
    "uiIdentityChoice", "identitySwitchPending",
  ]

  /// Reads a state: every member that is not optional must be there, as the synthesized code
  /// required; optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    self.init()
    process = try c.decode(AppProcess.self, forKey: key("process"))
    inForeground = try c.decode(Bool.self, forKey: key("inForeground"))
    sdkScreen = try c.decodeIfPresent(SDKScreen.self, forKey: key("sdkScreen"))
    signIn = try c.decode(AppSignIn.self, forKey: key("signIn"))
    registration = try c.decodeIfPresent(Registration.self, forKey: key("registration"))
    policy = try c.decodeIfPresent(AppliedPolicy.self, forKey: key("policy"))
    pin = try c.decode(PinState.self, forKey: key("pin"))
    lastPinEntryAt = try c.decodeIfPresent(Instant.self, forKey: key("lastPinEntryAt"))
    biometricEnrollmentSeen = try c.decodeIfPresent(
      Int.self, forKey: key("biometricEnrollmentSeen"))
    accessCheckDue = try c.decode(Bool.self, forKey: key("accessCheckDue"))
    credentialsCheckDue = try c.decode(Bool.self, forKey: key("credentialsCheckDue"))
    lastLeftForeground = try c.decodeIfPresent(Instant.self, forKey: key("lastLeftForeground"))
    nextCheckInAt = try c.decodeIfPresent(Instant.self, forKey: key("nextCheckInAt"))
    checkInInFlight = try c.decode(Bool.self, forKey: key("checkInInFlight"))
    lastCheckInAttempt = try c.decodeIfPresent(Instant.self, forKey: key("lastCheckInAttempt"))
    lastCheckIn = try c.decodeIfPresent(Instant.self, forKey: key("lastCheckIn"))
    networkFailures = try c.decode(Int.self, forKey: key("networkFailures"))
    accountDisabled = try c.decode(Bool.self, forKey: key("accountDisabled"))
    dismissedWarnings = try c.decode(
      Set<ConditionalLaunchCondition>.self, forKey: key("dismissedWarnings"))
    device = try c.decode(DeviceState.self, forKey: key("device"))
    notes = try c.decode([Note].self, forKey: key("notes"))
    launchCount = try c.decode(Int.self, forKey: key("launchCount"))
    uiIdentityChoice = try c.decodeIfPresent(UIIdentityChoice.self, forKey: key("uiIdentityChoice"))
    identitySwitchPending = try c.decodeIfPresent(Bool.self, forKey: key("identitySwitchPending"))
  }

  /// Writes a state; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(process, forKey: key("process"))
    try c.encode(inForeground, forKey: key("inForeground"))
    try c.encodeIfPresent(sdkScreen, forKey: key("sdkScreen"))
    try c.encode(signIn, forKey: key("signIn"))
    try c.encodeIfPresent(registration, forKey: key("registration"))
    try c.encodeIfPresent(policy, forKey: key("policy"))
    try c.encode(pin, forKey: key("pin"))
    try c.encodeIfPresent(lastPinEntryAt, forKey: key("lastPinEntryAt"))
    try c.encodeIfPresent(biometricEnrollmentSeen, forKey: key("biometricEnrollmentSeen"))
    try c.encode(accessCheckDue, forKey: key("accessCheckDue"))
    try c.encode(credentialsCheckDue, forKey: key("credentialsCheckDue"))
    try c.encodeIfPresent(lastLeftForeground, forKey: key("lastLeftForeground"))
    try c.encodeIfPresent(nextCheckInAt, forKey: key("nextCheckInAt"))
    try c.encode(checkInInFlight, forKey: key("checkInInFlight"))
    try c.encodeIfPresent(lastCheckInAttempt, forKey: key("lastCheckInAttempt"))
    try c.encodeIfPresent(lastCheckIn, forKey: key("lastCheckIn"))
    try c.encode(networkFailures, forKey: key("networkFailures"))
    try c.encode(accountDisabled, forKey: key("accountDisabled"))
    try c.encode(dismissedWarnings, forKey: key("dismissedWarnings"))
    try c.encode(device, forKey: key("device"))
    try c.encode(notes, forKey: key("notes"))
    try c.encode(launchCount, forKey: key("launchCount"))
    try c.encodeIfPresent(uiIdentityChoice, forKey: key("uiIdentityChoice"))
    try c.encodeIfPresent(identitySwitchPending, forKey: key("identitySwitchPending"))
  }
}
