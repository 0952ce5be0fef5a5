import Foundation
import Testing

@testable import Replay

/// The drawings a runner shares between its plays change nothing a tape sees: every frame
/// recorded, every check and the last screen are the same as with a cache of each play's own.
@Suite struct SharedDrawingCacheTests {
  /// Tapes over the same screens in other sizes and languages, each recording every frame.
  private static let tapes: [(name: String, text: String)] = [
    (
      "plain", "Output plain.cast\nOutput plain.txt\nSet Width 100\nSet Height 30\n" + managedSignIn
    ),
    ("narrow", "Output narrow.cast\nSet Width 60\nSet Height 24\n" + managedSignIn),
    (
      "german",
      "Output german.cast\nSet Language de\nSet Width 100\nSet Height 30\n"
        + "Wait /Contoso/\nType \"alex@contoso.com\"\nTab\nType \"Pilot-Alex\"\nEnter\nSleep 2s\n"
    ),
    ("wrong", "Output wrong.cast\nWait /Sign in to Contoso/\nExpect \"never on screen\"\n"),
  ]

  /// What a play left: its result and the bytes of every recording.
  private struct Play: Equatable {
    var passed: Bool
    var failures: [String]
    var finalScreen: String?
    var outputs: [String: Data]
  }

  private func play(
    _ runner: TapeRunner, _ name: String, in scratch: RunnerScratch, outputs: String
  ) throws -> Play {
    try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
    let result = runner.run(path: scratch.folder + "/" + name + ".tape")
    var files: [String: Data] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: outputs) {
      files[file] = try Data(contentsOf: URL(fileURLWithPath: outputs + "/" + file))
      try FileManager.default.removeItem(atPath: outputs + "/" + file)
    }
    return Play(
      passed: result.passed, failures: result.failures.map(\.message),
      finalScreen: result.finalScreen, outputs: files)
  }

  @Test func playsWithTheSharedCacheEqualPlaysWithTheirOwn() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    for tape in Self.tapes { try scratch.write(tape.name + ".tape", tape.text) }
    let sharedFolder = scratch.folder + "/shared"
    let ownFolder = scratch.folder + "/own"
    // One runner for every play (later plays answer from what earlier ones wrapped), against a
    // new runner, with a new cache, for each play.
    let shared = TapeRunner(options: RunnerOptions(outputDirectory: sharedFolder))
    let order = Self.tapes.map(\.name) + Self.tapes.map(\.name).reversed()
    for name in order {
      let cached = try play(shared, name, in: scratch, outputs: sharedFolder)
      let own = try play(
        TapeRunner(options: RunnerOptions(outputDirectory: ownFolder)), name, in: scratch,
        outputs: ownFolder)
      #expect(cached == own, "\(name)")
      #expect(!cached.outputs.isEmpty, "\(name) recorded nothing")
      #expect(cached.passed == (name != "wrong"), "\(name)")
    }
  }

  @Test func repeatedPlaysOnSeveralThreadsShareItAndPass() throws {
    guard
      case .success(let tape) = TapeLoader.load(
        text: "Set Width 100\nSet Height 30\n" + managedSignIn, file: "t.tape", folder: ".")
    else {
      Issue.record("the tape does not load")
      return
    }
    let plays = TapeRunner(options: RunnerOptions(writesOutputs: false)).play(
      tape, times: 12, workers: 3)
    #expect(plays.played == 12)
    #expect(plays.result.passed)
  }
}
