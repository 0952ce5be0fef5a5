import Foundation
import TestSupport
import Testing

/// `replay --junit` and `walkthrough --report` never write over a file that is not their report.
@Suite(.scratchFolder) struct CliReportFileTests {
  @Test func aForgottenJUnitNameDoesNotDestroyTheFirstTape() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = "Wait /Sign in to Contoso/\n"
    for name in ["victim.tape", "s.json"] {
      let victim = folder.appendingPathComponent(name)
      try tape.write(to: victim, atomically: true, encoding: .utf8)
      try tape.write(
        to: folder.appendingPathComponent("other.tape"), atomically: true, encoding: .utf8)
      let outcome = try CliHarness.run(["replay", "--junit", name, "other.tape"], in: folder)
      #expect(outcome.status == 1)
      #expect(outcome.output.isEmpty, "nothing was played: \(outcome.output)")
      #expect(
        outcome.error.contains(
          "mamsim: will not write the JUnit report to \(name): it is not a JUnit report mamsim "
            + "wrote"), "\(outcome.error)")
      #expect(outcome.error.contains("give --junit another file name, or remove the file first"))
      #expect(try String(contentsOf: victim, encoding: .utf8) == tape)
    }
  }

  /// `--junit /dev/stdout`, as CI jobs write, prints the report after the results, and a link
  /// to a stream is written into, never replaced (replacing /dev/stdout breaks the machine).
  @Test func aJUnitReportToAStreamIsWrittenIntoIt() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Wait /Sign in to Contoso/\n".write(
      to: folder.appendingPathComponent("ok.tape"), atomically: true, encoding: .utf8)
    let printed = try CliHarness.run(["replay", "--junit", "/dev/stdout", "ok.tape"], in: folder)
    #expect(printed.status == 0, "\(printed.error)")
    let results = try #require(printed.output.range(of: "1 passed, 0 failed"))
    let report = try #require(printed.output.range(of: "<testsuites"), "\(printed.output)")
    #expect(results.upperBound <= report.lowerBound, "the report comes after the results")
    let link = folder.appendingPathComponent("stream.xml")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/proc/self/fd/1")
    let linked = try CliHarness.run(["replay", "--junit", "stream.xml", "ok.tape"], in: folder)
    #expect(linked.status == 0, "\(linked.error)")
    #expect(linked.output.contains("<testsuites"))
    let kept = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
    #expect(kept == "/proc/self/fd/1", "the link stays a link")
  }

  /// A tape output on the --junit file is refused at its line before the tape plays, and the
  /// report is written there (it was found only after every tape had played, and lost).
  @Test func aTapeOutputOnTheJUnitFileIsRefusedBeforeItPlays() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Output \"r.txt\"\nWait /Sign in to Contoso/\n".write(
      to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
    let played = try CliHarness.run(["replay", "--junit", "r.txt", "t.tape"], in: folder)
    #expect(played.status == 1)
    #expect(played.output.contains("t.tape:1:8: \"r.txt\" goes to r.txt, where --junit"))
    let report = try String(contentsOf: folder.appendingPathComponent("r.txt"), encoding: .utf8)
    #expect(report.contains("<testsuites"))
  }

  @Test func aJUnitReportFromAnEarlierRunIsReplaced() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Wait /Sign in to Contoso/\n".write(
      to: folder.appendingPathComponent("a.tape"), atomically: true, encoding: .utf8)
    let report = folder.appendingPathComponent("results.xml")
    for _ in 0..<2 {
      let outcome = try CliHarness.run(["replay", "--junit", "results.xml", "a.tape"], in: folder)
      #expect(outcome.status == 0, "\(outcome.error)")
      #expect(try String(contentsOf: report, encoding: .utf8).contains("<testsuites "))
    }
  }

  @Test func aReportNamedLikeAnInputTapeIsRefused() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = folder.appendingPathComponent("a.tape")
    try "Wait /Sign in to Contoso/\n".write(to: tape, atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(["replay", "--junit", "./a.tape", "a.tape"], in: folder)
    #expect(outcome.status == 1)
    #expect(
      outcome.error.contains("it is the same file as a.tape, one of the files this command reads"),
      "\(outcome.error)")
    #expect(try String(contentsOf: tape, encoding: .utf8) == "Wait /Sign in to Contoso/\n")
  }

  @Test func aWalkthroughReportDoesNotReplaceAnotherFileAndIsRefusedFirst() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("my.json")
    try "{\"mine\": true}\n".write(to: notes, atomically: true, encoding: .utf8)
    // No terminal is needed to be refused: the walkthrough does not start.
    let outcome = try CliHarness.run(
      ["walkthrough", "--report", "my.json", "first-policy"], in: folder)
    #expect(outcome.status == 1)
    #expect(
      outcome.error.contains(
        "mamsim: will not write the walkthrough report to my.json: it is not a walkthrough "
          + "report mamsim wrote"), "\(outcome.error)")
    #expect(try String(contentsOf: notes, encoding: .utf8) == "{\"mine\": true}\n")
  }
}

/// A snapshot file far larger than a screen is refused at its `Snapshot` line without being
/// read whole, and a long line of a differing snapshot is quoted cut, so the report stays short.
@Test(.scratchFolder) func aHugeOrWideSnapshotKeepsTheReportShort() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let snapshots = folder.appendingPathComponent("snapshots")
  try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
  try Data(repeating: UInt8(ascii: "a"), count: 3 << 20).write(
    to: snapshots.appendingPathComponent("big.txt"))
  try String(repeating: "x", count: 5000).write(
    to: snapshots.appendingPathComponent("wide.txt"), atomically: true, encoding: .utf8)
  try "Wait /Sign in/\nSnapshot \"big\"\n".write(
    to: folder.appendingPathComponent("b.tape"), atomically: true, encoding: .utf8)
  try "Wait /Sign in/\nSnapshot \"wide\"\n".write(
    to: folder.appendingPathComponent("w.tape"), atomically: true, encoding: .utf8)
  let big = try CliHarness.run(["replay", "b.tape"], in: folder)
  #expect(big.status == 1)
  #expect(big.output.contains("b.tape:2:1: snapshots/big.txt is larger than 1048576 bytes"))
  #expect(big.output.count < 10_000, "the snapshot is not quoted")
  let wide = try CliHarness.run(["replay", "w.tape"], in: folder)
  #expect(wide.status == 1)
  #expect(wide.output.contains("the screen differs from snapshot"))
  #expect(wide.output.split(separator: "\n").allSatisfy { $0.count < 500 }, "\(wide.output)")
}
