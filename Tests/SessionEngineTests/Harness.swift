import SessionEngine
import Testing

/// Shared fixtures for engine tests: the embedded world and short names for its people.
enum Harness {
  static let scenario = ScenarioLoader.embedded()
  static var alex: TenantUser { user("alex@contoso.com") }
  static var blake: TenantUser { user("blake@contoso.com") }
  static var casey: TenantUser { user("casey@contoso.com") }
  static var drew: TenantUser { user("drew@contoso.com") }

  static func user(_ upn: String) -> TenantUser {
    guard let user = scenario.tenant.user(upn: upn) else {
      fatalError("the embedded scenario lost \(upn)")
    }
    return user
  }

  /// A runtime on `scenario` with `change` applied to it first.
  static func runtime(_ change: (inout Scenario) -> Void = { _ in }) -> SessionRuntime {
    var copy = scenario
    change(&copy)
    return SessionRuntime(scenario: copy)
  }

  /// A runtime on `scenario` (changed by `change`) where Alex is signed in, managed, with PIN
  /// 2580, on the app's home.
  static func managed(_ change: (inout Scenario) -> Void = { _ in }) -> SessionRuntime {
    let runtime = runtime(change)
    runtime.launch()
    runtime.signInWithApp(alex)
    runtime.send(.restartAcknowledged)
    runtime.launch()
    runtime.advance(by: .seconds(2))
    runtime.typePin("2580")
    runtime.typePin("2580")
    return runtime
  }

  /// The policy of the embedded scenario.
  static var policy: AppProtectionPolicy {
    guard let policy = scenario.policies.first else { fatalError("no policy") }
    return policy
  }
}

extension SessionRuntime {
  /// Submits the app's sign-in form for `user` and lets the services answer.
  func signInWithApp(_ user: TenantUser, password: String? = nil) {
    send(.appSignInSubmitted(upn: user.upn, password: Secret(password ?? user.password)))
    advance(by: .seconds(5))
  }

  /// The callbacks logged so far, as (name, status) pairs.
  var callbacks: [(String, Int?)] {
    log.entries.map { ($0.callback.name, $0.callback.statusCode?.rawValue) }
  }

  /// The callback names and statuses as one readable string, e.g. `enrollmentRequest 100`.
  var callbackSummary: [String] {
    callbacks.map { name, status in status.map { "\(name) \($0)" } ?? name }
  }

  /// Types a PIN and lets the vault answer.
  func typePin(_ pin: String) {
    send(.pinSubmitted(Secret(pin)))
    advance(by: .milliseconds(10))
  }
}

extension SessionRuntime {
  /// Makes `change` to the world; a refusal fails the test.
  func change(_ change: WorldChange, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      try apply(change)
    } catch {
      Issue.record("the change \(change) was refused: \(error)", sourceLocation: sourceLocation)
    }
  }
}
