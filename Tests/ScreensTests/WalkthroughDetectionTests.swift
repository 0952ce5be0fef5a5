import Screens
import SessionEngine
import Testing
@testable import Walkthrough

/// Step detection alone: delegate callbacks and states handed to the walkthrough directly.
@Suite struct WalkthroughDetectionTests {
  let scenario = ScenarioLoader.embedded()
  var alex: Account { scenario.tenant.users[0].account }
  var blake: Account { scenario.tenant.users[1].account }

  func log(_ callbacks: [(Int64, DelegateCallback)]) -> EventLog {
    var log = EventLog(scrubber: LogScrubber(values: []))
    for (ms, callback) in callbacks { log.append(callback, at: Instant(milliseconds: ms)) }
    return log
  }

  func running(_ change: (inout SessionState) -> Void = { _ in }) -> SessionState {
    var state = SessionState(notes: scenario.app.notes)
    state.process = .running
    state.launchCount = 1
    change(&state)
    return state
  }

  @Test func enrollmentWith100PassesTheSignInStep() {
    var walkthrough = Walkthrough(kind: .firstPolicy, scenario: scenario, now: .zero)
    let events = log([
      (1400, .enrollmentRequest(EnrollmentStatus(account: alex, code: .newPoliciesReceived)))
    ])
    walkthrough.observe(state: running(), log: events, now: Instant(milliseconds: 1500))
    #expect(walkthrough.steps[4].status == .passed(at: "T+1.400s"))
    #expect(walkthrough.currentIndex == 5)
  }

  @Test func theRestartStepNeedsTheCallbackAndANewLaunchWithThePolicy() {
    var walkthrough = Walkthrough(kind: .firstPolicy, scenario: scenario, now: .zero)
    let events = log([
      (1400, .enrollmentRequest(EnrollmentStatus(account: alex, code: .newPoliciesReceived))),
      (2200, .policyRequest(EnrollmentStatus(account: alex, code: .newPoliciesReceived))),
      (2200, .restartApplication(appRestartsItself: false)),
    ])
    walkthrough.observe(state: running(), log: events, now: Instant(milliseconds: 2300))
    #expect(walkthrough.steps[5].status == .pending, "the callback alone proves nothing yet")
    let relaunched = running {
      $0.launchCount = 2
      $0.policy = AppliedPolicy(
        policy: scenario.policies[0], receivedAt: .zero, awaitingRestart: false)
      $0.registration = Registration(account: alex, phase: .enrolled)
    }
    walkthrough.observe(state: relaunched, log: events, now: Instant(milliseconds: 5000))
    #expect(walkthrough.steps[5].passed)
  }

  @Test func screenTextNeverTicksAStep() {
    // Only the engine's observations count: a state with nothing new leaves every step open.
    var walkthrough = Walkthrough(kind: .exitCriteria, scenario: scenario, now: .zero)
    walkthrough.observe(state: running(), log: log([]), now: Instant(milliseconds: 9000))
    #expect(walkthrough.steps.filter(\.passed).count == 1, "only the prepared step")
  }

  @Test func aWrongAnswerForTheStepIsExplainedNotPassed() {
    var walkthrough = Walkthrough(kind: .exitCriteria, scenario: scenario, now: .zero)
    let events = log([
      (1400, .enrollmentRequest(EnrollmentStatus(account: alex, code: .newPoliciesReceived)))
    ])
    walkthrough.observe(state: running(), log: events, now: Instant(milliseconds: 1500))
    #expect(walkthrough.steps[1].status == .pending)
    #expect(walkthrough.note?.contains("blake@contoso.com") == true)
    let untargeted = log([
      (1400, .enrollmentRequest(EnrollmentStatus(account: alex, code: .newPoliciesReceived))),
      (9000, .enrollmentRequest(EnrollmentStatus(account: blake, code: .licensedNotTargeted))),
    ])
    walkthrough.observe(state: running(), log: untargeted, now: Instant(milliseconds: 9100))
    #expect(walkthrough.steps[1].passed)
  }
}
