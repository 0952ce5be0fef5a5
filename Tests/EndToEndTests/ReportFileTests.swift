import Foundation
import TestSupport
import Testing

@testable import mamsim

/// `ReportFile`: a report replaces only a report of its kind that mamsim wrote, or nothing.
@Suite(.scratchFolder) struct ReportFileTests {
  @Test func junitIsKnownByItsRootElement() {
    #expect(
      ReportFile.isReport(
        "<?xml version=\"1.0\"?>\n<testsuites name=\"x\">\n</testsuites>\n", .junit))
    #expect(ReportFile.isReport("\u{FEFF}<!-- from CI -->\n<testsuite name=\"a\"/>", .junit))
    #expect(!ReportFile.isReport("<?xml version=\"1.0\"?>\n<testsuitesX/>", .junit))
    #expect(!ReportFile.isReport("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", .junit))
    #expect(!ReportFile.isReport("Wait /Sign in/\nEnter\n", .junit))
    #expect(!ReportFile.isReport("", .junit))
  }

  @Test func aWalkthroughReportIsKnownByItsForm() {
    let json = """
      {"bundleId":"b","durationMs":1,"events":[],"passed":true,"scenario":"s","steps":[],\
      "walkthrough":"first-policy"}
      """
    #expect(ReportFile.isReport(json, .walkthrough))
    #expect(!ReportFile.isReport("{\"name\": \"Contoso\", \"steps\": []}", .walkthrough))
    let markdown =
      "# First policy: passed\n\nScenario: s. App: a (b).\nTime taken: 1s.\n\n"
      + "| # | Schritt | Ergebnis | wann oder warum |\n|---|---|---|---|\n| 1 | x | y | z |\n"
    #expect(ReportFile.isReport(markdown, .walkthrough))
    #expect(!ReportFile.isReport("# Notes\n\n| a | b |\n|---|---|\n", .walkthrough))
    // Each kind replaces only its own.
    #expect(!ReportFile.isReport(markdown, .junit))
    #expect(!ReportFile.isReport("<testsuites/>", .walkthrough))
  }

  @Test func onlyAReportOrNothingMayBeReplaced() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = folder.appendingPathComponent("a.tape").path
    try "Enter\n".write(toFile: tape, atomically: true, encoding: .utf8)
    let old = folder.appendingPathComponent("old.xml").path
    try "<testsuites/>\n".write(toFile: old, atomically: true, encoding: .utf8)
    let junit = { (path: String) in ReportFile(kind: .junit, path: path, option: "--junit") }
    #expect(junit(folder.appendingPathComponent("new.xml").path).refusal(inputs: []) == nil)
    #expect(junit(old).refusal(inputs: [tape]) == nil)
    #expect(
      junit(tape).refusal(inputs: [])
        == "mamsim: will not write the JUnit report to \(tape): it is not a JUnit report mamsim "
        + "wrote (was the report's name left out after --junit?); give --junit another file "
        + "name, or remove the file first")
    // A report path that is an input is refused whatever it holds, however it is spelt.
    let spelt = folder.appendingPathComponent("sub/../old.xml").path
    #expect(
      junit(old).refusal(inputs: [spelt])?.contains("one of the files this command reads") == true)
    #expect(junit(folder.path).refusal(inputs: [])?.contains("it is a folder") == true)
    // A link is replaced, never written through: its target (here the tape) keeps its bytes.
    let link = folder.appendingPathComponent("link.xml").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: tape)
    #expect(junit(link).refusal(inputs: []) == nil)
    // A stream is written into: /dev/null takes the report and keeps nothing; a FIFO is one.
    #expect(junit("/dev/null").refusal(inputs: []) == nil)
    #expect(junit("/dev/null").isStream)
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(junit(fifo).isStream)
    #expect(!junit(link).isStream, "a link to a file is replaced, not written through")
  }
}
