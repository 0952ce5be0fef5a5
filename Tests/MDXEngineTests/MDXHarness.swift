import SessionEngine

@testable import MDXEngine

/// A small Citrix world for the engine tests, and a driver that keeps the time.
enum MDXHarness {
  static let sam = MDXUser(
    upn: "sam@fabrikam.example", samAccountName: "sam", displayName: "Sam Okafor",
    mail: "sam@fabrikam.example", password: Secret("Passw0rd!"))

  static func configuration(
    _ mode: MDXMode = .managed, _ edits: [MDXPolicyKey: String] = [:]
  ) -> MDXConfiguration {
    var policies = MDXPolicies.consoleDefaults
    for (key, value) in edits { policies = policies.setting(key, to: value) }
    return MDXConfiguration(
      mode: mode, serverAddress: "mdm.fabrikam.example", users: [sam],
      managedPolicies: policies,
      premiumDefaults: MDXPolicies(["DisableCamera": "true", "AppPasscode": "false"]))
  }
}

/// Feeds events to the engine at a clock that only moves when told.
struct MDXDriver {
  var state: MDXState
  var now = Instant.zero
  var effects: [MDXEffect] = []

  init(_ configuration: MDXConfiguration = MDXHarness.configuration(), hub: Bool = true) {
    state = MDXState(configuration: configuration, secureHubInstalled: hub)
  }

  @discardableResult
  mutating func send(_ event: MDXEvent) -> [MDXEffect] {
    effects = MDXEngine.reduce(&state, event, at: now)
    return effects
  }

  mutating func advance(minutes: Int) {
    now = now.advanced(by: .seconds(60 * minutes))
    send(.tick)
  }

  /// Launches and goes through enrolment with PIN 135790.
  mutating func enrol() {
    send(.launch)
    send(.submitServerAddress("https://mdm.fabrikam.example/"))
    send(.submitCredentials(user: "sam", password: "Passw0rd!"))
    send(.createPin("135790", confirmation: "135790"))
  }
}
