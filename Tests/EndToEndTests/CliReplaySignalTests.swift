import Foundation
import TestSupport
import Testing

/// A headless `replay` stopped by a termination signal (Ctrl-C, a CI job's timeout): it stops
/// ffmpeg, leaves no half-made file and no earlier one replaced, tells what it stopped, and
/// ends by the signal.
@Suite(.scratchFolder) struct CliReplaySignalTests {
  /// Starts mamsim with `arguments` in `folder`, waits until it holds termination signals back
  /// (and until `ready` says so), sends `signal` and waits for it to end (at most 20 s).
  private func stop(
    _ arguments: [String], in folder: URL, with signal: Int32, environment: [String: String] = [:],
    ready: () -> Bool = { true }
  ) throws -> (process: Process, output: String, error: String) {
    let binary = try #require(CliHarness.binary)
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, !(blocksTermination(process.processIdentifier) && ready()),
      Date() < deadline
    {
      usleep(10_000)
    }
    kill(process.processIdentifier, signal)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("mamsim went on for 20 s after the signal")
    }
    process.waitUntilExit()
    return (
      process, try String(contentsOf: outURL, encoding: .utf8),
      try String(contentsOf: errURL, encoding: .utf8)
    )
  }

  /// Whether the process `pid` has SIGTERM blocked (its main thread, from /proc).
  private func blocksTermination(_ pid: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") }),
      let mask = UInt64(
        line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    else { return false }
    return mask & (1 << (UInt64(SIGTERM) - 1)) != 0
  }

  @Test func sigtermDuringAVideoStopsFFmpegAndLeavesTheEarlierFile() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // An ffmpeg that makes its output file and reads its frames for as long as they come.
    let tools = folder.appendingPathComponent("tools")
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    let ffmpeg = tools.appendingPathComponent("ffmpeg")
    try """
    #!/bin/sh
    for argument; do last=$argument; done
    : > "${last#file:}"
    echo $$ > ffmpeg.pid
    exec cat > /dev/null
    """.write(to: ffmpeg, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ffmpeg.path)
    try "Output \"demo.mp4\"\nSleep 2000s\nEnter\n".write(
      to: folder.appendingPathComponent("video.tape"), atomically: true, encoding: .utf8)
    let earlier = Data([0, 0, 0, 24] + Array("ftypisom an earlier video".utf8))
    try earlier.write(to: folder.appendingPathComponent("demo.mp4"))
    try Data("<testsuites/>".utf8).write(to: folder.appendingPathComponent("r.xml"))
    let pidFile = folder.appendingPathComponent("ffmpeg.pid")
    let ended = try stop(
      ["replay", "--junit", "r.xml", "video.tape"], in: folder, with: SIGTERM,
      environment: ["PATH": tools.path + ":/usr/bin:/bin"],
      ready: { FileManager.default.fileExists(atPath: pidFile.path) })

    #expect(ended.process.terminationReason == .uncaughtSignal)
    #expect(ended.process.terminationStatus == SIGTERM)
    #expect(
      ended.output.contains(
        "video.tape:1:8: cannot write demo.mp4: stopped by SIGTERM; the file there before, if "
          + "any, was left as it was"), "\(ended.output)")
    #expect(ended.output.contains("0 passed, 1 failed"))
    #expect(
      ended.error.contains(
        "mamsim: stopped by SIGTERM; the outputs not yet written and the JUnit report were left "
          + "as they were"), "\(ended.error)")
    #expect(try Data(contentsOf: folder.appendingPathComponent("demo.mp4")) == earlier)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("r.xml"), encoding: .utf8)
        == "<testsuites/>")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!left.contains { $0.contains(".tmp-") }, "\(left)")
    let pid = try #require(
      Int32(
        String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
      ))
    #expect(kill(pid, 0) != 0, "ffmpeg (\(pid)) still runs")
  }

  @Test func ctrlCDuringRepeatedPlaysStopsThemAndEndsBySIGINT() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = CliHarness.repositoryRoot.appendingPathComponent("replays/first-policy-test.tape")
    let ended = try stop(
      ["replay", "--jobs", "2", "--repeat", "10000000", tape.path], in: folder, with: SIGINT)
    #expect(ended.process.terminationReason == .uncaughtSignal)
    #expect(ended.process.terminationStatus == SIGINT)
    #expect(ended.output.contains("stopped by SIGINT"), "\(ended.output)")
    #expect(ended.error.contains("mamsim: stopped by SIGINT"), "\(ended.error)")
  }
}
