import SessionEngine
import Strings

/// The live controls of a demo: the device panel (F4) and the admin panel (F5).
///
/// Each row shows a part of the world and the `WorldChange` that Enter makes; the program
/// applies it like any other change (a tape's `Device` or `Admin` line makes the same values).
/// Changes reach the app as the SDK sees them on a phone: a change to the phone when the app comes
/// back to the foreground, at a check-in or at its next launch (conditional launch is checked
/// then, docs/scenario.md); the administrator's at its next check-in. The footnote says which
/// and when, and R makes it happen now (`nowCommands`).
public enum ControlPanel: Equatable, Sendable {
  /// The simulated phone.
  case device
  /// The simulated Intune administrator.
  case admin

  /// The panel's title, in `strings`' words.
  func title(_ strings: StringTable) -> String {
    strings.text(self == .device ? .controlDeviceTitle : .controlAdminTitle)
  }

  /// The sentences under the list: when changes take effect in `session` (with the time of the
  /// next check-in when one is due), the key that makes it now, and the keys.
  func footnote(_ session: SessionView, strings: StringTable) -> String {
    let state = session.state
    var sentences: [String] = []
    if self == .device, !state.isRunning {
      sentences.append(strings.text(.controlDeviceFootnoteStopped))
    } else {
      sentences.append(
        strings.text(self == .device ? .controlDeviceFootnote : .controlAdminFootnote))
      // The clock jumps do not bring the PIN back while the app stays in the foreground, as on
      // a phone (intune.md §4: the period restarts when the app leaves the foreground).
      if self == .device, state.isRunning, state.enrolledAccount != nil {
        sentences.append(strings.text(.controlClockAwayOnly))
      }
      if state.isRunning, let due = state.nextCheckInAt, state.enrolledAccount != nil {
        let wait = due > session.now ? due.duration(since: session.now) : .zero
        sentences.append(
          strings.text(.controlCheckInDue, HumanDuration.text(wait, strings: strings)))
      }
    }
    if let now = nowKey(state) { sentences.append(strings.text(now)) }
    sentences.append(strings.text(.controlKeys))
    return strings.sentences(sentences)
  }

  /// The sentence naming the key that makes the panel's changes reach the app now, if any.
  private func nowKey(_ state: SessionState) -> StringKey? {
    switch self {
    case .device: !state.isRunning ? .controlNowLaunch : .controlNowResume
    case .admin: state.isRunning && state.enrolledAccount != nil ? .controlNowCheckIn : nil
    }
  }

  /// What R asks for in this panel: the change seen now. On the device panel a running app goes
  /// to the background and comes back (a resume, where conditional launch looks again) and a
  /// closed one is opened; on the admin panel the app checks in.
  func nowCommands(_ session: SessionView) -> [FrontCommand] {
    let state = session.state
    switch self {
    case .device:
      guard state.isRunning else { return [.launchApp] }
      let back = FrontCommand.world(.device(.appInBackground(false)))
      return state.inForeground ? [.world(.device(.appInBackground(true))), back] : [back]
    case .admin:
      guard state.isRunning, state.enrolledAccount != nil else { return [] }
      return [.world(.admin(.checkInNow))]
    }
  }

  /// The panel's rows for the session as it is now, labelled in `strings`' words (the changes
  /// they make are the same in every language).
  func rows(_ session: SessionView, strings: StringTable) -> [ControlRow] {
    switch self {
    case .device: ControlPanel.deviceRows(session, strings)
    case .admin: ControlPanel.adminRows(session, strings)
    }
  }

  /// The iOS versions the device panel cycles through.
  static let osVersions = ["15.8", "16.7", "17.5", "18.1"]
  /// The models the device panel cycles through.
  static let models = ["iPhone15,3", "iPhone14,2", "iPhone12,1", "iPhone16,2"]
  /// The clock jumps the device panel offers, with their labels.
  static let clockJumps: [(StringKey, Duration)] = [
    (.controlPlus30Minutes, .seconds(30 * 60)), (.controlPlus12Hours, .seconds(12 * 3600)),
    (.controlPlusDay, .seconds(86_400)), (.controlPlus90Days, .seconds(90 * 86_400)),
  ]

  private static func deviceRows(_ session: SessionView, _ strings: StringTable) -> [ControlRow] {
    let device = session.scenario.device
    let state = session.state
    let sensor = device.biometry == .touchID ? "Touch ID" : "Face ID"
    func yesNo(_ flag: Bool) -> String { strings.text(flag ? .controlYes : .controlNo) }
    var rows = [
      ControlRow(
        strings.text(.controlJailbroken), yesNo(device.jailbroken),
        .device(.jailbroken(!device.jailbroken))),
      ControlRow(
        strings.text(.controlOSVersion), device.osVersion,
        .device(.osVersion(next(after: device.osVersion, in: osVersions)))),
      ControlRow(
        strings.text(.controlModel), device.model,
        .device(.model(next(after: device.model, in: models)))),
      ControlRow(
        strings.text(.controlNetwork), strings.text(device.online ? .panelOnline : .panelOffline),
        .device(.online(!device.online))),
      ControlRow(
        strings.text(.controlThreatLevel), device.threatLevel.rawValue,
        .device(.threatLevel(device.threatLevel.next))),
    ]
    if device.biometry != .none {
      rows += [
        ControlRow(
          strings.text(.controlSensorMatches, sensor), yesNo(device.biometricMatches),
          .device(.biometricMatches(!device.biometricMatches))),
        ControlRow(
          strings.text(device.biometry == .touchID ? .controlEnrollFinger : .controlEnrollFace),
          "", .device(.biometricEnrolled)),
      ]
    }
    let app: StringKey =
      !state.isRunning
      ? .controlNotRunning : state.inForeground ? .controlForeground : .controlBackground
    rows.append(
      ControlRow(
        strings.text(.controlApp), strings.text(app),
        state.isRunning ? .device(.appInBackground(state.inForeground)) : nil))
    for (label, duration) in clockJumps {
      rows.append(
        ControlRow(strings.text(.controlAdvanceClock), strings.text(label), .advanceClock(duration))
      )
    }
    rows.append(
      ControlRow(
        strings.text(.panelManagedBrowser), yesNo(device.managedBrowserInstalled),
        .device(.managedBrowserInstalled(!device.managedBrowserInstalled))))
    // The lock matters for the app's file protection: offered when the app runs with its own
    // files (whose MaxFileProtectionLevel decides what a lock does), and while the phone is locked.
    if session.scenario.app.integration.fromUserFiles || device.locked {
      rows.append(
        ControlRow(
          strings.text(.controlPhoneLocked), yesNo(device.locked), .device(.locked(!device.locked))
        ))
    }
    let clipboard = device.clipboard.map { "\($0.identity.rawValue): \($0.text)" }
    rows.append(
      ControlRow(
        strings.text(.panelClipboard), clipboard ?? strings.text(.panelClipboardEmpty), nil))
    return rows
  }

  private static func adminRows(_ session: SessionView, _ strings: StringTable) -> [ControlRow] {
    let scenario = session.scenario
    var rows = [ControlRow(strings.text(.controlCheckInNow), "", .admin(.checkInNow))]
    for user in scenario.tenant.users {
      let ordered = session.pendingWipes.contains(user.upn.lowercased())
      rows.append(
        ControlRow(
          strings.text(.controlWipe, user.upn), ordered ? strings.text(.controlOrdered) : "",
          .admin(.selectiveWipe(upn: user.upn))))
      rows.append(
        ControlRow(
          user.upn, strings.text(user.enabled ? .controlEnabled : .controlDisabled),
          .admin(.setAccountEnabled(upn: user.upn, enabled: !user.enabled))))
    }
    // The same policy a tape's `Admin policy` line changes: the signed-in user's, else the
    // first that targets the app.
    let upn = session.state.signIn.account?.upn
    guard let index = try? scenario.policyIndex(for: nil, signedIn: upn) else { return rows }
    let policy = scenario.policies[index]
    rows.append(
      ControlRow(
        strings.text(.controlPolicy), policy.displayName.isEmpty ? policy.id : policy.displayName,
        nil))
    let json = policy.jsonValue()
    for (property, values) in AppProtectionPolicy.panelEdits {
      let current = json[property] ?? .null
      let position = values.firstIndex(of: current).map { ($0 + 1) % values.count } ?? 0
      let edit = PolicyEdit(policy: nil, property: property, value: values[position])
      rows.append(ControlRow(property, display(current, strings), .admin(.editPolicy(edit))))
    }
    return rows
  }

  private static func display(_ value: JSONValue, _ strings: StringTable) -> String {
    switch value {
    case .null: strings.text(.controlNotSet)
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
  /// What choosing the row does (nil: nothing, the row only shows a value).
  public var command: FrontCommand?

  /// What choosing the row changes in the world, if it changes the world.
  public var change: WorldChange? {
    if case .world(let change)? = command { return change }
    return nil
  }

  /// Creates a row that changes the world.
  public init(_ label: String, _ value: String, _ change: WorldChange?) {
    self.init(label, value, command: change.map(FrontCommand.world))
  }

  /// Creates a row that hands `command` to the program.
  public init(_ label: String, _ value: String, command: FrontCommand?) {
    self.label = label
    self.value = value
    self.command = command
  }
}
