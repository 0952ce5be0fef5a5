import SessionEngine
import Testing

@testable import Screens

/// The program settles after every input and tick; the content it settled on must always be
/// what a fresh look at the screen gives.
@Suite struct SettledContentTests {
  /// Compares the settled content with a fresh one after `step`.
  private func expectFresh(_ pilot: Pilot, _ step: String) {
    let kept = pilot.app.currentContent
    let fresh = pilot.app.currentScreen.described(pilot.app.context)
    #expect(kept == fresh, "after \(step)")
  }

  @Test func keptContentMatchesAFreshLookThroughSignInAndPin() {
    let pilot = Pilot()
    for character in "alex@contoso.com" {
      pilot.press(.character(character))
      expectFresh(pilot, "typing \(character)")
    }
    pilot.press(.tab)
    pilot.type("Pilot-Alex")
    pilot.press(.enter)
    for tick in 0..<40 {
      pilot.wait(.milliseconds(250))
      expectFresh(pilot, "waiting \(tick)")
    }
    pilot.press(.enter)
    expectFresh(pilot, "closing after the restart alert")
    pilot.press(.enter)
    for tick in 0..<20 {
      pilot.wait(.milliseconds(250))
      expectFresh(pilot, "splash \(tick)")
    }
    for character in "25802580" {
      pilot.press(.character(character))
      expectFresh(pilot, "PIN \(character)")
    }
    #expect(pilot.shows("Q3 pipeline review"))
  }

  /// The offline block says how long the app has been out of touch: only the clock changes it.
  @Test func contentThatReadsTheClockFollowsTheClock() {
    let pilot = Pilot()
    pilot.toOfflineBlock()
    #expect(pilot.shows("for 13 hours"))
    for minute in 0..<90 {
      pilot.wait(.seconds(60))
      expectFresh(pilot, "\(minute) minutes more offline")
    }
    #expect(pilot.shows("for 14 hours"))
  }
}

/// The session the program read when it last settled is what a fresh read gives, after each
/// input and tick (and after `synchronize()` for a runtime changed directly).
@Suite struct SessionViewCacheTests {
  @Test func theKeptSessionMatchesAFreshReadThroughAWholeFlow() {
    let pilot = Pilot()
    func check(_ step: String) {
      let kept = pilot.app.session
      let fresh = SessionView(pilot.runtime)
      #expect(kept.state == fresh.state && kept.scenario == fresh.scenario, "after \(step)")
      #expect(kept.now == fresh.now && kept.log == fresh.log, "after \(step)")
      #expect(kept.pendingWipes == fresh.pendingWipes, "after \(step)")
    }
    for character in "alex@contoso.com" {
      pilot.press(.character(character))
      check("typing \(character)")
    }
    pilot.press(.tab)
    pilot.type("Pilot-Alex")
    pilot.press(.enter)
    for tick in 0..<20 {
      pilot.wait(.milliseconds(250))
      check("waiting \(tick)")
    }
    pilot.runtime.change(.device(.online(false)))
    pilot.app.synchronize()
    check("the phone went offline")
    pilot.runtime.change(.admin(.selectiveWipe(upn: "alex@contoso.com")))
    pilot.app.synchronize()
    check("a wipe was ordered")
    pilot.press(.enter)
    check("closing after the restart alert")
  }
}
