import Foundation
import Testing

/// A tape asking for a video on a machine without ffmpeg on PATH: `check` and `replay` refuse
/// it at its `Output` line and say what to install.
@Test func aVideoOutputWithoutFFmpegOnPathSaysWhatToInstall() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  try "Set Width 60\nOutput \"demo.mp4\"\nEnter\n".write(
    to: folder.appendingPathComponent("video.tape"), atomically: true, encoding: .utf8)
  for command in ["check", "replay"] {
    let outcome = try CliHarness.run(
      [command, "video.tape"], in: folder, environment: ["PATH": ""])
    #expect(outcome.status == 1, "\(command)")
    let said = outcome.output + outcome.error
    #expect(said.contains("video.tape:2:"), "\(command): \(said)")
    #expect(said.contains("install the Debian package ffmpeg (apt-get install ffmpeg)"), "\(said)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo.mp4").path))
  }
}
