import Foundation
import TestSupport
import Testing

@testable import Replay

/// A tape never writes over a file it reads or a file mamsim did not write: an output naming
/// the tape itself, a sourced tape or the scenario is refused at its line; a `.txt` log, an
/// SVG or a report replaces only one mamsim wrote; a tape sourced from outside the tape's
/// folder writes its screenshots inside it, and outputs that land on one file are refused.
@Suite(.scratchFolder) struct TapeOutputOwnFilesTests {
  /// The errors of loading the tape `name` of `scratch`, as `check` and `replay` meet them.
  private func errors(_ scratch: RunnerScratch, _ name: String) -> [TapeDiagnostic] {
    TapeLoader.diagnostics(path: scratch.folder + "/" + name).filter(\.isError)
  }

  @Test func anOutputNamingOneOfTheTapesInputsIsRefusedAtItsLine() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let original = "Wait /Sign in/\nOutput \"self.txt\"\n"
    try scratch.write("self.txt", original)
    let found = errors(scratch, "self.txt")
    #expect(found.map(\.location.line) == [2], "\(found)")
    #expect(found.first?.message.contains("over the tape itself") == true, "\(found)")
    #expect(!scratch.run("self.txt").passed)
    #expect(try scratch.read("self.txt") == original)
    // A sourced tape and the scenario are inputs too.
    try scratch.write("lib/inc.tape", "Wait /Sign in/\n")
    try scratch.write("world.json", "{}\n")
    try scratch.write(
      "t.tape",
      "Set Scenario \"world.json\"\nSource \"lib/inc.tape\"\nOutput \"world.json\"\n"
        + "Screenshot \"lib/inc.tape.txt\"\n")
    let inputs = errors(scratch, "t.tape").filter { $0.message.contains("files the tape reads") }
    #expect(inputs.map(\.location.line) == [3], "\(inputs)")
  }

  @Test func aLogAnSVGOrAReportReplacesOnlyOneMamsimWrote() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("README.txt", "# My notes\nimportant\n")
    try scratch.write(
      "logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><circle r=\"5\"/></svg>\n")
    try scratch.write("notes.md", "# Notes\n| a | b |\n")
    try scratch.write(
      "theirs.tape",
      "Set Walkthrough \"first-policy\"\nOutput \"README.txt\"\nOutput \"notes.md\"\n"
        + "Wait /Sign in/\nScreenshot \"logo.svg\"\n")
    let found = errors(scratch, "theirs.tape")
    #expect(found.map(\.location.line) == [2, 3, 5], "\(found)")
    #expect(found.allSatisfy { $0.message.contains("mamsim wrote") }, "\(found)")
    #expect(!scratch.run("theirs.tape").passed)
    #expect(try scratch.read("README.txt") == "# My notes\nimportant\n")
    // mamsim's own log and SVGs are replaced when the tape plays again.
    try scratch.write(
      "ours.tape",
      "Output \"log.txt\"\nOutput \"demo.svg\"\nWait /Sign in/\nScreenshot \"still.svg\"\n")
    for _ in 0..<2 {
      let result = scratch.run("ours.tape")
      #expect(result.passed, "\(ReplayReport.lines(for: result))")
    }
    #expect(try scratch.read("log.txt").hasPrefix("── Wait /Sign in/ ──"))
  }

  @Test func aTapeSourcedFromOutsideWritesItsScreenshotsInsideTheTapesFolder() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write(
      "lib/inc.tape", "Wait /Sign in/\nScreenshot \"a/s.txt\"\nType \"x\"\nScreenshot \"b/s.txt\"\n"
    )
    try scratch.write("t/main.tape", "Source \"../lib/inc.tape\"\nScreenshot \"a/s.txt\"\n")
    // The main tape's a/s.txt is where the sourced tape's goes: refused at the second.
    let found = errors(scratch, "t/main.tape")
    #expect(found.map(\.location.file) == [scratch.folder + "/t/main.tape"], "\(found)")
    #expect(found.first?.message.contains("already written by the line at") == true)
    try scratch.write("t/main.tape", "Source \"../lib/inc.tape\"\nScreenshot \"s.txt\"\n")
    let result = scratch.run("t/main.tape", RunnerOptions(outputDirectory: scratch.folder + "/out"))
    #expect(result.passed, "\(ReplayReport.lines(for: result))")
    for name in ["out/a/s.txt", "out/b/s.txt", "out/s.txt"] {
      #expect(FileManager.default.fileExists(atPath: scratch.folder + "/" + name), "\(name)")
    }
    #expect(scratch.run("t/main.tape").passed)
    for name in ["t/a/s.txt", "t/b/s.txt", "t/s.txt"] {
      #expect(FileManager.default.fileExists(atPath: scratch.folder + "/" + name), "\(name)")
    }
    #expect(!FileManager.default.fileExists(atPath: scratch.folder + "/lib/a/s.txt"))
  }

  @Test func anOutputThatTheOutputFolderPutsOverAnInputIsRefused() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let scenario = try String(
      contentsOfFile: ReplaysFolder.path + "/scenarios/mdm-app-config.json", encoding: .utf8)
    try scratch.write("cfg/x.json", scenario)
    try scratch.write(
      "t/t.tape",
      "Set Scenario \"../cfg/x.json\"\nSet Walkthrough \"first-policy\"\nOutput \"x.json\"\n"
        + "Wait /Sign in/\n")
    #expect(errors(scratch, "t/t.tape").isEmpty)
    let result = scratch.run("t/t.tape", RunnerOptions(outputDirectory: scratch.folder + "/cfg"))
    #expect(result.failures.map(\.location?.line) == [3], "\(ReplayReport.lines(for: result))")
    #expect(result.failures.first?.message.contains("files the tape reads") == true)
    #expect(try scratch.read("cfg/x.json") == scenario)
  }
}
