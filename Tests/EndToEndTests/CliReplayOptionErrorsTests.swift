import Foundation
import TestSupport
import Testing

/// `replay`'s options that cannot be obeyed are usage errors (exit 2, one line on standard
/// error) told before any tape plays: a shard or job count that is not a number of its kind,
/// `--speed` without `--live`, and a folder option naming a file.
@Suite(.scratchFolder) struct CliReplayOptionErrorsTests {
  /// Runs `replay` with `arguments` in a folder holding a passing tape `t.tape` and a plain file
  /// `f`; returns the outcome and the folder.
  private func replay(_ arguments: [String]) throws -> (CliHarness.Outcome, URL) {
    let folder = try CliHarness.temporaryFolder()
    try "Output \"out.txt\"\nEnter\n".write(
      to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
    try "a file".write(to: folder.appendingPathComponent("f"), atomically: true, encoding: .utf8)
    return (try CliHarness.run(["replay"] + arguments, in: folder), folder)
  }

  @Test(arguments: [
    (
      ["--shard", "-1/2", "t.tape"],
      "option '--shard' needs K/N with 1 <= K <= N, such as 2/3, not '-1/2'"
    ),
    (["--jobs", "t.tape"], "option '--jobs' needs a whole number above 0, not 't.tape'"),
    (["--jobs", "-3", "t.tape"], "option '--jobs' needs a whole number above 0, not '-3'"),
    (["--speed", "2", "t.tape"], "option '--speed' sets the pace of a live replay; give '--live'"),
    (["--svg", "f", "t.tape"], "option '--svg' needs a folder, but 'f' is a file"),
    (["--gif", "f", "t.tape"], "option '--gif' needs a folder, but 'f' is a file"),
    (["--output-dir", "f", "t.tape"], "option '--output-dir' needs a folder, but 'f' is a file"),
    (["--output-dir", "f/x", "t.tape"], "but 'f', on the way to it, is a file"),
  ])
  func anOptionThatCannotBeObeyedIsAUsageErrorBeforeAnythingPlays(
    arguments: [String], message: String
  ) throws {
    let (outcome, folder) = try replay(arguments)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(outcome.status == 2, "\(outcome.error)")
    #expect(outcome.output.isEmpty, "\(outcome.output)")
    #expect(outcome.error.contains(message), "\(outcome.error)")
    #expect(outcome.error.hasSuffix("(see 'mamsim replay --help')\n"), "\(outcome.error)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.txt").path))
  }

  @Test func aFolderOptionNamingANewFolderStillPlays() throws {
    let (outcome, folder) = try replay(["--output-dir", "new/out", "t.tape"])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(outcome.status == 0, "\(outcome.output)\(outcome.error)")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("new/out/out.txt").path))
  }
}
