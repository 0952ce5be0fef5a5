import SessionEngine

/// The live controls of a demo: the device panel (F4) and the admin panel (F5).
///
/// Each row shows a part of the world and the `WorldChange` that Enter makes; the program
/// applies it like any other change (a tape's `Device` or `Admin` line makes the same values).
/// Device changes reach the app as they would on a phone (at once when it runs, else at its
/// next launch); admin changes at its next check-in, which "Check in now" brings forward.
public enum ControlPanel: Equatable, Sendable {
  /// The simulated phone.
  case device
  /// The simulated Intune administrator.
  case admin

  /// The panel's title.
  var title: String {
    switch self {
    case .device: "Device (F4)"
    case .admin: "Administrator (F5)"
    }
  }

  /// A sentence under the list saying when changes take effect.
  var footnote: String {
    switch self {
    case .device: "Changes reach the app at its next launch, resume or check-in."
    case .admin: "Changes reach the app at its next check-in."
    }
  }

  /// The panel's rows for the session as it is now.
  func rows(_ session: SessionView) -> [ControlRow] {
    switch self {
    case .device: ControlPanel.deviceRows(session)
    case .admin: ControlPanel.adminRows(session)
    }
  }

  /// The iOS versions the device panel cycles through.
  static let osVersions = ["15.8", "16.7", "17.5", "18.1"]
  /// The models the device panel cycles through.
  static let models = ["iPhone15,3", "iPhone14,2", "iPhone12,1", "iPhone16,2"]
  /// The clock jumps the device panel offers, with their labels.
  static let clockJumps: [(String, Duration)] = [
    ("+30 min", .seconds(30 * 60)), ("+12 h", .seconds(12 * 3600)), ("+1 day", .seconds(86_400)),
    ("+90 days", .seconds(90 * 86_400)),
  ]

  private static func deviceRows(_ session: SessionView) -> [ControlRow] {
    let device = session.scenario.device
    let state = session.state
    let sensor = device.biometry == .touchID ? "Touch ID" : "Face ID"
    var rows = [
      ControlRow(
        "Jailbroken", device.jailbroken ? "yes" : "no", .device(.jailbroken(!device.jailbroken))),
      ControlRow(
        "iOS version", device.osVersion,
        .device(.osVersion(next(after: device.osVersion, in: osVersions)))),
      ControlRow("Model", device.model, .device(.model(next(after: device.model, in: models)))),
      ControlRow(
        "Network", device.online ? "online" : "offline", .device(.online(!device.online))),
      ControlRow(
        "Threat level", device.threatLevel.rawValue, .device(.threatLevel(device.threatLevel.next))),
    ]
    if device.biometry != .none {
      rows += [
        ControlRow(
          "\(sensor) matches", device.biometricMatches ? "yes" : "no",
          .device(.biometricMatches(!device.biometricMatches))),
        ControlRow(
          "Enroll another \(sensor == "Face ID" ? "face" : "finger")", "",
          .device(.biometricEnrolled)),
      ]
    }
    rows.append(
      ControlRow(
        "App",
        !state.isRunning ? "not running" : state.inForeground ? "foreground" : "background",
        state.isRunning ? .device(.appInBackground(state.inForeground)) : nil))
    for (label, duration) in clockJumps {
      rows.append(ControlRow("Advance clock", label, .advanceClock(duration)))
    }
    return rows
  }

  /// The policy edits an admin can make from the panel: property, values to cycle through.
  static let policyEdits: [(String, [JSONValue])] = [
    ("pinRequired", [.bool(true), .bool(false)]),
    ("minimumPinLength", [.number(4), .number(6), .number(8)]),
    ("pinCharacterSet", [.string("numeric"), .string("alphanumericAndSymbol")]),
    ("simplePinBlocked", [.bool(false), .bool(true)]),
    ("maximumPinRetries", [.number(5), .number(3), .number(10)]),
    ("appActionIfMaximumPinRetriesExceeded", [.string("block"), .string("wipe")]),
    ("previousPinBlockCount", [.number(0), .number(3)]),
    ("periodBeforePinReset", [.string("PT0S"), .string("P90D")]),
    ("organizationalCredentialsRequired", [.bool(false), .bool(true)]),
    ("faceIdBlocked", [.bool(false), .bool(true)]),
    ("pinRequiredInsteadOfBiometricTimeout", [.string("PT30M"), .string("PT12H")]),
    ("periodOnlineBeforeAccessCheck", [.string("PT30M"), .string("PT5M")]),
    ("periodOfflineBeforeAccessCheck", [.string("PT12H"), .string("PT1H")]),
    ("appActionIfDeviceComplianceRequired", [.string("block"), .string("wipe")]),
    ("minimumWarningOsVersion", [.null, .string("18.0")]),
    ("minimumRequiredOsVersion", [.null, .string("17.0"), .string("18.0")]),
    ("minimumRequiredAppVersion", [.null, .string("3.0")]),
    ("allowedIosDeviceModels", [.null, .string("iPhone15,3;iPhone16,2")]),
    (
      "maximumAllowedDeviceThreatLevel",
      [.string("notConfigured"), .string("secured"), .string("low")]
    ),
    ("appActionIfUnableToAuthenticateUser", [.null, .string("block"), .string("wipe")]),
  ]

  private static func adminRows(_ session: SessionView) -> [ControlRow] {
    let scenario = session.scenario
    var rows = [ControlRow("Check in now", "", .admin(.checkInNow))]
    for user in scenario.tenant.users {
      let ordered = session.pendingWipes.contains(user.upn.lowercased())
      rows.append(
        ControlRow(
          "Wipe \(user.upn)", ordered ? "ordered" : "", .admin(.selectiveWipe(upn: user.upn))))
      rows.append(
        ControlRow(
          user.upn, user.enabled ? "enabled" : "disabled",
          .admin(.setAccountEnabled(upn: user.upn, enabled: !user.enabled))))
    }
    // The same policy a tape's `Admin policy` line changes: the signed-in user's, else the
    // first that targets the app.
    let upn = session.state.signIn.account?.upn
    guard let index = try? scenario.policyIndex(for: nil, signedIn: upn) else { return rows }
    let policy = scenario.policies[index]
    rows.append(
      ControlRow("Policy", policy.displayName.isEmpty ? policy.id : policy.displayName, nil))
    let json = policy.jsonValue()
    for (property, values) in policyEdits {
      let current = json[property] ?? .null
      let position = values.firstIndex(of: current).map { ($0 + 1) % values.count } ?? 0
      let edit = PolicyEdit(policy: nil, property: property, value: values[position])
      rows.append(ControlRow(property, display(current), .admin(.editPolicy(edit))))
    }
    return rows
  }

  private static func display(_ value: JSONValue) -> String {
    switch value {
    case .null: "not set"
    case .string(let text): text
    case .bool(let flag): flag ? "true" : "false"
    case .number, .array, .object: JSONText.render(value)
    }
  }

  private static func next(after current: String, in choices: [String]) -> String {
    guard let index = choices.firstIndex(of: current) else { return choices.first ?? current }
    return choices[(index + 1) % choices.count]
  }
}

/// One row of a control panel: what it shows, and the change Enter makes (none for a row that
/// only informs).
public struct ControlRow: Equatable, Sendable {
  /// The row's label.
  public var label: String
  /// The current value, shown at the right.
  public var value: String
  /// What choosing the row changes in the world.
  public var change: WorldChange?

  /// Creates a row.
  public init(_ label: String, _ value: String, _ change: WorldChange?) {
    self.label = label
    self.value = value
    self.change = change
  }
}
