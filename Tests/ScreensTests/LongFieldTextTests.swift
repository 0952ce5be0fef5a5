import Screens
import SessionEngine
import TerminalUI
import Testing

/// A field takes at most `ScreenContent.longestFieldText` bytes, so a log pasted into it by
/// mistake is cut there; what it shows is the end of its text, whatever its length.
@Suite struct LongFieldTextTests {
  @Test func aFieldStopsAtItsLongestText() {
    let pilot = Pilot()
    pilot.passSplash()
    let limit = ScreenContent.longestFieldText
    pilot.type(String(repeating: "a", count: limit - 1) + "é")
    var value = pilot.app.state.ui.fields["upn"] ?? ""
    // "é" is two bytes, one more than room is left for: left out.
    #expect(value.utf8.count == limit - 1)
    #expect(value.allSatisfy { $0 == "a" })
    // A one-byte character still fits; after it, nothing does.
    pilot.type("bc")
    value = pilot.app.state.ui.fields["upn"] ?? ""
    #expect(value.utf8.count == limit)
    #expect(value.hasSuffix("ab"))
    // Erasing makes room again.
    pilot.press(.backspace, .backspace)
    pilot.type("é")
    #expect(pilot.app.state.ui.fields["upn"]?.hasSuffix("aé") == true)
  }

  @Test func aLongFieldShowsItsEndAfterAnEllipsis() {
    let pilot = Pilot()
    pilot.passSplash()
    pilot.type(String(repeating: "x", count: 200) + "the-end")
    let row = pilot.text.split(separator: "\n").first { $0.contains("the-end") }
    #expect(row?.contains("…") == true, "\(pilot.text)")
    #expect(row?.contains("xthe-end") == true)
  }
}
