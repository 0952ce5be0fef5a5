import Foundation
import TestSupport
import Testing

/// What mamsim prints reaches standard output whole, or the command fails and says so; and a
/// closed standard output never makes mamsim print into a file it opened.
@Suite(.scratchFolder) struct CliStandardOutputTests {
  /// Runs `script` with `sh -c` in `folder`, `$MAMSIM` naming the built binary.
  private static func shell(_ script: String, in folder: URL) throws -> CliHarness.Outcome {
    let binary = try #require(CliHarness.binary, "the mamsim binary was not found; build it first")
    return try CliHarness.run(
      ["-c", script], in: folder, environment: ["MAMSIM": binary.path], program: "/bin/sh")
  }

  @Test func aFullDiskFailsTheCommandAndSaysSo() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in [
      #""$MAMSIM" scenario print"#, #""$MAMSIM" check replays/first-policy-test.tape"#,
    ] {
      let script = "cd '\(CliHarness.repositoryRoot.path)' && \(command) > /dev/full"
      let outcome = try Self.shell(script, in: folder)
      #expect(outcome.status == 1, "\(command)")
      #expect(
        outcome.error.contains("standard output could not be written"),
        "\(command)")
    }
    let fine = try Self.shell(
      "cd '\(CliHarness.repositoryRoot.path)' && \"$MAMSIM\" scenario print > /dev/null", in: folder
    )
    #expect(fine.status == 0)
    #expect(fine.error.isEmpty)
  }

  @Test func aClosedStandardOutputIsNeverWrittenIntoARecording() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = "Output \"out.txt\"\nType \"x\"\n"
    try tape.write(to: folder.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
    let outcome = try Self.shell(#""$MAMSIM" replay t.tape >&-"#, in: folder)
    #expect(outcome.status == 1)
    #expect(outcome.error.contains("standard output could not be written"))
    let written = try String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8)
    #expect(!written.contains("PASS"), "the summary went into the recording")
    #expect(!written.contains("passed"), "the summary went into the recording")
  }

  @Test func aFileNameWithALineBreakStaysOnItsLine() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "x\n::warning file=evil::injected.json"
    try Data("{".utf8).write(to: folder.appendingPathComponent(name))
    let outcome = try CliHarness.run(["check", "--github", name], in: folder)
    #expect(outcome.status == 1)
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.hasPrefix("::warning") }, "\(outcome.output)")
    #expect(
      lines.contains { $0.hasPrefix(#"x\n::warning file=evil::injected.json:"#) },
      "\(outcome.output)")
    #expect(lines.contains { $0.hasPrefix("::error file=x%0A") })
  }
}
