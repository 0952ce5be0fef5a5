import Foundation
import TestSupport
import Testing

/// mamsim redefines palette slots only after the terminal showed it honours them: a fake
/// terminal on a pseudo-terminal answers the palette query, or only the device attributes
/// request that fences it, and mamsim draws with exact slots or with the nearest fixed colours.
@Suite(
  .scratchFolder,
  .enabled(
    if: CliHarness.binary != nil && ScriptTerminal.available)
)
struct PaletteQueryTests {
  /// What the fake terminal answers to mamsim's palette query.
  enum Answer {
    /// The OSC 4 colour of the slot, then the device attributes.
    case palette
    /// The device attributes alone, as a terminal that ignores OSC 4.
    case attributesOnly
    /// Nothing at all.
    case nothing
  }

  /// What the fake terminal saw: all mamsim wrote, and whether the first frame came before the
  /// answer was sent.
  struct Seen {
    /// All mamsim wrote.
    var text: String
    /// Whether the first frame was on the terminal before the answer went out.
    var frameBeforeAnswer: Bool
  }

  /// Runs `mamsim run --ephemeral ARGUMENTS` under script(1) as an xterm-256color terminal that
  /// answers `answer`, until its first frame, then quits it with Ctrl-C; returns all it wrote.
  private func output(
    answering answer: Answer, arguments: [String] = [], colorTerm: String? = nil
  ) throws -> String {
    try seen(answering: answer, arguments: arguments, colorTerm: colorTerm).text
  }

  /// As `output`, the answer sent `delay` after the query was seen (the terminal's round trip).
  private func seen(
    answering answer: Answer, after delay: Duration = .zero, arguments: [String] = [],
    colorTerm: String? = nil
  ) throws -> Seen {
    let terminal = try ScriptTerminal(
      arguments: ["run", "--ephemeral"] + arguments, colorTerm: colorTerm)
    let clock = ContinuousClock()
    var asked: ContinuousClock.Instant?
    var answered = false
    var frameBeforeAnswer = false
    // Done at the first frame, once the answer is out (when mamsim asked and one is due).
    let done = { (text: String) in
      text.contains("Ctrl+C") && (answered || answer == .nothing || !text.contains("\u{1B}[c"))
    }
    terminal.poll(until: done) { text in
      if !answered, text.contains("Ctrl+C") { frameBeforeAnswer = true }
      guard !answered, answer != .nothing, text.contains("\u{1B}[c") else { return }
      let seenAt = asked ?? clock.now
      asked = seenAt
      guard clock.now - seenAt >= delay else { return }
      answered = true
      terminal.send(
        (answer == .palette ? "\u{1B}]4;16;rgb:0000/0000/0000\u{1B}\\" : "") + "\u{1B}[?62;22c")
    }
    return Seen(text: terminal.quit(), frameBeforeAnswer: frameBeforeAnswer)
  }

  /// Whether `text` redefines a palette slot (OSC 4 with a colour, not the `?` query).
  private func redefines(_ text: String) -> Bool {
    text.contains("\u{1B}]4;16;rgb:")
      || text.range(of: "\u{1B}]4;\\d+;rgb:", options: .regularExpression) != nil
  }

  @Test func aTerminalThatAnswersThePaletteQueryGetsExactColours() throws {
    let text = try output(answering: .palette)
    #expect(text.contains("\u{1B}]4;16;?"), "mamsim asked")
    #expect(text.contains("Ctrl+C"), "the first frame came")
    #expect(redefines(text), "slots were redefined")
  }

  @Test func aTerminalThatIgnoresThePaletteGetsTheNearestFixedColours() throws {
    let text = try output(answering: .attributesOnly)
    #expect(text.contains("\u{1B}]4;16;?"), "mamsim asked")
    #expect(text.contains("Ctrl+C"), "the first frame came")
    #expect(!redefines(text), "no slot was redefined")
    #expect(text.contains("38;5;") || text.contains("48;5;"), "fixed 256-colour codes are drawn")
  }

  /// The query goes out before the app launches and its answer is read before the first frame:
  /// an answer that takes a while (a terminal over ssh) still gets exact colours, and the frame
  /// waits for it rather than being drawn in the wrong colours first.
  @Test func aLateAnswerStillGetsExactColoursAndTheFrameWaitsForIt() throws {
    let late = try seen(answering: .palette, after: .milliseconds(120))
    #expect(late.text.contains("Ctrl+C"), "the first frame came")
    #expect(!late.frameBeforeAnswer, "the first frame waited for the answer")
    #expect(redefines(late.text), "slots were redefined")
  }

  /// A terminal that answers nothing gets its first frame after the wait, in fixed colours, and
  /// mamsim still quits on Ctrl-C.
  @Test func aTerminalThatNeverAnswersGetsItsFrameInFixedColours() throws {
    let text = try output(answering: .nothing)
    #expect(text.contains("\u{1B}]4;16;?"), "mamsim asked")
    #expect(text.contains("Ctrl+C"), "the first frame came")
    #expect(!redefines(text), "no slot was redefined")
  }

  @Test func theFlagForcesEitherWayWithoutAsking() throws {
    let fixed = try output(answering: .palette, arguments: ["--palette", "fixed"])
    #expect(!fixed.contains("\u{1B}]4;16;?") && !redefines(fixed))
    let redefine = try output(answering: .attributesOnly, arguments: ["--palette", "redefine"])
    #expect(!redefine.contains("\u{1B}]4;16;?") && redefines(redefine))
  }

  /// A terminal that says it shows 24-bit colour gets the exact colours, through the direct
  /// colour sibling of its terminfo entry (Debian's ncurses-term installs xterm-direct).
  @Test(
    .enabled(
      if: ["/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct"].contains {
        FileManager.default.fileExists(atPath: $0)
      }, "the xterm-direct terminfo entry is not installed (Debian package ncurses-term)"))
  func aTruecolorTerminalGetsExactColours() throws {
    let text = try output(answering: .attributesOnly, colorTerm: "truecolor")
    #expect(text.contains("Ctrl+C"), "the first frame came")
    #expect(!text.contains("\u{1B}]4;16;?"), "a direct-colour terminal is not asked")
    #expect(!redefines(text), "no slot was redefined")
    #expect(
      text.contains("38:2::") || text.contains("48:2::") || text.contains("38;2;")
        || text.contains("48;2;"), "24-bit colour codes are drawn")
  }
}
