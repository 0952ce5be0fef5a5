import Testing

@testable import SessionEngine

/// Graph's `blockWhenSettingIsSupported` blocks on a device that supports the setting. The
/// simulated phone supports every setting mamsim emulates, so wherever `block` is taken it is
/// taken too, acts as `block`, and is written back as it was written.
@Suite struct BlockWhenSupportedTests {
  static let actions = [
    "appActionIfMaximumPinRetriesExceeded", "appActionIfDeviceComplianceRequired",
    "appActionIfUnableToAuthenticateUser", "appActionIfIosDeviceModelNotAllowed",
    "mobileThreatDefenseRemediationAction",
  ]

  @Test(arguments: actions)
  func everyActionTakesItAndWritesItBack(name: String) throws {
    let (decoded, diagnostics) = AppProtectionPolicy.decode(
      .object([name: .string("BlockWhenSettingIsSupported")]), file: "s.json", keyPath: "p")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let policy = try #require(decoded)
    #expect(policy.jsonValue()[name] == .string("blockWhenSettingIsSupported"))
  }

  @Test func itBlocksWhereTheSettingFails() {
    var policy = Harness.policy
    policy.allowedIosDeviceModels = ["iPhone14,2"]
    policy.appActionIfIosDeviceModelNotAllowed = .blockWhenSettingIsSupported
    policy.deviceComplianceRequired = true
    policy.appActionIfDeviceComplianceRequired = .blockWhenSettingIsSupported
    policy.maximumAllowedDeviceThreatLevel = .low
    policy.mobileThreatDefenseRemediationAction = .blockWhenSettingIsSupported
    policy.appActionIfUnableToAuthenticateUser = .blockWhenSettingIsSupported
    var device = DeviceState()
    device.jailbroken = true
    device.threatLevel = .high
    let now = Instant(milliseconds: 1_000)
    let found = ConditionalLaunch.findings(
      policy,
      ConditionalLaunch.Facts(
        device: device, appVersion: "2.4.0", sdkVersion: "19.7.0", accountDisabled: true,
        lastOnline: now, now: now))
    #expect(found.count == 4)
    #expect(found.allSatisfy { $0.action == .block }, "\(found)")
  }

  /// Too many wrong PINs with it: the same work account must sign in again, as with `block`.
  @Test func tooManyWrongPinsAskForTheWorkAccount() {
    let runtime = Harness.managed {
      $0.policies[0].appActionIfMaximumPinRetriesExceeded = .blockWhenSettingIsSupported
    }
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
    for _ in 1...5 { runtime.typePin("0000") }
    guard case .signInPrompt(let prompt) = runtime.state.sdkScreen else {
      Issue.record("after 5 wrong PINs: \(String(describing: runtime.state.sdkScreen))")
      return
    }
    #expect(prompt.reason == .maxPinAttempts)
  }
}
