import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import Replay

/// A tape's outputs are written inside its folder when they are written, not only when the tape
/// is checked: a folder on the way swapped for a symbolic link after the tape was loaded is
/// refused at the write, and nothing lands where the link points.
@Suite(.scratchFolder) struct TapeOutputSwapTests {
  /// Replaces the folder `path` with a link to `target`, as another process could while the
  /// tape plays.
  private func swapForLink(_ path: String, to target: String) throws {
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
  }

  @Test(arguments: [
    ("Output \"out/x.txt\"\nEnter\n", "out"),
    ("Output \"out/deep/x.cast\"\nEnter\n", "out"),
    ("Enter\nScreenshot \"out/s.txt\"\n", "out"),
    ("Enter\nSnapshot \"home\"\n", "snapshots"),
  ])
  func aFolderSwappedForALinkAfterTheTapeLoadedIsNotWrittenThrough(
    tape text: String, folder: String
  ) throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let path = try scratch.write("t.tape", text)
    let outside = ScratchFolder.path("outside")
    try FileManager.default.createDirectory(
      atPath: outside + "/deep", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: scratch.folder + "/" + folder + "/deep", withIntermediateDirectories: true)
    let tape = try TapeLoader.load(path: path).get()
    try swapForLink(scratch.folder + "/" + folder, to: outside)
    let result = TapeRunner(options: RunnerOptions(updateSnapshots: true)).run(tape)
    #expect(!result.passed)
    let report = ReplayReport.lines(for: result).joined(separator: "\n")
    #expect(
      report.contains(
        "\(scratch.folder)/\(folder) is a symbolic link; mamsim does not write through links"),
      "\(report)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["deep"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside + "/deep").isEmpty)
  }

  @Test func theSameTapeWritesItsOutputsWhenNothingWasSwapped() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let path = try scratch.write(
      "t.tape", "Output \"out/deep/x.txt\"\nEnter\nScreenshot \"shots/s.txt\"\nSnapshot \"home\"\n")
    let tape = try TapeLoader.load(path: path).get()
    #expect(tape.outputFolders[scratch.folder + "/out/deep/x.txt"] == scratch.folder)
    let result = TapeRunner(options: RunnerOptions(updateSnapshots: true)).run(tape)
    #expect(result.passed, "\(ReplayReport.lines(for: result))")
    for name in ["out/deep/x.txt", "shots/s.txt", "snapshots/home.txt"] {
      #expect(FileManager.default.fileExists(atPath: scratch.folder + "/" + name), "\(name)")
    }
  }

  @Test func aLinkOnTheWayIsToldAsTheTapesCheckTellsIt() throws {
    let root = ScratchFolder.path("swap")
    let outside = ScratchFolder.path("outside")
    for folder in [root + "/out", outside] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    #expect(TapeOutputRules.placeProblem("out/x.txt", in: root, kind: .log) == nil)
    try swapForLink(root + "/out", to: outside)
    let problem = TapeFiles.write("text", to: root + "/out/x.txt", under: root)
    #expect(problem == TapeOutputRules.linkProblem(root + "/out"))
    #expect(problem == TapeOutputRules.placeProblem("out/x.txt", in: root, kind: .log))
    #expect(TapeFiles.write(Array("x".utf8), to: root + "/out/new/x.png", under: root) == problem)
    #expect(TapeFiles.makeFolders("out/new", under: root) == problem)
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    // Without a folder to stay in (a file a command-line option names), the link is followed.
    #expect(TapeFiles.write("text", to: root + "/out/x.txt") == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["x.txt"])
  }

  @Test func aVideoFolderSwappedForALinkWhileFFmpegRunsIsNotWrittenThrough() throws {
    let root = ScratchFolder.path("video")
    let outside = ScratchFolder.path("outside")
    for folder in [root + "/out", root + "/bin", outside] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    // A stand-in ffmpeg that, while it runs, moves `out` away and puts a link in its place,
    // then writes its file where it was told to.
    try """
    #!/bin/sh
    cat > /dev/null
    mv "\(root)/out" "\(root)/moved"
    ln -s "\(outside)" "\(root)/out"
    for last; do :; done
    echo video > "${last#file:}"

    """.write(toFile: root + "/bin/ffmpeg", atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: root + "/bin/ffmpeg")
    var recording = RasterRecording(width: 2, height: 1)
    recording.frame(CellBuffer(width: 2, height: 1), at: .zero)
    var options = RasterOptions()
    options.fontSize = 10
    let failure = VideoWriter.write(
      recording, to: root + "/out/x.webm", under: (root, "out/x.webm"), options: options,
      searchPath: root + "/bin")
    #expect(failure == nil, "\(String(describing: failure))")
    // The file is in the folder that was checked, now named `moved`; none went through the link.
    #expect(try String(contentsOfFile: root + "/moved/x.webm", encoding: .utf8) == "video\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/moved") == ["x.webm"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    // Once `out` is a link, the video is refused before ffmpeg starts.
    let refused = VideoWriter.write(
      recording, to: root + "/out/x.webm", under: (root, "out/x.webm"), options: options,
      searchPath: root + "/bin")
    #expect(refused?.message == TapeOutputRules.linkProblem(root + "/out"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
  }
}
