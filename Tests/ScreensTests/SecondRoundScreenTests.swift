import Foundation
import MDXEngine
import SessionEngine
import TerminalUI
import Testing

@testable import Screens
@testable import Strings
@testable import Walkthrough

/// What a new user stumbled on in the second round (issue 28), each on the screen or in the
/// report where it showed: the Citrix accounts, F4 changes and the key that applies them, the
/// walkthrough directions, the panel and checklist layout, and the reports' times and words.
@Suite struct SecondRoundScreenTests {
  // MARK: Item 1: the Citrix accounts

  @Test func theCitrixSidePanelShowsTheServerTheUserAndADemoPassword() {
    let pilot = MDXPilot()
    #expect(pilot.screen.contains("Server mdm.harbourline.example"))
    #expect(pilot.screen.contains("rash  Dispatch-2026"))
    #expect(pilot.screen.contains("robin.ash@harbourline.example"))
  }

  @Test func aCitrixUserNotMarkedDemoKeepsItsPasswordOffTheScreen() {
    let pilot = MDXPilot { scenario in
      scenario.configuration.users = scenario.configuration.users.map { user in
        var plain = user
        plain.isDemo = false
        return plain
      }
    }
    #expect(pilot.screen.contains("rash"))
    #expect(!pilot.screen.contains("Dispatch-2026"))
    let scenario = MDXScenarioLoader.embedded()
    var hidden = scenario
    hidden?.configuration.users[0].isDemo = false
    if let hidden {
      let walkthrough = Walkthrough(mdx: hidden, now: .zero)
      #expect(!walkthrough.steps[1].instruction.contains("Dispatch-2026"))
      #expect(walkthrough.steps[1].instruction.contains("the password the scenario gives it"))
    }
    if let scenario {
      let walkthrough = Walkthrough(mdx: scenario, now: .zero)
      #expect(walkthrough.steps[1].instruction.contains("rash"))
      #expect(walkthrough.steps[1].instruction.contains("Dispatch-2026"))
    }
  }

  // MARK: Item 3: when an F4 change takes effect, and R

  @Test func theDevicePanelSaysWhenAndRResumesTheAppSoAJailbreakBlocksNow() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.function(4))
    // The panel's text beside the phone, its wrapped lines joined.
    let panel = pilot.lines.map { String($0.dropFirst(44)).trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    #expect(panel.contains("next resume, check-in or launch"))
    #expect(panel.contains("Next check-in in 29 minutes"))
    #expect(panel.contains("R: background and back now"))
    pilot.choose("Jailbroken")
    #expect(pilot.runtime.scenario.device.jailbroken)
    #expect(pilot.runtime.state.sdkScreen == nil, "a running app has not looked yet")
    pilot.press(.character("r"))
    #expect(
      pilot.runtime.state.sdkScreen
        == .conditionalLaunch(ConditionalLaunchFinding(.jailbroken, .block)))
    #expect(pilot.runtime.state.inForeground)
  }

  @Test func theAdminPanelsROffersTheCheckInThatDeliversAnEdit() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.function(5))
    #expect(pilot.shows("R: check in now."))
    pilot.choose("minimumRequiredOsVersion")
    pilot.press(.character("r"))
    pilot.wait(.seconds(1))
    #expect(pilot.runtime.log.entries.last?.callback.statusCode == .newPoliciesReceived)
  }

  // MARK: Item 5: the walkthrough's directions

  @Test func theSignInDirectionsMatchTheFormOnDisplayAndWorkAsWritten() {
    let pilot = Pilot()
    pilot.app.startWalkthrough(.firstPolicy)
    let walkthrough = pilot.app.state.walkthrough
    let step = walkthrough.flatMap { w in w.currentIndex.map { w.steps[$0] } }
    #expect(step?.instruction.contains("on the sign-in form type alex@contoso.com") == true)
    #expect(step?.instruction.hasPrefix("on the notes list") != true)
    // Doing what it says on the screen that shows signs in.
    #expect(pilot.shows("Work account"))
    pilot.type("alex@contoso.com")
    pilot.press(.tab)
    pilot.type("Pilot-Alex")
    pilot.press(.enter)
    pilot.wait(.seconds(5))
    #expect(pilot.runtime.state.signIn.account?.upn == "alex@contoso.com")
  }

  @Test func theWebViewsWalkthroughStartsFromAPolicyThatRefusesThePersonalPaste() {
    let pilot = Pilot()
    pilot.app.startWalkthrough(.webViews)
    #expect(
      pilot.runtime.scenario.policies[0].allowedOutboundClipboardSharingLevel != .allApps)
    let first = pilot.app.state.walkthrough?.steps[0].instruction ?? ""
    #expect(first.contains("so a paste into the personal app is refused"))
  }

  @Test func anAllowedPersonalPasteDoesNotPassThePasteStep() {
    let decision = DataDecision(
      action: .paste, identity: .unmanaged, rule: .unmanagedData, outcome: .allowed)
    let allowed = DataLogEntry(at: .zero, surface: .personalApp, decision: decision)
    #expect(Walkthrough.webViewStep(for: allowed, current: 4) == nil)
  }

  // MARK: Item 9: layout

  @Test func aLongPanelLabelIsShortenedWithAnEllipsisAndTwoSpacesBeforeItsValue() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.press(.function(5))
    pilot.choose("allowedOutboundClipboa")
    // allowedOutboundClipboardSharingExceptionLength, cut at a word with two spaces to its value.
    #expect(pilot.shows("allowedOutboundClipboardShar…  0"), "\(pilot.text)")
    #expect(!pilot.shows("allowedOutboundClipboardSharingExceptionLen 0"))
  }

  @Test func theAppBarKeepsOneShapeFromSignInToManaged() {
    // Signed in and not managed (blake is not targeted): the account alone, no app name.
    let unmanaged = Pilot()
    unmanaged.passSplash()
    unmanaged.signIn("blake@contoso.com", "Blake-1357")
    unmanaged.wait(.seconds(3))
    #expect(unmanaged.shows("│ blake@contoso.com      "), "\(unmanaged.text)")
    #expect(!unmanaged.shows("Contoso Notes · blake"))
    // Managed: the same account first, then the badge; the app's name does not come and go.
    let managed = Pilot()
    managed.toManaged()
    #expect(managed.shows("│ alex@contoso.com · managed"), "\(managed.text)")
    #expect(!managed.shows("Contoso Notes · alex"))
    // Before sign-in the bar names the app.
    let signedOut = Pilot()
    signedOut.passSplash()
    #expect(signedOut.shows("│ Contoso Notes · Not signed in"))
  }

  @Test func shortenStopsAtAWordOrBetweenWideCharacters() {
    #expect(TextWrap.shorten("Uhr vorstellen um", width: 12) == "Uhr…")
    #expect(TextWrap.shorten("Managed browser installed", width: 20) == "Managed browser…")
    #expect(TextWrap.shorten("short", width: 20) == "short")
    #expect(CharacterWidth.of(text: TextWrap.shorten("已安装受管理的浏览器", width: 9)) <= 9)
    #expect(TextWrap.shorten("已安装受管理的浏览器", width: 9).hasSuffix("…"))
  }

  @Test func theJailbrokenDeviceLineWrapsBetweenWordsInGerman() {
    let strings = StringTable(language: .german)
    var scenario = ScenarioLoader.embedded()
    scenario.device.jailbroken = true
    let lines = SidePanel.world(scenario: scenario, strings: strings, width: 30).map(\.0)
    let device = strings.text(
      .panelDeviceLineJailbroken, scenario.device.model, scenario.device.osVersion,
      strings.text(.panelOnline))
    let words = Set(device.split(separator: " ").map(String.init))
    // Every word of the line is whole on some line of the panel.
    for word in words {
      #expect(
        lines.contains { $0.split(separator: " ").map(String.init).contains(word) }, "\(word)")
    }
  }

  @Test func aGermanChecklistTooTallForItsPanelSaysMoreFollows() {
    let strings = StringTable(language: .german)
    let walkthrough = Walkthrough(
      kind: .firstPolicy, scenario: ScenarioLoader.embedded(), now: .zero, strings: strings)
    let all = ChecklistPanel.lines(walkthrough, width: 35)
    let fitted = ChecklistPanel.lines(walkthrough, width: 35, height: 16)
    #expect(all.count > 16)
    #expect(fitted.count <= 16)
    #expect(fitted.last?.0.hasPrefix("↓ ") == true)
    let hidden = all.count - (fitted.count - 1)
    #expect(fitted.last?.0.contains("\(hidden)") == true)
  }

  @Test func theChecklistWindowKeepsTheCurrentStepAndMarksWhatIsAbove() {
    let strings = StringTable(language: .german)
    var walkthrough = Walkthrough(
      kind: .firstPolicy, scenario: ScenarioLoader.embedded(), now: .zero, strings: strings)
    for index in 0..<7 { walkthrough.pass(index, at: .zero) }
    let fitted = ChecklistPanel.lines(walkthrough, width: 35, height: 12)
    #expect(fitted.count <= 12)
    #expect(fitted.contains { $0.0.hasPrefix("↑ ") })
    #expect(fitted.contains { $0.1 == CellStyle(bold: true, reverse: true) })
  }

  @Test func thePinScreensFooterAsksForDigitsNotEnter() {
    let pilot = Pilot()
    pilot.toSetPin()
    let footer = pilot.lines.last ?? ""
    #expect(footer.contains("0-9 type the PIN"))
    #expect(!footer.contains("Enter select"))
  }

  // MARK: Item 10: reports

  @Test func reportTimesHaveOnePrecisionAndTheLanguagesDecimalSign() {
    #expect(ReportTime.text(Instant(milliseconds: 24_290), language: .english) == "T+24.290s")
    #expect(ReportTime.text(Instant(milliseconds: 7465), language: .english) == "T+7.465s")
    #expect(ReportTime.text(Instant(milliseconds: 5450), language: .german) == "T+5,450s")
    #expect(ReportTime.text(Instant(milliseconds: 5450), language: .italian) == "T+5,450s")
    #expect(
      ReportTime.text(Instant(milliseconds: 5450), language: .simplifiedChinese) == "T+5.450s")
    #expect(ReportTime.text(Instant(milliseconds: 125_250), language: .english) == "T+2m05.250s")
    #expect(
      ReportTime.text(Instant(milliseconds: 3_723_000), language: .english) == "T+1h02m03.000s")
  }

  @Test func theGermanReportWritesADecimalCommaAndPreparedSteps() {
    let strings = StringTable(language: .german)
    var walkthrough = Walkthrough(
      kind: .firstPolicy, scenario: ScenarioLoader.embedded(), now: .zero, strings: strings)
    walkthrough.pass(4, at: Instant(milliseconds: 5450))
    let report = WalkthroughReport.markdown(
      walkthrough, scenario: ScenarioLoader.embedded(), endedAt: Instant(milliseconds: 9000))
    #expect(report.contains("T+5,450s"))
    #expect(!report.contains("5.45s"))
    #expect(report.contains("vom Szenario vorbereitet"))
    #expect(report.contains("9,000s"))
  }

  @Test func theMDXReportSpeaksOfTheMDXSDKNotOfDelegates() {
    guard let scenario = MDXScenarioLoader.embedded() else {
      Issue.record("no embedded Citrix scenario")
      return
    }
    let walkthrough = Walkthrough(mdx: scenario, now: .zero)
    let report = WalkthroughReport.markdown(
      walkthrough,
      app: WalkthroughReport.App(
        scenario: scenario.name, name: scenario.appName, bundleId: scenario.bundleId),
      endedAt: .zero)
    #expect(!report.contains("Delegate events"))
    #expect(report.contains("The MDX SDK calls no delegate"))
  }

  @Test func thePinHintWarnsOfSimplePinsOnlyWhenThePolicyRefusesThem() {
    var policy = AppProtectionPolicy()
    policy.simplePinBlocked = false
    let allowed = Walkthrough.setPinInstruction(policy, strings: StringTable())
    #expect(!allowed.contains("1111"))
    policy.simplePinBlocked = true
    policy.minimumPinLength = 6
    let refused = Walkthrough.setPinInstruction(policy, strings: StringTable())
    #expect(refused.contains("1111"))
    #expect(refused.contains("6 digits"))
    #expect(refused.contains("258013"))
  }
}
