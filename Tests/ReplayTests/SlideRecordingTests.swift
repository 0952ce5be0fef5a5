import Foundation
import Screens
import SessionEngine
import TerminalUI
import TestSupport
import Testing

@testable import Replay

/// Recordings for a slide (`Set Slide`, `replay --slide`): the phone alone, centred, on the app's
/// background colour, with the scenes' captions burned in when asked.
@Suite(.scratchFolder) struct SlideRecordingTests {
  /// A tape of two scenes that screenshots the sign-in screen and records a cast.
  private func tape(slide: String?) -> String {
    (slide.map { "Set Slide \($0)\n" } ?? "") + """
      Set Width 100
      Set Height 30
      Output "play.cast"
      Wait /Sign in to Contoso/
      Scene "Signed out" "Nobody has signed in"
      Screenshot "signed-out.txt"
      Screenshot "signed-out.png"
      Type "alex@contoso.com"
      Scene "Typing"
      Screenshot "typed.txt"
      """
  }

  @Test func thePhoneAloneIsCentredWithTheScenesCaptionUnderIt() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("slide.tape", tape(slide: "captions"))
    let result = scratch.run("slide.tape")
    #expect(result.failures == [])
    let lines = try scratch.read("signed-out.txt").components(separatedBy: "\n")
    let text = lines.joined(separator: "\n")
    #expect(!text.contains("Accounts"), "no side panel")
    #expect(!text.contains("F4 device"), "no key hints")
    #expect(!text.contains("mamsim ·"), "no title row")
    // The 42-column frame in the middle of 100 columns; 22 rows above three caption rows.
    let top = try #require(lines.firstIndex { $0.contains("╭") })
    #expect(lines[top].prefix { $0 == " " }.count == 29)
    let bottom = try #require(lines.firstIndex { $0.contains("╰") })
    #expect(bottom - top == 21)
    #expect(lines[bottom + 2] == String(repeating: " ", count: 45) + "Signed out")
    #expect(lines[bottom + 3].trimmingCharacters(in: .whitespaces) == "Nobody has signed in")
    #expect(lines[bottom + 3].prefix { $0 == " " }.count == (100 - 20) / 2)
    // The caption follows the scene; a scene without one shows its title alone.
    let typed = try scratch.read("typed.txt")
    #expect(typed.contains("Typing") && !typed.contains("Nobody has signed in"))
    let cast = try scratch.read("play.cast")
    #expect(cast.contains("Nobody has signed in") && !cast.contains("Accounts"))
  }

  @Test func theReplayOptionFramesATapeWithoutTheSetting() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("plain.tape", tape(slide: nil))
    _ = scratch.run("plain.tape")
    #expect(try scratch.read("signed-out.txt").contains("Accounts"))
    var options = RunnerOptions()
    options.slide = .phone
    #expect(scratch.run("plain.tape", options).failures == [])
    let phone = try scratch.read("signed-out.txt")
    #expect(!phone.contains("Accounts"))
    #expect(!phone.contains("Nobody has signed in"), "phone alone: no captions")
    #expect(phone.contains("Sign in to Contoso"))
  }

  @Test func slideCellsAroundThePhoneAreTheAppsBackground() throws {
    let theme = Theme.resolve(settings: MAMSettings(), appearance: .dark)
    let slide = SlideFrame(
      background: theme.appBackground, titleStyle: CellStyle(bold: true),
      captionStyle: CellStyle(), captions: true)
    var screen = CellBuffer(width: 100, height: 30)
    screen.put("side panel", x: 60, y: 3)
    let framed = slide.frame(of: screen, scene: TapeScene(title: "T", caption: "C"))
    #expect(framed.size == screen.size)
    for (x, y) in [(0, 0), (99, 29), (10, 15), (90, 3)] {
      #expect(framed[x, y].style.background == .rgb(theme.appBackground), "(\(x), \(y))")
    }
    #expect(!framed.text(trimmingTrailingSpaces: true).contains("side panel"))
    // Too small a screen for the phone is recorded as it is.
    let small = CellBuffer(width: 30, height: 10)
    #expect(slide.frame(of: small, scene: nil) == small)
  }

  @Test func aCaptionWiderThanTheSlideIsShortenedBetweenWords() {
    let theme = Theme.resolve(settings: MAMSettings(), appearance: .light)
    let slide = SlideFrame(
      background: theme.appBackground, titleStyle: CellStyle(bold: true),
      captionStyle: CellStyle(), captions: true)
    let caption =
      "Alex is in a targeted group, so the SDK enrols and asks for a restart of the app"
    let framed = slide.frame(
      of: CellBuffer(width: 60, height: 30), scene: TapeScene(title: "T", caption: caption))
    let row = framed.text(trimmingTrailingSpaces: true).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .first { $0.hasPrefix("Alex") }
    guard let shown = row else {
      Issue.record("no caption row in \(framed.text(trimmingTrailingSpaces: true))")
      return
    }
    #expect(shown.hasSuffix("…"), "\(shown)")
    let kept = String(shown.dropLast())
    #expect(caption.hasPrefix(kept) && caption.dropFirst(kept.count).first == " ", "\(kept)")
  }

  @Test(.enabled(if: RasterFontFiles.standard.problem == nil, "fonts-dejavu-core is not installed"))
  func aSlidesPixelsAroundThePhoneAreTheAppsBackgroundInEitherAppearance() throws {
    for appearance in [Appearance.light, .dark] {
      let theme = Theme.resolve(settings: MAMSettings(), appearance: appearance)
      let program = Program(
        runtime: SessionRuntime(scenario: ScenarioLoader.embedded(), vault: MemoryPinVault()),
        theme: theme, size: TerminalSize(columns: 100, rows: 30))
      let slide = SlideFrame(
        background: theme.appBackground, titleStyle: CellStyle(bold: true),
        captionStyle: CellStyle(), captions: true)
      let screen = slide.frame(of: program.render(), scene: TapeScene(title: "Signed out"))
      let font = try RasterFont.open(files: .standard, pixelSize: 20).get()
      let painter = TerminalPainter(font: font, padding: 10, first: screen)
      var ramps = ColorRamps.exact()
      var canvas = painter.blankCanvas(for: screen, ramps: &ramps)
      painter.draw(
        screen, columns: 0..<screen.width, rows: 0..<screen.height, into: &canvas, ramps: &ramps)
      let rgb = canvas.rgb
      func pixel(_ x: Int, _ y: Int) -> RGBColor {
        let index = (y * canvas.width + x) * 3
        return RGBColor(red: rgb[index], green: rgb[index + 1], blue: rgb[index + 2])
      }
      // The picture's padding, the cells left of the phone and the title row's place.
      for (x, y) in [(2, 2), (canvas.width / 10, canvas.height / 2), (canvas.width / 2, 12)] {
        #expect(pixel(x, y) == theme.appBackground, "(\(x), \(y)) in \(appearance)")
      }
      // Inside the phone the app's own screen is drawn, not the padding.
      let phone = painter.pixels(columns: 30..<70, rows: 8..<20)
      let inside = (phone.y..<(phone.y + phone.height)).flatMap { y in
        (phone.x..<(phone.x + phone.width)).map { pixel($0, y) }
      }
      #expect(inside.contains { $0 != theme.appBackground }, "\(appearance)")
    }
  }

  @Test(
    .enabled(if: ImageMagick.available, ImageMagick.missing),
    .enabled(if: RasterFontFiles.standard.problem == nil, "fonts-dejavu-core is not installed"))
  func aSlidePNGIsTheTerminalsSizeAndPaddedInTheAppsBackground() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("plain.tape", tape(slide: nil))
    _ = scratch.run("plain.tape")
    let plainFrames = try #require(ImageMagick.frames(scratch.folder + "/signed-out.png"))
    try scratch.write("slide.tape", tape(slide: "captions"))
    #expect(scratch.run("slide.tape").failures == [])
    let path = scratch.folder + "/signed-out.png"
    let frames = try #require(ImageMagick.frames(path))
    #expect(frames == plainFrames, "the same picture size as the whole terminal's")
    let size = try #require(frames.first?.split(separator: " ").compactMap { Int($0) })
    let width = size[0]
    let rgb = try #require(ImageMagick.rgbFrames(path)?.first)
    let background = Theme.resolve(settings: MAMSettings(), appearance: .light).appBackground
    func pixel(_ x: Int, _ y: Int) -> RGBColor {
      let index = (y * width + x) * 3
      return RGBColor(red: rgb[index], green: rgb[index + 1], blue: rgb[index + 2])
    }
    // Left of the phone, and in the middle of the top row (where the title row would be).
    #expect(pixel(width / 10, size[1] / 2) == background)
    #expect(pixel(width / 2, 30) == background)
  }
}
