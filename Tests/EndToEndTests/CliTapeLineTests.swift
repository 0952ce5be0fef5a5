import Foundation
import TestSupport
import Testing

/// What `check` and `replay` print about a tape stays on its lines: a tape's name holding a line
/// break is written escaped, and `check --github` annotations carry the column of the problem.
@Suite(.scratchFolder) struct CliTapeLineTests {
  @Test func replayWritesATapeNameWithALineBreakOnOneLine() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "a\n::error file=x::injected.tape"
    try "Enter\nExpect \"not on the screen\"\n".write(
      to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    let broken = "b\u{1B}[31m.tape"
    try "Entre\n".write(
      to: folder.appendingPathComponent(broken), atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(["replay", name, broken], in: folder)
    #expect(outcome.status == 1)
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.hasPrefix("::error") }, "\(outcome.output)")
    #expect(!outcome.output.contains("\u{1B}"), "\(outcome.output)")
    #expect(lines.contains { $0.hasPrefix("FAIL  a\\n::error file=x::injected.tape  (") })
    #expect(lines.contains { $0.hasPrefix("  a\\n::error file=x::injected.tape:2:1: ") })
    #expect(lines.contains { $0.hasPrefix("FAIL  b\\u{1B}[31m.tape  (not run") })
    #expect(lines.contains { $0.hasPrefix("  b\\u{1B}[31m.tape:1:1: unknown command") })
  }

  @Test func anOutputThatCannotBeWrittenIsToldAtItsOutputLine() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Set Width 80\nOutput   \"out/x.txt\"\nEnter\n".write(
      to: folder.appendingPathComponent("w.tape"), atomically: true, encoding: .utf8)
    // No folder can be made under /proc: the write fails once the tape has played.
    let outcome = try CliHarness.run(
      ["replay", "--output-dir", "/proc/mamsim-none", "w.tape"], in: folder)
    #expect(outcome.status == 1)
    #expect(
      outcome.output.contains("\n  w.tape:2:10: cannot create the folder /proc/mamsim-none"),
      "\(outcome.output)")
  }

  @Test func checkAnnotationsCarryTheColumnOfThePath() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Enter\nScreenshot   \"../x.txt\"\nSource \"missing.tape\"\n".write(
      to: folder.appendingPathComponent("p.tape"), atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(["check", "--github", "p.tape"], in: folder)
    #expect(outcome.status == 1)
    #expect(
      outcome.output.contains("p.tape:2:14: \"../x.txt\" goes up with .."), "\(outcome.output)")
    #expect(outcome.output.contains("p.tape:3:8: cannot read the tape"), "\(outcome.output)")
    #expect(outcome.output.contains("::error file=p.tape,line=2,col=14,title=mamsim check::"))
    #expect(outcome.output.contains("::error file=p.tape,line=3,col=8,title=mamsim check::"))
  }
}
