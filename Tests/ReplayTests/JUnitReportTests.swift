import Foundation
import TestSupport
import Testing

@testable import Replay

/// A tape that passes, one that fails at a known line, and one that cannot be read.
private func playMixedTapes() throws -> (report: JUnitReport, scratch: RunnerScratch) {
  let scratch = try RunnerScratch()
  try scratch.write("ok/pass.tape", "Wait /Sign in to Contoso/\nExpect \"Work account\"\n")
  try scratch.write("ok/fail.tape", "Wait /Sign in to Contoso/\nExpect \"No <such> & text\"\n")
  try scratch.write("bad/typo.tape", "Typo \"x\"\n")
  var report = JUnitReport()
  for name in ["ok/pass.tape", "ok/fail.tape", "bad/typo.tape"] {
    report.add(scratch.run(name))
  }
  report.addSkipped(file: scratch.folder + "/bad/later.tape", reason: "not played")
  return (report, scratch)
}

@Test(.scratchFolder) func junitReportOfPassingFailingUnreadableAndSkippedTapesIsValid() throws {
  let (report, scratch) = try playMixedTapes()
  defer { scratch.remove() }
  let xml = report.render()
  #expect(JUnitSchema.violations(xml) == [], "\(xml)")
  let root = try JUnitSchema.parse(xml).get()
  #expect(root.attributes["tests"] == "4")
  #expect(root.attributes["failures"] == "1")
  #expect(root.attributes["errors"] == "1")
  let suites = root.children
  #expect(
    suites.map { $0.attributes["name"] } == [scratch.folder + "/ok", scratch.folder + "/bad"])
  #expect(suites[1].attributes["skipped"] == "1")
  let cases = suites.flatMap { $0.children.filter { $0.name == "testcase" } }
  #expect(
    cases.map { $0.attributes["name"] } == ["pass.tape", "fail.tape", "typo.tape", "later.tape"])
  #expect(cases[0].attributes["classname"] == scratch.folder + "/ok")
  #expect(cases[0].children.isEmpty)
  // The failure: where, what was expected (escaped and read back), the screen at that moment.
  let failure = try #require(cases[1].children.first)
  #expect(failure.name == "failure")
  #expect(failure.attributes["message"]?.hasPrefix(scratch.folder + "/ok/fail.tape:2:1: ") == true)
  #expect(failure.attributes["message"]?.contains("\"No <such> & text\"") == true)
  #expect(failure.text.contains("screen at that moment:\n"))
  #expect(failure.text.contains("Sign in to Contoso"))
  #expect(!failure.text.hasSuffix("\n"), "blank rows are trimmed")
  #expect(cases[2].children.first?.name == "error")
  #expect(cases[2].children.first?.text.contains("unknown command \"Typo\"") == true)
  #expect(cases[3].children.first?.name == "skipped")
  // The virtual time of each played tape is a property of its suite.
  let properties = try #require(suites[0].children.first { $0.name == "properties" })
  #expect(
    properties.children.map { $0.attributes["name"] } == [
      "virtual time of pass.tape", "virtual time of fail.tape",
    ])
  #expect(properties.children.allSatisfy { ($0.attributes["value"] ?? "").contains(".") })
}

@Test(.scratchFolder) func junitTextEscapesMarkupQuotesAndControlCharacters() throws {
  let nasty = "a & b < c > d \"q\" 'a'\u{1B}[31m\u{0}\u{7}\tx\r\ny\u{7F}"
  let failure = TapeFailure(
    location: SourceLocation(file: "t/x.tape", line: 3, column: 1), message: nasty,
    screen: "\n  row \u{1B} one\n\n")
  var report = JUnitReport(name: "n & <m>")
  report.add(TapeResult(file: "t/x&y.tape", failures: [failure]))
  let xml = report.render()
  #expect(JUnitSchema.violations(xml) == [], "\(xml)")
  #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
  let root = try JUnitSchema.parse(xml).get()
  #expect(root.attributes["name"] == "n & <m>")
  let testcase = try #require(root.children.first?.children.first { $0.name == "testcase" })
  #expect(testcase.attributes["name"] == "x&y.tape")
  let element = try #require(testcase.children.first)
  let readable = "a & b < c > d \"q\" 'a'␛[31m␀␇"
  // The whole message, every line of it (a CI's summary shows only this attribute).
  #expect(element.attributes["message"] == "t/x.tape:3:1: " + readable + "\tx\r\ny␡")
  #expect(element.text.contains(readable + "\tx\r\ny␡"))
  #expect(element.text.hasSuffix("screen at that moment:\n  row ␛ one"))
}

@Test(.scratchFolder) func schemaCheckerRejectsWhatTheSchemaForbids() {
  let valid = """
    <testsuites tests="1" failures="0" errors="0"><testsuite name="s" tests="1" failures="0" \
    errors="0"><testcase name="c" time="0.001"/></testsuite></testsuites>
    """
  #expect(JUnitSchema.violations(valid) == [])
  let broken = [
    valid.replacingOccurrences(of: "0.001", with: "0.000001"),
    valid.replacingOccurrences(of: "errors=\"0\"", with: "errors=\"0\" skipped=\"0\""),
    valid.replacingOccurrences(
      of: "time=\"0.001\"/>",
      with: "><properties><property name=\"a\" value=\"b\"/></properties></testcase>"),
    valid.replacingOccurrences(of: "name=\"s\" tests=\"1\"", with: "name=\"s\" tests=\"2\""),
    valid.replacingOccurrences(of: "<testcase name=\"c\"", with: "<testcase"),
    valid.replacingOccurrences(of: "</testsuites>", with: ""),
    valid.replacingOccurrences(
      of: "<testcase name=\"c\"", with: "<testcase name=\"c\" status=\"x\""),
    valid.replacingOccurrences(of: "errors=\"0\"><testcase", with: "><testcase"),
  ]
  for xml in broken { #expect(!JUnitSchema.violations(xml).isEmpty, "\(xml)") }
}

@Test(.scratchFolder) func githubAnnotationsPointAtTheFailingLineWithEscapedText() {
  let failure = TapeFailure(
    location: SourceLocation(file: "dir,a:b/t.tape", line: 7, column: 2),
    message: "100% wrong\r\nsecond line", screen: "the screen")
  let lines = GitHubAnnotations.lines(for: TapeResult(file: "t.tape", failures: [failure]))
  #expect(
    lines == [
      "::error file=dir%2Ca%3Ab/t.tape,line=7,col=2,title=mamsim%3A tape failed::"
        + "100%25 wrong%0D%0Asecond line"
    ])
  let unreadable = TapeResult(
    file: "u.tape",
    diagnostics: [
      TapeDiagnostic(SourceLocation(file: "u.tape", line: 2, column: 5), "bad", hint: .note("n")),
      TapeDiagnostic(
        SourceLocation(file: "u.tape", line: 1, column: 1), "meh", severity: .warning),
    ])
  // The level is said once, by the command, not again in the message.
  #expect(
    GitHubAnnotations.lines(for: unreadable) == [
      "::error file=u.tape,line=2,col=5,title=mamsim%3A tape not run::bad (n)",
      "::warning file=u.tape,line=1,col=1,title=mamsim%3A tape not run::meh",
    ])
  // A file that cannot be read is annotated on the file, with no line.
  let missing = TapeResult(
    file: "m.tape", diagnostics: [TapeDiagnostic(.wholeFile("m.tape"), "there is no such file")])
  #expect(
    GitHubAnnotations.lines(for: missing) == [
      "::error file=m.tape,title=mamsim%3A tape not run::there is no such file"
    ])
  #expect(GitHubAnnotations.lines(for: TapeResult(file: "p.tape")) == [])
}

/// A tape's name or text with control characters (an escape sequence that would set a title or
/// colours, a bell) is annotated with their escapes, never the raw bytes.
@Test func githubAnnotationsWriteControlCharactersAsEscapes() {
  let failure = TapeFailure(
    location: SourceLocation(file: "nl\nname\u{1B}[31m.tape", line: 1, column: 1),
    message: "expected \"\u{1}\u{1B}]0;pwn\u{7} ctrl\u{85}\u{2028}\"\tand a tab")
  let lines = GitHubAnnotations.lines(
    for: TapeResult(file: "nl\nname\u{1B}[31m.tape", failures: [failure]))
  #expect(
    lines == [
      "::error file=nl%0Aname\\u{1B}[31m.tape,line=1,col=1,title=mamsim%3A tape failed::"
        + "expected \"\\u{1}\\u{1B}]0;pwn\\u{7} ctrl\\u{85}\\u{2028}\"\tand a tab"
    ])
  let raw = lines.joined().unicodeScalars.filter {
    ($0.value < 0x20 && $0 != "\t") || (0x7F..<0xA0).contains($0.value)
  }
  #expect(raw.isEmpty)
}

@Test(.scratchFolder) func githubAnnotationPathsAreRelativeToTheWorkspaceWhenInsideIt() {
  let failure = TapeFailure(
    location: SourceLocation(file: "/repo/ci/../replays/t.tape", line: 3, column: 1),
    message: "m", screen: "")
  let result = TapeResult(file: "/repo/replays/t.tape", failures: [failure])
  #expect(
    GitHubAnnotations.lines(for: result, workspace: "/repo", workingFolder: "/elsewhere")
      == ["::error file=replays/t.tape,line=3,col=1,title=mamsim%3A tape failed::m"])
  // Relative to the working folder first, then to the workspace.
  let relative = TapeResult(
    file: "t.tape",
    failures: [
      TapeFailure(
        location: SourceLocation(file: "../r/t.tape", line: 1, column: 1), message: "m", screen: "")
    ])
  #expect(
    GitHubAnnotations.lines(for: relative, workspace: "/w", workingFolder: "/w/sub")
      == ["::error file=r/t.tape,line=1,col=1,title=mamsim%3A tape failed::m"])
  // Outside the workspace: the absolute path, as nothing on the diff can show it.
  #expect(
    GitHubAnnotations.lines(for: result, workspace: "/other", workingFolder: "/")
      == ["::error file=/repo/replays/t.tape,line=3,col=1,title=mamsim%3A tape failed::m"])
  #expect(GitHubAnnotations.path("/repository/x", inside: "/repo") == "/repository/x")
}
