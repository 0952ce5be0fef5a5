import SessionEngine

/// How a change to the world is written in a tape: `Device …`, `Advance …` or `Admin …`.
///
/// The parser (`TapeWorldParser`) reads exactly these forms, so `mamsim record` can write what
/// the device and admin panels did and the tape replays it.
extension WorldChange {
  /// The tape line for the change, e.g. `Device online false` or `Admin wipe "alex@contoso.com"`.
  public var tapeLine: String {
    switch self {
    case .advanceClock(let duration): "Advance \(TapeDuration.format(duration))"
    case .device(let change): "Device " + Self.words(change)
    case .admin(let change): "Admin " + Self.words(change)
    }
  }

  /// The property names `Device` accepts.
  public static let deviceProperties = [
    "jailbroken", "os", "model", "online", "threat", "biometricMatches", "biometricEnrolled",
    "app", "managedBrowser", "locked",
  ]

  /// The action names `Admin` accepts.
  public static let adminActions = ["wipe", "policy", "unassign", "disable", "enable", "checkin"]

  private static func words(_ change: DeviceChange) -> String {
    switch change {
    case .jailbroken(let flag): "jailbroken \(flag)"
    case .osVersion(let version): "os \(TapeQuoting.quoted(version))"
    case .model(let model): "model \(TapeQuoting.quoted(model))"
    case .online(let flag): "online \(flag)"
    case .threatLevel(let level): "threat \(level.rawValue)"
    case .biometricMatches(let flag): "biometricMatches \(flag)"
    case .biometricEnrolled: "biometricEnrolled"
    case .managedBrowserInstalled(let flag): "managedBrowser \(flag)"
    case .locked(let flag): "locked \(flag)"
    case .appInBackground(let flag): "app \(flag ? "background" : "foreground")"
    }
  }

  private static func words(_ change: AdminChange) -> String {
    switch change {
    case .selectiveWipe(let upn): "wipe \(TapeQuoting.quoted(upn))"
    case .setAccountEnabled(let upn, let enabled):
      "\(enabled ? "enable" : "disable") \(TapeQuoting.quoted(upn))"
    case .checkInNow: "checkin"
    case .unassignPolicy(let name): "unassign" + (name.map { " \(TapeQuoting.quoted($0))" } ?? "")
    case .editPolicy(let edit):
      "policy \(TapeQuoting.quoted(edit.property)) \(value(edit.value))"
        + (edit.policy.map { " in \(TapeQuoting.quoted($0))" } ?? "")
    }
  }

  /// A policy value as a tape writes it: `true`, `6`, `"PT30M"`, `null`.
  private static func value(_ value: JSONValue) -> String {
    switch value {
    case .bool(let flag): "\(flag)"
    case .number(let number):
      number == number.rounded() && abs(number) < 1e15 ? "\(Int64(number))" : "\(number)"
    case .string(let text): TapeQuoting.quoted(text)
    case .null: "null"
    case .array, .object: TapeQuoting.quoted(JSONText.render(value))
    }
  }
}
