import Foundation
import TestSupport
import Testing

/// `mamsim present` refuses what it cannot show before it takes the terminal, saying why.
@Suite(.scratchFolder) struct CliPresentTests {
  @Test func aBrokenTapeIsRefusedWithItsLineAndStatusOne() throws {
    let folder = try ReplayStateTests.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Wait /x/\nScene oops\n".write(
      to: folder.appendingPathComponent("bad.tape"), atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(["present", "bad.tape"], in: folder)
    #expect(outcome.status == 1)
    #expect(outcome.error.contains("bad.tape:2:7: the scene's title must be in quotes"))
    let missing = try CliHarness.run(["present", "nope.tape"], in: folder)
    #expect(missing.status == 1)
    #expect(missing.error.contains("nope.tape: error: there is no such file"))
  }

  @Test func aSetStateItCannotHonourIsRefusedAtItsLine() throws {
    let folder = try ReplayStateTests.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Set Width 80\nSet State \"device\"\nScene \"One\"\nEnter\n".write(
      to: folder.appendingPathComponent("kept.tape"), atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(["present", "kept.tape"], in: folder)
    #expect(outcome.status == 1)
    #expect(
      outcome.error.hasPrefix(
        "kept.tape:2:11: mamsim present plays every scene on a fresh phone in memory"),
      "\(outcome.error)")
    #expect(!outcome.error.contains("needs a terminal"), "\(outcome.error)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("device").path))
  }

  @Test func withoutATerminalItSaysSo() throws {
    let outcome = try CliHarness.run(["present", "replays/review-intune.tape"])
    #expect(outcome.status == 1)
    #expect(outcome.error.contains("needs a terminal"))
  }

  @Test func theShippedReviewsCheckClean() throws {
    let outcome = try CliHarness.run([
      "check", "replays/review-intune.tape", "replays/review-citrix.tape",
    ])
    #expect(outcome.status == 0)
    #expect(
      outcome.output
        == "replays/review-intune.tape: ok\nreplays/review-citrix.tape: ok\n")
  }
}
