import Screens
import SessionEngine
import TerminalUI
import Testing
@testable import Walkthrough

/// Every name on screen comes from the scenario: a scenario of another organization, with another
/// app, never shows Contoso on any of the main screens, and shows its own names instead.
@Suite struct ScenarioNamesTests {
  /// The built-in scenario moved to Fabrikam, with the app renamed "Fabrikam Tasks".
  static let fabrikam: Scenario = {
    let text = EmbeddedScenario.json
      .replacingOccurrences(of: "Contoso Notes", with: "Fabrikam Tasks")
      .replacingOccurrences(of: "Contoso", with: "Fabrikam")
      .replacingOccurrences(of: "contoso", with: "fabrikam")
    guard let scenario = ScenarioLoader.load(text: text, file: "fabrikam.json").scenario else {
      fatalError("the Fabrikam scenario does not load")
    }
    return scenario
  }()

  static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)]

  /// Every screen text seen while `walk` runs, at both sizes, after each step.
  final class Recorder {
    let pilot: Pilot
    var seen: [String] = []

    init(_ pilot: Pilot) { self.pilot = pilot }

    func look(_ label: String) {
      for size in ScenarioNamesTests.sizes {
        seen.append(
          "[\(label) \(size.columns)x\(size.rows)]\n"
            + pilot.app.render(size: size).text(
              trimmingTrailingSpaces: true))
      }
    }
  }

  func pilot(walkthrough: WalkthroughKind? = nil) -> Pilot {
    let pilot = Pilot { $0 = ScenarioNamesTests.fabrikam }
    if let walkthrough { pilot.app.startWalkthrough(walkthrough) }
    return pilot
  }

  @Test func theScenarioLoadsWithOtherNames() {
    #expect(Self.fabrikam.tenant.name == "Fabrikam")
    #expect(Self.fabrikam.app.name == "Fabrikam Tasks")
    #expect(!EmbeddedScenario.json.isEmpty)
  }

  @Test func noMainScreenSaysContoso() {
    let alex = Self.fabrikam.tenant.users[0]
    let pilot = pilot()
    let recorder = Recorder(pilot)
    pilot.passSplash()
    recorder.look("app sign-in")
    #expect(pilot.shows("Sign in to Fabrikam"))
    #expect(pilot.text.contains("Fabrikam Tasks"))
    pilot.signIn(alex.upn, "wrong")
    recorder.look("wrong password")
    pilot.signIn(alex.upn, alex.password)
    pilot.wait(.seconds(3))
    recorder.look("restart alert")
    pilot.press(.enter)
    pilot.wait(.seconds(1))
    recorder.look("home")
    #expect(pilot.shows("Fabrikam Tasks"))
    pilot.press(.enter)
    pilot.passSplash()
    recorder.look("set PIN")
    pilot.type("2580")
    pilot.wait(.seconds(1))
    pilot.type("2580")
    pilot.wait(.seconds(2))
    recorder.look("managed notes")
    pilot.press(.enter)
    recorder.look("note")
    pilot.press(.escape, .tab, .enter)
    recorder.look("menu")
    pilot.press(.down, .down, .enter)
    recorder.look("diagnostics")
    pilot.press(.function(1))
    recorder.look("help")
    pilot.press(.escape)
    pilot.runtime.send(.terminated)
    pilot.wait(.seconds(31 * 60))
    pilot.press(.enter)
    pilot.passSplash()
    recorder.look("enter PIN")
    for screen in recorder.seen {
      #expect(!screen.contains("Contoso"), "\(screen)")
      #expect(!screen.contains("contoso"), "\(screen)")
    }
    #expect(recorder.seen.joined().contains("alex@fabrikam.com"))
  }

  @Test(arguments: WalkthroughKind.allCases)
  func walkthroughsNameTheScenariosPeopleAndApp(_ kind: WalkthroughKind) {
    let pilot = pilot(walkthrough: kind)
    let recorder = Recorder(pilot)
    pilot.passSplash()
    recorder.look("start")
    let blake = Self.fabrikam.tenant.users[1]
    pilot.signIn(blake.upn, blake.password)
    pilot.wait(.seconds(3))
    recorder.look("untargeted sign-in")
    for screen in recorder.seen {
      #expect(!screen.contains("Contoso"), "\(screen)")
      #expect(!screen.contains("contoso"), "\(screen)")
    }
    #expect(recorder.seen.joined().contains("fabrikam.com"))
    guard let walkthrough = pilot.app.walkthrough else {
      Issue.record("no walkthrough")
      return
    }
    let report = WalkthroughReport.markdown(
      walkthrough, scenario: pilot.runtime.scenario, endedAt: pilot.runtime.now)
    #expect(!report.contains("Contoso") && !report.contains("contoso"), "\(report)")
    #expect(report.contains("Fabrikam Tasks"))
  }
}
