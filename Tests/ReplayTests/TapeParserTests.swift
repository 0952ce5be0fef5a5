import SessionEngine
import Testing

@testable import Replay

/// Parses `text` and returns the commands, failing the test on any diagnostic.
private func commands(_ text: String) -> [TapeCommand] {
  let (steps, diagnostics) = TapeParser.parse(text, file: "t.tape")
  #expect(diagnostics == [], "\(diagnostics)")
  return steps.map(\.command)
}

/// The single command of a one-line tape.
private func command(_ line: String) -> TapeCommand? {
  let parsed = commands(line)
  #expect(parsed.count == 1)
  return parsed.first
}

/// Tests of the tape parser.
@Suite struct TapeParserTests {
  @Test func parsesTheExampleTapeOfTheFormatReference() {
    let text = """
      # The first-policy test, as the SDK's integration guide describes it
      Set Width 100
      Set Height 30
      Output "first-policy.cast"
      Wait /Contoso Notes/
      Type "alex@contoso.com"
      Tab
      Type "the password the sign-in screen hints"
      Enter
      Wait /restart/i
      Expect Event policyRequest 100
      Enter
      Wait /PIN/
      Type "2580"
      Type "2580"
      Expect "Corporate"
      """
    let (steps, diagnostics) = TapeParser.parse(text, file: "first-policy.tape")
    #expect(diagnostics == [])
    #expect(
      steps.map(\.command) == [
        .set(.width(100)),
        .set(.height(30)),
        .output("first-policy.cast"),
        .wait(scope: .screen, pattern: .regex("Contoso Notes"), timeout: nil),
        .type("alex@contoso.com", speed: nil),
        .key(.tab, count: 1, speed: nil),
        .type("the password the sign-in screen hints", speed: nil),
        .key(.enter, count: 1, speed: nil),
        .wait(scope: .screen, pattern: .regex("restart", caseInsensitive: true), timeout: nil),
        .expectEvent(name: "policyRequest", status: 100),
        .key(.enter, count: 1, speed: nil),
        .wait(scope: .screen, pattern: .regex("PIN"), timeout: nil),
        .type("2580", speed: nil),
        .type("2580", speed: nil),
        .expect(.text("Corporate")),
      ])
    #expect(steps.first?.location == SourceLocation(file: "first-policy.tape", line: 2, column: 1))
    #expect(steps.last?.location.line == 16)
  }

  /// A tape saved with a UTF-8 byte-order mark reads as without one (Windows editors write it).
  @Test(arguments: [
    ("Expect \"\"", "t:1:8: the text is empty"),
    ("Expect \"   \"", "t:1:8: the text is only spaces"),
    ("Wait \"\"", "t:1:6: the text is empty"),
    ("Expect Report \"\"", "t:1:15: the text is empty"),
  ])
  func aCheckForTextEveryScreenHoldsIsRefusedAtItsColumn(line: String, start: String) {
    let (steps, found) = TapeParser.parse(line + "\n", file: "t")
    #expect(steps.isEmpty)
    #expect(found.count == 1)
    #expect(found.first?.description.hasPrefix(start) == true, "\(found)")
    #expect(found.first?.description.hasSuffix("the check could never fail") == true)
  }

  @Test func aLeadingByteOrderMarkIsNotPartOfTheFirstCommand() {
    let (steps, diagnostics) = TapeParser.parse("\u{FEFF}Set Width 80\nEnter\n", file: "b.tape")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(steps.count == 2)
    #expect(steps.first?.location.column == 1)
  }

  /// A bare absolute path is read as a /regex/ and then junk: the message says to quote it.
  @Test func aBarePathThatReadsAsARegexSaysToQuoteIt() {
    let (_, diagnostics) = TapeParser.parse("Output /tmp/x.txt\n", file: "t.tape")
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location.column == 14)
    #expect(
      diagnostics.first?.text.contains("is read as a /regex/; write a path in quotes") == true)
  }

  /// A file of garbage is refused at once: past a hundred errors the rest is not read, and
  /// the message says from where; warnings do not count towards them.
  @Test func pastAHundredErrorsTheRestIsNotRead() {
    let (_, errors) = TapeParser.parse(
      String(repeating: "Frobnicate\n", count: 5000), file: "t.tape")
    #expect(errors.count == TapeLimits.maximumProblems + 1)
    #expect(errors.last?.location.line == 101)
    #expect(errors.last?.message.contains("(4900 lines from here) was not read") == true)
    let warned = String(repeating: "Set Shell \"zsh\"\n", count: 150) + "Frobnicate\n"
    let (_, read) = TapeParser.parse(warned, file: "w.tape")
    #expect(read.filter(\.isError).map(\.location.line) == [151], "warnings do not stop it")
  }

  /// Lines are counted as editors and `grep -n` count them, at LF and CRLF only: a vertical
  /// tab, a form feed, a lone CR, NEL or a line separator inside a line does not start another.
  @Test(arguments: ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
  func onlyLineFeedsStartALine(inside: String) {
    for ending in ["\n", "\r\n"] {
      let text = "Wait /Sign in/" + ending + "Type \"a\(inside)b\"" + ending + "Frobnicate" + ending
      let (steps, diagnostics) = TapeParser.parse(text, file: "t.tape")
      #expect(diagnostics.map(\.location.line) == [3], "\(diagnostics)")
      #expect(diagnostics.first?.message.contains("Frobnicate") == true)
      #expect(steps.map(\.location.line) == [1, 2])
    }
    let (_, lone) = TapeParser.parse("Enter\rFrobnicate\nFrobnicate\n", file: "t.tape")
    #expect(lone.map(\.location.line) == [1, 2], "\(lone)")
  }

  /// `record` writes `<scrubbed>` for a value of ValuesToScrubFromLogging it kept out, to be
  /// filled in: a tape still holding it is refused at the placeholder, not played.
  @Test func aScrubbedPlaceholderLeftInATypeIsRefusedAtIt() {
    let text = "Type \"alex\"\nType \"x\" \"<scrubbed>@contoso.com\"\n"
    let (_, diagnostics) = TapeParser.parse(text, file: "rec.tape")
    let refusal = diagnostics.first { $0.isError }
    #expect(refusal?.location == SourceLocation(file: "rec.tape", line: 2, column: 10))
    #expect(refusal?.text.contains("<scrubbed> stands for a value") == true, "\(diagnostics)")
    #expect(TapeParser.parse("Type \"<b>scrubbed\"\n", file: "t.tape").diagnostics.isEmpty)
  }

  @Test func parsesEverySetting() {
    #expect(
      commands(
        """
        Set Width 120
        Set Height 40
        Set TypingSpeed 10ms
        Set Scenario "scenarios/tenant.json"
        Set Settings 'themes/dark.plist'
        Set Appearance dark
        Set State `devices/alex`
        Set WaitTimeout 30s
        Require mamsim
        """) == [
          .set(.width(120)), .set(.height(40)), .set(.typingSpeed(.milliseconds(10))),
          .set(.scenario("scenarios/tenant.json")), .set(.settings("themes/dark.plist")),
          .set(.appearance(.dark)), .set(.state("devices/alex")), .set(.waitTimeout(.seconds(30))),
          .require("mamsim"),
        ])
  }

  @Test func ignoredVHSSettingsGiveAWarningAndNoCommand() {
    let (steps, diagnostics) = TapeParser.parse(
      "Set FontFamily \"Hack\"\nSet Theme \"Dracula\"", file: "w")
    #expect(steps.isEmpty)
    #expect(diagnostics.count == 2)
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    #expect(diagnostics[0].location == SourceLocation(file: "w", line: 1, column: 5))
    #expect(diagnostics[0].description.hasPrefix("w:1:5: warning: Set FontFamily has no meaning"))
  }

  @Test func parsesKeysWithCountsAndSpeeds() {
    #expect(
      commands(
        """
        Enter
        Down 3
        Enter@200ms 3
        Backspace@10ms
        Tab
        Space
        Delete
        Escape
        Up
        Left
        Right
        PageUp 2
        PageDown
        Home
        End
        Shift+Tab
        Ctrl+C
        Ctrl+a
        Alt+X
        F1
        F12 2
        """) == [
          .key(.enter, count: 1, speed: nil), .key(.down, count: 3, speed: nil),
          .key(.enter, count: 3, speed: .milliseconds(200)),
          .key(.backspace, count: 1, speed: .milliseconds(10)),
          .key(.tab, count: 1, speed: nil), .key(.character(" "), count: 1, speed: nil),
          .key(.delete, count: 1, speed: nil), .key(.escape, count: 1, speed: nil),
          .key(.up, count: 1, speed: nil), .key(.left, count: 1, speed: nil),
          .key(.right, count: 1, speed: nil), .key(.pageUp, count: 2, speed: nil),
          .key(.pageDown, count: 1, speed: nil), .key(.home, count: 1, speed: nil),
          .key(.end, count: 1, speed: nil), .key(.backTab, count: 1, speed: nil),
          .key(.control("c"), count: 1, speed: nil), .key(.control("a"), count: 1, speed: nil),
          .key(.alt("X"), count: 1, speed: nil), .key(.function(1), count: 1, speed: nil),
          .key(.function(12), count: 2, speed: nil),
        ])
  }

  @Test func parsesTypeSleepWaitAndExpectForms() {
    #expect(
      commands(
        """
        Type@10ms "x y"
        Type 'say "hi"'
        Type ""
        Sleep 2s
        Sleep 1.5
        Hide
        Show
        Wait@5s /x/
        Wait+Screen@5s /Ready/
        Wait+Line /\\$ $/
        Wait "Done"
        Expect /Corp.*/i
        Expect Event wipeData
        Expect Event identitySwitchRequired 0
        Snapshot "home"
        Advance 31m
        Relaunch
        Relaunch 31m
        Output "demo.txt"
        Output "demo.ascii"
        Screenshot "screen.txt"
        Source "common.tape"
        """) == [
          .type("x y", speed: .milliseconds(10)), .type("say \"hi\"", speed: nil),
          .type("", speed: nil), .sleep(.seconds(2)), .sleep(.milliseconds(1500)), .hide, .show,
          .wait(scope: .screen, pattern: .regex("x"), timeout: .seconds(5)),
          .wait(scope: .screen, pattern: .regex("Ready"), timeout: .seconds(5)),
          .wait(scope: .line, pattern: .regex("\\$ $"), timeout: nil),
          .wait(scope: .screen, pattern: .text("Done"), timeout: nil),
          .expect(.regex("Corp.*", caseInsensitive: true)),
          .expectEvent(name: "wipeData", status: nil),
          .expectEvent(name: "identitySwitchRequired", status: 0), .snapshot("home"),
          .world(.advanceClock(.seconds(31 * 60))), .relaunch(after: nil),
          .relaunch(after: .seconds(31 * 60)), .output("demo.txt"), .output("demo.ascii"),
          .screenshot("screen.txt"), .source("common.tape"),
        ])
  }

  @Test func parsesExpectClipboardAndWritesItBack() {
    #expect(command("Expect Clipboard \"Q3\"") == .expectClipboard("Q3", identity: nil))
    #expect(
      command("Expect Clipboard 'Q3 \"x\"' managed")
        == .expectClipboard("Q3 \"x\"", identity: .managed))
    for line in ["Expect Clipboard \"Q3\"", "Expect Clipboard \"a b\" unmanaged"] {
      #expect(command(line)?.description == line)
    }
  }

  @Test func aListValueIsItsJSONInQuotesAndIsWrittenBackSo() {
    let line = #"Admin policy "allowedDataStorageLocations" '["oneDriveForBusiness"]'"#
    let edit = PolicyEdit(
      property: "allowedDataStorageLocations", value: .array([.string("oneDriveForBusiness")]))
    #expect(command(line) == .world(.admin(.editPolicy(edit))))
    #expect(command(line)?.description == line)
    // Text that only looks like a list stays text.
    #expect(
      command("Admin policy \"displayName\" \"[draft\"")
        == .world(
          .admin(.editPolicy(PolicyEdit(property: "displayName", value: .string("[draft"))))))
  }

  @Test func parsesDeviceAndAdminCommands() {
    let text = """
      Device jailbroken true
      Device os "16.4"
      Device model "iPhone14,2"
      Device online false
      Device threat high
      Device biometricMatches false
      Device biometricEnrolled
      Device app background
      Device managedBrowser true
      Admin wipe "alice@contoso.com"
      Admin policy "pinRequired" false
      Admin policy "minimumPinLength" 6
      Admin policy "offlineGracePeriod" 720.5
      Admin policy "pinCharacters" "numeric"
      Admin policy "minimumRequiredOsVersion" null in "Pilot policy"
      Admin unassign
      Admin unassign "Pilot policy"
      Admin disable "bob@contoso.com"
      Admin enable "bob@contoso.com"
      Admin checkin
      """
    let device: [DeviceChange] = [
      .jailbroken(true), .osVersion("16.4"), .model("iPhone14,2"), .online(false),
      .threatLevel(.high), .biometricMatches(false), .biometricEnrolled, .appInBackground(true),
      .managedBrowserInstalled(true),
    ]
    let admin: [AdminChange] = [
      .selectiveWipe(upn: "alice@contoso.com"),
      .editPolicy(PolicyEdit(property: "pinRequired", value: .bool(false))),
      .editPolicy(PolicyEdit(property: "minimumPinLength", value: .number(6))),
      .editPolicy(PolicyEdit(property: "offlineGracePeriod", value: .number(720.5))),
      .editPolicy(PolicyEdit(property: "pinCharacters", value: .string("numeric"))),
      .editPolicy(
        PolicyEdit(policy: "Pilot policy", property: "minimumRequiredOsVersion", value: .null)),
      .unassignPolicy(nil), .unassignPolicy("Pilot policy"),
      .setAccountEnabled(upn: "bob@contoso.com", enabled: false),
      .setAccountEnabled(upn: "bob@contoso.com", enabled: true), .checkInNow,
    ]
    let expected: [TapeCommand] =
      device.map { .world(.device($0)) } + admin.map { .world(.admin($0)) }
    let parsed = commands(text)
    #expect(parsed == expected)
    // Each change is written back as the line it was read from.
    #expect(parsed.map(\.description) == text.split(separator: "\n").map(String.init))
  }

  @Test func skipsCommentsAndBlankLinesAndKeepsLineNumbers() {
    let text = "# intro\n\n   # indented comment\r\nEnter\n\t\nTab"
    let (steps, diagnostics) = TapeParser.parse(text, file: "c.tape")
    #expect(diagnostics == [])
    #expect(steps.map(\.location.line) == [4, 6])
  }

  @Test func settingsAfterCommandsAreErrorsExceptTypingSpeed() {
    let text = """
      Require mamsim
      Output "a.cast"
      Set Width 90
      Enter
      Set TypingSpeed 20ms
      Set Height 10
      """
    let (steps, diagnostics) = TapeParser.parse(text, file: "s.tape")
    #expect(steps.count == 6)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location == SourceLocation(file: "s.tape", line: 6, column: 1))
    #expect(diagnostics.first?.message.contains("Set Height must come before") == true)
    #expect(diagnostics.first?.message.contains("Enter at s.tape:4:1") == true)
  }

  @Test func parsesDurations() {
    #expect(TapeDuration.parse("500ms") == .milliseconds(500))
    #expect(TapeDuration.parse("2s") == .seconds(2))
    #expect(TapeDuration.parse("1.5s") == .milliseconds(1500))
    #expect(TapeDuration.parse("3m") == .seconds(180))
    #expect(TapeDuration.parse("2h") == .seconds(7200))
    #expect(TapeDuration.parse("1d") == .seconds(86_400))
    #expect(TapeDuration.parse("3") == .seconds(3))
    #expect(TapeDuration.parse("0.25") == .milliseconds(250))
    #expect(TapeDuration.parse("0") == .zero)
    for bad in ["", "ms", "1.", ".", ".s", "-1s", "1x", "1.2.3s", "2 s", "1e3", "99999999999999d"] {
      #expect(TapeDuration.parse(bad) == nil, "\(bad)")
    }
    #expect(TapeDuration.format(.milliseconds(1500)) == "1500ms")
    #expect(TapeDuration.format(.seconds(180)) == "3m")
    #expect(TapeDuration.format(.microseconds(1500)) == "1.5ms")
    #expect(TapeDuration.format(.zero) == "0s")
  }

  @Test func describesCommandsInTapeSyntax() {
    let text = """
      Type@10ms "alex@contoso.com"
      Enter@200ms 3
      Ctrl+C
      Wait+Line@5s /restart/i
      Expect "say \\"hi\\""
      Expect Event policyRequest 100
      Admin policy "pinRequired" false
      Device os "16.4"
      Set TypingSpeed 1500ms
      """
    let (steps, _) = TapeParser.parse(text, file: "d")
    // Re-parsing each description gives the same command back.
    for step in steps {
      #expect(commands(step.command.description) == [step.command], "\(step.command)")
    }
    #expect(steps[0].command.description == "Type@10ms \"alex@contoso.com\"")
    #expect(steps[1].command.description == "Enter@200ms 3")
    #expect(steps[2].command.description == "Ctrl+C")
    #expect(steps[3].command.description == "Wait+Line@5s /restart/i")
  }

  @Test func textPatternsMatchPlainTextAndRegexes() {
    #expect(TextPattern.text("Corp").matches("Contoso Corporate"))
    #expect(!TextPattern.text("corp").matches("Contoso Corporate"))
    #expect(TextPattern.regex("restart", caseInsensitive: true).matches("Please Restart now"))
    #expect(!TextPattern.regex("restart").matches("Please Restart now"))
    #expect(TextPattern.regex("PIN [0-9]{4}").matches("your PIN 2580"))
    #expect(!TextPattern.regex("a(b").matches("a(b"))
    #expect(TextPattern.validate("a(b") != nil)
    #expect(TextPattern.validate("a(b)") == nil)
  }
}

/// A Device or Admin line with a word neither knows names what it wanted, in plain English.
@Test func anUnknownDeviceOrAdminWordIsNamedPlainly() {
  let cases = [
    ("Device background\n", "t:1:8: Device has no property \"background\""),
    ("Device\n", "t:1:1: Device needs a property"),
    ("Admin wiep \"a@b.c\"\n", "t:1:7: Admin has no action \"wiep\""),
    ("Admin\n", "t:1:1: Admin needs an action"),
  ]
  for (line, wanted) in cases {
    let (_, found) = TapeParser.parse(line, file: "t")
    #expect(found.first?.description.hasPrefix(wanted) == true, "\(line): \(found)")
  }
}
