import SessionEngine

/// The live controls of a demo: the device panel (F4) and the admin panel (F5).
///
/// Device changes reach the app as they would on a phone (at the next launch, resume or check-in);
/// admin changes reach it at its next check-in, which "Check in now" brings forward.
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

  /// The panel's rows for the world as it is now.
  func items(_ runtime: SessionRuntime) -> [ControlItem] {
    switch self {
    case .device: ControlPanel.deviceItems(runtime)
    case .admin: ControlPanel.adminItems(runtime)
    }
  }

  private static func deviceItems(_ runtime: SessionRuntime) -> [ControlItem] {
    let device = runtime.scenario.device
    let state = runtime.state
    let face = device.biometry == "touchID" ? "Touch ID" : "Face ID"
    return [
      ControlItem(label: "Jailbroken", value: device.jailbroken ? "yes" : "no") { runtime in
        runtime.updateDevice { $0.jailbroken.toggle() }
      },
      ControlItem(label: "iOS version", value: device.osVersion) { runtime in
        runtime.updateDevice {
          $0.osVersion = next(after: $0.osVersion, in: ["15.8", "16.7", "17.5", "18.1"])
        }
      },
      ControlItem(label: "Model", value: device.model) { runtime in
        runtime.updateDevice {
          $0.model = next(
            after: $0.model, in: ["iPhone15,3", "iPhone14,2", "iPhone12,1", "iPhone16,2"])
        }
      },
      ControlItem(label: "Network", value: device.online ? "online" : "offline") { runtime in
        runtime.updateDevice { $0.online.toggle() }
      },
      ControlItem(label: "Threat level", value: device.threatLevel) { runtime in
        runtime.updateDevice {
          $0.threatLevel = next(after: $0.threatLevel, in: ["secured", "low", "medium", "high"])
        }
      },
      ControlItem(label: "\(face) matches", value: device.biometricMatches ? "yes" : "no") {
        runtime in
        runtime.updateDevice { $0.biometricMatches.toggle() }
      },
      ControlItem(label: "Enroll a new face/finger", value: "#\(device.biometricEnrollment)") {
        runtime in
        runtime.updateDevice { $0.biometricEnrollment += 1 }
      },
      ControlItem(
        label: "App",
        value: !state.isRunning ? "not running" : state.inForeground ? "foreground" : "background"
      ) {
        runtime in
        guard runtime.state.isRunning else { return }
        if runtime.state.inForeground {
          runtime.send(.movedToBackground)
        } else {
          runtime.send(.movedToForeground(runtime.scenario.device))
        }
      },
      ControlItem(label: "Advance clock", value: "+30 min") { $0.advance(by: .seconds(30 * 60)) },
      ControlItem(label: "Advance clock", value: "+12 h") { $0.advance(by: .seconds(12 * 3600)) },
      ControlItem(label: "Advance clock", value: "+1 day") { $0.advance(by: .seconds(86_400)) },
      ControlItem(label: "Advance clock", value: "+90 days") {
        $0.advance(by: .seconds(90 * 86_400))
      },
    ]
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

  private static func adminItems(_ runtime: SessionRuntime) -> [ControlItem] {
    var items = [ControlItem(label: "Check in now", value: "") { $0.checkInNow() }]
    for user in runtime.scenario.tenant.users {
      items.append(
        ControlItem(
          label: "Wipe \(user.upn)",
          value: runtime.service.pendingWipes.contains(user.upn.lowercased()) ? "ordered" : ""
        ) {
          runtime in try? runtime.adminWipe(upn: user.upn)
        })
      items.append(
        ControlItem(label: "\(user.upn)", value: user.enabled ? "enabled" : "disabled") { runtime in
          let enabled = runtime.scenario.tenant.user(upn: user.upn)?.enabled ?? true
          try? runtime.adminSetEnabled(upn: user.upn, !enabled)
        })
    }
    let bundle = runtime.scenario.app.bundleId.lowercased()
    guard
      let index = runtime.scenario.policies.firstIndex(where: { policy in
        policy.targetedBundleIds.contains { $0.lowercased() == bundle }
      })
    else { return items }
    let policy = runtime.scenario.policies[index]
    let json = policy.jsonValue()
    for (property, values) in policyEdits {
      let current = json[property] ?? .null
      items.append(
        ControlItem(label: property, value: display(current)) { runtime in
          var edited = runtime.scenario.policies[index]
          let now = edited.jsonValue()[property] ?? .null
          let position = values.firstIndex(of: now).map { ($0 + 1) % values.count } ?? 0
          do {
            try edited.set(property, to: values[position])
            runtime.adminReplacePolicy(at: index, with: edited)
          } catch {}
        })
    }
    return items
  }

  private static func display(_ value: JSONValue) -> String {
    switch value {
    case .null: "not set"
    case .string(let text): text
    case .bool(let flag): flag ? "true" : "false"
    case .number: JSONText.render(value)
    case .array, .object: JSONText.render(value)
    }
  }

  private static func next(after current: String, in choices: [String]) -> String {
    guard let index = choices.firstIndex(of: current) else { return choices[0] }
    return choices[(index + 1) % choices.count]
  }
}

/// One row of a control panel: what it shows and what Enter does.
public struct ControlItem {
  /// The row's label.
  public var label: String
  /// The current value, shown at the right.
  public var value: String
  /// What choosing the row does to the world.
  public var apply: (SessionRuntime) -> Void

  /// Creates a row.
  public init(label: String, value: String, apply: @escaping (SessionRuntime) -> Void) {
    self.label = label
    self.value = value
    self.apply = apply
  }
}
