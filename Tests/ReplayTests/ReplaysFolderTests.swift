import Foundation
import Replay
import TestSupport
import Testing

/// Every tape in `replays/` is an end-to-end test of the real app.
enum ReplaysFolder {
  /// The repository's `replays/` folder, found from this file's path.
  static let path: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("replays").path

  /// The tape files in `replays/`, by name.
  static var tapes: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { $0.hasSuffix(".tape") }.sorted()
  }

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> String {
    let folder = ScratchFolder.url("replay")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }
}

@Test(.scratchFolder) func replaysFolderHoldsTheTapes() {
  #expect(ReplaysFolder.tapes.contains("first-policy-test.tape"))
  #expect(ReplaysFolder.tapes.count >= 10)
}

@Test(.scratchFolder, arguments: ReplaysFolder.tapes)
func replayPasses(_ name: String) throws {
  let outputs = try ReplaysFolder.temporaryFolder()
  defer { try? FileManager.default.removeItem(atPath: outputs) }
  let before = Set(try FileManager.default.contentsOfDirectory(atPath: ReplaysFolder.path))
  let runner = TapeRunner(options: RunnerOptions(outputDirectory: outputs))
  let result = runner.run(path: ReplaysFolder.path + "/" + name)
  #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
  // Outputs went to the temporary folder, never next to the tape.
  let after = Set(try FileManager.default.contentsOfDirectory(atPath: ReplaysFolder.path))
  #expect(
    after.subtracting(before).isEmpty, "written next to the tapes: \(after.subtracting(before))")
}
