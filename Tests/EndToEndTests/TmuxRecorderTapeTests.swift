import Replay
import Screens
import SessionEngine
import TerminalUI
import Testing

@testable import mamsim

/// The tape writer of `mamsim record`, fed keys directly: no terminal, no tmux.
struct TmuxRecorderTapeTests {
  private static let fixed = PinSubstitution(digits: "9876543210")

  private func at(_ milliseconds: Int64) -> Instant { Instant(milliseconds: milliseconds) }

  private func text(_ recorder: KeystrokeRecorder) -> [String] {
    recorder.lines.map(\.description)
  }

  @Test func typedRunsNamedKeysRepeatsAndPauses() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed)
    var time: Int64 = 1_000
    for character in "alex@contoso.com" {
      recorder.record(.character(character), at: at(time), intoPin: false)
      time += 120
    }
    recorder.record(.tab, at: at(time), intoPin: false)
    time += 2_530
    recorder.record(.down, at: at(time), intoPin: false)
    recorder.record(.down, at: at(time + 100), intoPin: false)
    recorder.record(.down, at: at(time + 200), intoPin: false)
    recorder.record(.backTab, at: at(time + 300), intoPin: false)
    recorder.record(.control("x"), at: at(time + 400), intoPin: false)
    recorder.record(.function(2), at: at(time + 500), intoPin: false)
    recorder.record(.character(" "), at: at(time + 600), intoPin: false)
    #expect(
      text(recorder) == [
        "Sleep 1s", "Type \"alex@contoso.com\"", "Tab", "Sleep 2.5s", "Down 3", "Shift+Tab",
        "Ctrl+X", "F2", "Space",
      ])
  }

  @Test func shortPausesAreTypingRhythmAndLongOnesRoundToTenths() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed)
    recorder.record(.character("a"), at: at(100), intoPin: false)
    recorder.record(.character("b"), at: at(400), intoPin: false)
    recorder.record(.enter, at: at(1_620), intoPin: false)
    #expect(text(recorder) == ["Type \"ab\"", "Sleep 1.2s", "Enter"])
  }

  @Test func quotesAreChosenAndRunsSplitWhenTheTextHoldsAllThree() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed)
    for (offset, character) in "say \"hi\" it's `x`".enumerated() {
      recorder.record(.character(character), at: at(Int64(offset) * 60), intoPin: false)
    }
    let lines = text(recorder)
    #expect(lines == ["Type `say \"hi\" it's `", "Type \"`x`\""])
    let parsed = TapeParser.parse(lines.joined(separator: "\n"), file: "t.tape")
    #expect(parsed.diagnostics.isEmpty)
    let typed = parsed.commands.compactMap { step -> String? in
      if case .type(let text, _) = step.command { return text }
      return nil
    }
    #expect(typed.joined() == "say \"hi\" it's `x`")
  }

  @Test func pinCharactersAreReplacedConsistently() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed)
    for character in "2580" { recorder.record(.character(character), at: at(10), intoPin: true) }
    for character in "2580" { recorder.record(.character(character), at: at(20), intoPin: true) }
    recorder.record(.tab, at: at(30), intoPin: false)
    for character in "1111" { recorder.record(.character(character), at: at(40), intoPin: true) }
    #expect(recorder.replacedPins)
    #expect(text(recorder) == ["Type \"74197419\"", "Tab", "Type \"8888\""])
    #expect(!text(recorder).joined().contains("2580"))
  }

  @Test func aTypedPasswordIsWrittenAsTheAccountThatHasIt() {
    let passwords = TapePasswords(ScenarioLoader.embedded())
    var recorder = KeystrokeRecorder(substitution: Self.fixed, passwords: passwords)
    for character in "alex@contoso.com" {
      recorder.record(.character(character), at: at(10), intoPin: false)
    }
    recorder.record(.tab, at: at(20), intoPin: false)
    // Typed with a slip, mended with Backspace: the field holds Blake's password.
    for character in "Blake-13x" {
      recorder.record(.character(character), at: at(30), intoPin: false, intoPassword: true)
    }
    recorder.record(.backspace, at: at(40), intoPin: false, intoPassword: true)
    for character in "57" {
      recorder.record(.character(character), at: at(50), intoPin: false, intoPassword: true)
    }
    recorder.record(.enter, at: at(60), intoPin: false, intoPassword: true)
    // A wrong password is no account's: a stand-in of its shape.
    for character in "Zq7Hunter-Passw0rd" {
      recorder.record(.character(character), at: at(70), intoPin: false, intoPassword: true)
    }
    let lines = text(recorder)
    #expect(
      lines == [
        "Type \"alex@contoso.com\"", "Tab", "Password \"blake@contoso.com\"", "Enter",
        "Type \"\(Self.fixed.standIn(for: "Zq7Hunter-Passw0rd"))\"",
      ])
    #expect(!lines.joined().contains("Zq7Hunter") && !lines.joined().contains("Blake-1357"))
    #expect(recorder.replacedPasswords == ["blake@contoso.com", nil])
    let tape = RecordedTape(
      width: 80, height: 24, scenarioPath: nil, settingsPath: nil, appearance: nil,
      replacedPins: false, replacedPasswords: recorder.replacedPasswords, body: recorder.lines,
      standIns: recorder.standIns)
    #expect(tape.text.contains("# Passwords typed in this session are not written"))
    #expect(tape.passwordReport.count == 1)
    #expect(tape.passwordReport[0].contains("Password \"blake@contoso.com\""))
    // The stand-in of the wrong password is named by its line.
    let report = tape.standInReport(path: "t.tape")
    let standInLine = tape.text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.hasPrefix("Type \"\(Self.fixed.standIn(for: "Zq7"))") }
    #expect(report.count == 1)
    #expect(
      report.first?.hasPrefix("t.tape:\((standInLine ?? -1) + 1): Type ") == true, "\(report)")
    #expect(report.first?.contains("no account of the scenario has") == true)
    #expect(TapeParser.parse(tape.text, file: "t.tape").diagnostics.isEmpty)
  }

  @Test func randomSubstitutionMovesEveryCharacterAndKeepsItsKind() {
    var generator = SystemRandomNumberGenerator()
    let substitution = PinSubstitution(using: &generator)
    let alphabet =
      PinSubstitution.digitAlphabet + PinSubstitution.lowercaseAlphabet
      + PinSubstitution.lowercaseAlphabet.uppercased()
    let standIns = substitution.standIn(for: alphabet)
    #expect(Set(standIns).count == alphabet.count)
    for (real, standIn) in zip(alphabet, standIns) {
      #expect(real != standIn)
      #expect(real.isNumber == standIn.isNumber && real.isUppercase == standIn.isUppercase)
    }
    #expect(substitution.standIn(for: "-") == "-")
  }

  @Test func theQuittingKeyIsDroppedAndTheHeaderSaysWhatReplays() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed)
    recorder.record(
      ProgramStep(
        input: .key(.character("5")), at: at(10), commands: [], intoPin: true, intoPanel: false))
    recorder.record(
      ProgramStep(
        input: .key(.control("c")), at: at(20), commands: [.quit], intoPin: false,
        intoPanel: false))
    let tape = RecordedTape(
      width: 80, height: 24, scenarioPath: "../s.json", settingsPath: nil, appearance: .dark,
      replacedPins: recorder.replacedPins, body: recorder.lines)
    let lines = tape.text.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("#") == true)
    #expect(lines.contains { $0.hasPrefix("# PINs typed in this session were replaced") })
    #expect(
      Array(lines.drop { $0.hasPrefix("#") }) == [
        "Set Width 80", "Set Height 24", "Set Scenario \"../s.json\"", "Set Appearance dark",
        "Type \"4\"",
      ])
    #expect(TapeParser.parse(tape.text, file: "t.tape").diagnostics.isEmpty)
    // A session in another language than the replay would take is recorded with it.
    var german = tape
    german.language = .german
    let parsed = TapeParser.parse(german.text, file: "t.tape")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.commands.map(\.command).contains(.set(.language(.german))))
  }

  /// What the panels changed is written as world lines; the keys that moved through a panel
  /// are not, and a clock jump is no pause before the next line.
  @Test func panelChangesBecomeWorldLines() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed)
    func step(_ key: Key, _ ms: Int64, panel: Bool = false, _ commands: [FrontCommand] = [])
      -> ProgramStep
    {
      ProgramStep(
        input: .key(key), at: at(ms), commands: commands, intoPin: false, intoPanel: panel)
    }
    recorder.record(step(.function(4), 10))
    recorder.record(step(.down, 20, panel: true))
    recorder.record(step(.enter, 30, panel: true, [.world(.device(.online(false)))]))
    recorder.record(step(.enter, 40, panel: true, [.world(.advanceClock(.seconds(86_400)))]))
    recorder.record(step(.escape, 86_400_050, panel: true))
    recorder.record(step(.function(5), 86_400_060))
    recorder.record(
      step(
        .enter, 86_400_070, panel: true,
        [
          .world(
            .admin(.editPolicy(PolicyEdit(property: "minimumPinLength", value: .number(6)))))
        ]))
    recorder.record(step(.tab, 86_400_100))
    #expect(
      recorder.lines.map(\.description) == [
        "Device online false", "Advance 1d", "Admin policy \"minimumPinLength\" 6", "Tab",
      ])
  }

  @Test func clicksAndResizesBecomeComments() {
    var recorder = KeystrokeRecorder(substitution: Self.fixed)
    recorder.record(.mouse(x: 3, y: 4), at: at(0), intoPin: false)
    recorder.record(.resize, at: at(0), intoPin: false)
    #expect(text(recorder).allSatisfy { $0.hasPrefix("# ") })
    #expect(text(recorder).count == 2)
  }

  @Test func pathsAreWrittenRelativeToTheTapesFolder() {
    #expect(
      RecordedTape.relativePath("scenarios/a.json", from: "tapes", workingFolder: "/w")
        == "../scenarios/a.json")
    #expect(RecordedTape.relativePath("/w/t/x.plist", from: "t", workingFolder: "/w") == "x.plist")
    #expect(RecordedTape.relativePath("a.json", from: ".", workingFolder: "/w") == "a.json")
  }
}
