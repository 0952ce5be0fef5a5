import Testing

@testable import SessionEngine

/// The SDK integration guide's first-policy test and exit criteria, run through the real runtime.
@Suite struct FirstPolicyFlowTests {
  @Test func firstPolicyTestEndToEnd() {
    let runtime = Harness.runtime()
    runtime.launch()
    #expect(runtime.state.sdkScreen == nil, "an unmanaged app starts without the SDK's screens")
    #expect(runtime.state.visibleNotes.allSatisfy { !$0.isCorporate })

    // Sign in with the targeted account: enrollment, then the first policy.
    runtime.signInWithApp(Harness.alex)
    #expect(
      runtime.callbackSummary == [
        "enrollmentRequest 100", "policyRequest 100", "restartApplication",
      ])
    #expect(runtime.state.sdkScreen == .restartRequired)
    #expect(runtime.state.activePolicy == nil, "the first policy waits for the restart")

    // OK closes the app; the user opens it again.
    runtime.send(.restartAcknowledged)
    #expect(runtime.state.process == .notRunning(lastExit: .restartForPolicy))
    let relaunchedAt = runtime.now
    runtime.launch()
    #expect(runtime.state.sdkScreen == .splash)
    #expect(runtime.state.isManaged)

    // The splash stays at least SplashDuration (1.5 s) on the virtual clock.
    runtime.advance(by: .milliseconds(1499))
    #expect(runtime.state.sdkScreen == .splash)
    runtime.advance(by: .milliseconds(1))
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
    #expect(runtime.now.duration(since: relaunchedAt) == .milliseconds(1500))

    // Set and confirm the PIN; the managed home shows the corporate notes.
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == .setPin(.confirm))
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == nil)
    #expect(runtime.state.pin.isSet)
    #expect(runtime.state.visibleNotes.contains { $0.title == "Q3 pipeline review" })

    // Sign out: 104, wipe of Alex's data only, the app still works signed out.
    runtime.send(.signOutRequested)
    runtime.advance(by: .seconds(5))
    #expect(runtime.callbackSummary.suffix(2) == ["unenrollRequest 104", "wipeData"])
    #expect(!runtime.state.notes.contains { $0.owner == "alex@contoso.com" })
    #expect(runtime.state.notes.contains { $0.owner == "blake@contoso.com" })
    #expect(runtime.state.notes.contains { $0.title == "Groceries" })
    #expect(runtime.state.notes.contains { $0.title == "Running plan" })
    #expect(runtime.state.isRunning)
    #expect(runtime.state.sdkScreen == nil)
    #expect(runtime.state.signIn == .signedOut(error: nil))
    #expect(!runtime.state.isManaged)
    runtime.send(.noteAdded(Note(id: "n9", title: "Still works", body: "")))
    #expect(runtime.state.visibleNotes.contains { $0.title == "Still works" })
  }

  @Test func exitCriteriaUntargetedThenTargeted() {
    let runtime = Harness.runtime()
    runtime.launch()
    runtime.signInWithApp(Harness.blake)
    #expect(runtime.callbackSummary == ["enrollmentRequest 225"])
    #expect(runtime.state.sdkScreen == nil, "no restart for an untargeted user")
    #expect(!runtime.state.isManaged)
    // Sign-in answers at 0.6 s, enrollment at 1.4 s; the retry comes 12 h after that.
    #expect(
      runtime.due(.enrollmentRetry) == Instant(milliseconds: 1400).advanced(by: .seconds(12 * 3600))
    )
    #expect(runtime.state.visibleNotes.contains { $0.title == "Team offsite plan" })

    runtime.send(.signOutRequested)
    #expect(runtime.state.signIn == .signedOut(error: nil))
    #expect(runtime.state.registration == nil)
    #expect(runtime.due(.enrollmentRetry) == nil)

    runtime.signInWithApp(Harness.alex)
    #expect(
      runtime.callbackSummary.suffix(3) == [
        "enrollmentRequest 100", "policyRequest 100", "restartApplication",
      ])
    runtime.send(.restartAcknowledged)
    runtime.launch()
    runtime.advance(by: .seconds(2))
    #expect(runtime.state.isManaged)
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
  }

  @Test func relaunchAsksForThePinOnlyAfterTheAccessCheckPeriod() {
    let runtime = Harness.managed()
    runtime.relaunch()
    runtime.advance(by: .seconds(2))
    #expect(runtime.state.sdkScreen == nil, "back within 30 minutes: no PIN")

    runtime.send(.terminated)
    runtime.advance(by: .seconds(30 * 60))
    runtime.launch()
    runtime.advance(by: .seconds(2))
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm()))
    runtime.typePin("1111")
    #expect(runtime.state.sdkScreen == .enterPin(EnterPinForm(incorrect: true)))
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == nil)
  }

  @Test func appThatRestartsItselfSkipsTheAlert() {
    let runtime = Harness.runtime { $0.app.restartsItself = true }
    runtime.launch()
    runtime.signInWithApp(Harness.alex)
    #expect(runtime.callbackSummary.last == "restartApplication")
    #expect(runtime.state.isRunning)
    #expect(runtime.state.launchCount == 2)
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
  }

  @Test func checkInEveryThirtyMinutesReportsUnchanged() {
    let runtime = Harness.managed()
    let before = runtime.log.entries.count
    runtime.advance(by: .seconds(31 * 60))
    #expect(runtime.callbackSummary.dropFirst(before) == ["policyRequest 101"])
    runtime.advance(by: .seconds(30 * 60))
    #expect(
      runtime.callbackSummary.dropFirst(before) == ["policyRequest 101", "policyRequest 101"])
  }

  @Test func adminWipeArrivesAtCheckIn() throws {
    let runtime = Harness.managed()
    runtime.change(.admin(.selectiveWipe(upn: "alex@contoso.com")))
    runtime.change(.admin(.checkInNow))
    runtime.advance(by: .seconds(1))
    #expect(runtime.callbackSummary.suffix(2) == ["policyRequest 102", "wipeData"])
    #expect(runtime.state.sdkScreen == .wipeNotice(.adminWipe))
    #expect(!runtime.state.notes.contains { $0.owner == "alex@contoso.com" })
    runtime.send(.wipeNoticeAcknowledged)
    #expect(runtime.state.process == .notRunning(lastExit: .wiped))
    runtime.launch()
    #expect(runtime.state.sdkScreen == nil)
    #expect(runtime.state.signIn == .signedOut(error: nil))
  }

  @Test func logNeverHoldsPinsPasswordsOrScrubbedValues() {
    let runtime = Harness.runtime {
      $0.app.settings.valuesToScrubFromLogging = ["alex@contoso.com"]
    }
    runtime.launch()
    runtime.signInWithApp(Harness.alex)
    runtime.send(.restartAcknowledged)
    runtime.launch()
    runtime.advance(by: .seconds(2))
    runtime.typePin("2580")
    runtime.typePin("2580")
    runtime.send(.signOutRequested)
    runtime.advance(by: .seconds(2))
    let lines = runtime.log.jsonLines
    #expect(lines.contains("\"event\":\"unenrollRequest\""))
    #expect(!lines.contains("2580"))
    #expect(!lines.contains(Harness.alex.password))
    #expect(!lines.lowercased().contains("alex@contoso.com"))
    #expect(lines.contains(LogScrubber.mask))
  }
}
