import Replay
import Screens
import SessionEngine
import TerminalUI
import Testing

@testable import mamsim

/// The tape writer of `mamsim record` keeps every secret out wherever it was typed: a scenario
/// password typed outside the password field becomes `Password "account"`, values of
/// `ValuesToScrubFromLogging` become `<scrubbed>` (overlapping ones leave nothing of either),
/// the journal holds no run still being typed, and the stand-in lines are named.
struct RecordedSecretsTapeTests {
  private static let fixed = PinSubstitution(digits: "9876543210")
  private static let passwords = TapePasswords(ScenarioLoader.embedded())

  private func at(_ milliseconds: Int64) -> Instant { Instant(milliseconds: milliseconds) }

  private func type(
    _ text: String, into recorder: inout KeystrokeRecorder, at time: Int64, pin: Bool = false
  ) {
    for character in text {
      recorder.record(.character(character), at: at(time), intoPin: pin)
    }
  }

  /// A wrong password holding all three quote characters is written as stand-ins in as many
  /// `Type` lines as a tape's strings need, so the recorded tape reads back.
  @Test func aStandInWithEveryQuoteCharacterStillReadsBack() {
    #expect(TapeLineBuilder.quotablePieces("Pi\"lo't`-Alex") == ["Pi\"lo't", "`-Alex"])
    #expect(TapeLineBuilder.quotablePieces("plain") == ["plain"])
    var recorder = KeystrokeRecorder(substitution: Self.fixed, passwords: Self.passwords)
    for character in "Pi\"lo't`-Alex" {
      recorder.record(.character(character), at: at(10), intoPin: false, intoPassword: true)
    }
    recorder.record(.enter, at: at(20), intoPin: false)
    let text = recorder.lines.map(\.description).joined(separator: "\n") + "\n"
    let (_, diagnostics) = TapeParser.parse(text, file: "r.tape")
    #expect(diagnostics.isEmpty, "\(text)\n\(diagnostics)")
    #expect(recorder.lines.count == 3, "\(text)")
  }

  /// The PIN set in the session, typed again as text (into a note), is written through the
  /// same stand-ins as in the PIN entry: the tape replays the same, and neither the PIN nor
  /// the substitution shows; other numbers stay as they were typed.
  @Test func aPinTypedElsewhereIsWrittenAsItsStandIn() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed, passwords: Self.passwords)
    type("1379", into: &recorder, at: 10, pin: true)
    type("1379", into: &recorder, at: 20, pin: true)
    recorder.record(.enter, at: at(30), intoPin: false)
    type("Creds pin 1379, year 2024, 137", into: &recorder, at: 40)
    let lines = recorder.lines.map(\.description)
    #expect(!lines.joined().contains("1379"), "\(lines)")
    let standIn = String("1379".map { Self.fixed.standIn(for: $0) })
    #expect(lines.last == "Type \"Creds pin \(standIn), year 2024, 137\"", "\(lines)")
  }

  @Test func aPasswordTypedIntoTheAccountFieldOrANoteIsWrittenAsPassword() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed, passwords: Self.passwords)
    // Alex's password typed into the account field, by mistake.
    type("Pilot-Alex", into: &recorder, at: 10)
    recorder.record(.tab, at: at(20), intoPin: false)
    // Blake's inside a note, between other words; and twice in a row.
    type("note: Blake-1357 for later", into: &recorder, at: 30)
    recorder.record(.enter, at: at(40), intoPin: false)
    type("Casey-4680Casey-4680", into: &recorder, at: 50)
    let lines = recorder.lines.map(\.description)
    #expect(
      lines == [
        "Password \"alex@contoso.com\"", "Tab", "Type \"note: \"",
        "Password \"blake@contoso.com\"", "Type \" for later\"", "Enter",
        "Password \"casey@contoso.com\"", "Password \"casey@contoso.com\"",
      ])
    for secret in ["Pilot", "Blake-1357", "Casey-4680"] {
      #expect(!lines.joined().contains(secret), "\(secret) in \(lines)")
    }
    #expect(
      recorder.replacedPasswords
        == ["alex@contoso.com", "blake@contoso.com", "casey@contoso.com", "casey@contoso.com"])
    let tape = RecordedTape(
      width: 80, height: 24, scenarioPath: nil, settingsPath: nil, appearance: nil,
      replacedPins: false, replacedPasswords: recorder.replacedPasswords, body: recorder.lines)
    let parsed = TapeParser.parse(tape.text, file: "t.tape")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.commands.map(\.command).contains(.password(account: "alex@contoso.com")))
    #expect(tape.passwordReport.count == 4)
  }

  @Test func aPasswordMendedWithBackspaceIsStillWrittenAsPassword() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed, passwords: Self.passwords)
    // Typed into the account field with a slip, then mended: the field ends up holding it.
    type("Pilot-Alxx", into: &recorder, at: 10)
    recorder.record(.backspace, at: at(20), intoPin: false, erased: true)
    recorder.record(.backspace, at: at(21), intoPin: false, erased: true)
    type("ex", into: &recorder, at: 30)
    recorder.record(.tab, at: at(40), intoPin: false)
    // A Backspace that took nothing out of a field is a key of the tape.
    recorder.record(.backspace, at: at(50), intoPin: false)
    let lines = recorder.lines.map(\.description)
    #expect(lines == ["Password \"alex@contoso.com\"", "Tab", "Backspace"])
    #expect(!lines.joined().contains("Pilot"), "\(lines)")
  }

  /// An arrow pressed halfway through a password changes nothing in the field (it has no
  /// cursor): the password is still written whole, the arrow after it, so the tape replays the
  /// same sign-in rather than two stand-ins of a wrong password. A key that does something
  /// still ends the run where it was pressed.
  @Test func aKeyThatDidNothingHalfwayThroughAPasswordDoesNotCutItInTwo() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed, passwords: Self.passwords)
    for character in "Pilot-" {
      recorder.record(.character(character), at: at(10), intoPin: false, intoPassword: true)
    }
    recorder.record(.left, at: at(20), intoPin: false, intoPassword: true, changedNothing: true)
    recorder.record(.left, at: at(21), intoPin: false, intoPassword: true, changedNothing: true)
    for character in "Alex" {
      recorder.record(.character(character), at: at(2_000), intoPin: false, intoPassword: true)
    }
    recorder.record(.enter, at: at(2_100), intoPin: false)
    // The same in the account field, where a password typed by mistake is one too.
    type("Blake-", into: &recorder, at: 3_000)
    recorder.record(.right, at: at(3_010), intoPin: false, changedNothing: true)
    type("1357", into: &recorder, at: 3_020)
    recorder.record(.tab, at: at(3_030), intoPin: false)
    // A key that did something (a Tab away and back) ends the run there.
    type("Casey-", into: &recorder, at: 4_000)
    recorder.record(.tab, at: at(4_010), intoPin: false)
    recorder.record(.backTab, at: at(4_020), intoPin: false)
    type("4680", into: &recorder, at: 4_030)
    let lines = recorder.lines.map(\.description)
    #expect(
      lines == [
        "Password \"alex@contoso.com\"", "Left 2", "Enter", "Sleep 0.9s",
        "Password \"blake@contoso.com\"", "Right", "Tab", "Sleep 0.9s", "Type \"Casey-\"", "Tab",
        "Shift+Tab", "Type \"4680\"",
      ], "\(lines)")
    #expect(recorder.replacedPasswords == ["alex@contoso.com", "blake@contoso.com"])
    // The journal written as the session goes holds no half of the password being typed.
    var typing = KeystrokeRecorder(substitution: Self.fixed, passwords: Self.passwords)
    for character in "Pilot-" {
      typing.record(.character(character), at: at(10), intoPin: false, intoPassword: true)
    }
    typing.record(.left, at: at(20), intoPin: false, intoPassword: true, changedNothing: true)
    #expect(typing.finishedPart.lines.isEmpty, "\(typing.finishedPart.lines)")
  }

  @Test func pausesInsideTypedTextNeitherSplitAPasswordNorKeepWhatBackspaceErased() {
    var recorder = KeystrokeRecorder(
      substitution: Self.fixed, passwords: Self.passwords, valuesToScrub: ["Pilot-Alex"])
    // Half a password, a long pause, the other half: no half is written in plain text.
    type("Blake-", into: &recorder, at: 10)
    type("1357", into: &recorder, at: 2_000)
    recorder.record(.tab, at: at(2_100), intoPin: false)
    // A value to scrub, a pause, then erased whole and replaced: only what stays is written.
    type("Pilot-Alex", into: &recorder, at: 3_000)
    for index in 0..<10 {
      recorder.record(.backspace, at: at(5_000 + Int64(index)), intoPin: false, erased: true)
    }
    type("alex@contoso.com", into: &recorder, at: 7_000)
    recorder.record(.enter, at: at(7_100), intoPin: false)
    let lines = recorder.lines.map(\.description)
    #expect(
      lines.filter { !$0.hasPrefix("Sleep") } == [
        "Password \"blake@contoso.com\"", "Tab", "Type \"alex@contoso.com\"", "Enter",
      ], "\(lines)")
    #expect(lines.first == "Password \"blake@contoso.com\"", "no pause inside it: \(lines)")
    #expect(!lines.joined().contains("Blake-"))
    #expect(!lines.joined().contains(TapeSecrets.placeholder))
  }

  @Test func aValueToScrubBecomesAPlaceholderWithANote() {
    var recorder = KeystrokeRecorder(
      substitution: Self.fixed, passwords: Self.passwords, valuesToScrub: ["ALEX@contoso.com"])
    type("alex@contoso.com", into: &recorder, at: 10)
    recorder.record(.tab, at: at(20), intoPin: false)
    // Alex's password in its field: the account's name is a value to scrub, so no
    // `Password "alex@contoso.com"` either.
    for character in "Pilot-Alex" {
      recorder.record(.character(character), at: at(30), intoPin: false, intoPassword: true)
    }
    recorder.record(.enter, at: at(40), intoPin: false)
    recorder.record(
      ProgramStep(
        input: .key(.enter), at: at(50),
        commands: [.world(.admin(.selectiveWipe(upn: "alex@contoso.com")))], intoPin: false,
        intoPanel: true))
    let tape = RecordedTape(
      width: 80, height: 24, scenarioPath: nil, settingsPath: nil, appearance: nil,
      replacedPins: false, replacedPasswords: recorder.replacedPasswords, body: recorder.lines,
      standIns: recorder.standIns, valuesToScrub: ["ALEX@contoso.com"])
    let text = tape.text
    #expect(!text.lowercased().contains("alex@contoso.com"), "the tape:\n\(text)")
    #expect(!text.contains("Pilot"), "the tape:\n\(text)")
    let body = text.split(separator: "\n").map(String.init).drop {
      $0.hasPrefix("#") || $0.hasPrefix("Set ")
    }
    #expect(
      Array(body) == [
        "Type \"<scrubbed>\"", "Tab", "# \(TapeLineBuilder.scrubbedNote)", "Type \"<scrubbed>\"",
        "Enter", "# Admin wipe \"<scrubbed>\" \(RecordedTape.scrubbedLineNote)",
      ])
    // Until each placeholder is filled in, the tape is refused there (and only there).
    let refused = TapeParser.parse(text, file: "t.tape").diagnostics
    let allLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let typeLines = allLines.indices.filter { allLines[$0] == "Type \"<scrubbed>\"" }.map { $0 + 1 }
    #expect(refused.map(\.location.line) == typeLines, "\(refused)")
    #expect(refused.allSatisfy { $0.isError })
    let filled = text.replacingOccurrences(of: "Type \"<scrubbed>\"", with: "Type \"alex\"")
    #expect(TapeParser.parse(filled, file: "t.tape").diagnostics.isEmpty)
    // Standard error names each line to fill in, by its number in the file.
    let lines = allLines
    let report = tape.standInReport(path: "t.tape")
    #expect(report.count == 3, "\(report)")
    for sentence in report {
      let number = Int(sentence.split(separator: ":")[1]) ?? 0
      #expect(lines[number - 1].contains("<scrubbed>"), "\(sentence)")
    }
    // The panel's line is a comment, not typed text, and is told as one, once.
    let wipe = report.last ?? ""
    #expect(wipe.contains("# Admin wipe \"<scrubbed>\" was written as a comment"), "\(wipe)")
    #expect(!wipe.contains("typed"), "\(wipe)")
    #expect(!wipe.contains(RecordedTape.scrubbedLineNote), "\(wipe)")
  }

  @Test(arguments: [["Pilot", "Pilot-Alex"], ["Pilot-Alex", "Pilot"], ["pilot-alex", "PILOT"]])
  func overlappingValuesToScrubLeaveNothingOfEither(values: [String]) {
    func leaks(_ text: String) -> Bool {
      text.lowercased().contains("pilot") || text.lowercased().contains("-alex")
    }
    // Without the scenario's passwords, so only the values to scrub hide the text.
    var recorder = KeystrokeRecorder(substitution: Self.fixed, valuesToScrub: values)
    type("x Pilot-Alex-Pilot y pilot-alexPILOT z Pilot-Ale", into: &recorder, at: 10)
    let lines = recorder.lines.map(\.description)
    #expect(!leaks(lines.joined(separator: "\n")), "\(lines)")
    #expect(lines.contains("Type \"x \""))
    #expect(lines.last == "Type \"-Ale\"")
    // Standard error is masked the same way.
    let secrets = TapeSecrets(passwords: nil, valuesToScrub: values)
    #expect(secrets.mask("typed Pilot-Alex and pilot") == "typed <scrubbed> and <scrubbed>")
    #expect(!leaks(secrets.mask("Pilot-AlexPilot-Alex-Pilot")))
    // With the passwords, Alex's whole password is still a Password line.
    var withPasswords = KeystrokeRecorder(
      substitution: Self.fixed, passwords: Self.passwords, valuesToScrub: values)
    type("Pilot-Alex", into: &withPasswords, at: 10)
    #expect(withPasswords.lines.map(\.description) == ["Password \"alex@contoso.com\""])
  }

  @Test func aValueBeyondASCIIIsHiddenInAnyCaseInTheTape() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed, valuesToScrub: ["Jürgen"])
    type("hi JÜRGEN and ju\u{308}rgen", into: &recorder, at: 10)
    let text = recorder.lines.map(\.description).joined(separator: "\n")
    #expect(!text.lowercased().contains("rgen"), "\(text)")
    let secrets = TapeSecrets(passwords: nil, valuesToScrub: ["Jürgen"])
    #expect(secrets.mask("typed JÜRGEN") == "typed <scrubbed>")
  }

  @Test func pinStandInLinesAreNamedByTheirNumber() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed)
    type("2580", into: &recorder, at: 10, pin: true)
    recorder.record(.enter, at: at(20), intoPin: false)
    type("2580", into: &recorder, at: 30, pin: true)
    let tape = RecordedTape(
      width: 80, height: 24, scenarioPath: nil, settingsPath: nil, appearance: nil,
      replacedPins: recorder.replacedPins, body: recorder.lines, standIns: recorder.standIns)
    let lines = tape.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = (lines.firstIndex(of: "Type \"7419\"") ?? -10) + 1
    let second = (lines.lastIndex(of: "Type \"7419\"") ?? -10) + 1
    #expect(first > 1 && second == first + 2)
    let report = tape.standInReport(path: "demo.tape")
    #expect(report.count == 2)
    #expect(
      report.first?.hasPrefix("demo.tape:\(first): Type \"7419\" stands in for a PIN") == true)
    #expect(report.last?.hasPrefix("demo.tape:\(second): Type \"7419\"") == true)
    #expect(!report.joined().contains("2580"))
  }

  @Test func theJournalLeavesOutTheRunStillBeingTyped() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed, passwords: Self.passwords)
    type("alex@contoso.com", into: &recorder, at: 10)
    recorder.record(.tab, at: at(20), intoPin: false)
    // Half of Alex's password, typed into the account field: it might become the whole one.
    type("Pilot-Al", into: &recorder, at: 30)
    #expect(
      recorder.finishedPart.lines.map(\.description) == ["Type \"alex@contoso.com\"", "Tab"])
    type("ex", into: &recorder, at: 40)
    recorder.record(.enter, at: at(50), intoPin: false)
    #expect(
      recorder.finishedPart.lines.map(\.description) == [
        "Type \"alex@contoso.com\"", "Tab", "Password \"alex@contoso.com\"", "Enter",
      ])
    // A password being typed into its field, mended with Backspace, is left out too.
    for character in "Blake-13x" {
      recorder.record(.character(character), at: at(60), intoPin: false, intoPassword: true)
    }
    recorder.record(.backspace, at: at(70), intoPin: false, intoPassword: true)
    #expect(recorder.finishedPart.lines.count == 4)
    #expect(!recorder.finishedPart.lines.map(\.description).joined().contains("Blake"))
  }
}
