import Testing

@testable import SessionEngine

/// Single reducer steps: given a state and an event, the exact new state and the exact effects.
@Suite struct TransitionTests {
  let engine = SessionEngine(app: Harness.scenario.app)
  let t0 = Instant(milliseconds: 10_000)
  var alex: Account { Harness.alex.account }

  func running(_ change: (inout SessionState) -> Void = { _ in }) -> SessionState {
    var state = engine.initialState()
    state.process = .running
    state.inForeground = true
    state.launchCount = 1
    change(&state)
    return state
  }

  func managed(_ change: (inout SessionState) -> Void = { _ in }) -> SessionState {
    running { state in
      state.signIn = .signedIn(alex)
      state.registration = Registration(account: alex, phase: .enrolled)
      state.policy = AppliedPolicy(
        policy: Harness.policy, receivedAt: .zero, awaitingRestart: false)
      state.pin = PinState(isSet: true, length: 4, setAt: .zero)
      state.nextCheckInAt = Instant(milliseconds: 1_800_000)
      change(&state)
    }
  }

  @Test func launchOfAnUnmanagedAppShowsTheAppAtOnce() {
    var state = engine.initialState()
    let effects = engine.reduce(&state, .launched(DeviceState()), at: t0)
    var expected = engine.initialState()
    expected.process = .running
    expected.inForeground = true
    expected.launchCount = 1
    #expect(state == expected)
    #expect(effects == [])
  }

  @Test func launchOfAManagedAppShowsTheSplashAndResumesCheckIns() {
    var state = managed {
      $0.process = .notRunning(lastExit: .killed)
      $0.inForeground = false
      $0.lastLeftForeground = Instant(milliseconds: 9_000)
    }
    let effects = engine.reduce(&state, .launched(DeviceState()), at: t0)
    let expected = managed {
      $0.launchCount = 2
      $0.lastLeftForeground = Instant(milliseconds: 9_000)
      $0.sdkScreen = .splash
    }
    #expect(state == expected)
    #expect(
      effects == [
        .startTimer(.checkIn, after: .milliseconds(1_790_000)),
        .startTimer(.splash, after: .milliseconds(1500)),
      ])
  }

  @Test func splashEndsInEnterPinWhenTheAccessPeriodPassed() {
    var state = managed {
      $0.sdkScreen = .splash
      $0.accessCheckDue = true
    }
    let effects = engine.reduce(&state, .timerFired(.splash), at: t0)
    #expect(
      state
        == managed {
          $0.sdkScreen = .enterPin(EnterPinForm()); $0.accessCheckDue = true
        })
    #expect(effects == [])
  }

  @Test func appSignInAsksTheIdentityProvider() {
    var state = running()
    let password = Secret("Pilot-Alex")
    let effects = engine.reduce(
      &state, .appSignInSubmitted(upn: "alex@contoso.com", password: password), at: t0)
    #expect(state == running { $0.signIn = .signingIn(upn: "alex@contoso.com") })
    #expect(
      effects == [.authenticate(upn: "alex@contoso.com", password: password, purpose: .appSignIn)])
  }

  @Test func successfulAppSignInRegistersTheAccount() {
    var state = running { $0.signIn = .signingIn(upn: "alex@contoso.com") }
    let effects = engine.reduce(&state, .authenticated(.appSignIn, .success(alex)), at: t0)
    #expect(
      state
        == running {
          $0.signIn = .signedIn(alex)
          $0.registration = Registration(account: alex, phase: .enrolling)
        })
    #expect(effects == [.enroll(alex)])
  }

  @Test func enrollmentSuccessRequestsThePolicy() {
    var state = running {
      $0.signIn = .signedIn(alex)
      $0.registration = Registration(account: alex, phase: .enrolling)
    }
    let effects = engine.reduce(&state, .enrollmentCompleted(alex, .newPoliciesReceived), at: t0)
    #expect(
      state
        == running {
          $0.signIn = .signedIn(alex)
          $0.registration = Registration(account: alex, phase: .enrolled)
          $0.checkInInFlight = true
          $0.lastCheckInAttempt = t0
        })
    #expect(
      effects == [
        .notify(.enrollmentRequest(EnrollmentStatus(account: alex, code: .newPoliciesReceived))),
        .requestPolicy(alex),
      ])
  }

  @Test func firstPolicyAsksForARestart() {
    var state = running {
      $0.signIn = .signedIn(alex)
      $0.registration = Registration(account: alex, phase: .enrolled)
      $0.checkInInFlight = true
    }
    let answer = PolicyCheckIn(code: .newPoliciesReceived, policy: Harness.policy)
    let effects = engine.reduce(&state, .checkInCompleted(alex, answer), at: t0)
    let next = t0.advanced(by: RetryPolicy.checkInInterval)
    #expect(
      state
        == running {
          $0.signIn = .signedIn(alex)
          $0.registration = Registration(account: alex, phase: .enrolled)
          $0.policy = AppliedPolicy(policy: Harness.policy, receivedAt: t0, awaitingRestart: true)
          $0.sdkScreen = .restartRequired
          $0.lastCheckIn = t0
          $0.nextCheckInAt = next
        })
    #expect(
      effects == [
        .notify(.policyRequest(EnrollmentStatus(account: alex, code: .newPoliciesReceived))),
        .notify(.restartApplication(appRestartsItself: false)),
        .startTimer(.checkIn, after: RetryPolicy.checkInInterval),
      ])
  }

  @Test func restartAlertOKEndsTheProcess() {
    var state = running { $0.sdkScreen = .restartRequired }
    let effects = engine.reduce(&state, .restartAcknowledged, at: t0)
    var expected = engine.initialState()
    expected.process = .notRunning(lastExit: .restartForPolicy)
    expected.launchCount = 1
    expected.lastLeftForeground = t0
    #expect(state == expected)
    #expect(effects == [.processEnded(.restartForPolicy)])
  }

  @Test func newPinThatBreaksTheRulesIsRefusedWithTheRule() {
    var state = managed {
      $0.pin = PinState()
      $0.sdkScreen = .setPin(.choose(problem: nil))
    }
    let effects = engine.reduce(&state, .pinSubmitted(Secret("12")), at: t0)
    #expect(state.sdkScreen == .setPin(.choose(problem: .tooShort(minimum: 4))))
    #expect(state.pin == PinState())
    #expect(effects == [])
  }

  @Test func confirmedPinGoesToTheVaultWhichDecides() {
    var state = managed {
      $0.pin = PinState(pendingNewPin: Secret("2580"))
      $0.sdkScreen = .setPin(.confirm)
    }
    let effects = engine.reduce(&state, .pinSubmitted(Secret("2580")), at: t0)
    #expect(
      state
        == managed {
          $0.pin = PinState(pendingNewPin: Secret("2580")); $0.sdkScreen = .setPin(.saving)
        })
    #expect(effects == [.storePin(Secret("2580"), refusingPrevious: 0)])
    let stored = engine.reduce(&state, .pinStored(accepted: true), at: t0)
    #expect(
      state
        == managed {
          $0.pin = PinState(isSet: true, length: 4, setAt: t0)
          $0.lastPinEntryAt = t0
          $0.biometricEnrollmentSeen = 0
        })
    #expect(stored == [])
  }

  @Test func aReusedPinIsRefusedByTheVault() {
    var state = managed {
      $0.pin = PinState(pendingNewPin: Secret("2580"))
      $0.sdkScreen = .setPin(.saving)
      $0.policy?.policy.previousPinBlockCount = 3
    }
    let effects = engine.reduce(&state, .pinStored(accepted: false), at: t0)
    #expect(state.sdkScreen == .setPin(.choose(problem: .reused(count: 3))))
    #expect(state.pin.pendingNewPin == nil)
    #expect(effects == [])
  }

  @Test func aStoreFailureWhileSavingShowsTheErrorNotAReusedPin() {
    var state = managed {
      $0.pin = PinState(pendingNewPin: Secret("2580"))
      $0.sdkScreen = .setPin(.saving)
    }
    let failure = StoreFailure(.savePin, reason: "disk I/O error", location: "/tmp/device")
    let effects = engine.reduce(&state, .deviceStoreFailed(failure), at: t0)
    #expect(
      state
        == managed {
          $0.pin = PinState(); $0.sdkScreen = .storeError(failure)
        })
    #expect(effects == [])
  }

  @Test func aStoreFailureWhileCheckingIsNotAWrongPin() {
    var state = managed {
      $0.sdkScreen = .enterPin(EnterPinForm(incorrect: true, verifying: true))
      $0.pin.failedAttempts = 4
    }
    let failure = StoreFailure(.checkPin, reason: "the device key does not open the item")
    let effects = engine.reduce(&state, .deviceStoreFailed(failure), at: t0)
    #expect(
      state
        == managed {
          $0.pin.failedAttempts = 4; $0.sdkScreen = .storeError(failure)
        })
    #expect(effects == [])
  }

  @Test func aStoreFailureReachesNoStoppedApp() {
    var state = managed { $0.process = .notRunning(lastExit: .closedByUser) }
    let start = state
    let effects = engine.reduce(
      &state, .deviceStoreFailed(StoreFailure(.clearPin, reason: "read-only")), at: t0)
    #expect(state == start)
    #expect(effects == [])
  }

  @Test func closeAppOnTheStoreErrorEndsTheProcess() {
    var state = running { $0.sdkScreen = .storeError(StoreFailure(.savePin, reason: "full")) }
    let effects = engine.reduce(&state, .closeApplicationChosen, at: t0)
    var expected = engine.initialState()
    expected.process = .notRunning(lastExit: .closedByUser)
    expected.launchCount = 1
    expected.lastLeftForeground = t0
    #expect(state == expected)
    #expect(effects == [.processEnded(.closedByUser)])
  }

  @Test func mismatchedConfirmationStartsOver() {
    var state = managed {
      $0.pin = PinState(pendingNewPin: Secret("2580"))
      $0.sdkScreen = .setPin(.confirm)
    }
    let effects = engine.reduce(&state, .pinSubmitted(Secret("2581")), at: t0)
    #expect(
      state
        == managed {
          $0.pin = PinState(); $0.sdkScreen = .setPin(.choose(problem: .mismatch))
        })
    #expect(effects == [])
  }

  /// A confirmation is the same PIN only byte for byte, the rule the vault checks it by later:
  /// `é` as one character and as `e` with a combining accent look alike but are two PINs.
  @Test func aLookAlikeConfirmationIsAMismatch() {
    #expect(Secret("1x\u{E9}!") != Secret("1xe\u{301}!"))
    #expect(Secret("1x\u{E9}!") == Secret("1x\u{E9}!"))
    var state = managed {
      $0.pin = PinState(pendingNewPin: Secret("1x\u{E9}!"))
      $0.sdkScreen = .setPin(.confirm)
    }
    let effects = engine.reduce(&state, .pinSubmitted(Secret("1xe\u{301}!")), at: t0)
    #expect(state.sdkScreen == .setPin(.choose(problem: .mismatch)))
    #expect(effects == [])
    var vault = MemoryPinVault()
    let stored = vault.store(Secret("1x\u{E9}!"), refusingPrevious: 0)
    #expect(stored)
    #expect(vault.verify(Secret("1x\u{E9}!")))
    #expect(!vault.verify(Secret("1xe\u{301}!")))
  }

  @Test func enteredPinIsCheckedByTheVault() {
    var state = managed { $0.sdkScreen = .enterPin(EnterPinForm()) }
    let effects = engine.reduce(&state, .pinSubmitted(Secret("2580")), at: t0)
    #expect(state == managed { $0.sdkScreen = .enterPin(EnterPinForm(verifying: true)) })
    #expect(effects == [.verifyPin(Secret("2580"))])
  }

  @Test func fifthWrongPinAsksTheSameAccountToSignIn() {
    var state = managed {
      $0.sdkScreen = .enterPin(EnterPinForm(incorrect: true, verifying: true))
      $0.pin.failedAttempts = 4
    }
    let effects = engine.reduce(&state, .pinVerified(false), at: t0)
    #expect(
      state
        == managed {
          $0.pin.failedAttempts = 5
          $0.sdkScreen = .signInPrompt(
            SignInPrompt(reason: .maxPinAttempts, upn: "alex@contoso.com", cancellable: false))
        })
    #expect(effects == [])
  }

  @Test func signOutOfAnEnrolledAccountUnenrolls() {
    var state = managed()
    let effects = engine.reduce(&state, .signOutRequested, at: t0)
    #expect(state == managed { $0.signIn = .signingOut(alex) })
    #expect(effects == [.unenroll(alex)])
  }

  @Test func aLaunchAfterAProcessEndedWhileSigningOutAsksToUnenrollAgain() {
    var state = managed {
      $0.signIn = .signingOut(alex)
      $0.process = .notRunning(lastExit: .killed)
      $0.inForeground = false
      $0.lastLeftForeground = t0
    }
    let effects = engine.reduce(&state, .launched(DeviceState()), at: t0)
    #expect(state.signIn == .signingOut(alex))
    #expect(effects == [.unenroll(alex), .startTimer(.splash, after: .milliseconds(1500))])
    let answered = engine.reduce(&state, .unenrollCompleted(alex, .unenrollmentSuccess), at: t0)
    #expect(state.signIn == .signedOut(error: nil))
    #expect(state.registration == nil)
    #expect(answered.contains(.notify(.wipeData(account: alex, handledByApp: true))))
  }

  @Test func unenrollmentWipesOnlyThatAccountsData() {
    var state = managed { $0.signIn = .signingOut(alex) }
    let effects = engine.reduce(&state, .unenrollCompleted(alex, .unenrollmentSuccess), at: t0)
    var expected = running()
    expected.notes.removeAll { $0.owner == "alex@contoso.com" }
    #expect(state == expected)
    #expect(state.notes.map(\.title) == ["Team offsite plan", "Groceries", "Running plan"])
    #expect(
      effects == [
        .notify(.unenrollRequest(EnrollmentStatus(account: alex, code: .unenrollmentSuccess))),
        .notify(.wipeData(account: alex, handledByApp: true)),
        .clearPin,
        .clearOrganizationClipboard,
        .cancelTimer(.checkIn),
        .cancelTimer(.enrollmentRetry),
      ])
  }

  @Test func backgroundingStartsTheInactivityPeriod() {
    var state = managed()
    let effects = engine.reduce(&state, .movedToBackground, at: t0)
    #expect(
      state
        == managed {
          $0.inForeground = false; $0.lastLeftForeground = t0
        })
    #expect(effects == [])
    let later = t0.advanced(by: .seconds(30 * 60))
    _ = engine.reduce(&state, .movedToForeground(DeviceState()), at: later)
    #expect(state.sdkScreen == .enterPin(EnterPinForm()))
  }

  @Test(arguments: [
    ("1111", PinProblem.simple), ("1234", .simple), ("1235", .simple), ("9876", .simple),
    ("12a4", .digitsOnly), ("123", .tooShort(minimum: 4)),
  ])
  func simplePinsAreRefusedWhenBlocked(pin: String, problem: PinProblem) {
    var policy = Harness.policy
    policy.simplePinBlocked = true
    #expect(PinRules.problem(with: Secret(pin), under: policy) == problem)
  }

  @Test func pinRulesAcceptWhatThePolicyAllows() {
    var policy = Harness.policy
    #expect(PinRules.problem(with: Secret("1111"), under: policy) == nil, "not blocked by default")
    policy.simplePinBlocked = true
    #expect(PinRules.problem(with: Secret("1122"), under: policy) == nil)
    #expect(PinRules.problem(with: Secret("2580"), under: policy) == nil)
    policy.pinCharacterSet = .alphanumericAndSymbol
    #expect(PinRules.problem(with: Secret("2580"), under: policy) == .numericNotAllowed)
    #expect(PinRules.problem(with: Secret("ab1d"), under: policy) == .needsMixedCharacters)
    #expect(PinRules.problem(with: Secret("a1#z"), under: policy) == nil)
    policy.simplePinBlocked = false
    #expect(PinRules.problem(with: Secret("abcd"), under: policy) == nil)
  }
}
