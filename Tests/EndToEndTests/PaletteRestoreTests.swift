import Foundation
import TestSupport
import Testing

/// The palette slots mamsim redefines on a terminal that allows it are each put back at the end.
@Suite(
  .scratchFolder,
  .enabled(
    if: CliHarness.binary != nil && ScriptTerminal.available)
)
struct PaletteRestoreTests {
  /// Slot numbers found in `text` by the regex `pattern` (one capture group).
  private static func slots(_ pattern: String, in text: String) throws -> Set<Int> {
    let regex = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      regex.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).flatMap { Int(text[$0]) }
      })
  }

  @Test func everyRedefinedSlotIsPutBack() throws {
    let terminal = try ScriptTerminal(arguments: [
      "run", "--ephemeral", "--palette", "redefine", "--settings",
      "\(CliHarness.repositoryRoot.path)/themes/contoso-dark.plist",
    ])
    terminal.poll(until: { $0.contains("Contoso") })
    let text = terminal.quit()
    let defined = try Self.slots("\u{1B}\\]4;(\\d+);", in: text)
    let reset = try Self.slots("\u{1B}\\]104;(\\d+)\u{07}", in: text)
    #expect(!defined.isEmpty, "no palette slot was redefined; the test proves nothing")
    #expect(reset == defined)
    // Only those slots: no reset of the whole palette (OSC 104 with no slot).
    #expect(!text.contains("\u{1B}]104\u{07}"))
  }

  /// Issue 30, item 9: the redefinitions reach the terminal before the first frame that draws
  /// with them (they were held back until exit, each followed at once by its reset).
  @Test func redefinitionsArriveBeforeTheFirstFrameAndResetsOnlyAtExit() throws {
    let terminal = try ScriptTerminal(arguments: [
      "run", "--ephemeral", "--palette", "redefine", "--settings",
      "\(CliHarness.repositoryRoot.path)/themes/contoso-dark.plist",
    ])
    var quitted = false
    // A failed expectation below must not leave mamsim running.
    defer { if !quitted { _ = terminal.quit() } }
    terminal.poll(until: { $0.contains("Contoso") && $0.contains("\u{1B}]4;") })
    let running = terminal.output
    let define = try #require(
      running.range(of: "\u{1B}]4;"), "no redefinition reached the terminal while the app ran")
    // The first colour drawn from a redefined slot (16 is the first mamsim takes).
    let firstUse = try #require(
      running.range(of: ";5;16m") ?? running.range(of: ";5;16;"),
      "the frame draws with no redefined slot; the test proves nothing")
    #expect(define.lowerBound < firstUse.lowerBound)
    #expect(!running.contains("\u{1B}]104;"), "a slot was put back while the app ran")
    let text = terminal.quit()
    quitted = true
    let reset = try #require(text.range(of: "\u{1B}]104;"))
    #expect(reset.lowerBound >= running.endIndex)
  }
}
