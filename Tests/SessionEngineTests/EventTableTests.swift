import Testing

@testable import SessionEngine

/// Every event in every phase: nothing traps, and an event that does not apply changes nothing.
@Suite struct EventTableTests {
  static let engine = SessionEngine(app: Harness.scenario.app)
  static let alex = Harness.alex.account

  /// One representative state per phase the app can be in.
  static let phases: [(String, SessionState)] = {
    let engine = Self.engine
    let alex = Self.alex
    func running(_ change: (inout SessionState) -> Void) -> SessionState {
      var state = engine.initialState()
      state.process = .running
      state.inForeground = true
      change(&state)
      return state
    }
    let enrolled: (inout SessionState) -> Void = {
      $0.signIn = .signedIn(alex)
      $0.registration = Registration(account: alex, phase: .enrolled)
      $0.policy = AppliedPolicy(policy: Harness.policy, receivedAt: .zero, awaitingRestart: false)
      $0.pin = PinState(isSet: true, length: 4)
    }
    return [
      ("never launched", engine.initialState()),
      (
        "home screen after restart",
        {
          var state = engine.initialState()
          state.process = .notRunning(lastExit: .restartForPolicy)
          return state
        }()
      ),
      ("signed out", running { _ in }),
      ("signing in", running { $0.signIn = .signingIn(upn: "alex@contoso.com") }),
      (
        "enrolling",
        running {
          $0.signIn = .signedIn(alex)
          $0.registration = Registration(account: alex, phase: .enrolling)
        }
      ),
      (
        "restart alert",
        running {
          enrolled(&$0); $0.policy?.awaitingRestart = true; $0.sdkScreen = .restartRequired
        }
      ),
      (
        "splash",
        running {
          enrolled(&$0); $0.sdkScreen = .splash
        }
      ),
      (
        "set PIN",
        running {
          enrolled(&$0); $0.pin = PinState(); $0.sdkScreen = .setPin(.choose(problem: nil))
        }
      ),
      (
        "confirm PIN",
        running {
          enrolled(&$0)
          $0.pin = PinState(pendingNewPin: Secret("2580"))
          $0.sdkScreen = .setPin(.confirm)
        }
      ),
      (
        "enter PIN",
        running {
          enrolled(&$0); $0.sdkScreen = .enterPin(EnterPinForm())
        }
      ),
      ("managed home", running { enrolled(&$0) }),
      (
        "checking in",
        running {
          enrolled(&$0); $0.checkInInFlight = true
        }
      ),
      (
        "signing out",
        running {
          enrolled(&$0); $0.signIn = .signingOut(alex)
        }
      ),
      (
        "SDK sign-in",
        running {
          $0.sdkScreen = .signInPrompt(SignInPrompt(reason: .loginAndEnroll, cancellable: true))
        }
      ),
      ("connecting", running { $0.sdkScreen = .connecting }),
      ("blocked", running { $0.sdkScreen = .enrollmentBlocked(.noPolicy) }),
      ("warning", running { $0.sdkScreen = .noPolicyWarning }),
      ("wipe notice", running { $0.sdkScreen = .wipeNotice(.adminWipe) }),
      (
        "store error",
        running {
          enrolled(&$0)
          $0.sdkScreen = .storeError(StoreFailure(.checkPin, reason: "disk I/O error"))
        }
      ),
      (
        "jailbreak block",
        running {
          enrolled(&$0)
          $0.device.jailbroken = true
          $0.sdkScreen = .conditionalLaunch(ConditionalLaunchFinding(.jailbroken, .block))
        }
      ),
      (
        "OS warning",
        running {
          enrolled(&$0)
          $0.sdkScreen = .conditionalLaunch(
            ConditionalLaunchFinding(.osVersionTooOld(minimum: "99"), .warn))
        }
      ),
    ]
  }()

  /// One of every event.
  static let events: [SessionEvent] = [
    .launched(DeviceState()), .terminated, .movedToBackground, .movedToForeground(DeviceState()),
    .deviceChanged(DeviceState(online: false)),
    .appSignInSubmitted(upn: "alex@contoso.com", password: Secret("x")), .appSignInRequested,
    .signOutRequested, .noteAdded(Note(id: "x", title: "x", body: "")),
    .sdkSignInSubmitted(upn: "alex@contoso.com", password: Secret("x")), .sdkSignInCancelled,
    .restartAcknowledged, .warningDismissed, .pinSubmitted(Secret("2580")), .forgotPinChosen,
    .removeAccountChosen, .closeApplicationChosen, .wipeNoticeAcknowledged, .warningContinued,
    .retryChosen,
    .authenticated(.appSignIn, .success(alex)),
    .authenticated(.sdkSignIn, .failure(.wrongPassword)),
    .enrollmentCompleted(alex, .newPoliciesReceived),
    .enrollmentCompleted(alex, .licensedNotTargeted),
    .checkInCompleted(alex, PolicyCheckIn(code: .policiesHaveNotChanged)),
    .checkInCompleted(alex, PolicyCheckIn(code: .wipeReceived)),
    .unenrollCompleted(alex, .unenrollmentSuccess), .pinVerified(true), .pinVerified(false),
    .timerFired(.splash), .timerFired(.checkIn), .timerFired(.enrollmentRetry),
    .deviceStoreFailed(StoreFailure(.savePin, reason: "disk I/O error", location: "/tmp/device")),
    .identitySwitchRequested(.personal), .identitySwitchRequested(.work), .identitySwitchCancelled,
  ]

  @Test func everyEventInEveryPhaseIsSafe() {
    var applied = 0
    for (phase, start) in Self.phases {
      for event in Self.events {
        var state = start
        let effects = Self.engine.reduce(&state, event, at: Instant(milliseconds: 5_000_000))
        if state == start {
          #expect(
            effects.isEmpty, "\(phase) + \(event): no change of state, yet effects \(effects)")
        } else {
          applied += 1
        }
        // Invariants that must hold after any step.
        if !state.isRunning {
          #expect(state.sdkScreen == nil, "\(phase) + \(event): a stopped app shows no SDK screen")
        }
        if case .signingOut(let account) = state.signIn {
          #expect(state.registration?.account == account, "\(phase) + \(event)")
        }
      }
    }
    // The table is only meaningful if a fair share of pairs do apply.
    #expect(applied > 40)
  }

  /// The same table for a multi-identity app, with its own phases: personal, and switching back.
  @Test func everyEventInEveryPhaseOfAMultiIdentityAppIsSafe() {
    var app = Harness.scenario.app
    app.settings.multiIdentity = true
    let engine = SessionEngine(app: app)
    guard let home = Self.phases.first(where: { $0.0 == "managed home" })?.1 else {
      Issue.record("no managed home phase")
      return
    }
    var personal = home
    personal.uiIdentityChoice = .personal
    var switching = personal
    switching.identitySwitchPending = true
    switching.accessCheckDue = true
    switching.sdkScreen = .enterPin(EnterPinForm())
    let phases = Self.phases + [("personal", personal), ("switching to work", switching)]
    var applied = 0
    for (phase, start) in phases {
      for event in Self.events {
        var state = start
        let effects = engine.reduce(&state, event, at: Instant(milliseconds: 5_000_000))
        if state == start {
          #expect(effects.isEmpty, "\(phase) + \(event): no change of state, yet \(effects)")
        } else {
          applied += 1
        }
        if !state.isRunning { #expect(state.sdkScreen == nil, "\(phase) + \(event)") }
        // A pending switch always has an access check on screen, or ended.
        if state.identitySwitchPending == true {
          #expect(state.sdkScreen != nil, "\(phase) + \(event): a switch waits on nothing")
        }
        if state.uiIdentityChoice != nil {
          #expect(state.signIn.account != nil, "\(phase) + \(event): personal while signed out")
        }
      }
    }
    #expect(applied > 40)
  }

  @Test func eventsThatCannotApplyLeaveTheStateAlone() {
    let inapplicable: [(String, SessionEvent)] = [
      ("never launched", .pinSubmitted(Secret("2580"))),
      ("never launched", .signOutRequested),
      ("signed out", .restartAcknowledged),
      ("signed out", .checkInCompleted(Self.alex, PolicyCheckIn(code: .wipeReceived))),
      ("managed home", .enrollmentCompleted(Self.alex, .newPoliciesReceived)),
      ("splash", .pinSubmitted(Secret("2580"))),
      ("restart alert", .signOutRequested),
      ("enter PIN", .warningDismissed),
      ("wipe notice", .launched(DeviceState())),
      ("SDK sign-in", .authenticated(.sdkSignIn, .success(Self.alex))),
      ("never launched", .deviceStoreFailed(StoreFailure(.clearPin, reason: "read-only"))),
      ("store error", .pinSubmitted(Secret("2580"))),
      ("store error", .pinVerified(false)),
      ("store error", .pinStored(accepted: false)),
      ("managed home", .identitySwitchRequested(.personal)),
      ("enter PIN", .identitySwitchCancelled),
    ]
    for (phase, event) in inapplicable {
      guard let start = Self.phases.first(where: { $0.0 == phase })?.1 else {
        Issue.record("no phase named \(phase)")
        continue
      }
      var state = start
      let effects = Self.engine.reduce(&state, event, at: .zero)
      #expect(state == start, "\(phase) + \(event) changed the state")
      #expect(effects.isEmpty, "\(phase) + \(event) produced effects")
    }
  }
}
