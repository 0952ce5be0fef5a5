import TestSupport
import Testing

@testable import Replay

/// `Expect Decision`: the latest data-protection decision, by action and outcome; read totally.
@Suite(.scratchFolder) struct TapeExpectDecisionTests {
  /// A work note copied, then pasted into the personal app under `managedApps` (refused).
  static let copyThenPaste = """
    Source "\(ReplaysFolder.path)/lib/managed.tape"
    Admin policy "allowedOutboundClipboardSharingLevel" "managedApps"
    Admin checkin
    Sleep 2s
    Enter
    Wait /Fabrikam renewal at risk/
    Tab
    Enter
    Wait /Copied 47 characters/

    """

  @Test func theLatestDecisionIsCheckedByActionAndOutcome() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("copy.tape", Self.copyThenPaste + "Expect Decision copy allowed\n")
    let passed = scratch.run("copy.tape")
    #expect(passed.passed, "\(passed.failures.map(\.message))")
    try scratch.write("wrong.tape", Self.copyThenPaste + "Expect Decision copy blocked\n")
    let failure = try #require(scratch.run("wrong.tape").failures.first)
    #expect(failure.location?.line == 10)
    #expect(
      failure.message.hasPrefix(
        "expected the latest data-protection decision to be copy blocked, but it was copy allowed"))
    try scratch.write("none.tape", "Expect Decision paste allowed\n")
    let none = try #require(scratch.run("none.tape").failures.first)
    #expect(none.message.hasSuffix("but nothing was decided yet"))
  }

  @Test func formsAreReadAndRefusedAtTheirColumn() {
    let (steps, problems) = TapeParser.parse(
      "Expect Decision paste blocked\nExpect Decision openLink inView\n", file: "t")
    #expect(problems.isEmpty)
    #expect(
      steps.map(\.command) == [
        .expectDecision(action: .paste, outcome: .blocked),
        .expectDecision(action: .openLink, outcome: .inView),
      ])
    for (line, expected) in [
      ("Expect Decision paste", "t:1:8: Expect Decision needs an action and an outcome"),
      ("Expect Decision past blocked", "t:1:17: past is not a data action"),
      ("Expect Decision paste refused", "t:1:23: refused is not an outcome"),
      ("Expect Decision paste blocked now", "t:1:31: Expect Decision needs"),
    ] {
      let (_, found) = TapeParser.parse(line + "\n", file: "t")
      #expect(found.first?.description.hasPrefix(expected) == true, "\(line): \(found)")
    }
  }
}
