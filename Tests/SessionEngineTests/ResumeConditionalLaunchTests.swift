import Testing

@testable import SessionEngine

/// The SDK's rule for a change to the phone while the app runs: conditional launch looks again at
/// every resume (the app back in the foreground), at every check-in and at launch; the change
/// itself (`deviceChanged`) only records the device. Each test drives the pure reducer with the
/// event in one phase it can arrive in.
@Suite struct ResumeConditionalLaunchTests {
  /// A managed app, signed in with a PIN, on its own screens, then sent to the background for
  /// `away` (inside the 30 minutes of the access-check period unless told otherwise).
  func backgrounded(
    away: Duration = .seconds(60), _ change: (inout Scenario) -> Void = { _ in }
  ) -> SessionRuntime {
    let runtime = Harness.managed(change)
    runtime.send(.movedToBackground)
    runtime.advance(by: away)
    return runtime
  }

  func jailbroken(_ device: DeviceState) -> DeviceState {
    var changed = device
    changed.jailbroken = true
    return changed
  }

  let rooted = SDKScreen.conditionalLaunch(ConditionalLaunchFinding(.jailbroken, .block))

  @Test func aResumeSoonAfterAJailbreakBlocksTheApp() {
    let runtime = backgrounded()
    var state = runtime.state
    #expect(state.sdkScreen == nil)
    let effects = runtime.engine.reduce(
      &state, .movedToForeground(jailbroken(state.device)), at: runtime.now)
    #expect(effects == [])
    #expect(state.sdkScreen == rooted)
    // Inside the access-check period: no PIN is asked for.
    #expect(!state.accessCheckDue)
  }

  @Test func aResumeOnACleanPhoneInsideThePeriodShowsTheAppAsItWas() {
    let runtime = backgrounded()
    var state = runtime.state
    let effects = runtime.engine.reduce(&state, .movedToForeground(state.device), at: runtime.now)
    #expect(effects == [])
    #expect(state.sdkScreen == nil)
    #expect(state.inForeground)
  }

  @Test func aResumeOnABlockScreenAfterTheDeviceIsFixedLetsTheAppIn() {
    let runtime = Harness.managed()
    runtime.change(.device(.jailbroken(true)))
    runtime.change(.device(.appInBackground(true)))
    runtime.change(.device(.appInBackground(false)))
    #expect(runtime.state.sdkScreen == rooted)
    runtime.send(.movedToBackground)
    var state = runtime.state
    var fixed = state.device
    fixed.jailbroken = false
    _ = runtime.engine.reduce(&state, .movedToForeground(fixed), at: runtime.now)
    #expect(state.sdkScreen == nil)
  }

  @Test func aResumeOnThePinScreenKeepsThePinFirstThenBlocks() {
    // Away past the access-check period: the PIN comes first, conditional launch after it.
    let runtime = backgrounded(away: .seconds(31 * 60))
    runtime.change(.device(.jailbroken(true)))
    runtime.change(.device(.appInBackground(false)))
    #expect(runtime.state.sdkScreen == rooted)
    // Now on the PIN screen in the background: a resume leaves the PIN screen up.
    let pinFirst = backgrounded(away: .seconds(31 * 60))
    pinFirst.change(.device(.appInBackground(false)))
    #expect(pinFirst.state.sdkScreen == .enterPin(EnterPinForm()))
    pinFirst.send(.movedToBackground)
    var state = pinFirst.state
    _ = pinFirst.engine.reduce(
      &state, .movedToForeground(jailbroken(state.device)), at: pinFirst.now)
    #expect(state.sdkScreen == .enterPin(EnterPinForm()))
    // The PIN done, the gate checks conditional launch and blocks.
    let effects = pinFirst.engine.reduce(&state, .pinSubmitted(Secret("2580")), at: pinFirst.now)
    #expect(effects == [.verifyPin(Secret("2580"))])
    _ = pinFirst.engine.reduce(&state, .pinVerified(true), at: pinFirst.now)
    #expect(state.sdkScreen == rooted)
  }

  @Test func aWarningDismissedThisLaunchStaysDismissedAtAResume() {
    let runtime = Harness.managed()
    runtime.change(
      .admin(.editPolicy(PolicyEdit(property: "minimumWarningOsVersion", value: .string("99.0")))))
    runtime.change(.admin(.checkInNow))
    runtime.advance(by: .seconds(1))
    let warning = SDKScreen.conditionalLaunch(
      ConditionalLaunchFinding(.osVersionTooOld(minimum: "99.0"), .warn))
    #expect(runtime.state.sdkScreen == warning)
    runtime.send(.warningContinued)
    runtime.send(.movedToBackground)
    var state = runtime.state
    _ = runtime.engine.reduce(&state, .movedToForeground(state.device), at: runtime.now)
    #expect(state.sdkScreen == nil)
  }

  @Test func aResumeUnderAWipeActionWipesTheAccount() {
    let runtime = backgrounded { $0.policies[0].appActionIfDeviceComplianceRequired = .wipe }
    var state = runtime.state
    let effects = runtime.engine.reduce(
      &state, .movedToForeground(jailbroken(state.device)), at: runtime.now)
    #expect(state.sdkScreen == .wipeNotice(.conditionalLaunch(.jailbroken)))
    #expect(
      effects.contains {
        if case .notify(.wipeData) = $0 { return true }
        return false
      })
  }

  @Test func aResumeWhileTheAppRunsInTheForegroundOrNotAtAllChangesNothing() {
    let running = Harness.managed()
    var state = running.state
    let before = state
    #expect(
      running.engine.reduce(&state, .movedToForeground(jailbroken(state.device)), at: running.now)
        == [])
    #expect(state == before)
    running.send(.terminated)
    var stopped = running.state
    let stoppedBefore = stopped
    #expect(
      running.engine.reduce(
        &stopped, .movedToForeground(jailbroken(stopped.device)), at: running.now) == [])
    #expect(stopped == stoppedBefore)
  }

  @Test func aDeviceChangeAloneOnlyRecordsTheDevice() {
    let runtime = Harness.managed()
    var state = runtime.state
    let device = jailbroken(state.device)
    #expect(runtime.engine.reduce(&state, .deviceChanged(device), at: runtime.now) == [])
    #expect(state.device == device)
    #expect(state.sdkScreen == nil)
    // The next check-in sees it.
    runtime.change(.device(.jailbroken(true)))
    runtime.change(.admin(.checkInNow))
    runtime.advance(by: .seconds(1))
    #expect(runtime.state.sdkScreen == rooted)
  }

  @Test func aResumeDuringTheSplashLeavesTheSplashToCheck() {
    let runtime = Harness.managed()
    runtime.send(.terminated)
    runtime.launch()
    #expect(runtime.state.sdkScreen == .splash)
    runtime.send(.movedToBackground)
    var state = runtime.state
    _ = runtime.engine.reduce(
      &state, .movedToForeground(jailbroken(state.device)), at: runtime.now)
    #expect(state.sdkScreen == .splash)
    _ = runtime.engine.reduce(&state, .timerFired(.splash), at: runtime.now)
    #expect(state.sdkScreen == rooted)
  }
}
