import Testing

@testable import Replay

/// Tapes written in VHS's grammar: each construct VHS's lexer and parser accept parses in mamsim
/// (as a command, or skipped with a warning), and what neither accepts is an error with a hint.
@Suite struct TapeVHSGrammarTests {
  /// One small tape per construct of VHS's grammar, written for this test.
  static let corpus: [String: String] = [
    "unquoted paths": """
    Output examples/demo.cast
    Output ./out/demo.svg
    Source common/setup.tape
    Require mamsim
    Screenshot shots/home.txt
    """,
    "quoting": """
    Type "double" Type 'single' Type `back tick`
    Type "it's" Type 'say "hi"' Type `both ' and "`
    Output 'demo.cast'
    Source `lib.tape`
    """,
    "several commands on a line": """
    Type "Hello" Sleep .25
    Sleep .3 Tab Sleep .3
    Hide Type "secret" Enter Show
    Set TypingSpeed 75ms Type "x"
    Type "a" Enter Type "b" Enter
    """,
    "trailing comments": """
    # a whole-line comment
    Space # Exit
    Type "# not a comment" # but this is
    Sleep 1s   #another
    Enter 2 # twice
    """,
    "durations": """
    Sleep .5
    Sleep 0.5
    Sleep 1
    Sleep 500ms
    Sleep 2s
    Sleep 1m
    Sleep .5s
    Sleep 2 s
    Type@0.5 "slow"
    Type@1 "?"
    Type@.1 "x"
    Type@75ms "x"
    Enter@.2
    """,
    "keys": """
    Enter
    Enter@100ms 2
    Backspace@100ms 3
    Delete 2
    Space 4
    Tab@50ms
    Escape
    Up 2
    Down@1s 3
    Left
    Right 10
    PageUp
    PageDown 2
    Home
    End
    Insert
    ScrollUp 3
    ScrollDown@10ms 2
    """,
    "control keys": """
    Ctrl+C
    Ctrl+a
    Ctrl+[
    Ctrl+\\
    Ctrl+]
    Ctrl+^
    Ctrl+_
    Ctrl+@
    Ctrl+Alt+P
    Ctrl+Shift+O
    Ctrl+Alt+Shift+P
    Ctrl+Enter
    Ctrl+Space
    Ctrl+Backspace
    Ctrl+Left
    Ctrl+Right
    Ctrl+Up
    Ctrl+Down
    Ctrl+-
    Ctrl+.
    """,
    "alt and shift": """
    Alt+x
    Alt+.
    Alt+[
    Alt+]
    Alt+Enter
    Alt+Tab
    Alt+foo
    Shift+Tab
    Shift+A
    Shift+b 2
    Shift+Enter
    Shift+[
    """,
    "wait forms": """
    Wait
    Wait+Screen
    Wait+Line
    Wait /Ready/
    Wait+Screen /Ready/
    Wait+Line /\\$ $/
    Wait@10s /Ready/
    Wait+Screen@500ms /Ready/
    Wait+Line@.5 /x/
    Wait@3s
    """,
    "every setting": """
    Set Shell "bash"
    Set Shell fish
    Set FontSize 32
    Set FontFamily "JetBrains Mono"
    Set Width 1200
    Set Height 600
    Set LetterSpacing 1.2
    Set LineHeight 1.4
    Set TypingSpeed .1
    Set Theme "Catppuccin Frappe"
    Set Theme { "name": "Whimsy", "black": "#535178", "red": "#ef6487" }
    Set Padding 20
    Set Framerate 24
    Set PlaybackSpeed 0.5
    Set LoopOffset 5
    Set LoopOffset 50%
    Set LoopOffset 20 %
    Set LoopOffset 60.4
    Set LoopOffset 20.99%
    Set MarginFill "#6B50FF"
    Set Margin 20
    Set WindowBar Colorful
    Set WindowBarSize 40
    Set BorderRadius 8
    Set WaitTimeout 15s
    Set WaitPattern /World!/
    Set CursorBlink false
    Set SubtitleFontSize 20
    Set SubtitleColor "#FFFFFF"
    """,
    "env copy paste subtitle": """
    Env HELLO "WORLD"
    Env GREETING hi
    Copy "https://github.com/charmbracelet"
    Copy "two" "words"
    Paste
    Subtitle "Hello"
    Hide
    Show
    """,
  ]

  @Test(arguments: corpus.keys.sorted())
  func vhsTapesParse(name: String) throws {
    let text = try #require(Self.corpus[name])
    let (steps, diagnostics) = TapeParser.parse(text, file: "vhs.tape")
    #expect(diagnostics.filter(\.isError).isEmpty, "\(name): \(diagnostics)")
    #expect(!steps.isEmpty || !diagnostics.isEmpty, "\(name)")
  }

  /// The commands of one tape, failing on any error.
  private func commands(_ text: String) -> [TapeCommand] {
    let (steps, diagnostics) = TapeParser.parse(text, file: "v.tape")
    #expect(diagnostics.filter(\.isError).isEmpty, "\(diagnostics)")
    return steps.map(\.command)
  }

  @Test func severalCommandsOnALineKeepTheirColumns() {
    let (steps, diagnostics) = TapeParser.parse("Sleep .3 Tab Sleep .3 # go", file: "v.tape")
    #expect(diagnostics.isEmpty)
    #expect(steps.map(\.location.column) == [1, 10, 14])
    #expect(
      steps.map(\.command) == [
        .sleep(.milliseconds(300)), .key(.tab, count: 1, speed: nil), .sleep(.milliseconds(300)),
      ])
    #expect(
      commands("Type \"Hello, Chat Room\" Sleep .25")
        == [.type("Hello, Chat Room", speed: nil), .sleep(.milliseconds(250))])
    #expect(
      commands("Set Width 100 Set Height 30 Enter")
        == [.set(.width(100)), .set(.height(30)), .key(.enter, count: 1, speed: nil)])
  }

  @Test func errorsInALaterCommandPointAtIt() {
    let (steps, diagnostics) = TapeParser.parse("Enter Sleep soon Tab", file: "v.tape")
    #expect(
      steps.map(\.command) == [
        .key(.enter, count: 1, speed: nil), .key(.tab, count: 1, speed: nil),
      ])
    #expect(
      diagnostics.map(\.description) == [
        "v.tape:1:13: soon is not a duration (write a number with ms, s, m, h or d, such as 500ms "
          + "or 2s, at most 36500d)"
      ])
  }

  @Test func mamsimCommandsTakeTheirWholeLine() {
    #expect(commands("Mdx Admin appLock").count == 1)
    let expect = TapeParser.parse("Expect \"x\" Enter", file: "v.tape").diagnostics
    #expect(expect.first?.description.hasPrefix("v.tape:1:12: unexpected Enter") == true)
    let (steps, diagnostics) = TapeParser.parse("Device online false Enter", file: "v.tape")
    #expect(steps.isEmpty)
    #expect(diagnostics.first?.message.contains("unexpected Enter") == true)
  }

  @Test func commentsFollowCommands() {
    #expect(commands("Space # Exit") == [.key(.character(" "), count: 1, speed: nil)])
    #expect(commands("Type \"a # b\" # c") == [.type("a # b", speed: nil)])
    #expect(commands("Enter 2 #x") == [.key(.enter, count: 2, speed: nil)])
    #expect(commands("Output demo#1.cast") == [.output("demo#1.cast")])
  }

  @Test func durationsNeedNoUnitNorLeadingDigit() {
    #expect(commands("Sleep .5") == [.sleep(.milliseconds(500))])
    #expect(commands("Sleep 2 s") == [.sleep(.seconds(2))])
    #expect(commands("Sleep .5s") == [.sleep(.milliseconds(500))])
    #expect(commands("Type@0.5 \"x\"") == [.type("x", speed: .milliseconds(500))])
    #expect(commands("Type@1 \"?\"") == [.type("?", speed: .seconds(1))])
    #expect(commands("Type@.25 \"?\"") == [.type("?", speed: .milliseconds(250))])
    #expect(
      commands("Backspace@100ms 3") == [.key(.backspace, count: 3, speed: .milliseconds(100))])
    #expect(TapeDuration.parse(".5") == .milliseconds(500))
    #expect(TapeDuration.parse(".25ms") == .microseconds(250))
    for bad in [".", ".s", "..5", "5..", ".5.5"] {
      #expect(TapeDuration.parse(bad) == nil, "\(bad)")
    }
  }

  @Test func typeJoinsItsStringsAndTakesBareWords() {
    #expect(commands("Type \"a\" \"b\"") == [.type("a b", speed: nil)])
    #expect(commands("Type hello world") == [.type("hello world", speed: nil)])
    #expect(commands("Type@10ms 'x' `y`") == [.type("x y", speed: .milliseconds(10))])
  }

  @Test func pathsNeedNoQuotes() {
    #expect(
      commands("Output examples/demo.cast\nScreenshot shot.txt\nSource lib/a.tape\nRequire git")
        == [
          .output("examples/demo.cast"), .screenshot("shot.txt"), .source("lib/a.tape"),
          .require("git"),
        ])
    #expect(
      TapeParser.parse("Source lib/a.txt", file: "v").diagnostics.first?.description
        == "v:1:8: Source includes .tape files only, not \"lib/a.txt\"")
  }

  @Test func keyCombinationsMamsimHasArePressed() {
    #expect(
      commands("Ctrl+C\nCtrl+]\nAlt+.\nShift+Tab 2\nShift+a 3")
        == [
          .key(.control("c"), count: 1, speed: nil), .key(.control("]"), count: 1, speed: nil),
          .key(.alt("."), count: 1, speed: nil), .key(.backTab, count: 2, speed: nil),
          .type("AAA", speed: nil),
        ])
  }

  @Test func keyCombinationsMamsimLacksAreSkippedWithAWarning() {
    for line in [
      "Ctrl+Enter", "Ctrl+Alt+P", "Ctrl+Shift+O", "Ctrl+Left 2", "Alt+Enter", "Alt+Tab",
      "Shift+Enter", "Shift+[", "Ctrl+@",
    ] {
      let (steps, diagnostics) = TapeParser.parse(line, file: "k.tape")
      #expect(steps.isEmpty, "\(line)")
      #expect(diagnostics.count == 1, "\(line)")
      #expect(
        diagnostics.first?.description.hasPrefix(
          "k.tape:1:1: warning: mamsim's screens have no \(line.split(separator: " ")[0]) key")
          == true, "\(diagnostics)")
    }
  }

  @Test func keyCombinationsNeitherAcceptsAreErrors() {
    let cases = [
      ("Ctrl+Tab", "k:1:6: Ctrl+Tab is not a control key"),
      ("Ctrl+P+Alt", "k:1:6: Ctrl+P+Alt is not a control key"),
      ("Ctrl+1", "k:1:6: Ctrl+1 is not a control key"),
      ("Alt+Up", "k:1:5: Alt+Up is not a key mamsim knows"),
      ("Shift+Up", "k:1:7: Shift+Up is not a key mamsim knows"),
      ("Ctrl+", "k:1:1: Ctrl needs a key after +"),
      ("Ctrl+Alt+", "k:1:6: Ctrl+Alt+ needs a key after the last +"),
    ]
    for (line, expected) in cases {
      let diagnostics = TapeParser.parse(line, file: "k").diagnostics
      #expect(diagnostics.count == 1 && diagnostics[0].isError, "\(line): \(diagnostics)")
      #expect(diagnostics.first?.description.hasPrefix(expected) == true, "\(diagnostics)")
    }
  }

  @Test func waitWithoutAPatternIsSkippedWithAWarning() {
    for line in ["Wait", "Wait+Line", "Wait+Screen@10s", "Wait@2s"] {
      let (steps, diagnostics) = TapeParser.parse(line, file: "w.tape")
      #expect(steps.isEmpty, "\(line)")
      #expect(diagnostics.count == 1 && diagnostics[0].severity == .warning, "\(line)")
      #expect(
        diagnostics.first?.description.hasPrefix("w.tape:1:1: warning: a Wait without") == true)
    }
    #expect(
      commands("Wait+Line@10s /\\$ $/")
        == [.wait(scope: .line, pattern: .regex("\\$ $"), timeout: .seconds(10))])
    #expect(TapeParser.parse("Wait@0s", file: "w").diagnostics.first?.isError == true)
  }

  @Test func vhsOnlyCommandsAreSkippedWithAWarning() {
    let text = """
      Env HELLO "WORLD"
      Copy "text"
      Paste
      Subtitle "hi"
      ScrollUp 3
      ScrollDown
      Insert 2
      """
    let (steps, diagnostics) = TapeParser.parse(text, file: "s.tape")
    #expect(steps.isEmpty)
    #expect(diagnostics.map(\.location.line) == Array(1...7))
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    #expect(
      diagnostics[0].description
        == "s.tape:1:1: warning: Env is a VHS command that mamsim does not support, skipped "
        + "(mamsim starts no shell, so there is no environment to set)")
    #expect(TapeParser.parse("Env HELLO", file: "s").diagnostics.first?.isError == true)
    #expect(TapeParser.parse("Copy", file: "s").diagnostics.first?.isError == true)
    #expect(TapeParser.parse("Paste now", file: "s").diagnostics.first?.isError == true)
    #expect(TapeParser.parse("ScrollUp x", file: "s").diagnostics.first?.isError == true)
  }

  @Test func shellAndPixelSettingsAreWarningsSayingWhatMamsimDoes() {
    let names = [
      "Shell", "FontFamily", "Theme", "WindowBar", "WindowBarSize", "BorderRadius", "Margin",
      "MarginFill", "LetterSpacing", "LineHeight", "CursorBlink", "WaitPattern",
      "SubtitleColor",
    ]
    for (index, name) in names.enumerated() {
      let text = String(repeating: "\n", count: index) + "Set \(name) x"
      let (steps, diagnostics) = TapeParser.parse(text, file: "p.tape")
      #expect(steps.isEmpty)
      #expect(diagnostics.count == 1, "\(name)")
      let warning = try? #require(diagnostics.first)
      #expect(warning?.severity == .warning)
      #expect(warning?.location == SourceLocation(file: "p.tape", line: index + 1, column: 5))
      guard case .note(let instead)? = warning?.hint else {
        Issue.record("\(name) has no note")
        continue
      }
      #expect(instead == TapeVocabulary.ignoredVHSSettings[name])
    }
    // The tape still loads and runs.
    let tape = try? TapeLoader.load(
      text: "Set Shell zsh\nSet Theme \"Dracula\"\nEnter", file: "p.tape", folder: "."
    ).get()
    #expect(tape?.warnings.count == 2)
    #expect(tape?.steps.count == 1)
  }

  @Test func rasterSettingsAreParsedAndChecked() {
    #expect(
      commands(
        "Set FontSize 32\nSet Padding 0\nSet Framerate 24\nSet PlaybackSpeed .5\n"
          + "Set LoopOffset 5\nSet LoopOffset 50%\nSet LoopOffset 12.5 %\nSet LoopOffset 60.4")
        == [
          .set(.fontSize(32)), .set(.padding(0)), .set(.framerate(24)), .set(.playbackSpeed(0.5)),
          .set(.loopOffset(.frames(5))), .set(.loopOffset(.percent(50))),
          .set(.loopOffset(.percent(12.5))), .set(.loopOffset(.percent(60.4))),
        ])
    #expect(TapeSetting.loopOffset(.percent(50)).description == "Set LoopOffset 50%")
    #expect(TapeSetting.loopOffset(.percent(12.5)).description == "Set LoopOffset 12.5%")
    #expect(TapeSetting.playbackSpeed(2).description == "Set PlaybackSpeed 2")
    #expect(TapeSetting.fontSize(22).description == "Set FontSize 22")
    let bad = [
      (
        "Set FontSize 5",
        "p:1:14: 5 is not a font size (write a whole number of pixels from 6 to 128)"
      ),
      ("Set FontSize big", "p:1:14: big is not a font size"),
      ("Set Padding 201", "p:1:13: 201 is not a padding"),
      ("Set Framerate 0", "p:1:15: 0 is not a frame rate"),
      ("Set PlaybackSpeed 11", "p:1:19: 11 is not a playback speed"),
      ("Set PlaybackSpeed 0.05", "p:1:19: 0.05 is not a playback speed"),
      ("Set LoopOffset 101%", "p:1:16: 101% is not a loop offset"),
      ("Set LoopOffset -1", "p:1:16: -1 is not a loop offset"),
      ("Set LoopOffset 5 6", "p:1:18: unexpected 6"),
    ]
    for (line, expected) in bad {
      let found = TapeParser.parse(line, file: "p").diagnostics
      #expect(found.count == 1, "\(line)")
      #expect(found.first?.description.hasPrefix(expected) == true, "\(found)")
    }
  }

  @Test func pixelSizesBecomeCellsWithAWarning() throws {
    let (steps, diagnostics) = TapeParser.parse("Set Width 1200\nSet Height 600\nEnter", file: "x")
    // VHS's defaults: FontSize 22, Padding 60; a cell 13.2 × 26.4 pixels.
    #expect(steps.map(\.command).prefix(2) == [.set(.width(81)), .set(.height(18))])
    #expect(steps.map(\.location.line) == [1, 2, 3])
    #expect(
      diagnostics.map(\.description) == [
        "x:1:11: warning: Set Width 1200 is read as pixels, as VHS means it: with FontSize 22 and "
          + "Padding 60 that is 81 columns (mamsim counts cells, and reads numbers up to 300 as "
          + "cells: write Set Width 81 to say so)",
        "x:2:12: warning: Set Height 600 is read as pixels, as VHS means it: with FontSize 22 and "
          + "Padding 60 that is 18 rows (mamsim counts cells, and reads numbers up to 100 as "
          + "cells: write Set Height 18 to say so)",
      ])
    // The file's own font size and padding count, wherever they are written.
    let tape = try TapeLoader.load(
      text: "Set Width 1200\nSet Height 600\nSet FontSize 32\nSet Padding 20\nEnter",
      file: "x.tape", folder: "."
    ).get()
    #expect(tape.width == 60)  // (1200 − 40) / 19.2
    #expect(tape.height == 14)  // (600 − 40) / 38.4
    #expect(tape.warnings.count == 2)
    // Up to 300 wide and 100 high is cells, as before.
    #expect(commands("Set Width 300\nSet Height 100") == [.set(.width(300)), .set(.height(100))])
    #expect(commands("Set Width 301").isEmpty == false)
    let tooSmall = TapeParser.parse("Set Height 101", file: "x").diagnostics
    #expect(tooSmall.first?.isError == true)
    #expect(tooSmall.first?.description.contains("leaves no room for a single cell") == true)
    let tooLarge = TapeParser.parse("Set Width 20001", file: "x").diagnostics
    #expect(tooLarge.first?.description.hasPrefix("x:1:11: 20001 is too large") == true)
    let many = TapeParser.parse("Set FontSize 6\nSet Width 20000", file: "x").diagnostics
    #expect(many.first?.description.contains("at most 1000") == true)
    // A pixel size is still a setting: after the first command it is misplaced.
    let late = TapeParser.parse("Enter\nSet Width 1200", file: "x").diagnostics
    #expect(late.contains { $0.isError && $0.message.hasPrefix("Set Width must come before") })
  }

  @Test func convertedSizesKeepTheirPlaceInTheFile() {
    let text = "Set Height 600\nSet Width 80\nSet Width 1200 Enter\nTab\nSet Height 700 Tab"
    let steps = TapeParser.parse(text, file: "o").commands
    #expect(steps.map(\.location.line) == [1, 2, 3, 3, 4, 5, 5])
    #expect(steps.map(\.location.column) == [1, 1, 1, 16, 1, 1, 16])
    #expect(steps.first?.command == .set(.height(18)))
    #expect(steps[2].command == .set(.width(81)))
    #expect(steps[5].command == .set(.height(21)))
  }

  @Test func misspellingsNeitherAcceptsGetSuggestions() {
    let cases = [
      ("Set FontSise 12", "did you mean \"FontSize\"?"),
      ("Set Shel bash", "did you mean \"Shell\"?"),
      ("Set LopOffset 5", "did you mean \"LoopOffset\"?"),
      ("Sleepp 1", "did you mean \"Sleep\"?"),
      ("Copi \"x\"", "did you mean \"Copy\"?"),
      ("ScrolUp", "did you mean \"ScrollUp\"?"),
      ("Wait+Lin /x/", "did you mean \"Wait+Line\"?"),
    ]
    for (line, hint) in cases {
      let found = TapeParser.parse(line, file: "m").diagnostics
      #expect(found.count == 1 && found[0].isError, "\(line): \(found)")
      #expect(found.first?.description.hasSuffix(hint) == true, "\(found)")
    }
  }

  @Test func onlyCommandsAndKeysStartACommand() {
    for name in TapeVocabulary.commandsAndKeys {
      #expect(TapeVocabulary.startsCommand(name), "\(name)")
    }
    let others =
      TapeVocabulary.allSettings + ["F0", "F13", "enter", "Type.gif", "", "Sleep ", "Wait+Line"]
    for name in others {
      #expect(!TapeVocabulary.startsCommand(name), "\(name)")
    }
    #expect(TapeVocabulary.commandsAndKeys.filter(TapeVocabulary.takesWholeLine).count == 8)
  }

  @Test func jsonThemesAreOneWord() throws {
    let tokens = try TapeTokenizer.tokenize(
      "Set Theme { \"name\": \"x\", \"red\": \"#f00\" } Enter")
    #expect(tokens.count == 4)
    #expect(tokens[2].kind == .word("{ \"name\": \"x\", \"red\": \"#f00\" }"))
    #expect(tokens[3].column == 42)
    #expect(
      TapeParser.parse("Set Theme { \"name\": \"x\"", file: "j").diagnostics.first?.description
        .hasPrefix("j:1:11: this { has no closing }") == true)
  }
}
