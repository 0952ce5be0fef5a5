import Foundation
import Replay
import SessionEngine
import TerminalUI
import TestSupport
import Testing

/// SVG recordings as a real browser plays them (skipped, with the reason printed, where
/// Chromium is not installed).
@Suite(.scratchFolder, .enabled(if: HeadlessChromium.installed != nil, HeadlessChromium.skipReason))
struct SVGBrowserTests {
  private var browser: HeadlessChromium {
    get throws { try #require(HeadlessChromium.installed) }
  }

  private static func rgb(_ color: RGBColor) -> String {
    "\(color.red),\(color.green),\(color.blue)"
  }

  @Test func framesShowAtTheirTimesWithTheirExactColours() throws {
    let svg = SVGFixture.writer().render()
    let patch = SVGFixture.pixel(column: 7, row: 1)  // a bare cell of the patch
    let empty = SVGFixture.pixel(column: 15, row: 3)  // always the canvas
    let colors = try browser.colors(svg, at: [0.5, 1.5, 2.5], points: [patch, empty])
    let (red, blue, canvas) = (
      Self.rgb(SVGFixture.red), Self.rgb(SVGFixture.blue), Self.rgb(SVGFixture.canvas)
    )
    #expect(colors == [[red, canvas], [blue, canvas], [blue, canvas]])
  }

  @Test func screenshotsAtTwoMomentsDiffer() throws {
    let svg = SVGFixture.writer().render()
    let early = try browser.screenshot(svg, at: 0.5, width: 180, height: 90)
    let late = try browser.screenshot(svg, at: 1.5, width: 180, height: 90)
    let again = try browser.screenshot(svg, at: 0.7, width: 180, height: 90)
    #expect(early.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(early != late)
    #expect(early == again, "the same frame gives the same picture")
  }

  @Test func aTapeRecordingPlaysInTheBrowser() throws {
    let folder = try ReplaysFolder.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let options = RunnerOptions(outputDirectory: folder, svgDirectory: folder)
    let result = TapeRunner(options: options).run(path: ReplaysFolder.path + "/demo-branded.tape")
    #expect(result.passed)
    let svg = try String(contentsOfFile: folder + "/demo-branded.svg", encoding: .utf8)
    // The sign-in screen early on, the note with its Back button at the end: the cell where the
    // button is drawn changes colour, and the screenshots differ.
    let button = SVGFixture.pixel(column: 20, row: 13)
    // Left of the phone, above the status line: the canvas in every frame (the status line's
    // hints can reach the right-hand corner).
    let corner = SVGFixture.pixel(column: 0, row: 27)
    let colors = try browser.colors(svg, at: [0.5, 17], points: [button, corner])
    #expect(colors.count == 2)
    #expect(colors.first?.first != colors.last?.first, "\(colors)")
    #expect(colors.first?.last == colors.last?.last, "\(colors)")
    let early = try browser.screenshot(svg, at: 0.5, width: 860, height: 525)
    let late = try browser.screenshot(svg, at: 17, width: 860, height: 525)
    #expect(early != late)
  }

  /// The zoom levels the phone is looked at: a plain screen, a laptop's 150 %, a Retina screen.
  private static let scales = [1.0, 1.5, 2.0]

  @Test(arguments: scales) func thePhonesFrameIsSolidAtEveryZoom(scale: Double) throws {
    let svg = SVGFixture.phoneWriter().render()
    let points = SVGFixture.borderPixels(scale: scale)
    let frames = try browser.colors(svg, at: [0.5, 1.5, 2.5], points: points, scale: scale)
    let line = Self.rgb(SVGFixture.border)
    #expect(frames.count == 3)
    for (moment, colors) in frames.enumerated() {
      #expect(colors.count == points.count, "frame \(moment): \(colors.prefix(3))")
      let seams = zip(points, colors).filter { $0.1 != line }
      #expect(
        seams.isEmpty,
        "frame \(moment) at \(scale)×: \(seams.count) of \(points.count) pixels of the frame are not \(line), e.g. \(seams.prefix(5).map { "(\($0.0.x),\($0.0.y)) \($0.1)" })"
      )
    }
  }

  @Test(arguments: scales) func aFrameShowsNoGhostOfTheOneBefore(scale: Double) throws {
    let svg = SVGFixture.phoneWriter().render()
    // At 1.5 s the title bar and the field of the first frame are gone: their rows are bare.
    let points =
      SVGFixture.insidePixels(row: 2, scale: scale) + SVGFixture.insidePixels(row: 5, scale: scale)
    let frames = try browser.colors(svg, at: [1.5], points: points, scale: scale)
    let colors = try #require(frames.first)
    #expect(colors.count == points.count)
    let screen = Self.rgb(SVGFixture.screen)
    let ghosts = zip(points, colors).filter { $0.1 != screen }
    #expect(
      ghosts.isEmpty,
      "at \(scale)×: \(ghosts.count) of \(points.count) pixels of bare rows are not \(screen), e.g. \(ghosts.prefix(5).map { "(\($0.0.x),\($0.0.y)) \($0.1)" })"
    )
  }
}
