import SessionEngine
import TerminalUI
import Testing

@testable import Screens

/// The phone's home screen, another app or a browser in front of the app under test sends it to
/// the background, as iOS does: back after the access period, the PIN is asked again.
@Suite struct LeavingTheAppTests {
  /// From the managed notes, through the app's menu, to the phone's home screen.
  private func toHome(_ pilot: Pilot) {
    pilot.press(.tab, .enter)  // Menu
    pilot.press(.down, .down, .down, .down, .enter)  // Home screen
  }

  @Test func theHomeScreenSendsTheAppToTheBackgroundAndThePinIsAskedOnReturn() {
    let pilot = Pilot()
    pilot.toManaged()
    #expect(pilot.runtime.state.inForeground)
    toHome(pilot)
    #expect(pilot.shows("Other apps on this phone"), "\(pilot.text)")
    #expect(!pilot.runtime.state.inForeground, "the app is in the background")
    #expect(pilot.runtime.state.isRunning, "and still running")
    pilot.wait(.seconds(31 * 60))
    pilot.press(.enter)  // the app's icon
    #expect(pilot.runtime.state.inForeground)
    #expect(pilot.shows("Enter your PIN"), "\(pilot.text)")
    pilot.type("2580")
    pilot.wait(.seconds(1))
    #expect(pilot.shows("Q3 pipeline review"), "\(pilot.text)")
  }

  @Test func aShortTripAwayAsksForNothing() {
    let pilot = Pilot()
    pilot.toManaged()
    toHome(pilot)
    pilot.wait(.seconds(10 * 60))
    pilot.press(.enter)
    #expect(pilot.runtime.state.inForeground)
    #expect(!pilot.shows("Enter your PIN"), "\(pilot.text)")
    #expect(pilot.shows("Q3 pipeline review"), "\(pilot.text)")
  }

  @Test func switchingBetweenOtherAppsTellsTheSessionOnlyOnLeavingAndReturning() {
    var front = FrontState(size: TerminalSize(columns: 80, rows: 24))
    #expect(Front.show(.home, &front) == [.appInFront(false)])
    #expect(Front.show(.personal, &front) == [], "from one other app to another")
    #expect(Front.show(nil, &front) == [.appInFront(true)])
    #expect(Front.show(nil, &front) == [])
  }
}

/// The diagnostics console tells a check-in attempted since the last one that completed: what
/// a developer looks for behind a prompt to reconnect.
@Suite struct DiagnosticsCheckInTests {
  private func diagnostics(_ pilot: Pilot) -> String {
    pilot.press(.tab, .enter, .down, .down, .enter)
    return pilot.text
  }

  @Test func anAttemptThatDidNotCompleteIsShown() {
    let pilot = Pilot(size: TerminalSize(columns: 100, rows: 40))
    pilot.toManaged()
    pilot.runtime.apply(.online(false))
    pilot.wait(.seconds(3600))
    let text = diagnostics(pilot)
    #expect(pilot.app.currentScreen.identity == "sdk.diagnostics")
    #expect(text.contains("Last attempt"), "\(text)")
    let attempt = pilot.runtime.state.lastCheckInAttempt?.description ?? "none"
    #expect(text.contains(attempt), "\(text)")
  }

  @Test func aCompletedCheckInShowsNoAttempt() {
    let pilot = Pilot(size: TerminalSize(columns: 100, rows: 40))
    pilot.toManaged()
    pilot.wait(.seconds(3600))
    let text = diagnostics(pilot)
    #expect(text.contains("Last check-in"), "\(text)")
    #expect(!text.contains("Last attempt"), "\(text)")
  }
}
