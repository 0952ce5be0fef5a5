import Testing

@testable import SessionEngine

/// `keySettings()` (the access requirements written out, the side panel's fast path) against the
/// plain answer: the field table's access requirements, each read by its `readable`.
@Suite struct PolicyKeySettingsTests {
  /// What the field table gives.
  static func fromTable(_ policy: AppProtectionPolicy) -> [String] {
    AppProtectionPolicy.fields.filter(\.isAccessRequirement).map {
      "\($0.name)=\($0.readable(policy))"
    }
  }

  static func written(_ policy: AppProtectionPolicy) -> [String] {
    policy.keySettings().map { "\($0.name)=\($0.value)" }
  }

  @Test func theDefaultAndEmbeddedPoliciesMatchTheTable() {
    for policy in [AppProtectionPolicy(), EmbeddedScenario.value.policies[0]] {
      #expect(Self.written(policy) == Self.fromTable(policy))
    }
  }

  @Test func randomPoliciesMatchTheTable() {
    var generator = SystemRandomNumberGenerator()
    let durations: [Duration] = [
      .zero, .seconds(1), .seconds(90), .seconds(30 * 60), .seconds(86_400 * 3),
      .milliseconds(1500),
    ]
    for _ in 0..<300 {
      var policy = AppProtectionPolicy()
      policy.pinRequired = Bool.random(using: &generator)
      policy.pinCharacterSet = PinCharacterSet.allCases.randomElement(using: &generator) ?? .numeric
      policy.simplePinBlocked = Bool.random(using: &generator)
      policy.minimumPinLength = Int.random(in: 1...64, using: &generator)
      policy.fingerprintBlocked = Bool.random(using: &generator)
      policy.faceIdBlocked = Bool.random(using: &generator)
      policy.pinRequiredInsteadOfBiometricTimeout =
        durations.randomElement(using: &generator) ?? .zero
      policy.periodBeforePinReset = durations.randomElement(using: &generator) ?? .zero
      policy.previousPinBlockCount = Int.random(in: 0...100, using: &generator)
      policy.disableAppPinIfDevicePinIsSet = Bool.random(using: &generator)
      policy.organizationalCredentialsRequired = Bool.random(using: &generator)
      policy.periodOnlineBeforeAccessCheck = durations.randomElement(using: &generator) ?? .zero
      #expect(Self.written(policy) == Self.fromTable(policy))
    }
  }

  /// The comparison can fail: a policy differing in one access requirement reads differently.
  @Test func aDifferenceShows() {
    var policy = AppProtectionPolicy()
    policy.periodBeforePinReset = .seconds(86_400)
    #expect(Self.written(policy) != Self.fromTable(AppProtectionPolicy()))
  }
}
