import Testing

@testable import Replay

/// `Scene "Title" ["caption"]`: read totally, written back, and a no-op in a plain replay.
@Suite struct TapeSceneTests {
  private func parse(_ text: String) -> ([TapeCommand], [String]) {
    let (steps, diagnostics) = TapeParser.parse(text, file: "t.tape")
    return (steps.map(\.command), diagnostics.map(\.description))
  }

  @Test func aTitleAndAnOptionalCaption() {
    let (commands, diagnostics) = parse(
      """
      Scene "A copy refused" "Corporate text stays in managed apps"
      Scene 'Blocked'
      Scene "Empty caption" ""
      """)
    #expect(diagnostics == [])
    #expect(
      commands == [
        .scene(TapeScene(title: "A copy refused", caption: "Corporate text stays in managed apps")),
        .scene(TapeScene(title: "Blocked")), .scene(TapeScene(title: "Empty caption")),
      ])
  }

  @Test func isWrittenBackAsItReads() {
    let scene = TapeCommand.scene(TapeScene(title: "First policy", caption: "It says \"restart\""))
    let (commands, diagnostics) = parse(scene.description)
    #expect(diagnostics == [])
    #expect(commands == [scene])
  }

  @Test(arguments: [
    ("Scene", "t.tape:1:1: Scene needs a title"),
    ("Scene Intro", "t.tape:1:7: the scene's title must be in quotes"),
    ("Scene \"\"", "t.tape:1:7: a scene's title must not be empty"),
    ("Scene \"   \"", "t.tape:1:7: a scene's title must not be empty"),
    ("Scene \"a\" \"b\" \"c\"", "t.tape:1:15: unexpected \"c\""),
    ("Scene /x/", "t.tape:1:7: the scene's title must be in quotes"),
    ("Scene@2s \"a\"", "t.tape:1:6: Scene does not take an @ duration"),
    ("Scene \"a\" caption", "t.tape:1:11: the scene's caption must be in quotes"),
    (
      "Scene \"\(String(repeating: "x", count: 61))\"",
      "t.tape:1:7: the scene's title has 61 characters; at most 60 fit"
    ),
    (
      "Scene \"a\" \"\(String(repeating: "y", count: 161))\"",
      "t.tape:1:11: the scene's caption has 161 characters; at most 160 fit"
    ),
    ("Scene \"a\tb\"", "t.tape:1:7: the scene's title must not hold control characters"),
    ("scene \"a\"", "t.tape:1:1: unknown command \"scene\""),
  ])
  func badScenesSayWhatAndWhere(line: String, expected: String) {
    let (commands, diagnostics) = parse(line)
    #expect(commands == [])
    #expect(diagnostics.first?.hasPrefix(expected) == true, "\(diagnostics)")
  }

  @Test func aPlainReplayPlaysPastScenesAndPresentStopsAfterThem() throws {
    let tape = try #require(
      try? TapeLoader.load(
        text: """
          Wait /Sign in to Contoso/
          Scene "Signed out" "Nobody yet"
          Expect "Not signed in"
          """, file: "t.tape", folder: "/nonexistent"
      ).get())
    let result = TapeRunner(options: RunnerOptions(writesOutputs: false)).run(tape)
    #expect(result.failures == [])
    #expect(PresentStop.stops(of: tape.steps).map(\.position) == [2, 3])
  }

  @Test func aTapeWithoutScenesStopsAtItsStartAndEnd() throws {
    let tape = try #require(
      try? TapeLoader.load(text: "Wait /Sign in/\nEnter", file: "t.tape", folder: "/x").get())
    let stops = PresentStop.stops(of: tape.steps)
    #expect(
      stops == [PresentStop(position: 0, kind: .start), PresentStop(position: 2, kind: .end)])
  }
}

/// `Set Slide off|phone|captions`.
@Suite struct TapeSlideSettingTests {
  @Test func readsEachKindAndRefusesOthersWithAHint() {
    for kind in TapeSlide.allCases {
      let (steps, diagnostics) = TapeParser.parse("Set Slide \(kind.rawValue)", file: "t.tape")
      #expect(diagnostics == [])
      #expect(steps.map(\.command) == [.set(.slide(kind))])
      #expect(TapeSetting.slide(kind).description == "Set Slide \(kind.rawValue)")
    }
    let (_, diagnostics) = TapeParser.parse("Set Slide caption", file: "t.tape")
    #expect(
      diagnostics.map(\.description) == [
        "t.tape:1:11: \"caption\" is not a kind of slide; did you mean \"captions\"?"
      ])
  }
}
