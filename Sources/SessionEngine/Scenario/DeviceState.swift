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
  /// Whether the phone is locked (its screen off, the passcode needed to open it).
  public var locked = false
  /// The MDM app configuration the device's MDM gives the app (`IntuneMAMUPN`, `IntuneMAMOID`),
  /// when it gives one.
  public var appConfig: MDMAppConfig?
  /// Whether the phone's second managed app registers the `-intunemam` twin of its URL scheme
  /// (the SDK opens it through that twin when org data may go only to managed apps).
  public var managedAppRegistersTwin = true

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

  /// Reads a device; one saved before the browser, the clipboard, the language, the lock or the
  /// app configuration were kept has none of them. Decoded by hand for their defaults
  /// (synthesized decoding requires every member that is not optional).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    model = try c.decode(String.self, forKey: .model)
    osVersion = try c.decode(String.self, forKey: .osVersion)
    jailbroken = try c.decode(Bool.self, forKey: .jailbroken)
    online = try c.decode(Bool.self, forKey: .online)
    mdmUser = try c.decodeIfPresent(String.self, forKey: .mdmUser)
    threatLevel = try c.decode(ThreatLevel.self, forKey: .threatLevel)
    biometry = try c.decode(Biometry.self, forKey: .biometry)
    biometricMatches = try c.decode(Bool.self, forKey: .biometricMatches)
    biometricEnrollment = try c.decode(Int.self, forKey: .biometricEnrollment)
    managedBrowserInstalled =
      try c.decodeIfPresent(Bool.self, forKey: .managedBrowserInstalled) ?? false
    clipboard = try c.decodeIfPresent(ClipboardContent.self, forKey: .clipboard)
    language = try c.decodeIfPresent(Language.self, forKey: .language)
    locked = try c.decodeIfPresent(Bool.self, forKey: .locked) ?? false
    appConfig = try c.decodeIfPresent(MDMAppConfig.self, forKey: .appConfig)
    managedAppRegistersTwin =
      try c.decodeIfPresent(Bool.self, forKey: .managedAppRegistersTwin) ?? true
  }

  /// The members' names in the stored JSON.
  enum CodingKeys: String, CodingKey {
    case model, osVersion, jailbroken, online, mdmUser, threatLevel, biometry, biometricMatches
    case biometricEnrollment, language, managedBrowserInstalled, clipboard, locked, appConfig
    case managedAppRegistersTwin
  }

  /// Writes the device as the synthesized code did, and the lock, the app configuration and the
  /// second app's twin only when they differ from their defaults, so a device that never used
  /// them is stored byte for byte as before.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(model, forKey: .model)
    try c.encode(osVersion, forKey: .osVersion)
    try c.encode(jailbroken, forKey: .jailbroken)
    try c.encode(online, forKey: .online)
    try c.encodeIfPresent(mdmUser, forKey: .mdmUser)
    try c.encode(threatLevel, forKey: .threatLevel)
    try c.encode(biometry, forKey: .biometry)
    try c.encode(biometricMatches, forKey: .biometricMatches)
    try c.encode(biometricEnrollment, forKey: .biometricEnrollment)
    try c.encodeIfPresent(language, forKey: .language)
    try c.encode(managedBrowserInstalled, forKey: .managedBrowserInstalled)
    try c.encodeIfPresent(clipboard, forKey: .clipboard)
    if locked { try c.encode(locked, forKey: .locked) }
    try c.encodeIfPresent(appConfig, forKey: .appConfig)
    if !managedAppRegistersTwin {
      try c.encode(managedAppRegistersTwin, forKey: .managedAppRegistersTwin)
    }
  }

  /// Whether the SDK starts as pass-through and needs no restart after MAM enrollment: an
  /// MDM-managed device whose app configuration names the account (a maintainer's answer in the
  /// SDK's issue tracker, not the guide).
  public var mdmConfiguresIntuneAccount: Bool {
    mdmUser != nil && appConfig?.namesAccount == true
  }
}
