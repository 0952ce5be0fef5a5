import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import DeviceStore

/// Quitting mamsim and opening it again: the app resumes where the device left it.
@Suite(.scratchFolder) struct RelaunchTests {
  @Test func aNewRuntimeOverTheSameStoreResumesTheApp() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    first.enrollAlex()
    #expect(first.state.sdkScreen == nil)
    #expect(first.state.enrolledAccount?.upn == "alex@contoso.com")
    let before = first.snapshot

    // mamsim quits with the app open; a new process opens the same device.
    let second = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(second.state.process == .notRunning(lastExit: .killed))
    #expect(second.now <= before.now && before.now.duration(since: second.now) < .seconds(1))
    #expect(second.state.registration == before.state.registration)
    #expect(second.state.policy == before.state.policy)
    #expect(second.state.notes == before.state.notes)
    #expect(second.state.pin.isSet)

    // Less than the access-check period later: splash, then the app.
    second.advance(by: .seconds(60))
    second.launch()
    #expect(second.state.sdkScreen == .splash)
    second.advance(by: .seconds(2))
    #expect(second.state.sdkScreen == nil)
  }

  @Test func mamsimKilledWhileSigningOutFinishesTheSignOutAtTheNextLaunch() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    first.enrollAlex()
    first.send(.signOutRequested)
    guard case .signingOut = first.state.signIn else {
      Issue.record("expected the sign-out to wait for the service, got \(first.state.signIn)")
      return
    }

    // mamsim is killed before the service answers; a new process opens the device.
    let second = try fixture.open().runtime(for: StoreFixture.scenario())
    second.launch()
    second.advance(by: .seconds(10))
    #expect(second.state.signIn == .signedOut(error: nil), "still \(second.state.signIn)")
    #expect(second.state.registration == nil)
    #expect(!second.state.pin.isSet)
    #expect(!second.state.notes.contains { $0.owner == "alex@contoso.com" }, "wiped")
  }

  @Test func thePinLockedByWrongEntriesStaysLockedInTheNextProcess() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    first.enrollAlex()
    first.send(.movedToBackground)
    first.advance(by: .seconds(31 * 60))
    first.send(.movedToForeground(first.scenario.device))
    for _ in 1...5 { first.typePin("1111") }

    let second = try fixture.open().runtime(for: StoreFixture.scenario())
    second.launch()
    second.advance(by: .seconds(2))
    guard case .signInPrompt(let prompt) = second.state.sdkScreen else {
      Issue.record("the next process offered \(String(describing: second.state.sdkScreen))")
      return
    }
    #expect(prompt.reason == .maxPinAttempts)
  }

  @Test func thePinIsAskedAfterThirtyMinutesOfVirtualTimeAcrossARestart() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    first.enrollAlex()
    first.advance(by: .seconds(31 * 60))

    let second = try fixture.open().runtime(for: StoreFixture.scenario())
    #expect(second.now >= first.now, "the virtual clock's progress is kept")
    second.advance(by: .seconds(31 * 60))
    second.launch()
    second.advance(by: .seconds(2))
    guard case .enterPin = second.state.sdkScreen else {
      Issue.record(
        "expected the Enter PIN screen, got \(String(describing: second.state.sdkScreen))")
      return
    }
    second.typePin("1111")
    guard case .enterPin(let form) = second.state.sdkScreen else {
      Issue.record("a wrong PIN must be refused")
      return
    }
    #expect(form.incorrect)
    second.typePin("2580")
    #expect(second.state.sdkScreen == nil)
  }

  @Test func theCheckInTimerSurvivesARestart() throws {
    let fixture = StoreFixture()
    let first = try fixture.open().runtime(for: StoreFixture.scenario())
    first.enrollAlex()
    let due = try #require(first.due(.checkIn))
    let saved = try #require(try fixture.open().storedSnapshot(bundleId: "com.contoso.notes"))
    #expect(saved.scheduler.due(.checkIn) == due)
    #expect(saved.state.nextCheckInAt == first.state.nextCheckInAt)
  }

  @Test func withoutAStoreTheRuntimeIsUnchanged() throws {
    let store = InMemorySessionStore()
    let scenario = StoreFixture.scenario()
    let kept = try SessionRuntime(scenario: scenario, store: store, vault: MemoryPinVault())
    kept.enrollAlex()
    let resumed = try SessionRuntime(scenario: scenario, store: store, vault: MemoryPinVault())
    #expect(resumed.state == kept.state)
    #expect(kept.now.duration(since: resumed.now) < .seconds(1), "the clock is saved each second")
  }
}
