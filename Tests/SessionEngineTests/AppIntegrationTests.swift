import Foundation
import Testing

@testable import SessionEngine

/// What the app's own files change in the emulator: the integration read from the checker's
/// report, and each consequence on the engine, the runtime and the data-protection decision.
@Suite struct AppIntegrationTests {
  /// The integration of an Info.plist whose top dictionary holds `body` (with valid settings).
  static func integration(_ body: String, sdk: Int = 26) throws -> AppIntegration {
    let info = try IntegrationCheckerTests.document(
      IntegrationCheckerTests.plist(IntegrationCheckerTests.settings + body))
    let report = IntegrationChecker.check(
      IntegrationInput(info: info, entitlements: nil, linkedSDK: sdk))
    return AppIntegration(report: report, info: info, linkedSDK: sdk)
  }

  static let sceneWithoutConfigurations = """
    <key>UIApplicationSceneManifest</key>
    <dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
    <key>NSFaceIDUsageDescription</key><string>Face ID opens the notes.</string>
    """

  static let faceID = "<key>NSFaceIDUsageDescription</key><string>Face ID opens the notes.</string>"

  /// A runtime whose app has `integration`, on a scenario changed by `change`.
  static func runtime(
    _ integration: AppIntegration, _ change: (inout Scenario) -> Void = { _ in }
  ) -> SessionRuntime {
    Harness.runtime {
      $0.app.integration = integration
      change(&$0)
    }
  }

  @Test func theReportGivesTheConsequences() throws {
    let scenes = try Self.integration(Self.sceneWithoutConfigurations)
    #expect(!scenes.protectsScenes)
    #expect(scenes.mayUseFaceID)
    #expect(scenes.infoFile == "Info.plist")
    #expect(scenes.problems.contains { $0.kind == .sceneConfigurations })
    let noFaceID = try Self.integration("")
    #expect(noFaceID.protectsScenes, "no scene manifest: the app does not use scenes")
    #expect(!noFaceID.mayUseFaceID)
    #expect(AppIntegration().protectsScenes && AppIntegration().mayUseFaceID)
    #expect(!AppIntegration().fromUserFiles)
  }

  @Test func canOpenURLIsWrongOnlyForAManagedQueryWithoutItsTwin() throws {
    let queries = try Self.integration(
      Self.faceID + """
        <key>LSApplicationQueriesSchemes</key>
        <array><string>ms-word</string><string>ms-excel</string>
        <string>ms-excel-intunemam</string></array>
        """)
    #expect(queries.queriedApps == ["ms-word", "ms-excel"])
    #expect(
      queries.canOpenURL("ms-word", managed: true)
        == URLQueryAnswer(
          scheme: "ms-word", answer: false, reason: .twinMissing("ms-word-intunemam")))
    #expect(queries.canOpenURL("ms-word", managed: true).remedyHelps)
    #expect(queries.canOpenURL("ms-word", managed: false).answer, "no policy: no twin is asked")
    #expect(queries.canOpenURL("ms-excel", managed: true).answer)
    #expect(queries.canOpenURL("tableau", managed: false).reason == .notDeclared)
    #expect(queries.openInApps == ["ms-word", "ms-excel"], "the wrong answers first")
  }

  @Test func aSchemePastApplesLimitIsNeverAnsweredYes() throws {
    // 25 schemes when linked against iOS 27: the 26th is past the limit, whatever the policy.
    let many = (1...25).map { "<string>app\($0)-intunemam</string>" }.joined()
    let queries = try Self.integration(
      Self.faceID
        + "<key>LSApplicationQueriesSchemes</key><array>\(many)<string>late</string></array>",
      sdk: 27)
    #expect(queries.queryLimit == 25)
    let answer = queries.canOpenURL("late", managed: false)
    #expect(answer == URLQueryAnswer(scheme: "late", answer: false, reason: .pastLimit(25)))
    #expect(!queries.canOpenURL("late", managed: true).answer)
    #expect(!answer.remedyHelps)
  }

  @Test func aSceneAppWithoutConfigurationsGetsThePolicyAndEnforcesNothing() throws {
    let runtime = Self.runtime(try Self.integration(Self.sceneWithoutConfigurations))
    runtime.launch()
    runtime.signInWithApp(Harness.alex)
    #expect(
      runtime.callbackSummary == [
        "enrollmentRequest 100", "policyRequest 100", "restartApplication",
      ])
    runtime.send(.restartAcknowledged)
    runtime.launch()
    runtime.advance(by: .seconds(2))
    #expect(runtime.state.activePolicy?.pinRequired == true, "the policy is applied")
    #expect(runtime.state.sdkScreen == nil, "no PIN is asked for")
    let decision = runtime.perform(.openIn(destination: .personalApp), on: .app)
    #expect(decision.identity == .unmanaged)
    #expect(decision.outcome == .allowed)
    // The same app declaring its configurations asks for the PIN.
    let protected = Self.runtime(AppIntegration())
    protected.launch()
    protected.signInWithApp(Harness.alex)
    protected.send(.restartAcknowledged)
    protected.launch()
    protected.advance(by: .seconds(2))
    #expect(protected.state.sdkScreen == .setPin(.choose(problem: nil)))
  }

  @Test func faceIDIsNotOfferedWithoutItsUsageDescription() throws {
    var refused = AppIntegration()
    refused.mayUseFaceID = false
    var app = AppDescription(name: "A", bundleId: "a")
    app.integration = refused
    let engine = SessionEngine(app: app)
    let allowing = SessionEngine(app: AppDescription(name: "A", bundleId: "a"))
    var state = SessionState()
    state.device.biometry = .faceID
    state.lastPinEntryAt = .zero
    state.biometricEnrollmentSeen = state.device.biometricEnrollment
    var policy = Harness.policy
    policy.pinRequiredInsteadOfBiometricTimeout = .seconds(3600)
    let now = Instant.zero.advanced(by: .seconds(60))
    #expect(allowing.enterPinForm(state, policy: policy, at: now).biometricOffer == .faceID)
    #expect(engine.enterPinForm(state, policy: policy, at: now).biometricOffer == nil)
    // Touch ID needs no usage description.
    state.device.biometry = .touchID
    #expect(engine.enterPinForm(state, policy: policy, at: now).biometricOffer == .touchID)
  }

  @Test func completeProtectionClosesTheFilesTenSecondsAfterTheLock() {
    let runtime = Harness.managed()
    #expect(runtime.scenario.app.settings.protectedFilesCloseWhenLocked, "the default level")
    runtime.apply(DeviceChange.locked(true))
    #expect(runtime.due(.protectedFilesClose) == runtime.now.advanced(by: .seconds(10)))
    runtime.advance(by: .seconds(9))
    #expect(runtime.state.protectedFilesReadable)
    runtime.advance(by: .seconds(1))
    #expect(!runtime.state.protectedFilesReadable)
    runtime.apply(DeviceChange.locked(false))
    #expect(runtime.state.protectedFilesReadable)
    #expect(runtime.due(.protectedFilesClose) == nil)
    // Unlocked before the delay: nothing closes.
    runtime.apply(DeviceChange.locked(true))
    runtime.advance(by: .seconds(5))
    runtime.apply(DeviceChange.locked(false))
    runtime.advance(by: .seconds(30))
    #expect(runtime.state.protectedFilesReadable)
  }

  @Test func untilFirstAuthenticationAndAnUnmanagedAppKeepTheirFiles() {
    let lenient = Harness.managed {
      $0.app.settings.otherAccepted["MaxFileProtectionLevel"] = .string(
        "NSFileProtectionCompleteUntilFirstUserAuthentication")
    }
    lenient.apply(DeviceChange.locked(true))
    lenient.advance(by: .seconds(60))
    #expect(lenient.state.protectedFilesReadable)
    let unmanaged = Harness.runtime()
    unmanaged.launch()
    unmanaged.advance(by: .seconds(2))
    unmanaged.apply(DeviceChange.locked(true))
    unmanaged.advance(by: .seconds(60))
    #expect(unmanaged.state.protectedFilesReadable, "no policy: the SDK protects no file")
  }

  @Test func anMDMAppConfigurationNamingTheAccountNeedsNoRestart() {
    let runtime = Harness.runtime {
      $0.device.mdmUser = "alex@contoso.com"
      $0.device.appConfig = MDMAppConfig(upn: "alex@contoso.com")
    }
    runtime.launch()
    runtime.advance(by: .seconds(2))
    runtime.signInWithApp(Harness.alex)
    #expect(runtime.callbackSummary == ["enrollmentRequest 100", "policyRequest 100"])
    #expect(runtime.state.activePolicy != nil)
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
    // An app configuration without MDM, or MDM without it, changes nothing.
    var device = DeviceState()
    device.appConfig = MDMAppConfig(oid: "0c9a")
    #expect(!device.mdmConfiguresIntuneAccount)
    device.mdmUser = "alex@contoso.com"
    #expect(device.mdmConfiguresIntuneAccount)
    device.appConfig = MDMAppConfig()
    #expect(!device.mdmConfiguresIntuneAccount)
  }

  @Test func theSecondManagedAppWithoutItsTwinCannotBeOpenedForManagedAppsOnly() {
    func decision(_ level: DataTransferLevel, registers: Bool) -> DataDecision {
      var policy = Harness.policy
      policy.allowedOutboundDataTransferDestinations = level
      var context = DataContext(surface: .app, uiIdentity: .managed, policy: policy)
      context.managedAppRegistersTwin = registers
      return DataProtection.decide(.openIn(destination: .otherManagedApp), in: context)
    }
    #expect(
      decision(.managedApps, registers: false)
        == DataDecision(
          action: .openIn, identity: .managed, rule: .managedAppTwin(registered: false),
          outcome: .blocked(.managedAppNotOpened)))
    #expect(decision(.managedApps, registers: true).outcome == .allowed)
    #expect(decision(.allApps, registers: false).outcome == .allowed)
  }

  @Test func anOpenInAQueriedAppFollowsCanOpenURL() throws {
    let queries = try Self.integration(
      Self.faceID
        + "<key>LSApplicationQueriesSchemes</key><array><string>ms-word</string></array>")
    var context = DataContext(surface: .app, uiIdentity: .managed, policy: Harness.policy)
    context.integration = queries
    let wrong = DataProtection.decide(.openIn(destination: .queriedApp("ms-word")), in: context)
    #expect(wrong.outcome == .noAppForScheme("ms-word"))
    #expect(wrong.rule == .urlQuery(queries.canOpenURL("ms-word", managed: true)))
    context.uiIdentity = .unmanaged
    let personal = DataProtection.decide(.openIn(destination: .queriedApp("ms-word")), in: context)
    #expect(personal.outcome == .allowed, "personal data: the SDK asks about no twin")
  }
}
