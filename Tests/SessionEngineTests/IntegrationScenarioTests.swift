import Testing

@testable import SessionEngine

/// The scenario's device settings for the consequences: the MDM app configuration and the second
/// managed app's twin, known to the loader's unknown-key check.
@Suite struct IntegrationScenarioTests {
  static func load(_ device: String) -> ScenarioLoader.Result {
    ScenarioLoader.load(
      text: """
        {
          "tenant": { "users": [ { "upn": "a@b.com", "password": "p" } ] },
          "app": { "bundleId": "com.example.app" },
          "device": \(device)
        }
        """, file: "s.json")
  }

  @Test func theDeviceReadsItsAppConfigurationAndTheSecondAppsTwin() {
    let result = Self.load(
      """
      { "mdmUser": "a@b.com", "managedAppRegistersTwin": false,
        "appConfig": { "IntuneMAMUPN": "a@b.com", "IntuneMAMOID": "oid-a" } }
      """)
    let device = result.scenario?.device
    #expect(device?.appConfig == MDMAppConfig(upn: "a@b.com", oid: "oid-a"))
    #expect(device?.managedAppRegistersTwin == false)
    #expect(device?.mdmConfiguresIntuneAccount == true)
    #expect(!result.diagnostics.contains { $0.severity == .error })
    #expect(Self.load("{}").scenario?.device.managedAppRegistersTwin == true)
  }

  @Test func anUnknownAppConfigurationKeyIsAnErrorAtItsPath() {
    let result = Self.load(#"{ "appConfig": { "IntuneMAMUPNN": "a@b.com" } }"#)
    let problem = result.diagnostics.first { $0.severity == .error }
    #expect(problem?.keyPath == "device.appConfig.IntuneMAMUPNN")
    #expect(problem?.message.contains("IntuneMAMUPN") == true)
    let wrong = Self.load(#"{ "appConfig": "a@b.com" }"#)
    #expect(
      wrong.diagnostics.contains { $0.keyPath == "device.appConfig" && $0.severity == .error })
  }
}
