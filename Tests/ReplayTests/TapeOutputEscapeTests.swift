import Foundation
import TestSupport
import Testing

@testable import Replay

/// A tape writes only inside its own folder: an output path with `..` anywhere, even one that
/// would come back inside (`a/../x`), is refused at its line by `check` and by `replay`, which
/// write nothing.
@Suite(.scratchFolder) struct TapeOutputEscapeTests {
  static let paths = [
    "a/../../x.cast", "./../x.txt", "a/b/../../../x.txt", "a/../x.cast", "../x.svg",
    "a/./../x.txt",
  ]

  @Test(arguments: paths)
  func anOutputGoingUpIsRefusedAtItsLine(path: String) throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let tapePath = try scratch.write("up.tape", "Set Width 80\nOutput \"\(path)\"\nEnter\n")
    let expected =
      "\(tapePath):2:8: \"\(path)\" goes up with ..; a tape writes only inside its own folder "
      + "(or --output-dir)"
    // `check` reads the tape's diagnostics.
    let checked = TapeLoader.diagnostics(path: tapePath).map(\.description)
    #expect(checked.contains { $0.hasPrefix(expected) }, "\(checked)")
    // `replay` loads it, and plays nothing.
    let result = scratch.run("up.tape")
    #expect(!result.passed)
    let report = ReplayReport.lines(for: result).joined(separator: "\n")
    #expect(report.contains(expected), "\(report)")
    #expect(!FileManager.default.fileExists(atPath: scratch.folder + "/x.cast"))
    #expect(!FileManager.default.fileExists(atPath: scratch.folder + "/x.txt"))
  }

  @Test func screenshotsAndSnapshotsGoingUpAreRefusedToo() {
    for line in [
      "Screenshot \"./../x.txt\"", "Screenshot \"a/../x.txt\"", "Snapshot \"a/../../s\"",
    ] {
      let found = TapeParser.parse("Enter\n\(line)\n", file: "t.tape").diagnostics
      #expect(found.contains { $0.isError && $0.location.line == 2 }, "\(line): \(found)")
      #expect(found.first?.description.contains("goes up with ..") == true, "\(found)")
    }
  }

  @Test func pathsInsideTheFolderAreAccepted() {
    for path in ["x.cast", "a/x.cast", "./a/x.txt", "a..b/x.txt", "a/..b/x.txt", "...txt"] {
      #expect(TapeOutputRules.escapeProblem(path) == nil, "\(path)")
    }
  }
}
