import Foundation
import SessionEngine
import TestSupport

@testable import DeviceStore

/// A scratch device folder and short ways to drive the embedded scenario on it.
struct StoreFixture {
  /// A fresh folder under the temporary directory (not created yet).
  let directory: String

  init() {
    directory = ScratchFolder.path("store")
  }

  /// Opens the device, with cheap PIN hashes so the tests stay quick.
  func open() throws -> DeviceStore {
    try DeviceStore.open(directory: directory, pinHashIterations: 1000)
  }

  /// The embedded scenario, its policy also targeting `com.contoso.mail`, as app `bundleId`.
  static func scenario(bundleId: String = "com.contoso.notes") -> Scenario {
    var scenario = ScenarioLoader.embedded()
    scenario.app.bundleId = bundleId
    scenario.policies[0].targetedBundleIds += ["com.contoso.mail", "com.fabrikam.notes"]
    return scenario
  }

  /// The embedded user `upn`.
  static func user(_ upn: String) -> TenantUser {
    guard let user = ScenarioLoader.embedded().tenant.user(upn: upn) else {
      fatalError("the embedded scenario lost \(upn)")
    }
    return user
  }
}

extension SessionRuntime {
  /// Launches, signs Alex in, restarts for the first policy and sets PIN `pin`.
  func enrollAlex(pin: String = "2580") {
    launch()
    let alex = StoreFixture.user("alex@contoso.com")
    send(.appSignInSubmitted(upn: alex.upn, password: Secret(alex.password)))
    advance(by: .seconds(5))
    send(.restartAcknowledged)
    launch()
    advance(by: .seconds(2))
    typePin(pin)
    typePin(pin)
  }

  /// Types a PIN and lets the vault answer.
  func typePin(_ pin: String) {
    send(.pinSubmitted(Secret(pin)))
    advance(by: .milliseconds(10))
  }
}
