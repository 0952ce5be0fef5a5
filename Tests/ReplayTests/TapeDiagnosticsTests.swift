import Testing

@testable import Replay

/// The diagnostics of a tape named `e.tape`.
private func diagnostics(_ text: String) -> [TapeDiagnostic] {
  TapeParser.parse(text, file: "e.tape").diagnostics
}

/// The single diagnostic of a one-line tape, as text.
private func problem(_ line: String) -> String {
  let found = diagnostics(line)
  #expect(found.count == 1, "\(found)")
  return found.first?.description ?? ""
}

/// Tests of the tape parser.
@Suite struct TapeDiagnosticsTests {
  @Test func unknownCommandsSuggestTheNearestOne() {
    #expect(problem("Entre") == "e.tape:1:1: unknown command \"Entre\"; did you mean \"Enter\"?")
    #expect(problem("  Tpye \"x\"").hasSuffix("; did you mean \"Type\"?"))
    #expect(problem("  Tpye \"x\"").hasPrefix("e.tape:1:3: "))
    #expect(problem("Ctl+C").hasSuffix("; did you mean \"Ctrl\"?"))
    #expect(problem("Frobnicate") == "e.tape:1:1: unknown command \"Frobnicate\"")
    #expect(
      problem("enter")
        == "e.tape:1:1: unknown command \"enter\" (commands are case-sensitive: write Enter)")
    #expect(problem("Paste").contains("VHS command that mamsim does not support"))
  }

  @Test func unknownEventsSuggestTheNearestName() {
    #expect(
      problem("Expect Event polcyRequest")
        == "e.tape:1:14: unknown event \"polcyRequest\"; did you mean \"policyRequest\"?")
    #expect(problem("Expect Event launched 1").contains("known events: enrollmentRequest"))
    #expect(problem("Expect Event policyRequest ok").hasPrefix("e.tape:1:28: ok is not a status"))
  }

  @Test func expectClipboardNeedsTextAndAKnownIdentity() {
    #expect(problem("Expect Clipboard").contains("Expect Clipboard needs the text it should hold"))
    #expect(
      problem("Expect Clipboard \"x\" manged")
        == "e.tape:1:22: manged is not an identity; did you mean \"managed\"?")
    #expect(problem("Expect Clipboard \"x\" managed now").contains("unexpected"))
  }

  @Test func videoOutputsNameTheConverter() {
    // GIF, MP4, WebM and PNG screenshots are written; the other image and video formats are not.
    #expect(diagnostics("Output \"demo.gif\"\nOutput 'out/x.mp4'\nScreenshot \"s.png\"").isEmpty)
    let message = problem("Output \"demo.jpg\"")
    #expect(message.hasPrefix("e.tape:1:8: warning: mamsim cannot write .jpg files, skipped"))
    #expect(message.contains("asciicast (.cast)"))
    #expect(message.contains("GIF (.gif)"))
    #expect(message.contains("agg demo.cast demo.jpg"))
    #expect(problem("Output 'out/x.mov'").contains("agg out/x.cast x.mov"))
    #expect(problem("Output \"x.pdf\"").contains("use a .cast, .svg, .gif, .mp4, .webm, .txt"))
  }

  @Test func everyScreenshotNameItCannotWriteGetsOneMessageListingPNG() {
    // .jpg and .webp were once told to use only .txt or .svg, unlike .gif and .bmp.
    for (name, written) in [
      ("s.jpg", ".jpg"), ("s.webp", ".webp"), ("s.gif", ".gif"), ("s.bmp", ".bmp"),
      ("s", "a file without an extension"),
    ] {
      #expect(
        problem("Screenshot \"\(name)\"")
          == "e.tape:1:12: Screenshot writes the screen as text, as an SVG image or as a PNG "
          + "picture, not as \(written) (use a .txt, .svg or .png file name)")
    }
  }

  @Test func badRegexesAreReportedAtTheirColumn() {
    #expect(problem("Wait   /a(b/").hasPrefix("e.tape:1:8: invalid regular expression /a(b/: "))
    #expect(problem("Expect /x/g").hasPrefix("e.tape:1:11: unknown regex flag \"g\""))
    #expect(problem("Wait /open").hasPrefix("e.tape:1:6: this regular expression has no closing /"))
  }

  @Test func syntaxErrorsCarryTheirColumn() {
    #expect(problem("Type \"abc").hasPrefix("e.tape:1:6: this string has no closing \""))
    #expect(problem("Type \"a\"b").hasPrefix("e.tape:1:9: expected a space"))
    #expect(problem("\"hello\"").hasPrefix("e.tape:1:1: a line must start with a command"))
    #expect(problem("Type /hello/").hasPrefix("e.tape:1:6: the text to type must be in quotes"))
    #expect(problem("Type").hasPrefix("e.tape:1:1: Type needs the text to type"))
    #expect(problem("Sleep soon").hasPrefix("e.tape:1:7: soon is not a duration"))
    #expect(problem("Type@fast \"x\"").hasPrefix("e.tape:1:6: fast is not a duration"))
    #expect(problem("Wait@ /x/").hasPrefix("e.tape:1:5: Wait@ needs a duration after the @"))
    #expect(problem("Enter@").hasPrefix("e.tape:1:6: Enter@ needs a duration after the @"))
    // Past the longest a tape may wait, the limit is named, as for Sleep.
    #expect(problem("Wait@36501d /x/").contains("36501d is not a duration"))
    #expect(problem("Wait@36501d /x/").contains("at most 36500d"))
    #expect(problem("Sleep@1s 2s").hasPrefix("e.tape:1:6: Sleep does not take an @ duration"))
    #expect(problem("Down 0").hasPrefix("e.tape:1:6: 0 is not a repeat count"))
    #expect(problem("Down 2 3").hasPrefix("e.tape:1:8: unexpected 3"))
    #expect(problem("Hide now").hasPrefix("e.tape:1:6: unexpected now"))
    #expect(problem("F13").hasPrefix("e.tape:1:1: there is no F13 key"))
    #expect(problem("Ctrl+Tab").hasPrefix("e.tape:1:6: Ctrl+Tab is not a control key"))
    #expect(problem("Alt+Up").hasPrefix("e.tape:1:5: Alt+Up is not a key"))
    #expect(problem("Shift+Up").hasSuffix("; did you mean \"Shift+Tab\"?"))
    #expect(problem("Wait+Scren /x/").hasSuffix("; did you mean \"Wait+Screen\"?"))
    #expect(problem("Wait@0s /x/").hasPrefix("e.tape:1:6: a Wait timeout must be more than 0"))
    #expect(problem("Wait ready").contains("expected quoted text or a /regex/"))
    #expect(problem("Source \"x.txt\"").hasPrefix("e.tape:1:8: Source includes .tape files only"))
  }

  @Test func settingErrorsCarryTheirColumn() {
    #expect(problem("Set Widht 80").hasSuffix("; did you mean \"Width\"?"))
    #expect(problem("Set Widht 80").hasPrefix("e.tape:1:5: unknown setting"))
    #expect(problem("Set Width wide").hasPrefix("e.tape:1:11: wide is not a terminal width"))
    #expect(problem("Set Height 0").hasPrefix("e.tape:1:12: 0 is not a terminal height"))
    #expect(problem("Set Width").hasPrefix("e.tape:1:5: Set Width needs a value"))
    #expect(problem("Set Appearance drak").hasSuffix("; did you mean \"dark\"?"))
    #expect(problem("Set WaitPattern /x/").contains("WaitPattern is not supported"))
    #expect(problem("Set Scenario a.json").hasPrefix("e.tape:1:14: the scenario file must be"))
    #expect(problem("Set").hasPrefix("e.tape:1:1: Set needs a setting name"))
  }

  @Test func worldCommandErrorsCarryTheirColumn() {
    #expect(problem("Device jailbroke true").hasSuffix("; did you mean \"jailbroken\"?"))
    #expect(problem("Device online maybe").hasPrefix("e.tape:1:15: maybe is not true or false"))
    #expect(problem("Device threat severe").hasPrefix("e.tape:1:15: \"severe\" is not a threat"))
    #expect(problem("Device threat hihg").hasSuffix("; did you mean \"high\"?"))
    #expect(problem("Device os \"17,5\"").hasPrefix("e.tape:1:11: \"17,5\" is not an iOS version"))
    #expect(problem("Device os \"\"").hasPrefix("e.tape:1:11: \"\" is not an iOS version"))
    #expect(problem("Admin wpie \"a@b.c\"").hasSuffix("; did you mean \"wipe\"?"))
    #expect(problem("Admin wipe alex").hasPrefix("e.tape:1:12: the user must be in quotes"))
    #expect(problem("Admin policy \"pinRequired\" ture").hasPrefix("e.tape:1:28: ture is not true"))
    #expect(problem("Admin policy \"pinRequired\"").contains("needs a setting name and a value"))
    #expect(problem("Admin checkin now").hasPrefix("e.tape:1:15: unexpected now"))
  }

  @Test func reportsEveryErrorOfTheFileInOrder() {
    let found = diagnostics(
      """
      Set Width 100
      Entre
      Type "ok"
      Sleep forever
      Output "demo.pdf"
      Expect Event polcyRequest 100
      Set Height 30
      Wait /x(/
      """)
    #expect(
      found.map { "\($0.location.line):\($0.location.column)" } == [
        "2:1", "4:7", "5:8", "6:14", "7:1", "8:6",
      ])
    #expect(found.allSatisfy { $0.isError })
  }
}
