import SessionEngine
import Testing

@testable import Screens

/// The app draws over its last picture only the parts that changed; the result must always be
/// the picture drawn afresh.
@Suite struct IncrementalRenderTests {
  /// Renders at `size` both ways after `step` and compares them, cells and cursor.
  private func expectSame(_ pilot: Pilot, _ size: TerminalSize, _ step: String) {
    let drawn = pilot.app.render(size: size)
    let fresh = pilot.app.drawAfresh(size: size)
    #expect(drawn == fresh, "after \(step) at \(size.columns)x\(size.rows)")
    if drawn != fresh {
      for row in 0..<fresh.height where drawn.line(row) != fresh.line(row) {
        Issue.record("row \(row): drawn \(drawn.line(row)) / fresh \(fresh.line(row))")
      }
    }
  }

  @Test(arguments: [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
    TerminalSize(columns: 60, rows: 24),
  ])
  func everyPictureEqualsOneDrawnAfresh(size: TerminalSize) {
    let pilot = Pilot(size: size)
    func step(_ name: String, _ action: () -> Void) {
      action()
      expectSame(pilot, size, name)
    }
    step("launch") {}
    for character in "alex@contoso.com" {
      step("typing \(character)") { pilot.press(.character(character)) }
    }
    step("tab") { pilot.press(.tab) }
    for character in "Pilot-Alex" {
      step("typing the password") { pilot.press(.character(character)) }
    }
    step("sign in") { pilot.press(.enter) }
    for tick in 0..<30 { step("waiting \(tick)") { pilot.wait(.milliseconds(200)) } }
    step("help") { pilot.press(.function(1)) }
    step("help closed") { pilot.press(.escape) }
    step("device panel") { pilot.press(.function(4)) }
    step("device panel closed") { pilot.press(.function(4)) }
    step("scenario panel") { pilot.press(.function(2)) }
    step("scenario panel closed") { pilot.press(.escape) }
    step("restart") { pilot.press(.enter) }
    step("relaunch") { pilot.press(.enter) }
    for tick in 0..<15 { step("splash \(tick)") { pilot.wait(.milliseconds(200)) } }
    for character in "25802580" { step("PIN \(character)") { pilot.press(.character(character)) } }
    step("settle") { pilot.wait(.seconds(2)) }
    step("menu") { pilot.press(.tab, .enter) }
    step("sign out") { pilot.press(.down, .enter) }
    step("signed out") { pilot.wait(.seconds(3)) }
    step("open a note") { pilot.press(.enter) }
  }

  @Test func aNewSizeIsDrawnWhole() {
    let pilot = Pilot()
    _ = pilot.app.render(size: TerminalSize(columns: 80, rows: 24))
    expectSame(pilot, TerminalSize(columns: 120, rows: 40), "growing")
    expectSame(pilot, TerminalSize(columns: 30, rows: 10), "too small")
    expectSame(pilot, TerminalSize(columns: 80, rows: 24), "back")
  }

  @Test(arguments: [TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 60, rows: 24)])
  func aWalkthroughChecklistIsKeptUpToDate(size: TerminalSize) {
    // At 60 columns the checklist's summary is the status row, which changes while the phone
    // shows the same screen.
    let pilot = Pilot(size: size)
    pilot.app.startWalkthrough(.firstPolicy)
    expectSame(pilot, size, "start")
    pilot.signIn("alex@contoso.com", "Pilot-Alex")
    expectSame(pilot, size, "signed in")
    for tick in 0..<20 { pilot.wait(.milliseconds(250)); expectSame(pilot, size, "tick \(tick)") }
    pilot.press(.enter)
    expectSame(pilot, size, "restart")
    pilot.press(.enter)
    for tick in 0..<20 { pilot.wait(.milliseconds(250)); expectSame(pilot, size, "splash \(tick)") }
  }

  @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 60, rows: 24)])
  func aNoticeAloneChangesTheStatusRow(size: TerminalSize) {
    // The same phone, session and screen; only the notice comes and goes.
    let pilot = Pilot(size: size)
    _ = pilot.app.render(size: size)
    let view = FrontView(theme: pilot.app.theme, strings: pilot.app.strings)
    var front = pilot.app.state
    let look = pilot.app.look
    for notice in [nil, "Copied 3 characters.", "Saved to Files.", nil, "Sent to Mail.", nil] {
      front.notice = notice
      let drawn = view.render(front, pilot.app.session, look)
      let fresh = view.drawAfresh(front, pilot.app.session, look)
      #expect(drawn == fresh, "notice \(notice ?? "none") at \(size.columns)")
    }
  }

  @Test func aWalkthroughAloneChangesTheNarrowStatusRow() throws {
    // At 60 columns the checklist's summary is the status row: the same phone under two states
    // of the walkthrough (before and after signing in) must show two summaries.
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
    let look = pilot.app.look
    for walkthrough in [before, after, before, after] {
      front.walkthrough = walkthrough
      let drawn = view.render(front, pilot.app.session, look)
      let fresh = view.drawAfresh(front, pilot.app.session, look)
      #expect(drawn == fresh)
    }
  }
}
