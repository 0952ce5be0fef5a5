import SessionEngine
import Testing

@testable import Screens
@testable import Strings
@testable import Walkthrough

/// The chrome and the walkthroughs take every sentence from the strings table: an entry replaced
/// in the table is what shows, on screen and in the report.
@Suite struct TableWordingTests {
  static let german = StringTable(overrides: [
    .walkthroughFirstPolicyTitle: "Erste-Richtlinie-Test",
    .walkthroughStepSignInTargeted: "Mit dem Zielkonto anmelden",
    .walkthroughSignInAs: "Melde dich als %@ an: %@.",
    .walkthroughSignInKeysApp: "%@ eintippen, Tab, %@ eintippen, Enter",
    .walkthroughPreparedFolded: "%d bis %d vom Szenario vorbereitet",
    .walkthroughExplain225: "%@ ist lizenziert, aber nicht Ziel einer Richtlinie (225).",
    .walkthroughNote: "Hinweis: %@",
    .walkthroughSummaryStep: "Schritt %d von %d: %@",
    .walkthroughReportEvents: "Delegiertenaufrufe",
    .walkthroughOutcomePassed: "bestanden",
    .walkthroughOutcomePrepared: "vom Szenario vorbereitet",
    .panelUserTargeted: "Ziel: 100, verwaltet",
    .panelOnline: "verbunden",
    .helpF1: "F1                diese Hilfe",
    .helpPanelNote: "Die Leiste zeigt die Konten.",
    .hintHelp: "F1 Hilfe",
    .diagnosticsLastCheckIn: "Letzter Check-in",
    .notesPersonalOwner: "%@ · privat",
  ])

  func walkthrough(_ kind: WalkthroughKind = .firstPolicy) -> Walkthrough {
    Walkthrough(
      kind: kind, scenario: ScenarioLoader.embedded(), now: .zero, strings: Self.german)
  }

  @Test func theChecklistTakesItsWordsFromTheTable() {
    let text = ChecklistPanel.lines(walkthrough(), width: 200).map(\.0).joined(separator: "\n")
    #expect(text.contains("Erste-Richtlinie-Test"))
    #expect(text.contains("[x] 1 bis 4 vom Szenario vorbereitet"))
    #expect(text.contains("Mit dem Zielkonto anmelden"))
    #expect(
      text.contains("Melde dich als alex@contoso.com an: alex@contoso.com eintippen, Tab,"))
    #expect(!text.contains("Sign in"))
    #expect(
      ChecklistPanel.summary(walkthrough()).hasPrefix("Schritt 5 von 9: Melde dich als"))
  }

  @Test func explanationsTakeTheirWordsFromTheTable() {
    var walkthrough = walkthrough()
    var state = SessionState()
    state.process = .running
    var log = EventLog(scrubber: LogScrubber(values: []))
    log.append(
      .enrollmentRequest(EnrollmentStatus(account: nil, code: .licensedNotTargeted)),
      at: Instant(milliseconds: 1000))
    walkthrough.observe(state: state, log: log, now: Instant(milliseconds: 1000))
    let note = try? #require(walkthrough.note)
    #expect(note?.contains("ist lizenziert, aber nicht Ziel einer Richtlinie (225).") == true)
    let text = ChecklistPanel.lines(walkthrough, width: 200).map(\.0).joined(separator: "\n")
    #expect(text.contains("Hinweis: "))
  }

  @Test func theReportTakesItsWordsFromTheTable() {
    let report = WalkthroughReport.markdown(
      walkthrough(), scenario: ScenarioLoader.embedded(), endedAt: .zero)
    #expect(report.hasPrefix("# Erste-Richtlinie-Test: "))
    #expect(report.contains("## Delegiertenaufrufe"))
    // The steps the scenario prepared say so, with no time: they were not done during the test.
    #expect(
      report.contains("| 1 | Create an app protection policy | vom Szenario vorbereitet |  |"))
    #expect(!report.contains("| bestanden | T+"))
    let json = WalkthroughReport.json(
      walkthrough(), scenario: ScenarioLoader.embedded(), endedAt: .zero,
      scrubber: LogScrubber(values: []))
    #expect(json.contains("\"passed\""), "the JSON outcome stays a stable English value")
  }

  @Test func theSidePanelTakesItsWordsFromTheTable() {
    let pilot = Pilot(strings: Self.german)
    #expect(pilot.shows("Ziel: 100, verwaltet"))
    #expect(pilot.shows("iOS 17.5 · verbunden"))
    #expect(!pilot.shows("targeted: 100"))
  }

  @Test func helpAndHintsTakeTheirWordsFromTheTable() {
    let help = HelpOverlay.lines(Self.german)
    #expect(help.contains("F1                diese Hilfe"))
    #expect(help.last == "Die Leiste zeigt die Konten.")
    let inputs = StatusLine.Inputs(content: nil, focusIsText: false, narrow: false, width: 80)
    #expect(StatusLine.text(for: inputs, strings: Self.german).contains("F1 Hilfe"))
    // The program draws them from its own table.
    let pilot = Pilot(strings: Self.german)
    #expect(pilot.shows("F1 Hilfe"))
    pilot.press(.function(1))
    #expect(pilot.shows("diese Hilfe"))
  }

  @Test func appScreensTakeTheirWordsFromTheTable() {
    let pilot = Pilot(strings: Self.german)
    pilot.toManaged()
    pilot.press(.tab, .enter, .down, .down, .enter)
    #expect(pilot.app.currentScreen.identity == "sdk.diagnostics")
    #expect(pilot.shows("Letzter Check-in"))
    pilot.press(.escape, .down, .down, .down, .enter)
    #expect(pilot.shows("P · privat"))
  }
}
