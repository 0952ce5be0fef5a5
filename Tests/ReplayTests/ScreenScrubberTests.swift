import Screens
import SessionEngine
import TerminalUI
import TestSupport
import Testing

@testable import Replay

/// Masking values on screen, in any letter case, including the one non-ASCII letter that
/// lower-cases to an ASCII one.
@Suite(.scratchFolder) struct ScreenScrubberTests {
  private func screen(_ rows: [String]) -> CellBuffer {
    var buffer = CellBuffer(width: 30, height: rows.count)
    for (y, row) in rows.enumerated() { buffer.put(row, x: 0, y: y) }
    return buffer
  }

  @Test func masksEveryCaseOfAValue() {
    let scrubber = ScreenScrubber(values: ["alex@contoso.com", "kelvin"])
    let scrubbed = scrubber.scrub(
      screen(["│ ALEX@Contoso.com │", "\u{212A}elvin · ok", "nothing"]))
    #expect(scrubbed.line(0, trimmingTrailingSpaces: true) == "│ **************** │")
    #expect(scrubbed.line(1, trimmingTrailingSpaces: true) == "****** · ok")
    #expect(scrubbed.line(2, trimmingTrailingSpaces: true) == "nothing")
  }

  /// What the layout cut with an ellipsis still must not show: the end of a password in a field
  /// scrolled to its end, the start of a value in a row cut short. Unrelated text beside an
  /// ellipsis is left as it is.
  @Test func whatAnEllipsisLeftOfAValueIsMasked() {
    let scrubber = ScreenScrubber(values: ["Kx9PlainPw", "Northwind"])
    let scrubbed = scrubber.scrub(
      screen([
        "│ …9PlainPw casey │", "│ Customer call Nort… │", "│ …ainpw │", "│ more… │",
        "│ …nd │", "│ …d │",
      ]))
    #expect(scrubbed.line(0, trimmingTrailingSpaces: true) == "│ …******** casey │")
    #expect(scrubbed.line(1, trimmingTrailingSpaces: true) == "│ Customer call ****… │")
    #expect(scrubbed.line(2, trimmingTrailingSpaces: true) == "│ …***** │")
    #expect(scrubbed.line(3, trimmingTrailingSpaces: true) == "│ more… │")
    #expect(scrubbed.line(4, trimmingTrailingSpaces: true) == "│ …** │")
    // One character is no secret.
    #expect(scrubbed.line(5, trimmingTrailingSpaces: true) == "│ …d │")
  }

  /// A value the layout wrapped onto the next row leaves no half of itself: broken at its space,
  /// after its hyphen, or cut at the edge of a column beside another one. A half alone, with no
  /// other half next to it, is only a word.
  @Test func bothHalvesOfAWrappedValueAreMasked() {
    let scrubber = ScreenScrubber(values: ["Alex Wilber", "Pilot-Alex", "alex@contoso.com"])
    let scrubbed = scrubber.scrub(
      screen([
        "│ Signed in as Alex │ log", "│ Wilber, welcome   │", "│ type Pilot-       │",
        "│ Alex to go on     │", "│ mail alex@cont│ x", "│oso.com now    │",
        // Halves on rows one above the other are masked even where a sentence put them there.
        "│ Alex alone    │", "│ and Wilber    │",
      ]))
    let lines = (0..<8).map { scrubbed.line($0, trimmingTrailingSpaces: true) }
    #expect(
      lines == [
        "│ Signed in as **** │ log", "│ ******, welcome   │", "│ type ******       │",
        "│ **** to go on     │", "│ mail *********│ x", "│******* now    │", "│ **** alone    │",
        "│ and ******    │",
      ])
    let apart = scrubber.scrub(screen(["│ Alex said │", "│ hello     │", "│ Wilber    │"]))
    #expect(apart.line(0, trimmingTrailingSpaces: true) == "│ Alex said │")
    #expect(apart.line(2, trimmingTrailingSpaces: true) == "│ Wilber    │")
  }

  @Test func aScreenWithoutValuesIsLeftAsItIs() {
    let scrubber = ScreenScrubber(values: ["secret"])
    let shown = screen(["╭── Contoso ──╮", "│ secre t │", "SECRE"])
    #expect(scrubber.scrub(shown) == shown)
  }

  /// A blank entry (the empty row a plist editor adds) or a single character is no secret:
  /// masking it would star every space or every `e` of a recording, so only real values mask.
  @Test(arguments: [" ", "", "\t", "e", " e "])
  func blankAndOneCharacterValuesMaskNothing(value: String) {
    let scrubber = ScreenScrubber(values: [value, "alex@contoso.com"])
    let scrubbed = scrubber.scrub(screen(["Restart required", "alex@contoso.com here"]))
    #expect(scrubbed.line(0, trimmingTrailingSpaces: true) == "Restart required")
    #expect(scrubbed.line(1, trimmingTrailingSpaces: true) == "**************** here")
    #expect(scrubber.scrub("Enter select · F1 help") == "Enter select · F1 help")
    #expect(ScreenScrubber(values: [value]).isEmpty)
  }

  /// A value with blanks around it masks the value itself wherever it stands.
  @Test func blanksAroundAValueAreNotPartOfIt() {
    let scrubber = ScreenScrubber(values: [" alex@contoso.com\n"])
    let scrubbed = scrubber.scrub(screen(["(alex@contoso.com)"]))
    #expect(scrubbed.line(0, trimmingTrailingSpaces: true) == "(****************)")
    let log = LogScrubber(values: ["  ", "a", "Pilot-Alex "])
    #expect(log.scrub("restartApplication Pilot-Alex.") == "restartApplication <scrubbed>.")
  }

  @Test func nonASCIIValuesAreStillMasked() {
    let scrubber = ScreenScrubber(values: ["Café Noir"])
    let scrubbed = scrubber.scrub(screen(["at CAFÉ NOIR now"]))
    #expect(scrubbed.line(0, trimmingTrailingSpaces: true) == "at ********* now")
  }
}

/// A value written escaped in a pattern (`Wait /alex@contoso\.com/`) is masked in the cast's
/// marker and the text log's heading, as its plain spelling is.
@Suite(.scratchFolder) struct EscapedScrubValueTests {
  @Test func escapedSpellingsOfAValueAreMaskedWhole() {
    let scrubber = ScreenScrubber(values: ["alex@contoso.com"])
    #expect(
      scrubber.scrub("Wait /alex@contoso\\.com/") == "Wait /" + String(repeating: "*", count: 17)
        + "/")
    #expect(
      scrubber.scrub("Expect /Alex\\@contoso[.]com/") == "Expect /"
        + String(repeating: "*", count: 19) + "/")
    #expect(scrubber.scrub("Wait /alex@contoso[\\.]com/").contains("contoso") == false)
    #expect(
      scrubber.scrub("Wait /alex@contoso.com/") == "Wait /" + String(repeating: "*", count: 16)
        + "/")
    // A letter's escape means something else (\d, \s): it is not a spelling of the letter.
    #expect(scrubber.scrub("Wait /\\alex@contoso\\.co/") == "Wait /\\alex@contoso\\.co/")
  }

  @Test func aRecordedPatternDoesNotShowTheValue() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let settings = try String(
      contentsOfFile: ReplaysFolder.path + "/settings/scrub-alex.plist", encoding: .utf8)
    try scratch.write("scrub.plist", settings)
    try scratch.write(
      "escaped.tape",
      """
      Set Settings "scrub.plist"
      Output "out.cast"
      Output "out.txt"
      Wait /Sign in to Contoso/
      Type "alex@contoso.com"
      Wait+Line /alex@contoso\\.com/
      Expect /alex@contoso[.]com/
      Expect /alex\\@contoso\\.com/

      """)
    let result = scratch.run("escaped.tape")
    #expect(result.passed, "\(ReplayReport.lines(for: result))")
    for name in ["out.cast", "out.txt"] {
      let text = try scratch.read(name).lowercased()
      #expect(!text.contains("alex@contoso"), "\(name)")
      #expect(!text.contains("contoso\\\\.com"), "\(name)")
      #expect(!text.contains("contoso\\.com"), "\(name)")
      #expect(!text.contains("contoso[.]com"), "\(name)")
    }
  }

  /// A note whose body wraps a value to scrub onto its next row (`follow up` / `with legal.`)
  /// shows neither half in the recordings of a real play.
  @Test func aValueTheNoteWrapsIsMaskedInTheRecordings() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write(
      "scrub.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>ADALClientId</key><string>6f1c2a4e-93b1-4d2f-8a55-0c7e4b1d9f30</string>
      <key>ADALRedirectUri</key><string>msauth.com.contoso.notes://auth</string>
      <key>ValuesToScrubFromLogging</key><array><string>up with legal</string></array>
      </dict></plist>
      """)
    try scratch.write(
      "wrap.tape",
      "Set Settings \"scrub.plist\"\nOutput \"out.txt\"\nOutput \"out.cast\"\n" + managedSignIn
        + "Enter\nWait /Fabrikam renewal/\nScreenshot \"note.txt\"\n")
    let result = scratch.run("wrap.tape")
    #expect(result.passed, "\(ReplayReport.lines(for: result))")
    let note = try scratch.read("note.txt")
    #expect(note.contains("follow **"), "the first half is masked: \(note)")
    #expect(note.contains("**********."), "the second half is masked: \(note)")
    for output in ["out.txt", "out.cast", "note.txt"] {
      let text = try scratch.read(output)
      #expect(!text.contains("with legal"), "\(output) shows the second half")
      #expect(!text.contains("follow up"), "\(output) shows the first half")
    }
  }
}
