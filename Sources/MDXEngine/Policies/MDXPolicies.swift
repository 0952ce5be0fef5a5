/// A set of MDX policy values by key name, as a policy file or the console gives them.
///
/// `value(of:)` is what the file says (nil when it says nothing); the typed properties fall back
/// to the console's defaults, which is how the engine reads them.
public struct MDXPolicies: Equatable, Hashable, Sendable {
  /// Every value, by key name as written (known keys normalised).
  public var values: [String: String]

  /// Policies holding `values`.
  public init(_ values: [String: String] = [:]) {
    self.values = values
  }

  /// The console's defaults for every known key.
  public static let consoleDefaults = MDXPolicies(
    Dictionary(uniqueKeysWithValues: MDXPolicyKey.allCases.map { ($0.rawValue, $0.defaultValue) }))

  /// The value of the policy named `name` (any key, known or not), or nil.
  public func value(of name: String) -> String? {
    if let exact = values[name] { return exact }
    return values.first { $0.key.lowercased() == name.lowercased() }?.value
  }

  /// The value of `key`, or its console default.
  public func resolved(_ key: MDXPolicyKey) -> String {
    value(of: key.rawValue).flatMap(key.kind.normalised) ?? key.defaultValue
  }

  private func flag(_ key: MDXPolicyKey) -> Bool { resolved(key) == "true" }
  private func number(_ key: MDXPolicyKey) -> Int {
    Int(resolved(key)) ?? Int(key.defaultValue) ?? 0
  }

  /// Whether the Citrix PIN is asked for after inactivity.
  public var appPasscode: Bool { flag(.appPasscode) }
  /// Minutes of inactivity before the PIN is asked again (0: only at launch).
  public var inactivityMinutes: Int { number(.inactivityTimer) }
  /// Hours the app may run without a logon over the network.
  public var maxOfflineHours: Int { number(.maxOfflinePeriod) }
  /// Wrong PINs before the app locks.
  public var authFailuresBeforeLock: Int { number(.authFailuresBeforeLock) }
  /// Whether jailbroken devices are refused.
  public var blockJailbroken: Bool { flag(.blockJailbrokenDevices) }
  /// Whether an App lock also erases the app's data.
  public var wipeDataOnAppLock: Bool { flag(.wipeDataOnAppLock) }

  /// Returns these policies with `key` set to `value`.
  public func setting(_ key: MDXPolicyKey, to value: String) -> MDXPolicies {
    var copy = self
    copy.values[key.rawValue] = value
    return copy
  }
}
