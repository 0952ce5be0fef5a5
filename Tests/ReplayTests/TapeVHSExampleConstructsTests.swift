import Testing

@testable import Replay

/// Constructs met when VHS's own example tapes were checked with `mamsim check` (issue 19) that
/// VHS accepts and mamsim used to refuse; each is a small tape written for this test.
@Suite struct TapeVHSExampleConstructsTests {
  /// The diagnostics of parsing `text` as the tape `v.tape`.
  private func diagnostics(_ text: String) -> [TapeDiagnostic] {
    TapeParser.parse(text, file: "v.tape").diagnostics
  }

  @Test func aCommentMayFollowAStringWithoutASpace() {
    let (steps, problems) = TapeParser.parse("Type \"ls\"# list the files\nEnter", file: "v.tape")
    #expect(problems == [])
    #expect(steps.map(\.command) == [.type("ls", speed: nil), .key(.enter, count: 1, speed: nil)])
  }

  @Test func aCommentMayFollowARegexOrABareWordWithoutASpace() {
    let (steps, problems) = TapeParser.parse("Wait /Ready/# done\nSleep 2# seconds", file: "v.tape")
    #expect(problems == [])
    #expect(steps.count == 2)
    #expect(steps.last?.command == .sleep(.seconds(2)))
  }

  @Test func aHashAfterANumberOrAtAWordsEndStartsAComment() throws {
    #expect(
      try TapeTokenizer.tokenize("Sleep 500ms#pause").map(\.kind) == [
        .word("Sleep"), .word("500ms"),
      ])
    #expect(try TapeTokenizer.tokenize("Enter# go").map(\.kind) == [.word("Enter")])
    #expect(
      try TapeTokenizer.tokenize("Type C#sharp").map(\.kind) == [.word("Type"), .word("C#sharp")])
  }

  @Test func aFolderOfFramesIsSkippedWithAWarning() {
    let (steps, problems) = TapeParser.parse(
      "Output shots/\nOutput frame.png\nOutput demo.gif", file: "v.tape")
    #expect(steps.map(\.command) == [.output("demo.gif")])
    #expect(problems.count == 2)
    #expect(problems.allSatisfy { $0.severity == .warning })
    #expect(problems[0].description.hasPrefix("v.tape:1:8: warning: mamsim does not write VHS's"))
    #expect(problems[1].location == SourceLocation(file: "v.tape", line: 2, column: 8))
  }

  @Test func aFolderOfFramesOutsideTheTapesFolderIsStillRefused() {
    let problems = diagnostics("Output ../frames/")
    #expect(problems.count == 1)
    #expect(problems.first?.isError == true)
    #expect(problems.first?.location == SourceLocation(file: "v.tape", line: 1, column: 8))
  }

  @Test func aJSONThemeMayGoOnOverSeveralLines() {
    let text = """
      Set Theme {
        "name": "night",
        "background": "#000000"
      }
      Type "x"
      """
    let (steps, problems) = TapeParser.parse(text, file: "v.tape")
    #expect(problems.allSatisfy { $0.severity == .warning }, "\(problems)")
    #expect(problems.first?.location == SourceLocation(file: "v.tape", line: 1, column: 5))
    #expect(steps.map(\.command) == [.type("x", speed: nil)])
    #expect(steps.first?.location.line == 5)
  }

  @Test func aJSONThemeThatNeverClosesIsRefusedAtItsBrace() {
    let problems = diagnostics("Set Theme {\n  \"name\": \"x\",\nSleep 1")
    #expect(problems.first?.description.hasPrefix("v.tape:1:11: this { has no closing }") == true)
  }

  @Test func anUnclosedStringSaysWhatToWrite() {
    let problem = diagnostics("Type \"hello").first?.description ?? ""
    #expect(problem.hasPrefix("v.tape:1:6: this string has no closing \""))
    #expect(problem.contains("write \" after the text"))
  }

  @Test func aStringMayFollowASpeedAtOnce() {
    let (steps, problems) = TapeParser.parse(
      "Type@.2'[ .a ]'\nType@500ms\"b\" Enter", file: "v.tape")
    #expect(problems == [])
    #expect(
      steps.map(\.command) == [
        .type("[ .a ]", speed: .milliseconds(200)), .type("b", speed: .milliseconds(500)),
        .key(.enter, count: 1, speed: nil),
      ])
  }

  @Test func aQuoteInsideAWordWithoutASpeedStaysInIt() throws {
    #expect(
      try TapeTokenizer.tokenize("Type don't").map(\.kind) == [.word("Type"), .word("don't")])
  }

  @Test func otherToolsHidingCommandsSayToWriteHideAndShow() {
    let problems = diagnostics("Hidden Begin\nPause\nResume")
    #expect(problems.count == 3)
    #expect(problems.allSatisfy { $0.isError })
    #expect(problems[0].description.contains("write Hide before them and Show after"))
    #expect(problems[0].location == SourceLocation(file: "v.tape", line: 1, column: 1))
    #expect(problems[2].description.contains("write Show"))
  }

  @Test func anOutputAboveTheTapesFolderSaysToUseOutputDir() {
    let problem = diagnostics("Output ../../renders/demo.gif").first?.description ?? ""
    #expect(problem.hasPrefix("v.tape:1:8: \"../../renders/demo.gif\" goes up with .."))
    #expect(
      problem.contains(
        "write \"demo.gif\" and play the tape with --output-dir DIR, DIR being ../../renders as "
          + "seen from the tape's folder"), "\(problem)")
    let inside = diagnostics("Output a/../b.txt").first?.description ?? ""
    #expect(inside.contains("write \"b.txt\", the same place without .."), "\(inside)")
  }

  @Test func anImageFormatMamsimDoesNotWriteIsSkippedAndTheOtherOutputsKept() {
    let (steps, problems) = TapeParser.parse(
      "Output demo.gif\nOutput demo.webp\nOutput ../demo.webp", file: "v.tape")
    #expect(steps.map(\.command) == [.output("demo.gif")])
    #expect(problems.count == 2)
    #expect(problems[0].description.hasPrefix("v.tape:2:8: warning: mamsim cannot write .webp"))
    #expect(problems[1].isError)
    #expect(problems[1].location == SourceLocation(file: "v.tape", line: 3, column: 8))
  }

  @Test func columnsRowsAndLinesAreCells() {
    let (steps, problems) = TapeParser.parse(
      "Set Columns 40\nSet Rows 10\nSet Lines 12\nSet Rows 0", file: "v.tape")
    #expect(steps.map(\.command) == [.set(.width(40)), .set(.height(10)), .set(.height(12))])
    #expect(problems.count == 1)
    #expect(problems.first?.description.hasPrefix("v.tape:4:10: 0 is not a number of rows") == true)
  }

  @Test func captionsOverlaysAndWindowDecorationsAreWarnings() {
    let text = """
      Set Caption true
      Set CaptionKeyStyle "vim"
      Set OverlayAlignment "top-right"
      Set CornerRadius 20
      Set WindowTitle "Demo"
      Overlay@10s "Look here" Sleep 1
      CaptionOn
      CaptionOff
      """
    let (steps, problems) = TapeParser.parse(text, file: "v.tape")
    #expect(steps.map(\.command) == [.sleep(.seconds(1))])
    #expect(problems.count == 8, "\(problems)")
    #expect(problems.allSatisfy { $0.severity == .warning })
    #expect(problems[0].description.contains("mamsim draws no captions or overlays"))
    #expect(problems[5].location == SourceLocation(file: "v.tape", line: 6, column: 1))
  }

  @Test func aQuoteInsideAStringOfTheSameQuoteSaysWhatToWrite() {
    let problem = diagnostics("Type \"run \"$(date)\" now\"").first?.description ?? ""
    #expect(problem.hasPrefix("v.tape:1:12: expected a space before \"$\""))
    #expect(problem.contains("put the text in another quote character"))
  }

  @Test func aPixelSettingAfterTheFirstCommandIsIgnoredWithAWarningAsInVHS() {
    let text = "Set FontSize 10\nType \"x\"\nSet FontSize 20\nSet Padding 5\nSet Height 30"
    let problems = diagnostics(text)
    #expect(problems.count == 3, "\(problems)")
    #expect(problems[0].severity == .warning)
    #expect(problems[0].description.hasPrefix("v.tape:3:1: warning: Set FontSize after the first"))
    #expect(problems[1].severity == .warning)
    // The terminal's size changes what the app shows: still an error.
    #expect(problems[2].isError)
    #expect(problems[2].location == SourceLocation(file: "v.tape", line: 5, column: 1))
  }

  @Test func aPaddingInPixelsOrInEmIsRead() {
    let (steps, problems) = TapeParser.parse(
      "Set Padding 2em\nSet FontSize 30\nSet Padding 2em\nSet Padding 15px\nSet Padding 9em",
      file: "v.tape")
    #expect(
      steps.map(\.command) == [
        .set(.padding(44)), .set(.fontSize(30)), .set(.padding(60)), .set(.padding(15)),
      ])
    #expect(problems.count == 3, "\(problems)")
    #expect(
      problems[0].description.hasPrefix("v.tape:1:13: warning: Set Padding 2em is read as 44"))
    #expect(problems[2].isError)
    #expect(problems[2].location == SourceLocation(file: "v.tape", line: 5, column: 13))
  }

  @Test func aPaddingAfterTheFirstCommandDoesNotChangeThePixelSizeConversion() {
    let (steps, problems) = TapeParser.parse(
      "Set FontSize 32\nSet Height 250\nSleep 1\nSet Padding 160", file: "v.tape")
    #expect(problems.filter(\.isError).isEmpty, "\(problems)")
    // 250 pixels high, 60 pixels of padding above and below, 1.2 × 32 pixels a row.
    #expect(steps.map(\.command).contains(.set(.height(3))), "\(steps)")
  }

  @Test func onlyAThemeGoesOnOverLines() {
    let (steps, problems) = TapeParser.parse("Type {\nEnter\nType \"}\"", file: "v.tape")
    #expect(problems.first?.description.hasPrefix("v.tape:1:6: this { has no closing }") == true)
    #expect(steps.count == 2)
  }
}
