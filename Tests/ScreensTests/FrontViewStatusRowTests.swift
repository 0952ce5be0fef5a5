import SessionEngine
import TerminalUI
import Testing

@testable import Screens
@testable import Strings

/// The status row shows what the front says last: a notice, or at 60 columns the walkthrough's
/// summary, on the same phone screen.
@Suite struct FrontViewStatusRowTests {
  @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 60, rows: 24)])
  func aNoticeShowsOnTheStatusRow(size: TerminalSize) {
    let pilot = Pilot(size: size)
    _ = pilot.app.render(size: size)
    let view = FrontView(theme: pilot.app.theme, strings: pilot.app.strings)
    var front = pilot.app.state
    let plain = view.render(front, pilot.app.session, pilot.app.look).buffer
    for notice in ["Copied 3 characters.", "Saved to Files."] {
      front.notice = notice
      let drawn = view.render(front, pilot.app.session, pilot.app.look).buffer
      #expect(drawn.line(size.rows - 1, trimmingTrailingSpaces: true) == notice)
      #expect(drawn[0, size.rows - 1].style.bold)
      // Only the status row changes.
      for row in 0..<(size.rows - 1) { #expect(drawn.line(row) == plain.line(row)) }
    }
  }

  @Test func aWalkthroughsSummaryIsTheNarrowStatusRow() throws {
    let size = TerminalSize(columns: 60, rows: 24)
    let pilot = Pilot(size: size)
    pilot.app.startWalkthrough(.firstPolicy)
    let before = try #require(pilot.app.walkthrough)
    pilot.signIn("alex@contoso.com", "Pilot-Alex")
    pilot.wait(.seconds(5))
    let after = try #require(pilot.app.walkthrough)
    #expect(ChecklistPanel.summary(before) != ChecklistPanel.summary(after))
    _ = pilot.app.render(size: size)
    let view = FrontView(theme: pilot.app.theme, strings: pilot.app.strings)
    var front = pilot.app.state
    for walkthrough in [before, after] {
      front.walkthrough = walkthrough
      let drawn = view.render(front, pilot.app.session, pilot.app.look).buffer
      let text = pilot.app.strings.text(.hintChecklist, ChecklistPanel.summary(walkthrough))
      #expect(
        drawn.line(size.rows - 1, trimmingTrailingSpaces: true)
          == TextWrap.truncate(text, width: size.columns))
    }
  }
}
