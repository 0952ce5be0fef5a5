import Screens
import TerminalUI
import Testing

@testable import Replay

/// Masking values on screen, in any letter case, including the one non-ASCII letter that
/// lower-cases to an ASCII one.
@Suite struct ScreenScrubberTests {
  private func screen(_ rows: [String]) -> CellBuffer {
    var buffer = CellBuffer(width: 30, height: rows.count)
    for (y, row) in rows.enumerated() { buffer.put(row, x: 0, y: y) }
    return buffer
  }

  @Test func masksEveryCaseOfAValue() {
    let scrubber = ScreenScrubber(values: ["alex@contoso.com", "kelvin"])
    let scrubbed = scrubber.scrub(
      screen(["│ ALEX@Contoso.com │", "\u{212A}elvin · ok", "nothing"]))
    #expect(scrubbed.line(0, trimmingTrailingSpaces: true) == "│ **************** │")
    #expect(scrubbed.line(1, trimmingTrailingSpaces: true) == "****** · ok")
    #expect(scrubbed.line(2, trimmingTrailingSpaces: true) == "nothing")
  }

  @Test func aScreenWithoutValuesIsLeftAsItIs() {
    let scrubber = ScreenScrubber(values: ["secret"])
    let shown = screen(["╭── Contoso ──╮", "│ secre t │", "SECRE"])
    #expect(scrubber.scrub(shown) == shown)
  }

  @Test func nonASCIIValuesAreStillMasked() {
    let scrubber = ScreenScrubber(values: ["Café Noir"])
    let scrubbed = scrubber.scrub(screen(["at CAFÉ NOIR now"]))
    #expect(scrubbed.line(0, trimmingTrailingSpaces: true) == "at ********* now")
  }
}
