import Foundation
import SessionEngine
import Strings
import TerminalUI
import Testing

/// The README's Chinese text capture of the first policy's restart at 80×24 is what mamsim
/// draws today (the clock and the delegate calls' times aside, which depend on typing speed).
@Suite struct ReadmeCaptureTests {
  /// The README's capture: the code block after "(a text capture):".
  static func capture() throws -> String {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "(a text capture):\n\n```\n"))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }

  /// `screen` with every `T+…s` time written as `T+?`.
  static func timeless(_ screen: String) -> String {
    screen.replacing(/T\+[0-9.]+s/, with: "T+?")
  }

  @Test func theChineseRestartCaptureMatchesTheScreen() throws {
    let pilot = Pilot(strings: StringTable(language: .simplifiedChinese))
    pilot.toRestartAlert()
    #expect(Self.timeless(pilot.text) == Self.timeless(try Self.capture()), "\(pilot.text)")
  }
}
