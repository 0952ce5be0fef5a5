import SessionEngine
import Testing

@testable import Screens

/// Event lines shared through a drawing cache are the lines `SidePanel.eventLine` makes for the
/// entry and the log's scrubber, whichever log asked first.
@Suite struct SidePanelEventLineTests {
  @Test func sharedLinesEqualLinesMadeAfresh() {
    let shared = SharedEventLines()
    let scrubbers = [
      LogScrubber(values: []), LogScrubber(values: ["alex@contoso.com"]),
      LogScrubber(values: [DelegateCallback.restartApplication(appRestartsItself: true).name]),
    ]
    let accounts = [
      Account(objectId: "1", upn: "alex@contoso.com", displayName: "Alex"),
      Account(objectId: "2", upn: "sam@fabrikam.com", displayName: "Sam"),
    ]
    var generator = SystemRandomNumberGenerator()
    var masked = 0
    for _ in 0..<(SharedEventLines.limit * 6) {
      let scrubber = scrubbers.randomElement(using: &generator) ?? scrubbers[0]
      let callback: DelegateCallback =
        Bool.random(using: &generator)
        ? .restartApplication(appRestartsItself: Bool.random(using: &generator))
        : .wipeData(
          account: accounts.randomElement(using: &generator) ?? accounts[0],
          handledByApp: Bool.random(using: &generator))
      var log = EventLog(scrubber: scrubber)
      log.append(
        callback, at: Instant(milliseconds: Int64.random(in: 0...4, using: &generator) * 1000))
      guard let entry = log.entries.last else { continue }
      let line = shared.line(entry, of: log)
      #expect(line == SidePanel.eventLine(entry, log: log))
      if line.contains(LogScrubber.mask) { masked += 1 }
    }
    // The same entry under another scrubber reads otherwise, so the scrubber is in the key.
    #expect(masked > 0)
  }
}
