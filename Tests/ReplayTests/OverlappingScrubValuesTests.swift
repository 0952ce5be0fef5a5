import Foundation
import Screens
import SessionEngine
import TerminalUI
import TestSupport
import Testing

@testable import Replay
@testable import Walkthrough

/// `ValuesToScrubFromLogging` values that overlap (`Pilot` and `Pilot-Alex`, listed in either
/// order) leave nothing of either behind: the longer is masked whole, wherever it shows.
@Suite(.scratchFolder) struct OverlappingScrubValuesTests {
  static let orders = [["Pilot", "Pilot-Alex"], ["Pilot-Alex", "Pilot"]]

  /// Whether `text` still holds any part of the values that only they hold.
  static func leaks(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return lowered.contains("pilot") || lowered.contains("-alex")
  }

  @Test(arguments: orders)
  func logLinesKeepNothingOfEither(values: [String]) {
    let scrubber = LogScrubber(values: values)
    for line in [
      "signIn alex@contoso.com password=Pilot-Alex", "pilot-alex and PILOT and Pilot-AlexPilot",
      "Pilot-Ale", "x Pilot-Alex-Pilot y",
    ] {
      let scrubbed = scrubber.scrub(line)
      #expect(!Self.leaks(scrubbed), "\(line) → \(scrubbed)")
    }
    #expect(scrubber.scrub("Pilot-Alex") == LogScrubber.mask)
  }

  @Test func chainedValuesLeaveNothingOfAny() {
    let scrubber = LogScrubber(values: ["Pilot-Alex", "Alex-Smith"])
    #expect(scrubber.scrub("user Pilot-Alex-Smith signed in") == "user <scrubbed> signed in")
    #expect(scrubber.scrub("ALEX-SMITH, pilot-alex") == "<scrubbed>, <scrubbed>")
    #expect(
      scrubber.replace(in: "a Pilot-Alex-Smith b") { String(repeating: "*", count: $0) }
        == "a ****************" + " b")
  }

  /// A value being typed shows a piece at a time: the start of a value that ends where the
  /// cursor is (the field's blank fill between) is masked too; other text stays.
  @Test func aValueBeingTypedIsMaskedBeforeItIsWhole() {
    let scrubber = ScreenScrubber(values: ["alex@contoso.com"])
    var buffer = CellBuffer(width: 40, height: 2)
    buffer.put("Notes: ale", x: 0, y: 0)
    buffer.put("ALEX@CON      ", x: 0, y: 1)
    buffer.cursor = (x: 14, y: 1)
    let scrubbed = scrubber.scrub(buffer)
    #expect(scrubbed.line(0, trimmingTrailingSpaces: true) == "Notes: ale", "no cursor there")
    #expect(scrubbed.line(1, trimmingTrailingSpaces: true) == "********")
    buffer.put("Bob           ", x: 0, y: 1)
    #expect(scrubber.scrub(buffer).line(1, trimmingTrailingSpaces: true) == "Bob")
    // One letter that begins a value is no secret: a field ending in "a" keeps it.
    buffer.put("Marta         ", x: 0, y: 1)
    #expect(scrubber.scrub(buffer).line(1, trimmingTrailingSpaces: true) == "Marta")
    buffer.put("Marta al      ", x: 0, y: 1)
    #expect(scrubber.scrub(buffer).line(1, trimmingTrailingSpaces: true) == "Marta **")
  }

  @Test func chainedValuesLeaveNothingOfAnyOnAScreen() {
    let scrubber = ScreenScrubber(values: ["Pilot-Alex", "Alex-Smith"])
    var buffer = CellBuffer(width: 40, height: 1)
    buffer.put("user Pilot-Alex-Smith in", x: 0, y: 0)
    #expect(
      scrubber.scrub(buffer).line(0, trimmingTrailingSpaces: true) == "user **************** in")
  }

  /// A value with letters outside ASCII matches in any case and in either Unicode form, in the
  /// log, on the screen and in a recorded tape's text.
  @Test func lettersBeyondASCIIMatchInAnyCaseAndForm() {
    let scrubber = LogScrubber(values: ["Jürgen"])
    for line in [
      "JÜRGEN signed in", "jürgen signed in", "Ju\u{308}rgen signed in",
      "JU\u{308}RGEN signed in", "jÜrGeN signed in",
    ] {
      #expect(scrubber.scrub(line) == "<scrubbed> signed in", "\(line)")
    }
    #expect(scrubber.scrub("Jurgen signed in") == "Jurgen signed in")
    let decomposed = LogScrubber(values: ["Ju\u{308}rgen"])
    #expect(decomposed.scrub("JÜRGEN") == "<scrubbed>")
    let screen = ScreenScrubber(values: ["Jürgen"])
    var buffer = CellBuffer(width: 20, height: 1)
    buffer.put("hi JÜRGEN!", x: 0, y: 0)
    #expect(screen.scrub(buffer).line(0, trimmingTrailingSpaces: true) == "hi ******!")
    #expect(screen.scrub("ÉLODIE and JÜRGEN") == "ÉLODIE and ******")
  }

  @Test(arguments: orders)
  func screensKeepNothingOfEither(values: [String]) {
    let scrubber = ScreenScrubber(values: values)
    var buffer = CellBuffer(width: 40, height: 3)
    buffer.put("│ password: Pilot-Alex │", x: 0, y: 0)
    buffer.put("Notes pilot · PILOT-ALEX", x: 0, y: 1)
    buffer.put("Pilot-AlexPilot", x: 0, y: 2)
    let scrubbed = scrubber.scrub(buffer)
    for row in 0..<3 {
      let line = scrubbed.line(row, trimmingTrailingSpaces: true)
      #expect(!Self.leaks(line), "\(line)")
    }
    #expect(scrubbed.line(0, trimmingTrailingSpaces: true) == "│ password: ********** │")
    #expect(!Self.leaks(scrubber.scrub("a Pilot-Alex b pilot")))
  }

  @Test(arguments: orders)
  func recordingsAndReportsKeepNothingOfEither(values: [String]) throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let strings = values.map { "\t\t<string>\($0)</string>\n" }.joined()
    try scratch.write(
      "scrub.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>ADALClientId</key>
      \t<string>6f1c2a4e-93b1-4d2f-8a55-0c7e4b1d9f30</string>
      \t<key>ADALRedirectUri</key>
      \t<string>msauth.com.contoso.notes://auth</string>
      \t<key>ValuesToScrubFromLogging</key>
      \t<array>
      \(strings)\t</array>
      </dict>
      </plist>

      """)
    try scratch.write(
      "scrub.tape",
      """
      Set Width 110
      Set Height 32
      Set Settings "scrub.plist"
      Set Walkthrough "first-policy"
      Output "out.txt"
      Output "out.cast"
      Output "out.svg"
      Output "out.md"
      Wait /Sign in to Contoso/
      Type "alex@contoso.com"
      Tab
      Type "Pilot-Alex"
      Enter
      Wait /Restart required/
      Enter
      Wait /Enter opens Contoso Notes/
      Enter
      Wait /Set a PIN/

      """)
    let result = scratch.run("scrub.tape")
    #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
    for name in ["out.txt", "out.cast", "out.svg", "out.md"] {
      let text = try scratch.read(name)
      #expect(!text.isEmpty, "\(name) is empty")
      #expect(!Self.leaks(text), "\(name) holds a scrubbed value")
    }
    let report = ReplayReport.lines(for: result).joined(separator: "\n")
    #expect(!Self.leaks(report), "\(report)")
  }
}
