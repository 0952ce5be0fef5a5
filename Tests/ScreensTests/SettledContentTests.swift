import SessionEngine
import Testing

@testable import Screens

/// The app keeps the content of the screen on display until something it was built from
/// changes; what it keeps must always be what a fresh look at the screen gives.
@Suite struct SettledContentTests {
  /// Compares the kept content with a fresh one after `step`.
  private func expectFresh(_ pilot: Pilot, _ step: String) {
    let kept = pilot.app.synchronize()
    let fresh = pilot.app.currentScreen.content(pilot.app.context)
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

  /// A view that reads the front's state or the clock is noted as depending on them; the chosen
  /// host screen is read without a mark.
  @Test func theContextNotesWhatAViewRead() {
    let pilot = Pilot()
    let reads = ContextReads()
    let context = ScreenContext(
      state: pilot.runtime.state, ui: pilot.app.ui, scenario: pilot.runtime.scenario,
      now: pilot.runtime.now, strings: pilot.app.strings, log: pilot.runtime.log, reads: reads)
    _ = context.hostScreen
    _ = context.state
    #expect(!reads.ui && !reads.clock)
    _ = context.field("upn")
    #expect(reads.ui && !reads.clock)
    _ = context.now
    #expect(reads.clock)
  }
}

/// The program keeps the session it last read while the runtime's revision and clock stay the
/// same; what it keeps must always be what a fresh read gives.
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
    check("the phone went offline")
    pilot.runtime.change(.admin(.selectiveWipe(upn: "alex@contoso.com")))
    check("a wipe was ordered")
    pilot.press(.enter)
    check("closing after the restart alert")
  }
}
