/// The simulated phone: what the SDK can learn about the device it runs on.
public struct DeviceState: Equatable, Hashable, Sendable, Codable {
  /// The model identifier, e.g. `iPhone15,3`.
  public var model: String
  /// The iOS version, e.g. `17.5`.
  public var osVersion: String
  /// Whether the device is jailbroken.
  public var jailbroken: Bool
  /// Whether the device can reach the network.
  public var online: Bool
  /// The UPN of the MDM-enrolled user, if the device is enrolled in MDM.
  public var mdmUser: String?
  /// The threat level a mobile threat defense partner reports.
  public var threatLevel: ThreatLevel
  /// The biometric sensor.
  public var biometry: Biometry = .faceID
  /// Whether the face or finger presented to the sensor matches the enrolled one.
  public var biometricMatches = true
  /// Bumped whenever a face or finger is enrolled anew; the SDK then asks for the PIN.
  public var biometricEnrollment = 0
  /// The phone's language, when the scenario sets one; mamsim's screens then use it unless
  /// `--lang` says otherwise.
  public var language: Language?
  /// Whether the managed browser (the one `managedBrowser` names) is installed.
  public var managedBrowserInstalled = false
  /// What the phone's clipboard holds, and whose data it is; nil when empty.
  public var clipboard: ClipboardContent?

  /// Creates a device.
  public init(
    model: String = "iPhone15,3", osVersion: String = "17.5", jailbroken: Bool = false,
    online: Bool = true, mdmUser: String? = nil, threatLevel: ThreatLevel = .secured
  ) {
    self.model = model
    self.osVersion = osVersion
    self.jailbroken = jailbroken
    self.online = online
    self.mdmUser = mdmUser
    self.threatLevel = threatLevel
  }

  /// Reads a device; one saved before the browser, the clipboard or the language were kept has
  /// none of them. Coded by hand with `SnapshotCodingKey` (one conformance search for all the
  /// snapshot's types), the JSON as the synthesized code's (`SnapshotCodingTests`).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    model = try c.decode(String.self, forKey: key("model"))
    osVersion = try c.decode(String.self, forKey: key("osVersion"))
    jailbroken = try c.decode(Bool.self, forKey: key("jailbroken"))
    online = try c.decode(Bool.self, forKey: key("online"))
    mdmUser = try c.decodeIfPresent(String.self, forKey: key("mdmUser"))
    threatLevel = try c.decode(ThreatLevel.self, forKey: key("threatLevel"))
    biometry = try c.decode(Biometry.self, forKey: key("biometry"))
    biometricMatches = try c.decode(Bool.self, forKey: key("biometricMatches"))
    biometricEnrollment = try c.decode(Int.self, forKey: key("biometricEnrollment"))
    managedBrowserInstalled =
      try c.decodeIfPresent(Bool.self, forKey: key("managedBrowserInstalled")) ?? false
    clipboard = try c.decodeIfPresent(ClipboardContent.self, forKey: key("clipboard"))
    language = try c.decodeIfPresent(Language.self, forKey: key("language"))
  }

  /// Writes a device; a `nil` optional is left out.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    func key(_ name: String) -> SnapshotCodingKey { SnapshotCodingKey(name) }
    try c.encode(model, forKey: key("model"))
    try c.encode(osVersion, forKey: key("osVersion"))
    try c.encode(jailbroken, forKey: key("jailbroken"))
    try c.encode(online, forKey: key("online"))
    try c.encodeIfPresent(mdmUser, forKey: key("mdmUser"))
    try c.encode(threatLevel, forKey: key("threatLevel"))
    try c.encode(biometry, forKey: key("biometry"))
    try c.encode(biometricMatches, forKey: key("biometricMatches"))
    try c.encode(biometricEnrollment, forKey: key("biometricEnrollment"))
    try c.encode(managedBrowserInstalled, forKey: key("managedBrowserInstalled"))
    try c.encodeIfPresent(clipboard, forKey: key("clipboard"))
    try c.encodeIfPresent(language, forKey: key("language"))
  }
}
