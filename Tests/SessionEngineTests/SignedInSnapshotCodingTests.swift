import Foundation
import Testing

@testable import SessionEngine

/// The JSON of the saved state a signed-in app has (the SDK screen, its registration, the applied
/// policy, the dismissed conditional-launch warnings) stays the stored format: stores saved by
/// earlier mamsims load, and new ones read the same. The expected texts in
/// `Goldens/signed-in-snapshot-coding.json` were written by the synthesized code
/// (`MAMSIM_RECORD_GOLDENS=1` before the change) and are compared text for text.
@Suite struct SignedInSnapshotCodingTests {
  typealias Coding = SnapshotCodingTests

  static let alex = Account(objectId: "0c9a", upn: "alex@contoso.com", displayName: "Alex W")

  /// Every case of the SDK screen and of the types it holds.
  static let screens: [(String, SDKScreen)] = {
    var list: [(String, SDKScreen)] = [
      ("splash", .splash),
      (
        "signInPrompt full",
        .signInPrompt(
          SignInPrompt(
            reason: .loginAndEnroll, upn: "alex@contoso.com", problem: .auth(.wrongPassword),
            busy: true, cancellable: false))
      ),
      ("signInPrompt plain", .signInPrompt(SignInPrompt(reason: .authRequired, cancellable: true))),
      (
        "signInPrompt mismatch",
        .signInPrompt(
          SignInPrompt(reason: .accessCheck, problem: .accountMismatch, cancellable: false))
      ),
      ("connecting", .connecting),
      ("enrollmentBlocked notLicensed", .enrollmentBlocked(.notLicensed)),
      ("enrollmentBlocked noPolicy", .enrollmentBlocked(.noPolicy)),
      ("enrollmentBlocked failed", .enrollmentBlocked(.failed(.licensedNotTargeted))),
      ("noPolicyWarning", .noPolicyWarning),
      ("restartRequired", .restartRequired),
      ("setPin choose", .setPin(.choose(problem: nil))),
      ("setPin confirm", .setPin(.confirm)),
      ("setPin saving", .setPin(.saving)),
      ("enterPin plain", .enterPin(EnterPinForm())),
      (
        "enterPin full",
        .enterPin(
          EnterPinForm(
            incorrect: true, verifying: true, biometricOffer: .touchID, biometricFailed: true,
            biometricsChanged: true))
      ),
      ("wipeNotice adminWipe", .wipeNotice(.adminWipe)),
      ("wipeNotice maxPinRetries", .wipeNotice(.maxPinRetries)),
      ("wipeNotice conditionalLaunch", .wipeNotice(.conditionalLaunch(.jailbroken))),
      (
        "conditionalLaunch",
        .conditionalLaunch(
          ConditionalLaunchFinding(.threatLevelTooHigh(level: .high, allowed: .low), .warn))
      ),
      ("storeError plain", .storeError(StoreFailure(.saveStep, reason: "disk full"))),
      (
        "storeError located",
        .storeError(StoreFailure(.checkPin, reason: "locked", location: "device.sqlite"))
      ),
    ]
    let problems: [PinProblem] = [
      .tooShort(minimum: 6), .digitsOnly, .simple, .numericNotAllowed, .needsMixedCharacters,
      .mismatch, .reused(count: 3), .expired(days: 30),
    ]
    for problem in problems {
      list.append(("setPin problem \(problem)", .setPin(.choose(problem: problem))))
    }
    return list
  }()

  /// Every case of the conditional-launch condition.
  static let conditions: [ConditionalLaunchCondition] = [
    .sdkVersionTooOld(minimum: "19.8"), .appVersionTooOld(minimum: "2.5"),
    .osVersionTooOld(minimum: "17.6"), .osVersionTooNew(maximum: "18.0"), .jailbroken,
    .deviceModelNotAllowed(model: "iPhone12,1"), .threatLevelTooHigh(level: .medium, allowed: .low),
    .accountDisabled, .offlineTooLong(since: Instant(milliseconds: 1200)),
    .offlineWipeNear(wipeAt: Instant(milliseconds: 86_400_000)),
  ]

  static let registrations: [(String, Registration)] = [
    ("enrolling", Registration(account: alex, phase: .enrolling)),
    ("enrolled", Registration(account: alex, phase: .enrolled)),
    (
      "waitingToRetry",
      Registration(
        account: alex,
        phase: .waitingToRetry(retryAt: Instant(milliseconds: 90_000), code: .timeout))
    ),
  ]

  /// A policy with every optional member set and every other one away from its default.
  static var fullPolicy: AppProtectionPolicy {
    var policy = AppProtectionPolicy()
    policy.id = "T_1"
    policy.displayName = "Everything"
    policy.version = "7"
    policy.pinRequired = false
    policy.pinCharacterSet = .alphanumericAndSymbol
    policy.simplePinBlocked = true
    policy.minimumPinLength = 6
    policy.fingerprintBlocked = true
    policy.faceIdBlocked = true
    policy.pinRequiredInsteadOfBiometricTimeout = .seconds(60)
    policy.periodBeforePinReset = .seconds(86_400 * 30)
    policy.previousPinBlockCount = 3
    policy.disableAppPinIfDevicePinIsSet = true
    policy.organizationalCredentialsRequired = true
    policy.periodOnlineBeforeAccessCheck = .milliseconds(1500)
    policy.maximumPinRetries = 9
    policy.appActionIfMaximumPinRetriesExceeded = .wipe
    policy.periodOfflineBeforeAccessCheck = .seconds(600)
    policy.periodOfflineBeforeWipeIsEnforced = .seconds(86_400)
    policy.deviceComplianceRequired = false
    policy.appActionIfDeviceComplianceRequired = .wipe
    policy.appActionIfUnableToAuthenticateUser = .warn
    policy.minimumRequiredOsVersion = "16.0"
    policy.minimumWarningOsVersion = "16.1"
    policy.minimumWipeOsVersion = "15.0"
    policy.maximumRequiredOsVersion = "19.0"
    policy.maximumWarningOsVersion = "18.9"
    policy.maximumWipeOsVersion = "20.0"
    policy.minimumRequiredAppVersion = "2.0"
    policy.minimumWarningAppVersion = "2.1"
    policy.minimumWipeAppVersion = "1.0"
    policy.minimumRequiredSdkVersion = "19.0"
    policy.minimumWarningSdkVersion = "19.1"
    policy.minimumWipeSdkVersion = "18.0"
    policy.allowedIosDeviceModels = ["iPhone15,3", "iPad13,1"]
    policy.appActionIfIosDeviceModelNotAllowed = .warn
    policy.maximumAllowedDeviceThreatLevel = .medium
    policy.mobileThreatDefenseRemediationAction = .wipe
    policy.allowedOutboundClipboardSharingLevel = .blocked
    policy.allowedOutboundClipboardSharingExceptionLength = 12
    policy.allowedOutboundDataTransferDestinations = .managedApps
    policy.allowedInboundDataTransferSources = .none
    policy.saveAsBlocked = true
    policy.allowedDataStorageLocations = ["oneDriveForBusiness", "sharePoint"]
    policy.printBlocked = true
    policy.managedBrowserToOpenLinksRequired = true
    policy.managedBrowser = .microsoftEdge
    policy.appDataEncryptionType = .afterDeviceRestart
    policy.dataBackupBlocked = true
    policy.notificationRestriction = .blockOrganizationalData
    policy.screenCaptureConfigurationState = .blocked
    policy.targetedBundleIds = ["com.contoso.notes"]
    policy.assignedGroupIds = ["g1", "g2"]
    policy.excludedGroupIds = ["g3"]
    policy.notEmulated = ["customBrowserProtocol": .string("x"), "count": .number(2)]
    return policy
  }

  static let policies: [(String, AppliedPolicy)] = [
    (
      "default",
      AppliedPolicy(
        policy: AppProtectionPolicy(), receivedAt: Instant(milliseconds: 2218),
        awaitingRestart: false)
    ),
    (
      "full",
      AppliedPolicy(policy: fullPolicy, receivedAt: Instant(milliseconds: 5), awaitingRestart: true)
    ),
    (
      "embedded",
      AppliedPolicy(
        policy: ScenarioLoader.embedded().policies[0], receivedAt: Instant(milliseconds: 2218),
        awaitingRestart: false)
    ),
  ]

  /// Every value above with its name and its text.
  static func texts() throws -> [String: String] {
    var texts: [String: String] = [:]
    for (name, screen) in screens { texts["screen \(name)"] = try Coding.text(screen) }
    for condition in conditions {
      texts["condition \(condition)"] = try Coding.text(condition)
    }
    for (name, registration) in registrations {
      texts["registration \(name)"] = try Coding.text(registration)
    }
    for (name, policy) in policies { texts["policy \(name)"] = try Coding.text(policy) }
    texts["account"] = try Coding.text(alex)
    texts["warnings one"] = try Coding.text(Set([ConditionalLaunchCondition.jailbroken]))
    return texts
  }

  static let goldenURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens/signed-in-snapshot-coding.json")

  @Test func theTextsAreTheSynthesizedOnes() throws {
    let texts = try Self.texts()
    if ProcessInfo.processInfo.environment["MAMSIM_RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      try encoder.encode(texts).write(to: Self.goldenURL)
      return
    }
    let golden = try JSONDecoder().decode(
      [String: String].self, from: Data(contentsOf: Self.goldenURL))
    #expect(golden.keys.sorted() == texts.keys.sorted())
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      #expect(text == golden[name], "\(name)")
    }
  }

  @Test func theGoldenTextsReadBackToTheValues() throws {
    let golden = try JSONDecoder().decode(
      [String: String].self, from: Data(contentsOf: Self.goldenURL))
    for (name, screen) in Self.screens {
      let text = try #require(golden["screen \(name)"])
      #expect(try Coding.value(SDKScreen.self, text) == screen, "\(name)")
    }
    for condition in Self.conditions {
      let text = try #require(golden["condition \(condition)"])
      #expect(try Coding.value(ConditionalLaunchCondition.self, text) == condition)
    }
    for (name, registration) in Self.registrations {
      let text = try #require(golden["registration \(name)"])
      #expect(try Coding.value(Registration.self, text) == registration, "\(name)")
    }
    for (name, policy) in Self.policies {
      let text = try #require(golden["policy \(name)"])
      #expect(try Coding.value(AppliedPolicy.self, text) == policy, "\(name)")
    }
    #expect(try Coding.value(Account.self, try #require(golden["account"])) == Self.alex)
    let warnings = try Coding.value(
      Set<ConditionalLaunchCondition>.self, try #require(golden["warnings one"]))
    #expect(warnings == [.jailbroken])
    let all = Set(Self.conditions)
    #expect(try Coding.value(Set<ConditionalLaunchCondition>.self, try Coding.text(all)) == all)
  }

  /// What the synthesized code refused is refused still: no case, two cases, an unknown case, a
  /// payload missing a required member, a member of the wrong type, a missing required member.
  @Test func theRefusalsStay() {
    let screens = [
      #"{}"#, #"{"splash":{},"connecting":{}}"#, #"{"flying":{}}"#, #"{"splash":3}"#,
      #"{"signInPrompt":{}}"#, #"{"signInPrompt":{"_0":{"reason":"authRequired"}}}"#,
      #"{"signInPrompt":{"_0":{"reason":"nope","busy":false,"cancellable":true}}}"#,
      #"{"enrollmentBlocked":{"_0":{"failed":{"_0":999}}}}"#, #"{"setPin":{"_0":{}}}"#,
      #"{"setPin":{"_0":{"choose":{"problem":{"tooShort":{}}}}}}"#,
      #"{"enterPin":{"_0":{"incorrect":true}}}"#, #"{"storeError":{"_0":{"reason":"x"}}}"#,
      #"{"conditionalLaunch":{"_0":{"condition":{"jailbroken":{}}}}}"#, #"[]"#, #""splash""#,
    ]
    for json in screens {
      #expect(throws: (any Error).self, "\(json)") { try Coding.value(SDKScreen.self, json) }
    }
    let conditions = [
      #"{}"#, #"{"jailbroken":{},"accountDisabled":{}}"#, #"{"osVersionTooOld":{}}"#,
      #"{"threatLevelTooHigh":{"level":"high"}}"#, #"{"offlineTooLong":{"since":3}}"#,
    ]
    for json in conditions {
      #expect(throws: (any Error).self, "\(json)") {
        try Coding.value(ConditionalLaunchCondition.self, json)
      }
    }
    let registrations = [
      #"{"account":{"displayName":"A","objectId":"o","upn":"u"}}"#,
      #"{"phase":{"enrolled":{}}}"#,
      #"{"account":{"displayName":"A","objectId":"o","upn":"u"},"phase":{"waitingToRetry":{"code":216}}}"#,
    ]
    for json in registrations {
      #expect(throws: (any Error).self, "\(json)") { try Coding.value(Registration.self, json) }
    }
    #expect(throws: (any Error).self) { try Coding.value(Account.self, #"{"upn":"u"}"#) }
    #expect(throws: (any Error).self) {
      try Coding.value(
        AppliedPolicy.self, #"{"awaitingRestart":false,"receivedAt":{"milliseconds":1}}"#)
    }
  }

  /// A policy missing any one member that is not optional is refused, as the synthesized code
  /// refused it (a default value did not make a member optional); an optional one may be missing.
  @Test func aPolicyNeedsEveryMemberThatIsNotOptional() throws {
    let members = Self.topLevelMembers(of: try Coding.text(Self.fullPolicy))
    #expect(members.count == Mirror(reflecting: Self.fullPolicy).children.count)
    for (index, (name, _)) in members.enumerated() {
      var smaller = members
      smaller.remove(at: index)
      let json = "{" + smaller.map(\.1).joined(separator: ",") + "}"
      var expected = Self.fullPolicy
      if name == "appActionIfUnableToAuthenticateUser" {
        expected.appActionIfUnableToAuthenticateUser = nil
      } else if let path = Self.optionalMembers[name] {
        expected[keyPath: path] = nil
      } else {
        #expect(throws: (any Error).self, "\(name)") {
          try Coding.value(AppProtectionPolicy.self, json)
        }
        continue
      }
      #expect(try Coding.value(AppProtectionPolicy.self, json) == expected, "\(name)")
    }
  }

  /// The members of a compact JSON object's text: each name and its whole `"name":value` text.
  static func topLevelMembers(of text: String) -> [(String, String)] {
    var members: [(String, String)] = []
    var depth = 0
    var inString = false
    var escaped = false
    var current = ""
    for character in text {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "{" || character == "[" {
        depth += 1
        if depth == 1 { continue }
      } else if character == "}" || character == "]" {
        depth -= 1
        if depth == 0 { break }
      } else if character == "," && depth == 1 {
        members.append((String(current.split(separator: "\"")[0]), current))
        current = ""
        continue
      }
      current.append(character)
    }
    if !current.isEmpty { members.append((String(current.split(separator: "\"")[0]), current)) }
    return members
  }

  static var optionalMembers: [String: WritableKeyPath<AppProtectionPolicy, String?>] {
    [
      "version": \.version, "minimumRequiredOsVersion": \.minimumRequiredOsVersion,
      "minimumWarningOsVersion": \.minimumWarningOsVersion,
      "minimumWipeOsVersion": \.minimumWipeOsVersion,
      "maximumRequiredOsVersion": \.maximumRequiredOsVersion,
      "maximumWarningOsVersion": \.maximumWarningOsVersion,
      "maximumWipeOsVersion": \.maximumWipeOsVersion,
      "minimumRequiredAppVersion": \.minimumRequiredAppVersion,
      "minimumWarningAppVersion": \.minimumWarningAppVersion,
      "minimumWipeAppVersion": \.minimumWipeAppVersion,
      "minimumRequiredSdkVersion": \.minimumRequiredSdkVersion,
      "minimumWarningSdkVersion": \.minimumWarningSdkVersion,
      "minimumWipeSdkVersion": \.minimumWipeSdkVersion,
    ]
  }

  /// Every stored property of a policy is saved: none is left out of its coding keys.
  @Test func thePolicySavesEveryProperty() throws {
    let properties = Mirror(reflecting: AppProtectionPolicy()).children.compactMap(\.label)
    #expect(properties.count > 50)
    let written = try Coding.text(Self.fullPolicy)
    for name in properties { #expect(written.contains("\"\(name)\":"), "\(name)") }
  }
}
