import Testing

@testable import SessionEngine

/// Conditional launch: each setting, the order of evaluation, and what the user meets.
@Suite struct ConditionalLaunchTests {
  let now = Instant(milliseconds: 100_000_000)

  func facts(
    _ change: (inout DeviceState) -> Void = { _ in }, app: String = "2.4.0", sdk: String = "19.7.0",
    disabled: Bool = false, lastOnline: Instant? = nil
  ) -> ConditionalLaunch.Facts {
    var device = DeviceState()
    change(&device)
    return ConditionalLaunch.Facts(
      device: device, appVersion: app, sdkVersion: sdk, accountDisabled: disabled,
      lastOnline: lastOnline ?? now, now: now)
  }

  @Test func theOfflineWipeIsNamedInItsLastSevenDaysOnly() {
    let policy = Harness.policy  // wipe after P90D offline
    let day: Int64 = 86_400_000
    func offline(days: Int64) -> Instant { Instant(milliseconds: now.milliseconds - days * day) }
    #expect(
      ConditionalLaunch.offlineWipeNearing(policy, lastOnline: offline(days: 82), now: now) == nil)
    #expect(
      ConditionalLaunch.offlineWipeNearing(policy, lastOnline: offline(days: 83), now: now)
        == Instant(milliseconds: now.milliseconds + 7 * day))
    #expect(
      ConditionalLaunch.offlineWipeNearing(policy, lastOnline: offline(days: 88), now: now)
        == Instant(milliseconds: now.milliseconds + 2 * day))
    #expect(
      ConditionalLaunch.offlineWipeNearing(policy, lastOnline: offline(days: 90), now: now) == nil)
  }

  @Test func aCleanDeviceFailsNothing() {
    #expect(ConditionalLaunch.findings(Harness.policy, facts()) == [])
  }

  @Test func severalRowsForOneSettingGiveTheRightAction() {
    var policy = Harness.policy
    policy.minimumWarningOsVersion = "17.0"
    policy.minimumRequiredOsVersion = "16.0"
    let on165 = ConditionalLaunch.findings(policy, facts { $0.osVersion = "16.5" })
    #expect(on165 == [ConditionalLaunchFinding(.osVersionTooOld(minimum: "17.0"), .warn)])
    let on155 = ConditionalLaunch.findings(policy, facts { $0.osVersion = "15.5" })
    #expect(
      ConditionalLaunch.decisive(on155)
        == ConditionalLaunchFinding(.osVersionTooOld(minimum: "16.0"), .block))
    #expect(ConditionalLaunch.findings(policy, facts { $0.osVersion = "17.0" }) == [])
  }

  @Test func wipeBeatsBlockBeatsWarnAndSDKBeatsAppBeatsOS() {
    var policy = Harness.policy
    policy.minimumWarningSdkVersion = "20.0"
    policy.minimumRequiredAppVersion = "3.0"
    policy.minimumRequiredOsVersion = "18.0"
    policy.appActionIfDeviceComplianceRequired = .wipe
    let jailbroken = facts { $0.jailbroken = true }
    let all = ConditionalLaunch.findings(policy, jailbroken)
    #expect(all.count == 4)
    #expect(ConditionalLaunch.decisive(all) == ConditionalLaunchFinding(.jailbroken, .wipe))
    // Without the wipe, both blocks count, and the app version comes before the OS version.
    policy.appActionIfDeviceComplianceRequired = .block
    let blocks = ConditionalLaunch.findings(policy, jailbroken)
    #expect(
      ConditionalLaunch.decisive(blocks)
        == ConditionalLaunchFinding(.appVersionTooOld(minimum: "3.0"), .block))
    policy.minimumRequiredSdkVersion = "19.8"
    #expect(
      ConditionalLaunch.decisive(ConditionalLaunch.findings(policy, jailbroken))
        == ConditionalLaunchFinding(.sdkVersionTooOld(minimum: "19.8"), .block))
  }

  @Test func modelsThreatsAndDisabledAccounts() {
    var policy = Harness.policy
    policy.allowedIosDeviceModels = ["IPHONE14,2", "iPhone15,2"]
    policy.maximumAllowedDeviceThreatLevel = .low
    policy.mobileThreatDefenseRemediationAction = .wipe
    policy.appActionIfUnableToAuthenticateUser = .block
    let found = ConditionalLaunch.findings(
      policy, facts({ $0.threatLevel = .medium }, disabled: true))
    #expect(
      found.contains(ConditionalLaunchFinding(.deviceModelNotAllowed(model: "iPhone15,3"), .block)))
    #expect(
      found.contains(
        ConditionalLaunchFinding(.threatLevelTooHigh(level: .medium, allowed: .low), .wipe)))
    #expect(found.contains(ConditionalLaunchFinding(.accountDisabled, .block)))
    #expect(ConditionalLaunch.findings(policy, facts { $0.model = "iphone14,2" }).isEmpty)
  }

  @Test func offlineGracePeriodBlocksThenWarnsThenWipes() {
    let policy = Harness.policy
    let offline: (inout DeviceState) -> Void = { $0.online = false }
    let hours = { (count: Int64) in Instant(milliseconds: 100_000_000 - count * 3_600_000) }
    #expect(ConditionalLaunch.findings(policy, facts(offline, lastOnline: hours(11))) == [])
    #expect(
      ConditionalLaunch.findings(policy, facts(offline, lastOnline: hours(12)))
        == [ConditionalLaunchFinding(.offlineTooLong(since: hours(12)), .block)])
    let nearWipe = ConditionalLaunch.findings(
      policy, facts(offline, lastOnline: hours(90 * 24 - 2)))
    #expect(nearWipe.contains { $0.action == .warn })
    let wiped = ConditionalLaunch.findings(policy, facts(offline, lastOnline: hours(90 * 24)))
    #expect(ConditionalLaunch.decisive(wiped)?.action == .wipe)
    #expect(
      ConditionalLaunch.findings(policy, facts(lastOnline: hours(90 * 24))) == [],
      "online: no offline rule")
  }

  // MARK: - What the user meets

  func managed(_ change: (inout Scenario) -> Void = { _ in }) -> SessionRuntime {
    Harness.managed(change)
  }

  @Test func jailbreakBlocksAtTheNextLaunchAndCloseApplicationWorks() {
    let runtime = managed()
    runtime.apply(.jailbroken(true))
    #expect(
      runtime.state.sdkScreen == nil, "the change waits for the next launch, resume or check-in")
    runtime.relaunch()
    runtime.advance(by: .seconds(2))
    #expect(
      runtime.state.sdkScreen == .conditionalLaunch(ConditionalLaunchFinding(.jailbroken, .block)))
    runtime.send(.closeApplicationChosen)
    #expect(runtime.state.process == .notRunning(lastExit: .closedByUser))
  }

  @Test func removeAccountOnABlockWipesAndLeavesTheAppUnmanaged() {
    let runtime = managed()
    runtime.apply(.jailbroken(true))
    runtime.relaunch()
    runtime.advance(by: .seconds(2))
    runtime.send(.removeAccountChosen)
    #expect(
      runtime.state.sdkScreen
        == .conditionalLaunch(ConditionalLaunchFinding(.jailbroken, .block)),
      "the block stays until the service answers")
    runtime.send(.removeAccountChosen)
    runtime.advance(by: .seconds(2))
    #expect(
      runtime.callbackSummary.suffix(2) == ["unenrollRequest 104", "wipeData"],
      "the account is deregistered as a sign-out does it, once: \(runtime.callbackSummary)")
    #expect(runtime.callbackSummary.filter { $0.hasPrefix("unenrollRequest") }.count == 1)
    #expect(runtime.state.sdkScreen == nil)
    #expect(!runtime.state.isManaged)
    #expect(runtime.state.visibleNotes.allSatisfy { !$0.isCorporate })
  }

  /// Sets `property` of the policy as an admin would; it arrives with the next check-in, which
  /// the admin brings forward.
  func adminChange(_ runtime: SessionRuntime, _ property: String, _ value: JSONValue) {
    runtime.change(.admin(.editPolicy(PolicyEdit(property: property, value: value))))
    runtime.change(.admin(.checkInNow))
    runtime.advance(by: .seconds(1))
  }

  @Test func warningArrivesWithACheckInIsDismissibleAndThePinFollows() {
    let runtime = managed()
    adminChange(runtime, "minimumWarningOsVersion", .string("18.0"))
    let warning = SDKScreen.conditionalLaunch(
      ConditionalLaunchFinding(.osVersionTooOld(minimum: "18.0"), .warn))
    #expect(runtime.callbackSummary.last == "policyRequest 100")
    #expect(runtime.state.sdkScreen == warning)
    runtime.send(.warningContinued)
    #expect(runtime.state.sdkScreen == nil)
    // Dismissed for this launch only: an hour later the app starts with it again, then the PIN.
    runtime.send(.terminated)
    runtime.advance(by: .seconds(3600))
    runtime.launch()
    runtime.advance(by: .seconds(2))
    #expect(runtime.state.sdkScreen == warning)
    runtime.send(.warningContinued)
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
  }

  @Test func wipeActionWipesWithItsCode() {
    let runtime = managed()
    adminChange(runtime, "minimumWipeOsVersion", .string("18.0"))
    #expect(
      runtime.state.sdkScreen == .wipeNotice(.conditionalLaunch(.osVersionTooOld(minimum: "18.0"))))
    #expect(runtime.callbackSummary.suffix(2) == ["policyRequest 100", "wipeData"])
    #expect(!runtime.state.notes.contains { $0.owner == "alex@contoso.com" })
  }

  @Test func offlineTooLongBlocksAndRetryUnblocksOnceOnline() {
    let runtime = managed()
    runtime.apply(.online(false))
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(13 * 3600))
    runtime.send(.movedToForeground(runtime.scenario.device))
    guard case .conditionalLaunch(let finding) = runtime.state.sdkScreen else {
      Issue.record("expected the offline block, got \(String(describing: runtime.state.sdkScreen))")
      return
    }
    #expect(finding.action == .block)
    runtime.apply(.online(true))
    runtime.send(.retryChosen)
    runtime.advance(by: .seconds(1))
    #expect(runtime.callbackSummary.last == "policyRequest 101")
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
  }

  @Test func disabledAccountIsBlockedAtTheNextCheckIn() throws {
    let runtime = managed { $0.policies[0].appActionIfUnableToAuthenticateUser = .block }
    runtime.change(.admin(.setAccountEnabled(upn: "alex@contoso.com", enabled: false)))
    runtime.change(.admin(.checkInNow))
    runtime.advance(by: .seconds(1))
    #expect(runtime.callbackSummary.last == "policyRequest 203")
    #expect(
      runtime.state.sdkScreen
        == .conditionalLaunch(ConditionalLaunchFinding(.accountDisabled, .block)))
  }
}
