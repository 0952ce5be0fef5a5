import Foundation
import TestSupport
import Testing

/// Runs the built `mamsim` binary as a child process and collects what it wrote.
struct CliHarness {
  /// What one run of mamsim gave back.
  struct Outcome {
    /// The exit status.
    var status: Int32
    /// Everything written on standard output.
    var output: String
    /// Everything written on standard error.
    var error: String
  }

  /// The repository's root folder, found from this file's path.
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder holding the test fixtures.
  static let fixtures: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The mamsim binary: next to the test bundle under `swift test`, else in `.build/debug`.
  static let binary: URL? = {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidates = [
      runner.deletingLastPathComponent().appendingPathComponent("mamsim"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("mamsim"),
      repositoryRoot.appendingPathComponent(".build/debug/mamsim"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs mamsim (or `program`, given `prefix` before `arguments`) with `arguments` in `folder`
  /// (the repository root unless told) and waits for it.
  static func run(
    _ arguments: [String], in folder: URL = repositoryRoot, environment: [String: String] = [:],
    program: String? = nil, prefix: [String] = []
  ) throws -> Outcome {
    let binary =
      try program.map { URL(fileURLWithPath: $0) }
      ?? #require(binary, "the mamsim binary was not found; build it first")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("mamsim-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = binary
    process.arguments = prefix + arguments
    process.currentDirectoryURL = folder
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Outcome(
      status: process.terminationStatus,
      output: try String(contentsOf: outURL, encoding: .utf8),
      error: try String(contentsOf: errURL, encoding: .utf8))
  }

  /// A fresh temporary folder for one test.
  static func temporaryFolder() throws -> URL {
    let folder = ScratchFolder.url("cli")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

@Test(.scratchFolder) func harnessFindsTheBuiltBinary() throws {
  let binary = try #require(CliHarness.binary)
  #expect(binary.lastPathComponent == "mamsim")
  #expect(FileManager.default.isExecutableFile(atPath: binary.path))
}
