import Foundation
import Screens
import SessionEngine
import TerminalUI
import TestSupport
import Testing

@testable import Replay

private let red = RGBColor(red: 0xFF, green: 0, blue: 0)
private let black = RGBColor(red: 0, green: 0, blue: 0)
private let canvas = AnimatedSVGWriter.defaultBackground

/// Small pictures for the tests: a 20 px font, 10 px of padding.
private var smallOptions: RasterOptions {
  var options = RasterOptions()
  options.fontSize = 20
  options.padding = 10
  return options
}

/// The cell size DejaVu Sans Mono gives at `size` pixels.
private func cellSize(_ size: Int) throws -> (width: Int, height: Int, baseline: Int) {
  let font = try RasterFont.open(files: .standard, pixelSize: size).get()
  return (font.cellWidth, font.cellHeight, font.baseline)
}

/// A 6 × 2 screen in the terminal's own colours with a red-on-black "H" at column 2 of row 0.
private func screenWithH() -> CellBuffer {
  var screen = CellBuffer(width: 6, height: 2)
  screen.put(
    "H", x: 2, y: 0, style: CellStyle(foreground: .rgb(red), background: .rgb(black)))
  return screen
}

/// Writes `bytes` to a fresh temporary file named `name`; its path.
private func temporary(_ bytes: [UInt8], _ name: String) throws -> String {
  let folder = try ReplaysFolder.temporaryFolder()
  let path = folder + "/" + name
  try Data(bytes).write(to: URL(fileURLWithPath: path))
  return path
}

/// The pixel at (`x`, `y`) of an RGB picture `width` wide.
private func pixel(_ rgb: [UInt8], width: Int, _ x: Int, _ y: Int) -> RGBColor {
  let index = (y * width + x) * 3
  return RGBColor(red: rgb[index], green: rgb[index + 1], blue: rgb[index + 2])
}

/// A recording of three screens: blank at 0, an "H" at 0.5 s, an "I" beside it at 1.5 s.
private func threeScreens() -> RasterRecording {
  var recording = RasterRecording(width: 6, height: 2)
  var screen = CellBuffer(width: 6, height: 2)
  recording.frame(screen, at: .zero)
  screen.put("H", x: 0, y: 0)
  recording.frame(screen, at: .milliseconds(500))
  screen.put("I", x: 1, y: 0)
  recording.frame(screen, at: .milliseconds(1500))
  return recording
}

@Suite(
  .scratchFolder,
  .enabled(if: RasterFontFiles.standard.problem == nil, "fonts-dejavu-core is not installed"))
struct RasterOutputTests {
  @Test(.enabled(if: ImageMagick.available, ImageMagick.missing))
  func aPNGShowsAKnownGlyphAtItsPlaceInItsColours() throws {
    let cell = try cellSize(20)
    let png = try PNGWriter.render(screenWithH(), options: smallOptions).get()
    let path = try temporary(png, "h.png")
    let frames = try #require(ImageMagick.frames(path))
    let (width, height) = (6 * cell.width + 20, 2 * cell.height + 20)
    #expect(frames == ["\(width) \(height) 0 0 0"])
    let rgb = try #require(ImageMagick.rgbFrames(path)?.first)
    // The padding and the cells around the H are the canvas colour, exactly.
    #expect(pixel(rgb, width: width, 0, 0) == canvas)
    for y in 10..<(10 + cell.height) {
      for x in (10 + cell.width)..<(10 + 2 * cell.width) {
        #expect(pixel(rgb, width: width, x, y) == canvas)
      }
    }
    // The H's cell holds only shades from black to red, and its stems are solid red: a full
    // column on each side at mid-height, and the bar joining them.
    let left = 10 + 2 * cell.width
    var solid: [Int: Int] = [:]
    for y in 10..<(10 + cell.height) {
      for x in left..<(left + cell.width) {
        let color = pixel(rgb, width: width, x, y)
        #expect(color.green == 0 && color.blue == 0, "(\(x), \(y)) is \(color)")
        if color == red { solid[x - left, default: 0] += 1 }
      }
    }
    let stems = solid.filter { $0.value >= cell.height / 3 }.keys.sorted()
    #expect(stems.count >= 2, "\(solid)")
    #expect((stems.first ?? 0) < cell.width / 2 && (stems.last ?? 0) >= cell.width / 2)
    let middle = 10 + cell.baseline - cell.baseline * 4 / 10
    let bar = (left..<(left + cell.width)).filter { x in
      (middle - 2...middle + 2).contains { y in pixel(rgb, width: width, x, y) == red }
    }
    #expect(bar.count >= cell.width / 2, "bar \(bar)")
  }

  @Test(.enabled(if: ImageMagick.available, ImageMagick.missing))
  func aGIFHasItsFramesDelaysAndChangedRectangles() throws {
    let cell = try cellSize(20)
    let gif = try AnimatedGIFWriter.render(threeScreens(), options: smallOptions).get()
    let path = try temporary(gif, "three.gif")
    let frames = try #require(ImageMagick.frames(path))
    let (width, height) = (6 * cell.width + 20, 2 * cell.height + 20)
    // The whole picture, then only the H's cell, then only the I's; the last stays 1 s.
    #expect(
      frames == [
        "\(width) \(height) 0 0 50", "\(cell.width) \(cell.height) 10 10 100",
        "\(cell.width) \(cell.height) \(10 + cell.width) 10 100",
      ])
    let pictures = try #require(ImageMagick.rgbFrames(path))
    #expect(pictures.count == 3)
    // The H drawn in the second frame is still there in the third.
    let hCell = (10..<(10 + cell.height)).flatMap { y in
      (10..<(10 + cell.width)).map { x in pixel(pictures[2], width: width, x, y) }
    }
    #expect(hCell.contains(AnimatedSVGWriter.defaultForeground))
    #expect(pixel(pictures[0], width: width, 15, 15) == canvas)
    // Unchanged pixels of a frame are transparent: what shows is what a GIF of the last screen
    // alone shows.
    var alone = RasterRecording(width: 6, height: 2)
    var screens = RasterScreenCursor(threeScreens())
    alone.frame(screens.move(to: 2), at: .zero)
    let still = try AnimatedGIFWriter.render(alone, options: smallOptions).get()
    let stillPicture = try #require(ImageMagick.rgbFrames(try temporary(still, "alone.gif")))
    #expect(stillPicture.count == 1)
    let layeredAsAlone = stillPicture.first == pictures[2]
    #expect(layeredAsAlone, "the layered frames differ from the last screen")
    #expect(gif.starts(with: Array("GIF89a".utf8)))
    #expect(gif.last == 0x3B)
  }

  @Test func aRecordingKeepsChangesAndRebuildsEveryScreen() {
    // Wide characters written over narrow ones and back, styles, the cursor moving and hiding.
    var screen = CellBuffer(width: 12, height: 3)
    var originals: [CellBuffer] = []
    var recording = RasterRecording(width: 12, height: 3)
    let edits: [(inout CellBuffer) -> Void] = [
      { $0.put("hello", x: 0, y: 0) },
      { $0.put("中文", x: 1, y: 0, style: CellStyle(foreground: .rgb(red), bold: true)) },
      { $0.cursorPosition = CursorPosition(x: 3, y: 1) },
      { $0.put("ab", x: 2, y: 0) },
      { $0.put("x", x: 11, y: 2, style: CellStyle(underline: true, reverse: true)) },
      { $0.cursorPosition = nil },
      { $0.put("😀z", x: 4, y: 1) },
    ]
    originals.append(screen)
    recording.frame(screen, at: .zero)
    for (index, edit) in edits.enumerated() {
      edit(&screen)
      originals.append(screen)
      recording.frame(screen, at: .milliseconds(100 * (index + 1)))
    }
    #expect(recording.frameCount == originals.count)
    var cursor = RasterScreenCursor(recording)
    for (index, original) in originals.enumerated() {
      #expect(cursor.move(to: index) == original, "screen \(index)")
    }
    // Going back starts again from the first screen.
    #expect(cursor.move(to: 1) == originals[1])
    #expect(cursor.move(to: 99) == originals[originals.count - 1])
  }

  @Test func gifsAndPNGsAreTheSameBytesEveryTime() throws {
    let first = try AnimatedGIFWriter.render(threeScreens(), options: smallOptions).get()
    let second = try AnimatedGIFWriter.render(threeScreens(), options: smallOptions).get()
    #expect(first == second)
    let png = try PNGWriter.render(screenWithH(), options: smallOptions).get()
    #expect(png == (try PNGWriter.render(screenWithH(), options: smallOptions).get()))
  }

  @Test(.enabled(if: ImageMagick.available, ImageMagick.missing))
  func settingsChangeTimingLoopAndSize() throws {
    func delays(_ options: RasterOptions) throws -> [String] {
      let gif = try AnimatedGIFWriter.render(threeScreens(), options: options).get()
      let path = try temporary(gif, "timed.gif")
      return try #require(ImageMagick.frames(path)).map { String($0.split(separator: " ")[4]) }
    }
    var faster = smallOptions
    faster.playbackSpeed = 2
    // Times halve and snap to the 20 ms ticks of 50 frames a second: 0.25 s shows at 0.26 s.
    #expect(try delays(faster) == ["26", "50", "50"])
    // Starting half-way (1.26 s of 2.5 s, on a 20 ms tick): the rest of the H, the H and I,
    // the blank screen, then the beginning of the H (0.5 s to 1.26 s).
    var offset = smallOptions
    offset.loopOffset = .percent(50)
    #expect(try delays(offset) == ["24", "100", "50", "76"])
    var frames = smallOptions
    frames.loopOffset = .frames(25)
    #expect(try delays(frames) == ["100", "100", "50"])
    // Screens closer than a tick: only the last of them is shown.
    var quick = RasterRecording(width: 6, height: 2)
    var screen = CellBuffer(width: 6, height: 2)
    quick.frame(screen, at: .zero)
    screen.put("a", x: 0, y: 0)
    quick.frame(screen, at: .milliseconds(1))
    screen.put("b", x: 1, y: 0)
    quick.frame(screen, at: .milliseconds(300))
    let gif = try AnimatedGIFWriter.render(quick, options: smallOptions).get()
    let path = try temporary(gif, "quick.gif")
    #expect(try #require(ImageMagick.frames(path)).count == 2)
    // Loops unless Set Loop false; a bigger font makes a bigger picture.
    #expect(gif.windowContains(Array("NETSCAPE2.0".utf8)))
    var once = smallOptions
    once.loops = false
    let still = try AnimatedGIFWriter.render(threeScreens(), options: once).get()
    #expect(!still.windowContains(Array("NETSCAPE2.0".utf8)))
    var large = smallOptions
    large.fontSize = 40
    let big = try PNGWriter.render(screenWithH(), options: large).get()
    let cell = try cellSize(40)
    let bigFrames = try #require(ImageMagick.frames(try temporary(big, "big.png")))
    #expect(bigFrames == ["\(6 * cell.width + 20) \(2 * cell.height + 20) 0 0 0"])
  }

  @Test(.enabled(if: ImageMagick.available, ImageMagick.missing))
  func manyColoursStillMakeAValidGIF() throws {
    var screen = CellBuffer(width: 40, height: 10)
    for index in 0..<400 {
      let color = RGBColor(red: UInt8(index % 256), green: UInt8(index / 2 % 256), blue: 99)
      screen.put(
        "#", x: index % 40, y: index / 40,
        style: CellStyle(foreground: .rgb(color), background: .rgb(color)))
    }
    var recording = RasterRecording(width: 40, height: 10)
    recording.frame(screen, at: .zero)
    let gif = try AnimatedGIFWriter.render(recording, options: smallOptions).get()
    #expect(try #require(ImageMagick.frames(try temporary(gif, "many.gif"))).count == 1)
  }

  @Test func wideCharactersTakeTwoCellsAndMissingGlyphsABox() throws {
    let cell = try cellSize(20)
    // No fallback font: a Chinese character is a box over its two cells.
    let bare = RasterFontFiles(
      regular: RasterFontFiles.standard.regular, bold: RasterFontFiles.standard.bold,
      fallbacks: [])
    let font = try RasterFont.open(files: bare, pixelSize: 20).get()
    let box = font.glyph("中", bold: false, cells: 2)
    #expect(box.width == 2 * cell.width - 4)
    #expect(box.coverage.first == 255 && box.coverage.last == 255)
    // With the installed fonts, the screen is drawn whatever the fallbacks are.
    var screen = CellBuffer(width: 6, height: 1)
    screen.put("中a", x: 0, y: 0)
    #expect(screen[1, 0].isContinuation)
    let png = try PNGWriter.render(screen, options: smallOptions).get()
    #expect(png.count > 100)
    let boxed = try PNGWriter.render(screen, options: smallOptions, fonts: bare).get()
    #expect(boxed.count > 100)
  }

  @Test func boxLinesRunToTheCellEdgesSoFramesJoin() throws {
    let font = try RasterFont.open(files: .standard, pixelSize: 20).get()
    let (width, height) = (font.cellWidth, font.cellHeight)
    let vertical = font.glyph("│", bold: false, cells: 1)
    #expect(vertical.width == width && vertical.height == height)
    #expect(vertical.left == 0 && vertical.top == 0)
    let middle = width / 2
    let column = (0..<height).map { vertical.coverage[$0 * width + middle] }
    #expect(column.allSatisfy { $0 == 255 }, "a vertical line covers every row of its cell")
    let horizontal = font.glyph("─", bold: false, cells: 1)
    let row = (0..<width).map { horizontal.coverage[(height / 2) * width + $0] }
    #expect(row.allSatisfy { $0 == 255 }, "a horizontal line covers every column of its cell")
    // A rounded corner reaches the right and bottom edges only.
    let corner = font.glyph("╭", bold: false, cells: 1)
    #expect(corner.coverage[(height - 1) * width + middle] == 255)
    #expect(corner.coverage[(height / 2) * width + width - 1] == 255)
    #expect(corner.coverage[middle] == 0 && corner.coverage[(height / 2) * width] == 0)
    // Any other character still comes from the font.
    #expect(font.glyph("H", bold: false, cells: 1).height < height)
  }

  @Test func aMissingFontNamesThePackageToInstall() {
    let missing = RasterFontFiles(
      regular: "/nonexistent/DejaVuSansMono.ttf", bold: "/nonexistent/b.ttf", fallbacks: [])
    let message = missing.problem ?? ""
    #expect(message.contains("fonts-dejavu-core"))
    #expect(message.contains("/nonexistent/DejaVuSansMono.ttf"))
    let failure = AnimatedGIFWriter.render(threeScreens(), options: smallOptions, fonts: missing)
    #expect(failure == .failure(RasterFailure(message)))
    #expect(TapeOutputRules.toolProblem(.png, fonts: missing) == message)
  }

  @Test func withoutFFmpegAVideoSaysWhatToInstall() {
    let message = TapeOutputRules.toolProblem(.video, searchPath: "") ?? ""
    #expect(message.contains("apt-get install ffmpeg"))
    #expect(VideoWriter.ffmpeg(searchPath: "") == nil)
    let failure = VideoWriter.write(
      threeScreens(), to: "/nonexistent/x.mp4", options: smallOptions, searchPath: "")
    #expect(failure?.message == message)
  }

  @Test func aVideoPipesEveryFrameToFFmpeg() throws {
    // A stand-in ffmpeg that keeps its arguments and what it is sent.
    let folder = try ReplaysFolder.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = folder + "/ffmpeg"
    try """
    #!/bin/sh
    echo "$@" > "\(folder)/arguments"
    cat > "\(folder)/frames"
    for last; do :; done
    echo video > "${last#file:}"

    """.write(toFile: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
    let failure = VideoWriter.write(
      threeScreens(), to: folder + "/x.webm", options: smallOptions, searchPath: folder)
    #expect(failure == nil)
    let cell = try cellSize(20)
    let (width, height) = (6 * cell.width + 20, 2 * cell.height + 20)
    let (evenWidth, evenHeight) = (width + width % 2, height + height % 2)
    let arguments = try String(contentsOfFile: folder + "/arguments", encoding: .utf8)
    #expect(arguments.contains("-s \(evenWidth)x\(evenHeight) -r 50 -i pipe:0"))
    // ffmpeg writes a new file mamsim made beside x.webm and handed it open, as its descriptor
    // 3 (so over that file, -y, in the format named), renamed over x.webm after.
    #expect(arguments.contains("libvpx-vp9") && arguments.contains(" -y "))
    #expect(arguments.hasSuffix(" -f webm file:/dev/fd/3\n"), "\(arguments)")
    #expect(try String(contentsOfFile: folder + "/x.webm", encoding: .utf8) == "video\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        == ["arguments", "ffmpeg", "frames", "x.webm"])
    // 2.5 s at 50 frames a second, each an RGB picture.
    let sent = try FileManager.default.attributesOfItem(atPath: folder + "/frames")[.size] as? Int
    #expect(sent == 125 * evenWidth * evenHeight * 3)
    // A stand-in that fails is reported.
    try "#!/bin/sh\nexit 3\n".write(toFile: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
    let failed = VideoWriter.write(
      threeScreens(), to: folder + "/y.mp4", options: smallOptions, searchPath: folder)
    #expect(
      failed?.message.contains("ffmpeg could not make") == true, "\(String(describing: failed))")
  }

  @Test func aVideoIsMadeWhenFFmpegIsInstalled() throws {
    guard VideoWriter.ffmpeg(searchPath: VideoWriter.processSearchPath) != nil else { return }
    let folder = try ReplaysFolder.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(VideoWriter.write(threeScreens(), to: folder + "/x.mp4", options: smallOptions) == nil)
    #expect(FileManager.default.fileExists(atPath: folder + "/x.mp4"))
  }
}

extension [UInt8] {
  /// Whether `needle` occurs somewhere in the bytes.
  fileprivate func windowContains(_ needle: [UInt8]) -> Bool {
    guard needle.count <= count else { return false }
    return (0...(count - needle.count)).contains {
      self[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }
}
