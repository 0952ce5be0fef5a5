import Foundation
import Replay
import SessionEngine
import TerminalUI
import Testing

/// SVG recordings as a real browser plays them (skipped, with the reason printed, where
/// Chromium is not installed).
@Suite(.enabled(if: HeadlessChromium.installed != nil, HeadlessChromium.skipReason))
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
}
