import Testing

@testable import SessionEngine

/// Multi-identity switches as single reducer steps: the exact new state and effects.
@Suite struct IdentitySwitchTransitionTests {
  let t0 = Instant(milliseconds: 10_000)
  var alex: Account { Harness.alex.account }

  /// An engine for the built-in app with `MultiIdentity` (and Cancel disabled when asked).
  func engine(cancelDisabled: Bool = false) -> SessionEngine {
    var app = Harness.scenario.app
    app.settings.multiIdentity = true
    app.settings.multiIdentityCancelDisabled = cancelDisabled
    return SessionEngine(app: app)
  }

  func managed(_ change: (inout SessionState) -> Void = { _ in }) -> SessionState {
    var state = SessionState()
    state.process = .running
    state.inForeground = true
    state.launchCount = 1
    state.signIn = .signedIn(alex)
    state.registration = Registration(account: alex, phase: .enrolled)
    state.policy = AppliedPolicy(policy: Harness.policy, receivedAt: .zero, awaitingRestart: false)
    state.pin = PinState(isSet: true, length: 4, setAt: .zero)
    state.lastPinEntryAt = .zero
    change(&state)
    return state
  }

  @Test func switchingToPersonalIsImmediateAndHidesWorkNotes() {
    var state = managed { $0.notes = Harness.scenario.app.notes }
    let effects = engine().reduce(&state, .identitySwitchRequested(.personal), at: t0)
    #expect(
      state
        == managed {
          $0.notes = Harness.scenario.app.notes; $0.uiIdentityChoice = .personal
        })
    #expect(effects == [.notify(.identitySwitchRequired(.success))])
    #expect(state.visibleNotes.allSatisfy { !$0.isCorporate })
    #expect(state.visibleNotes.count == 2)
  }

  @Test func switchingToWorkAsksForThePin() {
    var state = managed { $0.uiIdentityChoice = .personal }
    let effects = engine().reduce(&state, .identitySwitchRequested(.work), at: t0)
    let expected = managed {
      $0.uiIdentityChoice = .personal
      $0.identitySwitchPending = true
      $0.accessCheckDue = true
      $0.sdkScreen = .enterPin(EnterPinForm(biometricOffer: .faceID))
    }
    #expect(state == expected)
    #expect(effects == [])
  }

  @Test func theRightPinCompletesTheSwitch() {
    var state = managed {
      $0.uiIdentityChoice = .personal
      $0.identitySwitchPending = true
      $0.accessCheckDue = true
      $0.sdkScreen = .enterPin(EnterPinForm(verifying: true))
    }
    let effects = engine().reduce(&state, .pinVerified(true), at: t0)
    let expected = managed {
      $0.lastPinEntryAt = t0
      $0.biometricEnrollmentSeen = 0
    }
    #expect(state == expected)
    #expect(effects == [.notify(.identitySwitchRequired(.success))])
  }

  @Test func cancelLeavesThePersonalIdentityAndReportsCanceled() {
    let pending = managed {
      $0.uiIdentityChoice = .personal
      $0.identitySwitchPending = true
      $0.accessCheckDue = true
      $0.sdkScreen = .enterPin(EnterPinForm())
    }
    var state = pending
    let effects = engine().reduce(&state, .identitySwitchCancelled, at: t0)
    let expected = managed {
      $0.uiIdentityChoice = .personal
      $0.accessCheckDue = true
    }
    #expect(state == expected)
    #expect(effects == [.notify(.identitySwitchRequired(.canceled))])
    // The personal identity is not held at the PIN by the access check still due.
    #expect(engine().gate(state, at: t0) == nil)

    // With MultiIdentityCancelDisabled there is no Cancel: nothing changes.
    var strict = pending
    #expect(engine(cancelDisabled: true).reduce(&strict, .identitySwitchCancelled, at: t0) == [])
    #expect(strict == pending)
  }

  @Test func aSingleIdentityAppIgnoresSwitches() {
    let single = SessionEngine(app: Harness.scenario.app)
    var state = managed()
    #expect(single.reduce(&state, .identitySwitchRequested(.personal), at: t0) == [])
    #expect(state == managed())
  }

  @Test func signingOutForgetsThePersonalChoice() {
    var state = managed {
      $0.uiIdentityChoice = .personal
      $0.signIn = .signingOut(Harness.alex.account)
    }
    _ = engine().reduce(&state, .unenrollCompleted(alex, .unenrollmentSuccess), at: t0)
    #expect(state.uiIdentityChoice == nil)
    #expect(state.identitySwitchPending == nil)
  }

  @Test func thePersonalIdentityCountsAsUnmanagedForData() {
    let state = managed { $0.uiIdentityChoice = .personal }
    let context = DataContext(surface: .app, state: state, scenario: Harness.scenario)
    #expect(context.uiIdentity == .unmanaged)
    #expect(context.identity == .unmanaged)
  }

  @Test func aSecondManagedAccountIsStillRefusedWith227() {
    // The personal identity sits beside one work account; a second one is refused as the SDK
    // refuses it in single-managed-account mode.
    let runtime = Harness.runtime {
      $0.app.settings.multiIdentity = true
      $0.app.unenrollsOnSignOut = false
    }
    runtime.launch()
    runtime.signInWithApp(Harness.alex)
    runtime.send(.restartAcknowledged)
    runtime.launch()
    runtime.advance(by: .seconds(2))
    runtime.typePin("2580")
    runtime.typePin("2580")
    runtime.send(.signOutRequested)
    runtime.signInWithApp(Harness.blake)
    #expect(runtime.callbackSummary.last == "enrollmentRequest 227")
  }

  @Test func aBlockedDeviceStopsTheSwitchAndGoBackCancelsIt() {
    var state = managed {
      $0.uiIdentityChoice = .personal
      $0.device.jailbroken = true
    }
    _ = engine().reduce(&state, .identitySwitchRequested(.work), at: t0)
    #expect(state.sdkScreen == .conditionalLaunch(ConditionalLaunchFinding(.jailbroken, .block)))
    #expect(state.identitySwitchPending == true)
    let effects = engine().reduce(&state, .identitySwitchCancelled, at: t0)
    #expect(effects == [.notify(.identitySwitchRequired(.canceled))])
    #expect(state.sdkScreen == nil)
    #expect(state.currentUIIdentity == .personal)
  }

  @Test func withoutAPinTheSwitchBackIsImmediate() {
    var policy = Harness.policy
    policy.pinRequired = false
    var state = managed {
      $0.uiIdentityChoice = .personal
      $0.policy = AppliedPolicy(policy: policy, receivedAt: .zero, awaitingRestart: false)
    }
    let effects = engine().reduce(&state, .identitySwitchRequested(.work), at: t0)
    #expect(effects == [.notify(.identitySwitchRequired(.success))])
    #expect(state.currentUIIdentity == .work)
    #expect(state.identitySwitchPending == nil)
    #expect(state.sdkScreen == nil)
  }
}
