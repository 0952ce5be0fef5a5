import Testing

@testable import SessionEngine

/// Access requirements beyond the first PIN: reuse, expiry, wrong PINs, forgot PIN, credentials.
@Suite struct AccessRequirementTests {
  func managed(_ change: (inout Scenario) -> Void = { _ in }) -> SessionRuntime {
    Harness.managed(change)
  }

  @Test func previousPinsCannotBeReused() {
    let runtime = managed { $0.policies[0].previousPinBlockCount = 2 }
    // Forgot PIN: sign in with the same work account, then choose a new PIN.
    runtime.send(.terminated)
    runtime.advance(by: .seconds(3600))
    runtime.launch()
    runtime.advance(by: .seconds(2))
    runtime.send(.forgotPinChosen)
    runtime.send(.sdkSignInSubmitted(upn: "alex@contoso.com", password: Secret("Pilot-Alex")))
    runtime.advance(by: .seconds(1))
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
    runtime.typePin("2580")
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: .reused(count: 2))))
    runtime.typePin("1470")
    runtime.typePin("1470")
    #expect(runtime.state.sdkScreen == nil)
  }

  @Test func anExpiredPinMustBeChanged() {
    let runtime = managed { $0.policies[0].periodBeforePinReset = .seconds(90 * 86_400) }
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(91 * 86_400))
    runtime.send(.movedToForeground(runtime.scenario.device))
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: .expired(days: 90))))
  }

  /// The admin tightens the PIN rules: the old PIN still proves the user, once, then a PIN the
  /// new rules accept must be chosen before the app opens; a wrong PIN is only wrong.
  @Test func aPinTheTightenedRulesRefuseMustBeReplacedAfterItIsEntered() {
    let runtime = managed()
    runtime.change(
      .admin(.editPolicy(PolicyEdit(property: "minimumPinLength", value: .number(6)))))
    runtime.change(.admin(.checkInNow))
    awayLongEnoughForThePin(runtime)
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
    runtime.typePin("1111")
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm(incorrect: true)))
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: .rulesChanged)))
    #expect(runtime.state.pin.failedAttempts == 0)
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: .tooShort(minimum: 6))))
    runtime.typePin("258013")
    runtime.typePin("258013")
    #expect(runtime.state.sdkScreen == nil)
    #expect(runtime.state.pin.length == 6)
    // The new PIN opens the app from now on, with no more asking.
    awayLongEnoughForThePin(runtime)
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
    runtime.typePin("258013")
    #expect(runtime.state.sdkScreen == nil)
  }

  /// The app in the background for longer than the PIN lasts, then in front again.
  private func awayLongEnoughForThePin(_ runtime: SessionRuntime) {
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
  }

  /// Rules that still accept the PIN change nothing: it opens the app as before.
  @Test func aPinTheChangedRulesStillAcceptOpensTheApp() {
    let runtime = managed()
    runtime.change(
      .admin(.editPolicy(PolicyEdit(property: "maximumPinRetries", value: .number(3)))))
    runtime.change(.admin(.checkInNow))
    awayLongEnoughForThePin(runtime)
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == nil)
  }

  @Test func wrongPinsUpToTheLimitThenSignInWithTheSameAccount() {
    let runtime = managed()
    runtime.relaunch()
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
    for _ in 1...4 { runtime.typePin("0000") }
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm(incorrect: true)), "no counter shown")
    runtime.typePin("0000")
    guard case .signInPrompt(let prompt) = runtime.state.sdkScreen else {
      Issue.record("after 5 wrong PINs the work account must sign in")
      return
    }
    #expect(prompt.reason == .maxPinAttempts)
    // Another account may not reset this PIN.
    runtime.send(.sdkSignInSubmitted(upn: "blake@contoso.com", password: Secret("Blake-1357")))
    runtime.advance(by: .seconds(1))
    guard case .signInPrompt(let refused) = runtime.state.sdkScreen else {
      Issue.record("the prompt should stay")
      return
    }
    #expect(refused.problem == .accountMismatch)
    runtime.send(.sdkSignInSubmitted(upn: "alex@contoso.com", password: Secret("Pilot-Alex")))
    runtime.advance(by: .seconds(1))
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
  }

  @Test func theLockAfterTooManyWrongPinsOutlivesARelaunch() {
    let runtime = managed()
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
    for _ in 1...5 { runtime.typePin("0000") }
    runtime.relaunch()
    runtime.advance(by: .seconds(2))
    guard case .signInPrompt(let prompt) = runtime.state.sdkScreen else {
      Issue.record("a relaunch offered \(String(describing: runtime.state.sdkScreen))")
      return
    }
    #expect(prompt.reason == .maxPinAttempts)
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == .signInPrompt(prompt), "no PIN is taken while locked")
    runtime.send(.sdkSignInSubmitted(upn: "alex@contoso.com", password: Secret("Pilot-Alex")))
    runtime.advance(by: .seconds(1))
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
  }

  @Test func tooManyWrongPinsWithWipeWipes() {
    let runtime = managed { $0.policies[0].appActionIfMaximumPinRetriesExceeded = .wipe }
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
    for _ in 1...5 { runtime.typePin("0000") }
    #expect(runtime.state.sdkScreen == .wipeNotice(.maxPinRetries))
    #expect(runtime.callbackSummary.last == "wipeData")
  }

  @Test func organizationalCredentialsAreAskedOnAccessThenThePin() {
    let runtime = managed { $0.policies[0].organizationalCredentialsRequired = true }
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
    #expect(
      runtime.state.sdkScreen
        == .signInPrompt(
          SignInPrompt(reason: .accessCheck, upn: "alex@contoso.com", cancellable: false)))
    runtime.send(.sdkSignInSubmitted(upn: "alex@contoso.com", password: Secret("Pilot-Alex")))
    runtime.advance(by: .seconds(1))
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == nil)
  }

  @Test func backgroundResetsTheInactivityPeriod() {
    let runtime = managed()
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(29 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
    #expect(runtime.state.sdkScreen == nil, "29 minutes away is within the period")
  }
}

/// Face ID and Touch ID instead of the PIN.
@Suite struct BiometricTests {
  /// Managed, with biometrics allowed for 12 hours after the last PIN, away for 31 minutes.
  func awayAndBack(_ change: (inout Scenario) -> Void = { _ in }) -> SessionRuntime {
    let runtime = ConditionalLaunchTests().managed {
      $0.policies[0].pinRequiredInsteadOfBiometricTimeout = .seconds(12 * 3600)
      change(&$0)
    }
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    return runtime
  }

  @Test func faceIDOpensTheAppWhenItMatches() {
    let runtime = awayAndBack()
    runtime.send(.movedToForeground(runtime.scenario.device))
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm(biometricOffer: .faceID)))
    runtime.send(.biometricScanned)
    #expect(runtime.state.sdkScreen == nil)
  }

  @Test func aFaceThatDoesNotMatchLeavesThePin() {
    let runtime = awayAndBack()
    runtime.apply(.biometricMatches(false))
    runtime.send(.movedToForeground(runtime.scenario.device))
    runtime.send(.biometricScanned)
    #expect(
      runtime.state.sdkScreen
        == .enterPin(EnterPinForm(biometricOffer: .faceID, biometricFailed: true)))
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == nil)
  }

  @Test func blockedBiometricsAreNotOffered() {
    let runtime = awayAndBack { $0.policies[0].faceIdBlocked = true }
    runtime.send(.movedToForeground(runtime.scenario.device))
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
    runtime.send(.biometricScanned)
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()), "no sensor prompt to answer")
  }

  @Test func touchIDFollowsTheFingerprintSetting() {
    let runtime = awayAndBack {
      $0.device.biometry = .touchID
      $0.policies[0].fingerprintBlocked = false
    }
    runtime.send(.movedToForeground(runtime.scenario.device))
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm(biometricOffer: .touchID)))
  }

  @Test func changedBiometricsNeedThePin() {
    let runtime = awayAndBack()
    runtime.apply(.biometricEnrolled)
    runtime.send(.movedToForeground(runtime.scenario.device))
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm(biometricsChanged: true)))
  }

  @Test func afterTheTimeoutThePinIsRequiredEvenWithBiometrics() {
    let runtime = awayAndBack()
    runtime.advance(by: .seconds(12 * 3600))
    runtime.send(.movedToForeground(runtime.scenario.device))
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
  }
}
