import Foundation
import TestSupport
import Testing

/// The tapes of `replays/`, as paths from the repository root.
private func shippedTapes() throws -> [String] {
  let folder = CliHarness.repositoryRoot.appendingPathComponent("replays")
  return try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0.hasSuffix(".tape") }.sorted().map { "replays/" + $0 }
}

/// The tapes a replay's output says it played.
private func played(_ output: String) -> [String] {
  output.split(separator: "\n").compactMap { line in
    guard line.hasPrefix("PASS  ") || line.hasPrefix("FAIL  ") else { return nil }
    return line.dropFirst(6).split(separator: " ").first.map(String.init)
  }
}

@Test(.scratchFolder) func badShardsAreUsageErrors() throws {
  for shard in ["0/3", "3/2", "a/b"] {
    let outcome = try CliHarness.run(["replay", "--shard", shard, "replays/face-id.tape"])
    #expect(outcome.status == 2, "\(shard)")
    #expect(outcome.output.isEmpty)
    #expect(outcome.error.contains("'--shard' needs K/N"))
    #expect(outcome.error.contains("(see 'mamsim replay --help')"))
  }
}

@Test(.scratchFolder) func svgFolderAndOutputFolderCannotBeCombined() throws {
  let outcome = try CliHarness.run(
    ["replay", "--svg", "a", "--output-dir", "b", "replays/face-id.tape"])
  #expect(outcome.status == 2)
  #expect(outcome.error.contains("'--output-dir' and '--svg' cannot be used together"))
}

@Test(.scratchFolder) func replaySvgWritesOneRecordingPerTapeIntoTheFolder() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let outcome = try CliHarness.run(
    ["replay", "--svg", folder.path, "replays/not-licensed.tape", "replays/face-id.tape"])
  #expect(outcome.status == 0, "\(outcome.output)")
  let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  #expect(names == ["face-id.svg", "not-licensed.svg"])
  let svg = try String(contentsOf: folder.appendingPathComponent("face-id.svg"), encoding: .utf8)
  #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
}

@Test(.scratchFolder) func threeShardsPlayEveryShippedTapeOnce() throws {
  let tapes = try shippedTapes()
  let outputs = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: outputs) }
  var all: [String] = []
  for index in 1...3 {
    // Each shard is given the tapes in a different order.
    let order = index == 2 ? Array(tapes.reversed()) : tapes
    let outcome = try CliHarness.run(
      ["replay", "--output-dir", outputs.path, "--shard", "\(index)/3"] + order)
    #expect(outcome.status == 0, "\(outcome.output)")
    all += played(outcome.output)
  }
  #expect(all.sorted() == tapes)
}

/// A report in a folder that does not exist is refused before any tape plays, not after all of
/// them.
@Test(.scratchFolder) func aJUnitReportInAFolderThatDoesNotExistIsRefusedFirst() throws {
  let outcome = try CliHarness.run([
    "replay", "--junit", "/nonexistent-mamsim-folder/report.xml", "replays/not-licensed.tape",
  ])
  #expect(outcome.status == 1)
  #expect(outcome.output.isEmpty, "no tape played: \(outcome.output)")
  #expect(
    outcome.error
      == "mamsim: will not write the JUnit report to /nonexistent-mamsim-folder/report.xml: "
      + "its folder /nonexistent-mamsim-folder does not exist; create the folder first, or give "
      + "--junit a file in one that exists\n")
}

@Test(.scratchFolder) func junitAndGitHubAnnotationsForAFailingTape() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let tape = folder.appendingPathComponent("fails.tape").path
  try "Wait /Sign in to Contoso/\nExpect \"100% missing\"\n".write(
    toFile: tape, atomically: true, encoding: .utf8)
  let report = folder.appendingPathComponent("junit.xml").path
  let outcome = try CliHarness.run([
    "replay", "--junit", report, "--github", tape, "replays/not-licensed.tape",
  ])
  #expect(outcome.status == 1)
  #expect(
    outcome.output.contains(
      "::error file=\(tape),line=2,col=1,title=mamsim%3A tape failed::"
        + "expected the screen to show \"100%25 missing\", but it does not\n"))
  let xml = try String(contentsOfFile: report, encoding: .utf8)
  #expect(
    xml.contains("<testsuites name=\"mamsim replay\" tests=\"2\" failures=\"1\" errors=\"0\""))
  #expect(xml.contains("<testcase name=\"not-licensed.tape\" classname=\"replays\""))
  #expect(xml.contains("<failure message=\"\(tape):2:1: expected the screen to show"))
}

@Test(.scratchFolder)
func githubAnnotationsNameTapesRelativeToTheWorkspaceHoweverTheyWereGiven() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let tapes = folder.appendingPathComponent("ci/tapes")
  try FileManager.default.createDirectory(at: tapes, withIntermediateDirectories: true)
  try "Wait /Sign in to Contoso/\nExpect \"never shown\"\n".write(
    to: tapes.appendingPathComponent("fails.tape"), atomically: true, encoding: .utf8)
  let expected = "::error file=ci/tapes/fails.tape,line=2,col=1,title=mamsim%3A tape failed::"
  // Given from another folder with `..`, and as an absolute path: the workspace's own path.
  for (given, workingFolder) in [
    ("../tapes/fails.tape", folder.appendingPathComponent("ci/tapes")),
    ("./ci/../ci/tapes/fails.tape", folder),
    (tapes.appendingPathComponent("fails.tape").path, CliHarness.repositoryRoot),
  ] {
    let outcome = try CliHarness.run(
      ["replay", "--github", given], in: workingFolder,
      environment: ["GITHUB_WORKSPACE": folder.path])
    #expect(outcome.status == 1)
    #expect(outcome.output.contains(expected), "\(given):\n\(outcome.output)")
  }
  // Without GITHUB_WORKSPACE, the working folder is the workspace.
  let outcome = try CliHarness.run(["replay", "--github", "ci/tapes/fails.tape"], in: folder)
  #expect(outcome.output.contains(expected), "\(outcome.output)")
}
