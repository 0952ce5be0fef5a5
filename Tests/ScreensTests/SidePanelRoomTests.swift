import SessionEngine
import Strings
import TerminalUI
import Testing

@testable import Screens

/// The side panel keeps the delegate calls and the data decisions in view when the sections
/// above them are long (many accounts, the app's own files), and says what it hid.
@Suite struct SidePanelRoomTests {
  let strings = StringTable(language: .english)

  func log(_ count: Int) -> EventLog {
    var log = EventLog(scrubber: LogScrubber(values: []))
    for index in 0..<count {
      log.append(
        .restartApplication(appRestartsItself: false), at: Instant(milliseconds: Int64(index)))
    }
    return log
  }

  func top(_ count: Int) -> [(String, CellStyle)] {
    (0..<count).map { ("world line \($0)", CellStyle()) }
  }

  @Test func longSectionsGiveWayToTheLastTwoDelegateCalls() {
    let lines = SidePanel.lines(
      top: top(30), log: log(5), strings: strings, width: 40, height: 20
    ) { "call \($0)" }.map(\.0)
    #expect(lines.count == 20)
    #expect(lines.contains("… 16 more lines"), "\(lines)")
    #expect(lines.contains("Delegate events"))
    // The older calls that do not fit are counted above the two kept.
    #expect(Array(lines.suffix(3)) == ["… 3 more lines", "call 3", "call 4"])
    #expect(lines.first == "world line 0")
  }

  /// Calls that do not fit are never dropped without a word, also when nothing above gives way.
  @Test func olderDelegateCallsThatDoNotFitAreCounted() {
    let lines = SidePanel.lines(
      top: top(10), log: log(20), strings: strings, width: 40, height: 16
    ) { "call \($0)" }.map(\.0)
    #expect(lines.count == 16)
    #expect(
      lines.suffix(6) == [
        "Delegate events", "… 16 more lines", "call 16", "call 17", "call 18", "call 19",
      ])
  }

  @Test func theDataDecisionsKeepTheirRowsToo() {
    let lines = SidePanel.lines(
      top: top(30),
      decisions: [("T+1s copy: blocked", "rule one"), ("T+2s paste: allowed", "rule two")],
      log: log(1), strings: strings, width: 40, height: 20
    ) { "call \($0)" }.map(\.0)
    #expect(lines.count == 20)
    #expect(lines.contains("T+1s copy: blocked"))
    #expect(lines.contains("  rule two"))
    #expect(lines.last == "call 0")
    #expect(lines.contains { $0.hasPrefix("… ") && $0.contains("more lines") })
  }

  @Test func aPanelThatFitsHidesNothing() {
    let lines = SidePanel.lines(
      top: top(5), log: log(2), strings: strings, width: 40, height: 20
    ) { "call \($0)" }.map(\.0)
    #expect(!lines.contains { $0.contains("more lines") })
    #expect(lines.count == 5 + 1 + 2)
  }

  @Test func theNarrowScenarioPanelCountsWhatDoesNotFitOnItsLastRow() {
    let lines = SidePanel.lines(
      top: top(30), log: log(5), strings: strings, width: 40, height: 20, only: .scenario
    ) { "call \($0)" }.map(\.0)
    #expect(lines.count == 20)
    #expect(lines.last == "… 11 more lines", "\(lines)")
    #expect(Array(lines.prefix(19)) == top(19).map(\.0))
    #expect(!lines.contains("Delegate events"))
  }

  @Test func aNarrowScenarioPanelThatFitsHidesNothing() {
    let lines = SidePanel.lines(
      top: top(20), log: log(5), strings: strings, width: 40, height: 20, only: .scenario
    ) { "call \($0)" }.map(\.0)
    #expect(lines == top(20).map(\.0))
  }
}
