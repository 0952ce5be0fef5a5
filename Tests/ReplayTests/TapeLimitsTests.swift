import Foundation
import TestSupport
import Testing

@testable import Replay

/// A fresh folder under the temporary directory holding `files` (name → text).
private func limitsFolder(_ files: [String: String]) throws -> String {
  let root = ScratchFolder.url("tape-limits")
  try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  for (name, text) in files {
    try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }
  return root.path
}

/// The diagnostics of a load, failed or not.
private func diagnostics(_ result: Result<Tape, TapeLoadFailure>) -> [TapeDiagnostic] {
  switch result {
  case .success(let tape): tape.warnings
  case .failure(let failure): failure.diagnostics
  }
}

/// Tests that every tape limit is reported at its place, quickly, and that nothing past it runs.
@Suite(.scratchFolder) struct TapeLimitsTests {
  /// Loads `text` and gives its diagnostics with the time the load took.
  private func timedLoad(_ text: String) -> ([TapeDiagnostic], Duration) {
    let clock = ContinuousClock()
    var found: [TapeDiagnostic] = []
    let elapsed = clock.measure {
      found = diagnostics(TapeLoader.load(text: text, file: "t.tape", folder: "."))
    }
    return (found, elapsed)
  }

  @Test func deeplyNestedRegexIsRefusedBeforeCompiling() {
    let (found, elapsed) = timedLoad("Enter\nWait /" + String(repeating: "[", count: 900) + "/\n")
    #expect(found.count == 1)
    #expect(found.first?.location == SourceLocation(file: "t.tape", line: 2, column: 6))
    #expect(found.first?.message.contains("nest 900 deep") == true)
    let (long, _) = timedLoad("Wait /" + String(repeating: "[", count: 2100) + "/\n")
    #expect(long.first?.message.contains("2100 characters long") == true)
    #expect(elapsed < HangGuard.limit)
  }

  @Test func longRegexIsRefused() {
    let (found, _) = timedLoad("Expect /" + String(repeating: "a", count: 1001) + "/\n")
    #expect(found.first?.message.contains("at most 1000") == true)
    #expect(found.first?.location.line == 1)
  }

  @Test func regexNestingWithinTheLimitIsAccepted() {
    let nested = String(repeating: "(", count: 32) + "a" + String(repeating: ")", count: 32)
    let (found, _) = timedLoad("Expect /\(nested)/\n")
    #expect(found.isEmpty)
    #expect(TextPattern.regex(String(repeating: "[", count: 2100)).matches("[[") == false)
  }

  @Test func hugeUnknownWordIsRefusedQuicklyAsALongLine() {
    let (found, elapsed) = timedLoad("Enter\n" + String(repeating: "x", count: 1_000_000) + "\n")
    #expect(found.count == 1)
    #expect(found.first?.location == SourceLocation(file: "t.tape", line: 2, column: 1))
    #expect(found.first?.message.contains("at most 4096") == true)
    #expect(elapsed < HangGuard.limit)
  }

  @Test func longUnknownWordWithinTheLineGetsNoHintAndAShortMessage() {
    let word = String(repeating: "Q", count: 4000)
    let (found, elapsed) = timedLoad(word + "\n")
    #expect(found.count == 1)
    #expect((found.first?.message.count ?? 0) < 100)
    #expect(found.first?.hint == nil)
    #expect(elapsed < HangGuard.limit)
  }

  @Test func sourceFanOutIsBoundedByTheTotal() throws {
    var files: [String: String] = [:]
    for level in 0..<8 {
      files["t\(level).tape"] = String(repeating: "Source \"t\(level + 1).tape\"\n", count: 10)
    }
    files["t8.tape"] = "Enter\n"
    let root = try limitsFolder(files)
    let clock = ContinuousClock()
    var found: [TapeDiagnostic] = []
    let elapsed = clock.measure { found = diagnostics(TapeLoader.load(path: root + "/t0.tape")) }
    #expect(elapsed < HangGuard.limit)
    #expect(found.filter(\.isError).count == 1)
    #expect(found.first?.message.contains("at most 1000 in all") == true)
    #expect(found.first?.location.line != nil)
  }

  @Test func commandCountIsBoundedOnceSourceIsExpanded() throws {
    let root = try limitsFolder([
      "many.tape": String(repeating: "Enter\n", count: 2000),
      "main.tape": String(repeating: "Source \"many.tape\"\n", count: 60),
    ])
    let found = diagnostics(TapeLoader.load(path: root + "/main.tape"))
    #expect(found.filter(\.isError).count == 1)
    #expect(found.first?.message.contains("more than 100000 commands") == true)
  }

  @Test func tooLargeTapeFileIsRefused() throws {
    let root = try limitsFolder([
      "big.tape": String(repeating: "Enter\n", count: TapeLimits.maximumFileBytes / 6 + 1)
    ])
    let found = diagnostics(TapeLoader.load(path: root + "/big.tape"))
    #expect(
      found.map(\.message) == ["the tape is larger than 1048576 bytes, the most a tape may be"])
  }

  @Test func durationsHaveADocumentedMaximum() {
    #expect(TapeDuration.parse("36500d") == .seconds(36_500 * 86_400))
    #expect(TapeDuration.parse("36501d") == nil)
    let (found, _) = timedLoad("Advance 100000d\n")
    #expect(found.first?.location == SourceLocation(file: "t.tape", line: 1, column: 9))
    #expect(found.first?.description.contains("at most 36500d") == true)
  }

  /// Every key is a step of the program, so a tape within the size limit could otherwise run for
  /// minutes (5,000 lines of `Enter 10000`): the keys of the whole tape are counted and the line
  /// that passes the limit is named.
  @Test func keysPressedAreBoundedForTheWholeTape() throws {
    let lines = ["Wait /Sign in/"] + Array(repeating: "Enter 10000", count: 10) + ["Type \"ab\""]
    let found = diagnostics(
      TapeLoader.load(text: lines.joined(separator: "\n") + "\n", file: "t.tape", folder: "."))
    #expect(found.count == 1)
    #expect(found.first?.location.line == 12)
    #expect(found.first?.message.contains("more than 100000 keys") == true, "\(found)")
    let within = ["Wait /Sign in/"] + Array(repeating: "Enter 10000", count: 10)
    #expect(
      diagnostics(
        TapeLoader.load(text: within.joined(separator: "\n") + "\n", file: "t.tape", folder: ".")
      ).isEmpty)
  }
}
