import Foundation
import TestSupport
import Testing

@testable import Replay
@testable import SessionEngine

/// Where a tape's outputs land and which names are refused: `--output-dir` keeps sub-folders,
/// two outputs of one file are refused at the second, a snapshot must name a proper file, the
/// virtual time of a tape is bounded, and the pixel-size advice names a size read as cells.
@Suite(.scratchFolder) struct TapeOutputPlacementTests {
  @Test func theOutputFolderKeepsTheTapesSubFolders() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write(
      "sub/t.tape", "Output \"a/x.txt\"\nOutput \"b/x.txt\"\nScreenshot \"c/s.txt\"\nEnter\n")
    let out = scratch.folder + "/out"
    let result = scratch.run("sub/t.tape", RunnerOptions(outputDirectory: out))
    #expect(result.passed, "\(ReplayReport.lines(for: result))")
    for name in ["a/x.txt", "b/x.txt", "c/s.txt"] {
      #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name)")
    }
    #expect(!FileManager.default.fileExists(atPath: out + "/x.txt"))
    #expect(!FileManager.default.fileExists(atPath: out + "/s.txt"))
  }

  @Test func aLinkInsideTheOutputFolderIsNotWrittenThrough() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("t.tape", "Output \"link/x.txt\"\nEnter\nScreenshot \"link/s.txt\"\n")
    let out = scratch.folder + "/out"
    let outside = scratch.folder + "/outside"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: out + "/link", withDestinationPath: outside)
    let result = scratch.run("t.tape", RunnerOptions(outputDirectory: out))
    #expect(!result.passed)
    let report = ReplayReport.lines(for: result).joined(separator: "\n")
    #expect(report.contains("\(out)/link is a symbolic link"), "\(report)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    // The same tape writes there once the link is gone.
    try FileManager.default.removeItem(atPath: out + "/link")
    #expect(scratch.run("t.tape", RunnerOptions(outputDirectory: out)).passed)
    #expect(FileManager.default.fileExists(atPath: out + "/link/x.txt"))
  }

  @Test(.enabled(if: getuid() != 0, "root may write any file"))
  func aReadOnlyOutputIsRefusedAtItsLineAndKept() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let path = try scratch.write("t.tape", "Enter\nOutput \"ro.txt\"\n")
    try scratch.write("ro.txt", "keep\n")
    #expect(chmod(scratch.folder + "/ro.txt", 0o444) == 0)
    let refusal = TapeLoader.diagnostics(path: path).first { $0.isError }
    #expect(refusal?.location.line == 2, "\(String(describing: refusal))")
    #expect(refusal?.text.contains("is read-only") == true, "\(String(describing: refusal))")
    #expect(!scratch.run("t.tape").passed)
    #expect(try scratch.read("ro.txt") == "keep\n")
  }

  @Test func aPathIsTakenRelativeToTheTapesFolder() {
    #expect(TapePath.relative("replays/a/x.txt", to: "replays") == "a/x.txt")
    #expect(TapePath.relative("a/x.txt", to: ".") == "a/x.txt")
    #expect(TapePath.relative("/t/a/x.txt", to: "/t") == "a/x.txt")
    #expect(TapePath.relative("other/x.txt", to: "replays") == "x.txt")
    #expect(TapePath.relative("../x.txt", to: ".") == "x.txt")
  }

  @Test(arguments: [
    ("Output \"x.txt\"\nOutput \"x.txt\"\nEnter\n", 2, 8),
    ("Output \"x.txt\"\nEnter\nScreenshot \"./x.txt\"\n", 3, 12),
    ("Enter\nScreenshot \"s.svg\"\nScreenshot \"s.svg\"\n", 3, 12),
  ])
  func twoOutputsOfOneFileAreRefusedAtTheSecond(text: String, line: Int, column: Int) throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let path = try scratch.write("twice.tape", text)
    let checked = TapeLoader.diagnostics(path: path)
    let refusal = try #require(checked.first { $0.isError }, "\(checked)")
    #expect(refusal.location == SourceLocation(file: path, line: line, column: column))
    #expect(refusal.text.contains("is already written by the line at \(path)"), "\(refusal)")
    let result = scratch.run("twice.tape")
    #expect(!result.passed)
    #expect(!FileManager.default.fileExists(atPath: scratch.folder + "/x.txt"))
  }

  @Test(arguments: ["\"\"", "\".\"", "\"dir/\"", "\"a/.hidden\""])
  func aSnapshotNamingNoProperFileIsRefusedAtItsName(name: String) {
    let found = TapeParser.parse("Enter\nSnapshot \(name)\n", file: "t.tape").diagnostics
    let refusal = found.first { $0.isError }
    #expect(refusal?.location == SourceLocation(file: "t.tape", line: 2, column: 10), "\(found)")
  }

  @Test func ordinarySnapshotNamesAreAccepted() {
    for name in ["signed-in", "flows/signed-in", "a.b"] {
      #expect(TapeOutputRules.snapshotNameProblem(name) == nil, "\(name)")
    }
  }

  @Test func theTotalVirtualTimeIsLimitedAtTheLineThatPassesIt() {
    // The first Enter waits 50 ms, so the tenth Sleep passes 365000d.
    let sleeps = Array(repeating: "Sleep 36500d", count: 11).joined(separator: "\n")
    let loaded = TapeLoader.load(text: "Enter\n\(sleeps)\nEnter\n", file: "t.tape", folder: ".")
    guard case .failure(let failure) = loaded else {
      Issue.record("a tape of 401,500 days loaded")
      return
    }
    let refusal = failure.diagnostics.first { $0.isError }
    #expect(refusal?.location.line == 11, "\(failure.diagnostics)")
    #expect(refusal?.text.contains("more than 365000d") == true)
    // Typing counts too: each key waits its speed.
    let typed = TapeLoader.load(text: "Type@36500d \"abcdefghijk\"\n", file: "t.tape", folder: ".")
    guard case .failure = typed else {
      Issue.record("eleven keys of 36500d each loaded")
      return
    }
    let ten = Array(repeating: "Sleep 36500d", count: 10).joined(separator: "\n")
    guard case .success = TapeLoader.load(text: "\(ten)\n", file: "t.tape", folder: ".") else {
      Issue.record("365000d in all was refused")
      return
    }
  }

  @Test func aLongDurationPrintsEveryUnitBelowItsDays() {
    let duration = Duration.seconds(146_000 * 86_400) + .milliseconds(50)
    #expect(duration.shortDescription == "146000d00h00m00.05s")
    #expect(Duration.seconds(86_400 + 3).shortDescription == "1d00h00m03s")
    #expect(Duration.seconds(86_400).shortDescription == "1d")
  }

  @Test func thePixelAdviceNamesASizeReadAsCells() {
    let found = TapeParser.parse("Set Width 5000\n", file: "t.tape").diagnostics
    let text = found.map(\.description).joined(separator: "\n")
    #expect(text.contains("369 columns"), "\(text)")
    #expect(!text.contains("write Set Width 369"), "\(text)")
    #expect(text.contains("write Set Width 300 (or fewer)"), "\(text)")
    // A size that fits in cells is still advised as itself.
    let small = TapeParser.parse("Set Width 1200\n", file: "t.tape").diagnostics
    #expect(small.map(\.description).joined().contains("write Set Width 81 to say so"))
  }
}
