import SessionEngine
import Testing

@testable import Screens

/// A view made from the last one (`makeView(after:)`, which shares its values while only the
/// clock moved) is the view made afresh, at every step of a flow.
@Suite struct SessionViewSharingTests {
  @Test func aViewMadeAfterTheLastEqualsOneMadeAfresh() {
    let pilot = Pilot()
    var last: SessionView?
    var shared = 0
    func check(_ step: String) {
      let runtime = pilot.runtime
      let made = runtime.makeView(after: last)
      let fresh = runtime.makeView()
      #expect(made == fresh, "\(step)")
      #expect(made.now == fresh.now && made.revision == fresh.revision, "\(step)")
      #expect(made.state == fresh.state && made.log == fresh.log, "\(step)")
      #expect(made.scenario == fresh.scenario && made.dataLog == fresh.dataLog, "\(step)")
      #expect(made.pendingWipes == fresh.pendingWipes, "\(step)")
      #expect(made.worldRevision == fresh.worldRevision, "\(step)")
      #expect(made.logRevision == fresh.logRevision, "\(step)")
      if last?.revision == runtime.revision { shared += 1 }
      last = made
    }
    check("launch")
    for character in "alex@contoso.com" {
      pilot.press(.character(character))
      check("typing \(character)")
    }
    pilot.press(.tab)
    for character in "Pilot-Alex" {
      pilot.press(.character(character))
      check("password")
    }
    pilot.press(.enter)
    for tick in 0..<40 {
      pilot.wait(.milliseconds(150))
      check("waiting \(tick)")
    }
    pilot.press(.enter)
    check("restart")
    pilot.press(.enter)
    for tick in 0..<30 {
      pilot.wait(.milliseconds(200))
      check("splash \(tick)")
    }
    for character in "25802580" {
      pilot.press(.character(character))
      check("PIN")
    }
    // Most steps only move the clock, so the sharing is exercised, not only the fresh path.
    #expect(shared > 30)
  }
}
