import SessionEngine
import Testing

@testable import MDXEngine

/// The MDX runtime: deadlines delivered on time, world changes mapped, effects logged.
@Suite struct MDXRuntimeTests {
  func runtime() throws -> MDXRuntime {
    MDXRuntime(scenario: try #require(MDXScenarioLoader.embedded()))
  }

  func enrol(_ runtime: MDXRuntime) {
    runtime.send(.launch)
    runtime.send(.submitServerAddress("mdm.harbourline.example"))
    runtime.send(.submitCredentials(user: "rash", password: "Dispatch-2026"))
    runtime.send(.createPin("246810", confirmation: "246810"))
  }

  @Test func enrolmentIsLoggedAndAnswersChange() throws {
    let runtime = try runtime()
    #expect(runtime.answer("managedUserInformation")?.reason == .notEnrolled)
    enrol(runtime)
    #expect(
      runtime.log.map(\.effect) == [.handOffToSecureHub(force: false), .returnToApp])
    #expect(runtime.answer("isAppLaunchedByWorxHome")?.value == "true")
    #expect(
      runtime.answer("managedUserInformation")?.value
        == "{kXenMobileUsername: \"robin.ash@harbourline.example\"}")
  }

  @Test func advancingStopsAtTheFirstDeadline() throws {
    let runtime = try runtime()
    enrol(runtime)
    runtime.apply(.advanceClock(.seconds(3600 * 168)))
    #expect(runtime.state.phase == .appPasscode)
    #expect(runtime.log.count == 2, "no reminder while the passcode is asked")
    #expect(runtime.now == Instant.zero.advanced(by: .seconds(3600 * 168)))
  }

  @Test func advancingDeliversEachReminderAtItsMinute() throws {
    var scenario = try #require(MDXScenarioLoader.embedded())
    scenario.configuration.managedPolicies = scenario.configuration.managedPolicies
      .setting(.inactivityTimer, to: "0").setting(.maxOfflinePeriod, to: "1")
    let runtime = MDXRuntime(scenario: scenario)
    enrol(runtime)
    runtime.apply(.device(.online(false)))
    runtime.apply(.advanceClock(.seconds(3600)))
    let reminders = runtime.log.dropFirst(2)
    #expect(
      reminders.map(\.effect) == [30, 15, 5].map { MDXEffect.offlineReminder(minutesLeft: $0) })
    #expect(reminders.map(\.at.milliseconds) == [30, 45, 55].map { Int64($0) * 60_000 })
    #expect(runtime.state.phase == .offlineLocked, "an unanswered reminder does not hold the lock")
  }

  @Test func worldChangesMapOntoEvents() throws {
    let runtime = try runtime()
    enrol(runtime)
    #expect(runtime.apply(.device(.appInBackground(true))))
    #expect(runtime.state.lifecycle == .background)
    #expect(runtime.apply(.device(.appInBackground(false))))
    #expect(runtime.state.lifecycle == .active)
    #expect(runtime.apply(.device(.jailbroken(true))))
    #expect(runtime.state.phase == .jailbreakBlocked)
    #expect(!runtime.apply(.device(.model("iPad"))))
    #expect(!runtime.apply(.admin(.checkInNow)))
  }
}
