import MDXEngine
import Replay
import Screens
import SessionEngine
import TerminalUI
import Testing

@testable import mamsim

/// The tape writer of `mamsim record` on a Citrix session, fed program steps directly: what the
/// Citrix panels do becomes `Mdx` lines, while the MDX events of the phone's own keys are left
/// to the keys.
struct MDXRecorderTapeTests {
  private static let fixed = PinSubstitution(digits: "9876543210")

  private func step(
    _ key: Key, _ milliseconds: Int64, panel: Bool = false, pin: Bool = false,
    _ commands: [FrontCommand] = []
  ) -> ProgramStep {
    ProgramStep(
      input: .key(key), at: Instant(milliseconds: milliseconds), commands: commands,
      intoPin: pin, intoPanel: panel)
  }

  @Test func panelEventsBecomeMdxLinesAndPhoneEventsStayKeys() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed)
    for (index, digit) in "246810".enumerated() {
      let last = index == 5
      recorder.record(
        step(
          .character(digit), Int64(10 + index), pin: true,
          last ? [.mdx(.enterPin("246810"))] : []))
    }
    recorder.record(step(.function(5), 20))
    recorder.record(step(.enter, 30, panel: true, [.mdx(.admin(.appLock))]))
    recorder.record(step(.escape, 40, panel: true))
    recorder.record(step(.function(4), 50))
    recorder.record(step(.enter, 60, panel: true, [.mdx(.removeSecureHub)]))
    recorder.record(step(.down, 70, panel: true))
    recorder.record(step(.enter, 80, panel: true, [.world(.device(.online(false)))]))
    recorder.record(step(.enter, 90, panel: true, [.mdx(.quit)]))
    let lines = recorder.lines.map(\.description)
    #expect(
      lines == [
        "Type \"753189\"", "Mdx Admin appLock", "Mdx Hub remove", "Device online false",
        "# the Citrix action quit has no tape line",
      ])
    #expect(!lines.joined().contains("246810"))
    let parsed = TapeParser.parse(lines.joined(separator: "\n"), file: "t.tape")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.commands.map(\.command).contains(.mdx(.admin(.appLock))))
  }
}
