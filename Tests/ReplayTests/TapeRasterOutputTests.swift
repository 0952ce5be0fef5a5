import Foundation
import TestSupport
import Testing

@testable import Replay

/// Tests of GIF, PNG and video outputs as tapes ask for them: where they may be written, what
/// they may overwrite, what the settings do, and the GIF the README shows.
@Suite(
  .scratchFolder,
  .enabled(if: RasterFontFiles.standard.problem == nil, "fonts-dejavu-core is not installed"))
struct TapeRasterOutputTests {
  private func problems(_ text: String, in root: String) -> [TapeDiagnostic] {
    switch TapeLoader.load(text: text, file: root + "/t.tape", folder: root) {
    case .success: []
    case .failure(let failure): failure.diagnostics
    }
  }

  @Test func onlyAGIFOrAPNGIsOverwrittenAndNeverThroughALink() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let root = scratch.folder
    try Data(Array("GIF89a".utf8) + [1, 0, 1, 0]).write(to: URL(fileURLWithPath: root + "/old.gif"))
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(
      to: URL(fileURLWithPath: root + "/old.png"))
    try scratch.write("notes.gif", "my precious notes\n")
    try scratch.write("notes.png", "GIF89a, not a PNG\n")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/link.gif", withDestinationPath: root + "/old.gif")
    #expect(problems("Output \"old.gif\"\nEnter\nScreenshot \"old.png\"\n", in: root).isEmpty)
    let found = problems(
      "Output \"notes.gif\"\nOutput \"link.gif\"\nEnter\nScreenshot \"notes.png\"\n", in: root)
    #expect(found.map(\.location.line) == [1, 2, 4])
    #expect(found.first?.message.contains("is not a GIF image") == true, "\(found)")
    #expect(found.dropFirst().first?.message.contains("symbolic link") == true)
    #expect(found.last?.message.contains("is not a PNG image") == true)
    // A video overwrites only an MP4 or a WebM.
    try scratch.write("notes.mp4", "not a video\n")
    let video = problems("Output \"notes.mp4\"\nEnter\n", in: root)
    #expect(video.count == 1 && video.first?.location.line == 1)
    #expect(
      video.first.map {
        $0.message.contains("is not an MP4 or WebM video") || $0.message.contains("ffmpeg")
      } == true)
  }

  @Test func aVideoWithoutFFmpegIsRefusedAtItsLine() throws {
    guard VideoWriter.ffmpeg(searchPath: VideoWriter.processSearchPath) == nil else { return }
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let found = problems("Set Width 40\nOutput \"demo.webm\"\nEnter\n", in: scratch.folder)
    #expect(found.map(\.location.line) == [2])
    #expect(found.first?.message.contains("apt-get install ffmpeg") == true, "\(found)")
  }

  @Test func aPictureTooLargeToDrawIsRefusedAtItsLineWhenTheTapeIsRead() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let root = scratch.folder
    let huge =
      "Output \"big.gif\"\nSet Width 300\nSet Height 100\nSet FontSize 128\nEnter\n"
      + "Screenshot \"big.png\"\nScreenshot \"big.txt\"\n"
    let refused = problems(huge, in: root)
    #expect(refused.map(\.location.line) == [1, 6], "each picture line, not the text one")
    #expect(refused.allSatisfy { $0.message.contains("more than mamsim draws") })
    #expect(refused.first?.message.contains("lower Set FontSize") == true)
    // Sides within the side limit may break the other one: the message names both.
    let area = RasterLimits.sizeProblem(width: 13_000, height: 8_600)?.message ?? ""
    #expect(area.contains("and 67108864 pixels in all"), "\(area)")
    // The same size in text, or in pixels at a smaller font, is fine.
    #expect(
      problems("Output \"big.txt\"\nSet Width 300\nSet Height 100\nEnter\n", in: root).isEmpty)
    #expect(
      problems(
        "Output \"ok.gif\"\nSet Width 300\nSet Height 100\nSet FontSize 12\nEnter\n", in: root
      )
      .isEmpty)
  }

  @Test func settingsReachTheRecorder() throws {
    let tape = try TapeLoader.load(
      text: """
        Set FontSize 16
        Set Padding 8
        Set Framerate 25
        Set PlaybackSpeed 1.5
        Set LoopOffset 40%
        Set Loop false
        Enter

        """, file: "t.tape", folder: "."
    ).get()
    var expected = RasterOptions()
    expected.fontSize = 16
    expected.padding = 8
    expected.framerate = 25
    expected.playbackSpeed = 1.5
    expected.loopOffset = .percent(40)
    expected.loops = false
    #expect(tape.raster == expected)
    #expect(tape.warnings.isEmpty, "\(tape.warnings)")
    let frames = try TapeLoader.load(
      text: "Set LoopOffset 12\nEnter\n", file: "t.tape", folder: "."
    ).get()
    #expect(frames.raster.loopOffset == .frames(12))
    // Values out of range are refused at their column, saying what to write.
    let refused = TapeParser.parse(
      "Set FontSize 999\nSet LoopOffset 150%\nSet PlaybackSpeed fast\n", file: "r.tape"
    ).diagnostics.map(\.description)
    #expect(
      refused == [
        "r.tape:1:14: 999 is not a font size (write a whole number of pixels from 6 to 128)",
        "r.tape:2:16: 150% is not a loop offset (write a frame number, as in 5, or a share of "
          + "the recording, as in 50%)",
        "r.tape:3:19: fast is not a playback speed (write a number from 0.1 to 10, as in 0.5 "
          + "(half speed) or 2)",
      ])
  }

  @Test(.enabled(if: ImageMagick.available, ImageMagick.missing))
  func aTapeWritesAGIFAndAPNGScreenshot() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write(
      "pixels.tape",
      """
      Set Width 60
      Set Height 24
      Set FontSize 14
      Set Padding 0
      Output "out/demo.gif"
      Wait /Sign in to Contoso/
      Type "alex"
      Screenshot "shot.png"

      """)
    let result = scratch.run("pixels.tape")
    #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
    let font = try RasterFont.open(files: .standard, pixelSize: 14).get()
    let size = "\(60 * font.cellWidth) \(24 * font.cellHeight)"
    let gif = try #require(ImageMagick.frames(scratch.folder + "/out/demo.gif"))
    // A frame per typed key (the first one shares its 20 ms tick with the first screen).
    #expect(gif.count >= 4)
    #expect(gif.first?.hasPrefix(size + " 0 0 ") == true, "\(gif)")
    let png = try #require(ImageMagick.frames(scratch.folder + "/shot.png"))
    #expect(png == [size + " 0 0 0"])
    // The screenshot is the GIF's last screen: the same pixels but for antialiasing shades,
    // which the GIF's palette rounds.
    let last = try #require(ImageMagick.rgbFrames(scratch.folder + "/out/demo.gif")?.last)
    let shot = try #require(ImageMagick.rgbFrames(scratch.folder + "/shot.png")?.first)
    let largest = zip(last, shot).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(last.count == shot.count)
    #expect(largest <= 16, "a channel differs by \(largest)")
  }

  /// The GIF `replay --gif` makes of `replays/demo-branded.tape`, in a fresh folder.
  private func recordDemo() throws -> Data {
    let folder = try ReplaysFolder.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let options = RunnerOptions(outputDirectory: folder, gifDirectory: folder)
    let result = TapeRunner(options: options).run(path: ReplaysFolder.path + "/demo-branded.tape")
    #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
    return try Data(contentsOf: URL(fileURLWithPath: folder + "/demo-branded.gif"))
  }

  @Test func demoGIFInTheDocsIsUpToDate() throws {
    // The README shows docs/demo-branded.gif: it must be what the tape records today.
    let recorded = try recordDemo()
    #expect(recorded == (try recordDemo()))
    let docs = URL(fileURLWithPath: ReplaysFolder.path).deletingLastPathComponent()
      .appendingPathComponent("docs/demo-branded.gif")
    #expect(
      try Data(contentsOf: docs) == recorded,
      "docs/demo-branded.gif is stale: run swift run mamsim replay --gif docs replays/demo-branded.tape"
    )
  }
}
