import Foundation
import TestSupport
import Testing

/// A tape asking for a video on a machine without ffmpeg on PATH: `check` warns at its `Output`
/// line (the machine, not the tape, lacks something) and passes; `replay` refuses to play it;
/// both say what to install.
@Test(.scratchFolder) func aVideoOutputWithoutFFmpegOnPathSaysWhatToInstall() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  try "Set Width 60\nOutput \"demo.mp4\"\nEnter\n".write(
    to: folder.appendingPathComponent("video.tape"), atomically: true, encoding: .utf8)
  for command in ["check", "replay"] {
    let outcome = try CliHarness.run(
      [command, "video.tape"], in: folder, environment: ["PATH": ""])
    #expect(outcome.status == (command == "check" ? 0 : 1), "\(command)")
    let said = outcome.output + outcome.error
    let place = command == "check" ? "video.tape:2:1: warning: " : "video.tape:2:1: "
    #expect(said.contains(place + "ffmpeg is not on PATH"), "\(command): \(said)")
    #expect(said.contains("install the Debian package ffmpeg (apt-get install ffmpeg)"), "\(said)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo.mp4").path))
  }
}

/// The JUnit report of that tape calls it a missing tool, with what to install, not an
/// unreadable tape: the tape is fine.
@Test(.scratchFolder) func aVideoWithoutFFmpegIsAMissingToolInTheJUnitReport()
  throws
{
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  try "Set Width 60\nOutput \"demo.mp4\"\nEnter\n".write(
    to: folder.appendingPathComponent("video.tape"), atomically: true, encoding: .utf8)
  let outcome = try CliHarness.run(
    ["replay", "--junit", "r.xml", "video.tape"], in: folder, environment: ["PATH": ""])
  #expect(outcome.status == 1)
  let report = try String(contentsOf: folder.appendingPathComponent("r.xml"), encoding: .utf8)
  #expect(report.contains("type=\"missing tool\""), "\(report)")
  #expect(!report.contains("unreadable tape"))
  #expect(report.contains("<error message=\"not run: ffmpeg is not on PATH"), "\(report)")
  #expect(report.contains("install the Debian package ffmpeg (apt-get install ffmpeg)"))
}
