import Screens
import SessionEngine
import TerminalUI
import Testing

@testable import Walkthrough

/// The guided walkthroughs: steps ticked from the engine's observations, explanations for steps
/// done differently, the report, and the checklist on screen.
@Suite struct WalkthroughTests {
  func pilot(_ kind: WalkthroughKind, _ change: (inout Scenario) -> Void = { _ in }) -> Pilot {
    let pilot = Pilot(change)
    pilot.app.startWalkthrough(kind)
    return pilot
  }

  /// An app that requires a policy gets it with no restart: the restart step says to wait and
  /// passes once the policy applies, and the steps that need the app unmanaged are named at once.
  @Test func anAppThatRequiresAPolicyPassesTheRestartStepWithoutARestart() {
    let pilot = pilot(.firstPolicy) {
      $0.app.settings.mamPolicyRequired = true
      $0.app.settings.autoEnrollOnLaunch = true
    }
    let walkthrough = pilot.app.walkthrough
    #expect(walkthrough?.steps[5].instruction.contains("MAMPolicyRequired") == true)
    #expect(walkthrough?.steps[8].instruction.contains("cannot be used without a policy") == true)
    pilot.wait(.seconds(3))
    pilot.signIn("alex@contoso.com", "Pilot-Alex")
    pilot.wait(.seconds(5))
    #expect(
      !pilot.runtime.log.entries.contains {
        if case .restartApplication = $0.callback { true } else { false }
      })
    #expect(pilot.walkthroughStatuses[4...5] == ["passed", "passed"], "\(pilot.text)")
    #expect(pilot.app.walkthrough?.currentIndex == 6)
    pilot.type("1234")
    pilot.type("1234")
    pilot.wait(.seconds(1))
    pilot.signOutFromNotes()
    // Signed out, the SDK asks for an account instead of showing the app: the last step fails
    // at once and stays failed however often the app opens.
    #expect(pilot.shows("Sign in"), "\(pilot.text)")
    #expect(pilot.walkthroughStatuses[7] == "passed")
    #expect(pilot.walkthroughStatuses[8] == "failed", "\(pilot.walkthroughStatuses)")
    pilot.runtime.relaunch()
    pilot.wait(.seconds(3))
    #expect(pilot.walkthroughStatuses[8] == "failed")
    #expect(pilot.app.walkthrough?.isComplete != true)
  }

  @Test func preparedStepsAreCheckedAtTheStart() {
    let pilot = pilot(.firstPolicy)
    #expect(
      pilot.walkthroughStatuses.prefix(5) == [
        "passed", "passed", "passed", "passed", "not reached",
      ])
    #expect(pilot.app.walkthrough?.currentIndex == 4)
    #expect(pilot.shows("Sign in as alex@contoso.com"))
  }

  @Test func aPasswordIsShownOnlyForDemoAccounts() {
    let demo = pilot(.firstPolicy)
    let demoSteps = demo.app.walkthrough?.steps.map(\.instruction).joined() ?? ""
    #expect(demoSteps.contains("type Pilot-Alex"))
    #expect(demo.shows("Demo account: alex@contoso.com"))
    // The same accounts, not marked as demo accounts: no screen draws their passwords.
    let own = pilot(.firstPolicy) { scenario in
      for index in scenario.tenant.users.indices { scenario.tenant.users[index].isDemo = false }
    }
    let ownSteps = own.app.walkthrough?.steps.map(\.instruction).joined() ?? ""
    #expect(ownSteps.contains("type the password the scenario gives it"))
    #expect(!ownSteps.contains("Pilot-Alex"))
    #expect(own.shows("Sign in as alex@contoso.com"))
    #expect(!own.shows("Demo account"))
    for user in own.runtime.scenario.tenant.users { #expect(!own.shows(user.password)) }
    own.signIn(Pilot.alex.upn, "wrong")
    own.wait(.seconds(3))
    let note = own.app.walkthrough?.note ?? ""
    #expect(note.contains("The targeted account is alex@contoso.com"), "\(note)")
    #expect(!note.contains("Pilot-Alex"))
    #expect(!own.shows("Pilot-Alex"))
  }

  @Test func firstPolicyTestPassesStepByStep() {
    let pilot = pilot(.firstPolicy)
    pilot.signIn(Pilot.alex.upn, Pilot.alex.password)
    pilot.wait(.seconds(3))
    #expect(pilot.walkthroughStatuses[4] == "passed")
    #expect(
      pilot.walkthroughStatuses[5] == "not reached",
      "the restart is proven only when the app opens again")
    pilot.press(.enter)  // OK on the restart prompt
    pilot.press(.enter)  // open the app from the home screen
    pilot.passSplash()
    #expect(pilot.walkthroughStatuses[5] == "passed")
    pilot.type("1234")  // fine: simple PINs are not blocked by default
    pilot.type("1234")
    pilot.wait(.seconds(1))
    #expect(pilot.walkthroughStatuses[6] == "passed")
    pilot.signOutFromNotes()
    #expect(pilot.walkthroughStatuses[7] == "passed")
    pilot.runtime.relaunch()
    pilot.wait(.seconds(1))
    #expect(pilot.app.walkthrough?.isComplete == true)
    #expect(pilot.shows("All steps passed"))
  }

  /// An app whose `restartApplication` answers YES restarts itself with the policy: the restart
  /// step passes without a prompt, and the test goes on to its end.
  @Test func anAppThatRestartsItselfPassesTheRestartStep() {
    let pilot = pilot(.firstPolicy) { $0.app.restartsItself = true }
    pilot.signIn(Pilot.alex.upn, Pilot.alex.password)
    pilot.wait(.seconds(3))
    pilot.passSplash()
    #expect(pilot.walkthroughStatuses[4...5] == ["passed", "passed"], "\(pilot.text)")
    pilot.type("1234")
    pilot.type("1234")
    pilot.wait(.seconds(1))
    #expect(pilot.walkthroughStatuses[6] == "passed")
    pilot.signOutFromNotes()
    pilot.runtime.relaunch()
    pilot.wait(.seconds(1))
    #expect(pilot.app.walkthrough?.isComplete == true, "\(pilot.walkthroughStatuses)")
  }

  @Test func theExitCriteriaPassForAnAppThatRestartsItself() {
    let pilot = pilot(.exitCriteria) { $0.app.restartsItself = true }
    pilot.passSplash()
    pilot.signIn("blake@contoso.com", "Blake-1357")
    pilot.wait(.seconds(3))
    pilot.signOutFromNotes()
    pilot.press(.tab)  // from the notes list to Sign in
    pilot.press(.enter)
    pilot.signIn(Pilot.alex.upn, Pilot.alex.password)
    pilot.wait(.seconds(3))
    pilot.passSplash()
    #expect(pilot.app.walkthrough?.isComplete == true, "\(pilot.walkthroughStatuses)")
  }

  /// An app that signs out without deregistering the account fails the sign-out step at once,
  /// saying why, instead of waiting for an unenrollment that never comes.
  @Test func aSignOutThatKeepsTheAccountEnrolledFailsItsStepAndSaysWhy() {
    let pilot = pilot(.firstPolicy) { $0.app.unenrollsOnSignOut = false }
    pilot.toManaged(pin: "1234")
    #expect(pilot.walkthroughStatuses[6] == "passed", "\(pilot.walkthroughStatuses)")
    pilot.signOutFromNotes()
    #expect(pilot.walkthroughStatuses[7] == "failed", "\(pilot.walkthroughStatuses)")
    guard case .failed(let reason)? = pilot.app.walkthrough?.steps[7].status else {
      Issue.record("step 8 did not fail")
      return
    }
    #expect(reason.contains("unenrollsOnSignOut"), "\(reason)")
    #expect(reason.contains("deRegisterAndUnenrollAccountId"), "\(reason)")
  }

  /// Two PINs that differ are a typing slip, not a rule of the policy.
  @Test func aPinMismatchIsNotCalledARule() {
    let pilot = pilot(.firstPolicy)
    pilot.toSetPin()
    pilot.type("1234")
    pilot.wait(.seconds(1))
    pilot.type("5678")
    pilot.wait(.seconds(1))
    let note = pilot.app.walkthrough?.note ?? ""
    #expect(note.contains("not the same"), "\(note)")
    #expect(!note.contains("rule"), "\(note)")
  }

  /// An unlicensed account at the exit criteria' untargeted step stays signed in: the note
  /// says to sign it out first, as the notes list then has no Sign in.
  @Test func anUnlicensedAccountAtTheExitCriteriaIsToldToSignOutFirst() {
    let pilot = pilot(.exitCriteria)
    pilot.passSplash()
    pilot.signIn("casey@contoso.com", "Casey-4680")
    pilot.wait(.seconds(3))
    let note = pilot.app.walkthrough?.note ?? ""
    #expect(note.contains("200"), "\(note)")
    #expect(note.contains("Sign out (Menu, Sign out) and sign in as blake@contoso.com"), "\(note)")
  }

  @Test func untargetedAccountFirstIsExplained() {
    let pilot = pilot(.firstPolicy)
    pilot.signIn("blake@contoso.com", "Blake-1357")
    pilot.wait(.seconds(3))
    #expect(pilot.walkthroughStatuses[4] == "not reached")
    let note = pilot.app.walkthrough?.note ?? ""
    #expect(note.contains("225"))
    #expect(note.contains("no restart will come"))
    #expect(pilot.shows("225"))
  }

  @Test func unlicensedAndWrongPasswordAreExplained() {
    let pilot = pilot(.firstPolicy)
    pilot.signIn("casey@contoso.com", "Casey-4680")
    pilot.wait(.seconds(3))
    #expect(pilot.app.walkthrough?.note?.contains("200") == true)
    let other = self.pilot(.firstPolicy)
    other.signIn(Pilot.alex.upn, "nope")
    #expect(other.app.walkthrough?.note?.contains("refused the password") == true)
  }

  @Test func aPinThatBreaksARuleIsExplained() {
    let pilot = pilot(.firstPolicy) { $0.policies[0].simplePinBlocked = true }
    pilot.signIn(Pilot.alex.upn, Pilot.alex.password)
    pilot.wait(.seconds(3))
    pilot.press(.enter)
    pilot.press(.enter)
    pilot.passSplash()
    pilot.type("1111")
    #expect(pilot.app.walkthrough?.note?.contains("simplePinBlocked") == true)
  }

  @Test func exitCriteriaPassWithTheUntargetedAccountFirst() {
    let pilot = pilot(.exitCriteria)
    pilot.passSplash()
    // The app's hint and the checklist name the same account.
    #expect(pilot.shows("Sign in as blake@contoso.com"))
    #expect(pilot.shows("Demo account: blake@contoso.com"))
    #expect(!pilot.shows("Demo account: alex@contoso.com"))
    pilot.signIn("blake@contoso.com", "Blake-1357")
    pilot.wait(.seconds(3))
    #expect(pilot.walkthroughStatuses[1] == "passed")
    #expect(pilot.app.walkthrough?.note?.contains("225 is right here") == true)
    pilot.signOutFromNotes()
    #expect(pilot.walkthroughStatuses[2] == "passed")
    pilot.press(.tab)  // from the notes list to Sign in
    pilot.press(.enter)
    #expect(pilot.shows("Demo account: alex@contoso.com"))
    pilot.signIn(Pilot.alex.upn, Pilot.alex.password)
    pilot.wait(.seconds(3))
    #expect(pilot.walkthroughStatuses[3] == "passed")
    pilot.press(.enter)
    pilot.press(.enter)
    pilot.passSplash()
    #expect(pilot.app.walkthrough?.isComplete == true)
    // Over the PIN screen, q is not a key that quits: the hint names one that is.
    #expect(pilot.app.currentScreen.identity == "sdk.setPin.choose")
    #expect(pilot.shows("Ctrl+C writes"))
    #expect(!pilot.shows("q writes"))
    pilot.press(.control("c"))
    #expect(pilot.app.shouldQuit)
  }

  @Test func targetedAccountFirstInTheExitCriteriaIsExplained() {
    let pilot = pilot(.exitCriteria)
    pilot.signIn(Pilot.alex.upn, Pilot.alex.password)
    pilot.wait(.seconds(3))
    #expect(pilot.walkthroughStatuses[1] == "not reached")
    #expect(pilot.app.walkthrough?.note?.contains("blake@contoso.com") == true)
  }

  @Test func preflightSaysWhyAScenarioCannotPass() {
    var scenario = ScenarioLoader.embedded()
    scenario.policies[0].pinRequired = false
    #expect(
      Walkthrough.preflight(kind: .firstPolicy, scenario: scenario)
        == ["The policy does not require a PIN (pinRequired is false): the PIN step cannot happen."]
    )
    scenario.policies = []
    let problems = Walkthrough.preflight(kind: .exitCriteria, scenario: scenario)
    #expect(problems.count == 1)
    #expect(problems[0].contains("nobody can get the first policy"))
    var noUntargeted = ScenarioLoader.embedded()
    noUntargeted.tenant.users.removeAll { $0.upn == "blake@contoso.com" }
    #expect(Walkthrough.preflight(kind: .exitCriteria, scenario: noUntargeted).count == 1)
  }

  @Test func reportListsStepsEventsAndTime() {
    let pilot = pilot(.firstPolicy)
    pilot.signIn("blake@contoso.com", "Blake-1357")
    guard let walkthrough = pilot.app.walkthrough else {
      Issue.record("no walkthrough")
      return
    }
    let scenario = pilot.runtime.scenario
    let markdown = WalkthroughReport.markdown(
      walkthrough, scenario: scenario, endedAt: pilot.runtime.now)
    #expect(markdown.hasPrefix("# First-policy test: not passed"))
    #expect(markdown.contains("| 5 | Sign in with the targeted account | not reached |  |"))
    #expect(markdown.contains("`enrollmentRequest` 225 LicensedNotTargeted"))
    let json = WalkthroughReport.json(
      walkthrough, scenario: scenario, endedAt: pilot.runtime.now,
      scrubber: LogScrubber(values: ["blake@contoso.com"]))
    #expect(json.contains("\"passed\":false"))
    #expect(json.contains("\"status\":225"))
    #expect(json.contains("\"outcome\":\"not reached\""))
    // The steps the scenario prepared say so, as the Markdown report does, and have no time.
    #expect(
      markdown.contains("| 1 | \(walkthrough.steps[0].title) | prepared by the scenario |  |"))
    #expect(
      json.contains(
        "{\"number\":1,\"outcome\":\"prepared\",\"prepared\":true,\"title\":"))
    #expect(!json.contains("\"outcome\":\"passed\",\"prepared\":true"))
  }

  @Test func checklistGoldens() {
    let pilot = pilot(.firstPolicy)
    pilot.signIn("blake@contoso.com", "Blake-1357")
    pilot.wait(.seconds(3))
    pilot.golden("walkthrough-explained", sizes: TerminalSize.both)
    pilot.size = TerminalSize(columns: 60, rows: 24)
    pilot.golden("walkthrough-narrow", sizes: [TerminalSize(columns: 60, rows: 24)])
    // Without room for the side panel, F2 shows the whole checklist, and Esc goes back.
    #expect(pilot.lines.last?.hasPrefix("F2 checklist · Step 5/9") == true)
    pilot.press(.function(2))
    pilot.golden("walkthrough-narrow-checklist", sizes: [TerminalSize(columns: 60, rows: 24)])
    #expect(pilot.shows("Sign in with the targeted account"))
    #expect(!pilot.shows("╭──"), "the phone is hidden behind the checklist")
    pilot.press(.escape)
    #expect(pilot.shows("╭──"))
  }
}
