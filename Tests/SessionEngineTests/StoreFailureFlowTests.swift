import Testing

@testable import SessionEngine

/// A PIN vault whose store fails, on the runtime and a virtual clock: the failure shows as an
/// error screen, and is never taken for a wrong PIN or a reused one.
@Suite struct StoreFailureFlowTests {
  let control = FailingPinVault.Switch()

  /// A runtime where Alex is managed with PIN 2580, on the app's home.
  func managed(_ change: (inout Scenario) -> Void = { _ in }) -> SessionRuntime {
    var scenario = Harness.scenario
    change(&scenario)
    let runtime = SessionRuntime(scenario: scenario, vault: FailingPinVault(control: control))
    runtime.launch()
    runtime.signInWithApp(Harness.alex)
    runtime.send(.restartAcknowledged)
    runtime.launch()
    runtime.advance(by: .seconds(2))
    runtime.typePin("2580")
    runtime.typePin("2580")
    return runtime
  }

  /// Away long enough that the PIN is asked again.
  func backAfterAWhile(_ runtime: SessionRuntime) {
    runtime.send(.movedToBackground)
    runtime.advance(by: .seconds(31 * 60))
    runtime.send(.movedToForeground(runtime.scenario.device))
  }

  @Test func aFailedReadIsNotAWrongPin() {
    let runtime = managed()
    backAfterAWhile(runtime)
    runtime.typePin("0000")
    #expect(runtime.state.pin.failedAttempts == 1)
    control.failing = [.checkPin]
    for _ in 1...6 { runtime.typePin("0000") }
    let failure = StoreFailure(
      .checkPin, reason: "disk I/O error", location: "/var/mamsim-test/device")
    #expect(runtime.state.sdkScreen == .storeError(failure))
    #expect(runtime.state.pin.failedAttempts == 1, "a failed read counted as a wrong PIN")
    #expect(!runtime.callbackSummary.contains("wipeData"))
  }

  @Test func aFailedSaveIsNotAReusedPin() {
    let runtime = managed { $0.policies[0].previousPinBlockCount = 2 }
    control.failing = [.savePin]
    runtime.send(.signOutRequested)
    runtime.advance(by: .seconds(5))
    runtime.signInWithApp(Harness.alex)
    runtime.send(.restartAcknowledged)
    runtime.launch()
    runtime.advance(by: .seconds(2))
    #expect(runtime.state.sdkScreen == .setPin(.choose(problem: nil)))
    runtime.typePin("1470")
    runtime.typePin("1470")
    guard case .storeError(let failure) = runtime.state.sdkScreen else {
      Issue.record("expected the store error, got \(String(describing: runtime.state.sdkScreen))")
      return
    }
    #expect(failure.operation == .savePin)
    #expect(!runtime.state.pin.isSet)
  }

  @Test func closingTheErrorScreenAndReopeningTriesAgain() {
    let runtime = managed()
    backAfterAWhile(runtime)
    control.failing = [.checkPin]
    runtime.typePin("2580")
    runtime.send(.closeApplicationChosen)
    #expect(!runtime.state.isRunning)
    control.failing = []
    runtime.launch()
    runtime.advance(by: .seconds(2))
    runtime.typePin("2580")
    #expect(runtime.state.sdkScreen == nil)
    #expect(runtime.state.pin.failedAttempts == 0)
  }
}
