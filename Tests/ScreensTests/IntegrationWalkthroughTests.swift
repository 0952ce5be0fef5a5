import Foundation
import Screens
import SessionEngine
import Strings
import TerminalUI
import Testing

@testable import Walkthrough

/// The integration walkthrough: the steps checked in the app's files first (passed, missing or
/// wrong, with the reason), then the first-policy test and the exit criteria ticked by their
/// own rules, and a report that lists the findings with their file:line.
@Suite struct IntegrationWalkthroughTests {
  /// An Info.plist: settings with a client id and a redirect, a scene manifest without
  /// configurations, no Face ID usage description.
  static let info = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    <key>CFBundleIdentifier</key><string>com.contoso.notes</string>
    <key>UIApplicationSceneManifest</key>
    <dict>
    <key>UIApplicationSupportsMultipleScenes</key><false/>
    </dict>
    <key>IntuneMAMSettings</key>
    <dict>
    <key>ADALClientId</key><string>abc</string>
    <key>ADALRedirectUri</key><string>msauth.com.contoso.notes://auth</string>
    </dict>
    </dict>
    </plist>
    """

  /// The report of `info` alone (no entitlements: the keychain steps are not checked).
  static func report(_ info: String = info) throws -> IntegrationReport {
    let document = try PlistDocument.read(data: Data(info.utf8), file: "My/Info.plist").get()
    return IntegrationChecker.check(IntegrationInput(info: document, entitlements: nil))
  }

  /// A report whose every step passes: the settings, the SDK's queried schemes, Face ID.
  static func passingReport() throws -> IntegrationReport {
    let schemes = IntuneURLSchemes.sdkQueried.map { "<string>\($0)</string>" }.joined()
    return try report(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>NSFaceIDUsageDescription</key><string>Face ID opens your notes.</string>
      <key>LSApplicationQueriesSchemes</key><array>\(schemes)</array>
      <key>IntuneMAMSettings</key>
      <dict>
      <key>ADALClientId</key><string>abc</string>
      <key>ADALRedirectUri</key><string>msauth.com.contoso.notes://auth</string>
      </dict>
      </dict>
      </plist>
      """)
  }

  func pilot(_ report: IntegrationReport, language: Language = .english) -> Pilot {
    let pilot = Pilot(
      size: TerminalSize(columns: 120, rows: 40), strings: StringTable(language: language))
    pilot.app.startWalkthrough(.integration, integration: report, files: ["My/Info.plist"])
    return pilot
  }

  @Test func theFilesStepsComeFirstWithTheirOutcomeAndReason() throws {
    let report = try Self.report()
    let pilot = pilot(report)
    let walkthrough = try #require(pilot.app.walkthrough)
    let checked = report.steps.map(\.step)
    #expect(checked == [.requiredSettings, .queriedSchemes, .queryLimit, .faceID, .sceneManifest])
    #expect(
      walkthrough.steps.prefix(5).map(\.title) == [
        "Required settings", "Queried URL schemes", "Apple's limit on queried schemes",
        "Face ID usage description", "Scene manifest",
      ])
    #expect(
      walkthrough.steps.prefix(5).map(\.status.word)
        == ["passed", "failed", "passed", "failed", "failed"])
    let face = walkthrough.steps[3]
    #expect(face.fileStatus == .missing)
    #expect(face.outcome(walkthrough.strings) == "missing")
    guard case .failed(let reason) = face.status else {
      Issue.record("the Face ID step did not fail")
      return
    }
    #expect(reason.hasPrefix("missing: without a Face ID usage description iOS refuses Face ID"))
    // The queried schemes step has a problem per missing SDK scheme list: one, no "more".
    #expect(walkthrough.steps[1].fileStatus == .missing)
    // After the files: the first-policy test from its prepared steps, then the exit criteria.
    #expect(walkthrough.parts.map(\.kind) == [.integration, .firstPolicy, .exitCriteria])
    #expect(walkthrough.parts.map(\.start) == [0, 5, 14])
    #expect(walkthrough.steps.count == 5 + 9 + 5)
    #expect(walkthrough.currentIndex == 5 + 4, "the first-policy test's sign-in")
    #expect(pilot.shows("[!] 4. Face ID usage description"))
    #expect(pilot.shows("[x] 1. Required settings"))
    #expect(pilot.shows("Sign in as alex@contoso.com"))
    // The first-policy test's prepared steps fold into one line, in their place after the
    // files' steps; the exit criteria's prepared step stays a line of its own.
    let text = pilot.text
    let folded = try #require(text.range(of: "[x] 6–9. Prepared by the scenario"))
    let scenes = try #require(text.range(of: "[!] 5. Scene manifest"))
    #expect(scenes.lowerBound < folded.lowerBound)
    #expect(pilot.shows("[x] 15. The app builds and runs"))
  }

  @Test func theTestsGoOnStepByStepAndAFailedFileStepKeepsTheWholeFromPassing() throws {
    let pilot = pilot(try Self.report())
    let start = 5
    pilot.signIn(Pilot.alex.upn, Pilot.alex.password)
    pilot.wait(.seconds(3))
    #expect(pilot.walkthroughStatuses[start + 4] == "passed")
    pilot.press(.enter)  // OK on the restart prompt
    pilot.press(.enter)  // open the app from the home screen
    pilot.passSplash()
    #expect(pilot.walkthroughStatuses[start + 5] == "passed")
    pilot.type("1234")
    pilot.type("1234")
    pilot.wait(.seconds(1))
    #expect(pilot.walkthroughStatuses[start + 6] == "passed")
    pilot.signOutFromNotes()
    #expect(pilot.walkthroughStatuses[start + 7] == "passed")
    pilot.runtime.relaunch()
    pilot.wait(.seconds(1))
    #expect(pilot.walkthroughStatuses[start + 8] == "passed")
    // The exit criteria: its prepared step passed at the start, then the untargeted account.
    let exit = start + 9
    #expect(pilot.walkthroughStatuses[exit] == "passed")
    #expect(pilot.app.walkthrough?.currentIndex == exit + 1)
    pilot.passSplash()
    #expect(pilot.shows("Sign in as blake@contoso.com"))
    // The relaunched app, signed out, opens on its sign-in form.
    pilot.signIn("blake@contoso.com", "Blake-1357")
    #expect(pilot.walkthroughStatuses[exit + 1] == "passed")
    pilot.signOutFromNotes()
    #expect(pilot.walkthroughStatuses[exit + 2] == "passed")
    pilot.press(.tab)
    pilot.press(.enter)
    pilot.signIn(Pilot.alex.upn, Pilot.alex.password)
    pilot.wait(.seconds(3))
    #expect(pilot.walkthroughStatuses[exit + 3] == "passed")
    pilot.press(.enter)
    pilot.press(.enter)
    pilot.passSplash()
    #expect(pilot.walkthroughStatuses[exit + 4] == "passed")
    let walkthrough = try #require(pilot.app.walkthrough)
    #expect(walkthrough.currentIndex == nil)
    #expect(!walkthrough.isComplete, "the files' problems remain")
  }

  @Test func whenTheSDKEnforcesNothingThePinStepFailsOnTheSpotAndTheTestGoesOn() throws {
    // The app's scenes escape the SDK: the policy arrives, the app restarts, no PIN comes.
    let pilot = Pilot(size: TerminalSize(columns: 120, rows: 40)) {
      $0.app.integration.protectsScenes = false
    }
    pilot.app.startWalkthrough(
      .integration, integration: try Self.report(), files: ["My/Info.plist"])
    let start = 5
    pilot.signIn(Pilot.alex.upn, Pilot.alex.password)
    pilot.wait(.seconds(3))
    #expect(pilot.walkthroughStatuses[start + 6] == "not reached", "not before the restart")
    pilot.press(.enter)
    pilot.press(.enter)
    pilot.passSplash()
    #expect(pilot.walkthroughStatuses[start + 5] == "passed")
    let walkthrough = try #require(pilot.app.walkthrough)
    #expect(pilot.walkthroughStatuses[start + 6] == "failed")
    guard case .failed(let reason) = walkthrough.steps[start + 6].status else {
      Issue.record("the PIN step did not fail")
      return
    }
    #expect(reason.contains("UISceneConfigurations"), "\(reason)")
    #expect(pilot.shows("No PIN will be asked for"))
    #expect(walkthrough.currentIndex == start + 7, "the sign-out comes next")
    pilot.signOutFromNotes()
    #expect(pilot.walkthroughStatuses[start + 7] == "passed")
  }

  @Test func filesThatPassLeaveOnlyTheEmulatorsSteps() throws {
    let report = try Self.passingReport()
    #expect(report.steps.allSatisfy { $0.passed })
    let pilot = pilot(report)
    let walkthrough = try #require(pilot.app.walkthrough)
    let count = report.steps.count
    #expect(walkthrough.steps.prefix(count).allSatisfy { $0.passed })
    #expect(walkthrough.currentIndex == count + 4)
    #expect(!walkthrough.isComplete)
  }

  @Test func theReportListsEveryFindingWithItsPlaceAndTheLinesToAdd() throws {
    let report = try Self.report()
    let pilot = pilot(report)
    let markdown = pilot.runtime.walkthroughReport(try #require(pilot.app.walkthrough), json: false)
    #expect(markdown.contains("| 4 | Face ID usage description | missing | missing: without"))
    #expect(markdown.contains("## Integration findings"))
    #expect(
      markdown.contains(
        "- `My/Info.plist:3` `NSFaceIDUsageDescription` missing: without a Face ID usage"))
    #expect(markdown.contains("- `My/Info.plist:11` `IntuneMAMSettings.ADALClientId` pass: "))
    #expect(markdown.contains("  <key>NSFaceIDUsageDescription</key>"))
    let json = pilot.runtime.walkthroughReport(try #require(pilot.app.walkthrough), json: true)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["walkthrough"] as? String == "integration")
    let findings = try #require(object["integration"] as? [[String: Any]])
    #expect(findings.count == report.findings.count)
    let face = try #require(findings.first { $0["check"] as? String == "face-id-usage" })
    #expect(face["status"] as? String == "missing")
    #expect(face["file"] as? String == "My/Info.plist")
    #expect(face["line"] as? Int == 3)
    #expect((face["add"] as? [String])?.first == "<key>NSFaceIDUsageDescription</key>")
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps[3]["outcome"] as? String == "failed")
    #expect(steps[3]["check"] as? String == "missing")
    #expect(steps[0]["check"] == nil)
  }

  /// A value there but wrong (a blank Face ID description) is told as a change at its line in
  /// both reports, not as lines to add, which would write the key twice.
  @Test func theReportsTellAChangeAtTheLineOfAWrongValue() throws {
    let blank = Self.info.replacingOccurrences(
      of: "<key>UIApplicationSceneManifest</key>",
      with:
        "<key>NSFaceIDUsageDescription</key><string> </string>\n<key>UIApplicationSceneManifest</key>"
    )
    let report = try Self.report(blank)
    let pilot = pilot(report)
    let walkthrough = try #require(pilot.app.walkthrough)
    let markdown = pilot.runtime.walkthroughReport(walkthrough, json: false)
    #expect(
      markdown.contains("  Write this in place of the value at `My/Info.plist:5`:"), "\(markdown)")
    #expect(!markdown.contains("  <key>NSFaceIDUsageDescription</key>"), "\(markdown)")
    let json = pilot.runtime.walkthroughReport(walkthrough, json: true)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = try #require(object["integration"] as? [[String: Any]])
    let face = try #require(findings.first { $0["check"] as? String == "face-id-usage" })
    #expect((face["add"] as? [String]) == [])
    #expect((face["change"] as? [String])?.first?.hasPrefix("<string>") == true, "\(face)")
  }

  @Test func theStepsAndFindingsSpeakTheWalkthroughsLanguage() throws {
    let pilot = pilot(try Self.report(), language: .german)
    let walkthrough = try #require(pilot.app.walkthrough)
    #expect(walkthrough.steps[3].title == "Begründung für Face ID")
    #expect(walkthrough.steps[3].outcome(walkthrough.strings) == "fehlt")
    guard case .failed(let reason) = walkthrough.steps[3].status else {
      Issue.record("the Face ID step did not fail")
      return
    }
    #expect(reason.hasPrefix("fehlt: ohne Begründung für Face ID verweigert iOS"))
    let markdown = pilot.runtime.walkthroughReport(walkthrough, json: false)
    #expect(markdown.contains("## Ergebnisse der Integrationsprüfung"))
    // The plist lines to add stay as they are written.
    #expect(markdown.contains("  <key>NSFaceIDUsageDescription</key>"))
  }

  @Test func onlyTheIntegrationWalkthroughTakesAReport() throws {
    let pilot = Pilot()
    pilot.app.startWalkthrough(.firstPolicy, integration: try Self.report(), files: ["x"])
    let walkthrough = try #require(pilot.app.walkthrough)
    #expect(walkthrough.integration == nil)
    #expect(walkthrough.steps.count == 9)
  }

  @Test func thePreflightOfTheIntegrationWalkthroughAsksForBothAccounts() {
    var scenario = ScenarioLoader.embedded()
    let targeted = Walkthrough.preflight(kind: .integration, scenario: scenario)
    #expect(targeted.isEmpty)
    scenario.policies[0].pinRequired = false
    #expect(
      Walkthrough.preflight(kind: .integration, scenario: scenario)
        == Walkthrough.preflight(kind: .firstPolicy, scenario: scenario))
  }
}
