/// The `Codable` code of the SDK screen and the types it holds, written by hand with
/// `SnapshotCodingKey` (why: see there): the JSON is exactly what the synthesized code wrote, an
/// object with one member named after the case holding the payload's labels (`_0` for an
/// unlabelled one), a `nil` optional left out (`SignedInSnapshotCodingTests`).
extension SDKScreen {
  /// The names of the cases, as the synthesized code wrote them.
  private static let codingCases = [
    "splash", "signInPrompt", "connecting", "enrollmentBlocked", "noPolicyWarning",
    "restartRequired", "setPin", "enterPin", "wipeNotice", "conditionalLaunch", "storeError",
  ]

  /// Reads an SDK screen: an object with exactly one member named after a case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.codingCases, in: SDKScreen.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch name {
    case "splash":
      self = .splash
    case "signInPrompt":
      self = .signInPrompt(try payload.decode(SignInPrompt.self, forKey: key("_0")))
    case "connecting":
      self = .connecting
    case "enrollmentBlocked":
      self = .enrollmentBlocked(try payload.decode(EnrollmentBlock.self, forKey: key("_0")))
    case "noPolicyWarning":
      self = .noPolicyWarning
    case "restartRequired":
      self = .restartRequired
    case "setPin":
      self = .setPin(try payload.decode(SetPinStep.self, forKey: key("_0")))
    case "enterPin":
      self = .enterPin(try payload.decode(EnterPinForm.self, forKey: key("_0")))
    case "wipeNotice":
      self = .wipeNotice(try payload.decode(WipeReason.self, forKey: key("_0")))
    case "conditionalLaunch":
      self = .conditionalLaunch(
        try payload.decode(ConditionalLaunchFinding.self, forKey: key("_0")))
    default:
      self = .storeError(try payload.decode(StoreFailure.self, forKey: key("_0")))
    }
  }

  /// Writes an SDK screen.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch self {
    case .splash:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("splash"))
    case .signInPrompt(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("signInPrompt"))
      try payload.encode(v0, forKey: key("_0"))
    case .connecting:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("connecting"))
    case .enrollmentBlocked(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("enrollmentBlocked"))
      try payload.encode(v0, forKey: key("_0"))
    case .noPolicyWarning:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("noPolicyWarning"))
    case .restartRequired:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("restartRequired"))
    case .setPin(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("setPin"))
      try payload.encode(v0, forKey: key("_0"))
    case .enterPin(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("enterPin"))
      try payload.encode(v0, forKey: key("_0"))
    case .wipeNotice(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("wipeNotice"))
      try payload.encode(v0, forKey: key("_0"))
    case .conditionalLaunch(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("conditionalLaunch"))
      try payload.encode(v0, forKey: key("_0"))
    case .storeError(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("storeError"))
      try payload.encode(v0, forKey: key("_0"))
    }
  }
}

extension SignInPrompt {
  /// Reads a sign-in prompt: the members that are not optional must be there, as the synthesized code
  /// required; optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    reason = try c.decode(SignInPromptReason.self, forKey: key("reason"))
    upn = try c.decodeIfPresent(String.self, forKey: key("upn"))
    problem = try c.decodeIfPresent(SignInProblem.self, forKey: key("problem"))
    busy = try c.decode(Bool.self, forKey: key("busy"))
    cancellable = try c.decode(Bool.self, forKey: key("cancellable"))
  }

  /// Writes a sign-in prompt; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(reason, forKey: key("reason"))
    try c.encodeIfPresent(upn, forKey: key("upn"))
    try c.encodeIfPresent(problem, forKey: key("problem"))
    try c.encode(busy, forKey: key("busy"))
    try c.encode(cancellable, forKey: key("cancellable"))
  }
}

extension SignInProblem {
  /// The names of the cases, as the synthesized code wrote them.
  private static let codingCases = ["auth", "accountMismatch"]

  /// Reads a sign-in problem: an object with exactly one member named after a case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.codingCases, in: SignInProblem.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch name {
    case "auth":
      self = .auth(try payload.decode(AuthFailure.self, forKey: key("_0")))
    default:
      self = .accountMismatch
    }
  }

  /// Writes a sign-in problem.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch self {
    case .auth(let v0):
      var payload = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("auth"))
      try payload.encode(v0, forKey: key("_0"))
    case .accountMismatch:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("accountMismatch"))
    }
  }
}

extension EnrollmentBlock {
  /// The names of the cases, as the synthesized code wrote them.
  private static let codingCases = ["notLicensed", "noPolicy", "failed"]

  /// Reads an enrolment block: an object with exactly one member named after a case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.codingCases, in: EnrollmentBlock.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch name {
    case "notLicensed":
      self = .notLicensed
    case "noPolicy":
      self = .noPolicy
    default:
      self = .failed(try payload.decode(EnrollmentStatusCode.self, forKey: key("_0")))
    }
  }

  /// Writes an enrolment block.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch self {
    case .notLicensed:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("notLicensed"))
    case .noPolicy:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("noPolicy"))
    case .failed(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("failed"))
      try payload.encode(v0, forKey: key("_0"))
    }
  }
}

extension SetPinStep {
  /// The names of the cases, as the synthesized code wrote them.
  private static let codingCases = ["choose", "confirm", "saving"]

  /// Reads a Set PIN step: an object with exactly one member named after a case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.codingCases, in: SetPinStep.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch name {
    case "choose":
      self = .choose(problem: try payload.decodeIfPresent(PinProblem.self, forKey: key("problem")))
    case "confirm":
      self = .confirm
    default:
      self = .saving
    }
  }

  /// Writes a Set PIN step.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch self {
    case .choose(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("choose"))
      try payload.encodeIfPresent(v0, forKey: key("problem"))
    case .confirm:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("confirm"))
    case .saving:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("saving"))
    }
  }
}

extension EnterPinForm {
  /// Reads an Enter PIN form: the members that are not optional must be there, as the synthesized code
  /// required; optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    incorrect = try c.decode(Bool.self, forKey: key("incorrect"))
    verifying = try c.decode(Bool.self, forKey: key("verifying"))
    biometricOffer = try c.decodeIfPresent(Biometry.self, forKey: key("biometricOffer"))
    biometricFailed = try c.decode(Bool.self, forKey: key("biometricFailed"))
    biometricsChanged = try c.decode(Bool.self, forKey: key("biometricsChanged"))
  }

  /// Writes an Enter PIN form; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(incorrect, forKey: key("incorrect"))
    try c.encode(verifying, forKey: key("verifying"))
    try c.encodeIfPresent(biometricOffer, forKey: key("biometricOffer"))
    try c.encode(biometricFailed, forKey: key("biometricFailed"))
    try c.encode(biometricsChanged, forKey: key("biometricsChanged"))
  }
}

extension WipeReason {
  /// The names of the cases, as the synthesized code wrote them.
  private static let codingCases = ["adminWipe", "maxPinRetries", "conditionalLaunch"]

  /// Reads a wipe reason: an object with exactly one member named after a case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SnapshotCodingKey.self)
    let name = try container.onlyCase(of: Self.codingCases, in: WipeReason.self)
    let payload = try container.nestedContainer(
      keyedBy: SnapshotCodingKey.self, forKey: SnapshotCodingKey(name))
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch name {
    case "adminWipe":
      self = .adminWipe
    case "maxPinRetries":
      self = .maxPinRetries
    default:
      self = .conditionalLaunch(
        try payload.decode(ConditionalLaunchCondition.self, forKey: key("_0")))
    }
  }

  /// Writes a wipe reason.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    switch self {
    case .adminWipe:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("adminWipe"))
    case .maxPinRetries:
      _ = container.nestedContainer(keyedBy: SnapshotCodingKey.self, forKey: key("maxPinRetries"))
    case .conditionalLaunch(let v0):
      var payload = container.nestedContainer(
        keyedBy: SnapshotCodingKey.self, forKey: key("conditionalLaunch"))
      try payload.encode(v0, forKey: key("_0"))
    }
  }
}

extension ConditionalLaunchFinding {
  /// Reads a conditional-launch finding: the members that are not optional must be there, as the synthesized code
  /// required; optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    condition = try c.decode(ConditionalLaunchCondition.self, forKey: key("condition"))
    action = try c.decode(ConditionalLaunchAction.self, forKey: key("action"))
  }

  /// Writes a conditional-launch finding; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(condition, forKey: key("condition"))
    try c.encode(action, forKey: key("action"))
  }
}

extension StoreFailure {
  /// Reads a store failure: the members that are not optional must be there, as the synthesized code
  /// required; optional ones may be missing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    operation = try c.decode(StoreFailure.Operation.self, forKey: key("operation"))
    reason = try c.decode(String.self, forKey: key("reason"))
    location = try c.decodeIfPresent(String.self, forKey: key("location"))
  }

  /// Writes a store failure; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(operation, forKey: key("operation"))
    try c.encode(reason, forKey: key("reason"))
    try c.encodeIfPresent(location, forKey: key("location"))
  }
}
