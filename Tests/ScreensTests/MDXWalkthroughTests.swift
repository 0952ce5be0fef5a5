import MDXEngine
import SessionEngine
import Testing

@testable import Screens
@testable import Walkthrough

/// The first-MDX-app walkthrough in the one front: each step ticks from the MDX engine's state,
/// in order, and the Intune walkthroughs do not start on a Citrix phone (nor this one on an
/// Intune phone).
@Suite struct MDXWalkthroughTests {
  private func passed(_ pilot: MDXPilot) -> [Bool] {
    pilot.program.walkthrough?.steps.map(\.passed) ?? []
  }

  @Test func everyStepTicksFromTheEnginesStateInOrder() {
    let pilot = MDXPilot { $0.device.secureHubInstalled = false }
    pilot.program.startWalkthrough(.firstMDXApp)
    #expect(passed(pilot) == [false, false, false, false, false, false])
    #expect(pilot.wideScreen.contains("[>] 1. Secure Hub is on the phone"))
    pilot.press(.enter)
    #expect(passed(pilot) == [true, false, false, false, false, false])
    pilot.type("mdm.harbourline.example")
    pilot.press(.enter)
    #expect(passed(pilot) == [true, false, false, false, false, false])
    pilot.type("rash")
    pilot.press(.tab)
    pilot.type("Dispatch-2026")
    pilot.press(.enter)
    #expect(pilot.state.phase == .hubCreatePin)
    #expect(passed(pilot) == [true, true, false, false, false, false], "the PIN is next")
    #expect(pilot.wideScreen.contains("[>] 3. Create the Citrix PIN"))
    pilot.type("246810")
    pilot.press(.tab)
    pilot.type("246810")
    pilot.press(.enter)
    #expect(passed(pilot) == [true, true, true, true, false, false])
    // The force-less logon answers at once: no hand-off, the step waits.
    pilot.press(.enter)
    #expect(passed(pilot)[4] == false)
    pilot.press(.tab, .enter)
    #expect(pilot.state.phase == .hubLogon)
    #expect(passed(pilot)[4] == false, "not until the app is back")
    pilot.type("246810")
    #expect(passed(pilot) == [true, true, true, true, true, false])
    pilot.press(.function(5), .enter, .escape)
    #expect(pilot.state.phase == .adminLocked)
    #expect(pilot.program.walkthrough?.isComplete == true)
    #expect(pilot.program.walkthrough?.finishedAt != nil)
    let report = pilot.program.runtime.walkthroughReport(
      pilot.program.walkthrough ?? Walkthrough(mdx: pilot.program.runtime.scenario, now: .zero),
      json: false)
    #expect(report.contains("# First MDX app: Secure Hub, logon, policies, App lock: passed"))
    #expect(report.contains("com.harbourline.dispatch"))
  }

  /// An App lock done before the forced logon cannot count for it, and the locked screen has no
  /// logon button: the guide says how to go on, and the note goes once the app is unlocked.
  @Test func anAppLockBeforeTheForcedLogonIsExplainedOnTheSpot() {
    let pilot = MDXPilot()
    pilot.program.startWalkthrough(.firstMDXApp)
    pilot.type("mdm.harbourline.example")
    pilot.press(.enter)
    pilot.type("rash")
    pilot.press(.tab)
    pilot.type("Dispatch-2026")
    pilot.press(.enter)
    pilot.type("246810")
    pilot.press(.tab)
    pilot.type("246810")
    pilot.press(.enter)
    #expect(passed(pilot) == [true, true, true, true, false, false])
    pilot.program.runtime.send(.admin(.appLock))
    pilot.press(.escape)
    #expect(pilot.state.phase == .adminLocked)
    #expect(passed(pilot)[5] == false, "the lock does not stand for the logon")
    let note = pilot.program.walkthrough?.note ?? ""
    #expect(note.contains("locked before this step") && note.contains("App unlock"), "\(note)")
    pilot.program.runtime.send(.admin(.appUnlock))
    pilot.press(.escape)
    #expect(pilot.program.walkthrough?.note == nil)
  }

  @Test func anUnmanagedAppIsNamedAsUnableToPass() {
    let pilot = MDXPilot { $0.configuration.mode = .unmanagedGeneral }
    pilot.program.startWalkthrough(.firstMDXApp)
    #expect(pilot.program.walkthrough?.note?.contains("not in managed mode") == true)
  }

  @Test func theOtherVendorsWalkthroughIsOneFailedStepNamingTheScenarioItNeeds() {
    let pilot = MDXPilot()
    for kind in WalkthroughKind.allCases where kind.vendor == .intune {
      pilot.program.startWalkthrough(kind)
      let steps = pilot.program.walkthrough?.steps ?? []
      #expect(steps.map(\.title) == ["This test is for the other SDK"], "\(kind)")
      #expect(
        steps.first?.status
          == .failed(reason: "Start it on a scenario whose \"vendor\" is \"intune\"."))
      #expect(pilot.program.walkthrough?.isComplete == false)
    }
    let intune = Pilot()
    intune.app.startWalkthrough(.firstMDXApp)
    #expect(intune.app.walkthrough?.isComplete == false)
    #expect(
      intune.app.walkthrough?.note == "Start it on a scenario whose \"vendor\" is \"citrix\".")
  }
}

/// The whole first-MDX-app flow through the one front, its panels and overlays, ends with the
/// administrator's lock.
@Suite struct MDXFlowTests {
  @Test func theFirstMDXAppFlowEndsLocked() {
    let pilot = MDXPilot { $0.device.secureHubInstalled = false }
    pilot.press(.enter)
    pilot.enrol()
    pilot.press(.function(1))
    pilot.press(.escape, .tab, .tab, .enter)
    pilot.press(.function(4))
    pilot.press(.escape, .function(5), .enter, .escape)
    #expect(pilot.state.phase == .adminLocked)
  }
}
