import Foundation
import TestSupport
import Testing

@testable import Replay
@testable import Walkthrough

/// The tape commands for walkthroughs: `Set Walkthrough`, `Expect Report`, report outputs.
@Suite(.scratchFolder) struct TapeWalkthroughTests {
  @Test func parsesTheWalkthroughCommands() {
    let (steps, diagnostics) = TapeParser.parse(
      """
      Set Walkthrough "exit-criteria"
      Output "report.md"
      Output "report.json"
      Expect Report /passed/
      Expect Report "Sign out"
      """, file: "w.tape")
    #expect(diagnostics.isEmpty)
    #expect(
      steps.map(\.command) == [
        .set(.walkthrough("exit-criteria")), .output("report.md"), .output("report.json"),
        .expectReport(.regex("passed")), .expectReport(.text("Sign out")),
      ])
    #expect(TapeOutput.forPath("r.md") == .report("r.md"))
    #expect(TapeOutput.forPath("r.json") == .report("r.json"))
  }

  @Test func anUnknownWalkthroughIsAnErrorWithAHint() {
    let (_, diagnostics) = TapeParser.parse("Set Walkthrough \"first-polcy\"\n", file: "w.tape")
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.description.hasPrefix("w.tape:1:17: \"first-polcy\" is not a walkthrough")
        == true)
    #expect(diagnostics.first?.description.contains("did you mean \"first-policy\"") == true)
  }

  @Test func theIntegrationWalkthroughIsRefusedInATape() {
    let (_, diagnostics) = TapeParser.parse("Set Walkthrough \"integration\"\n", file: "w.tape")
    #expect(diagnostics.count == 1)
    let text = diagnostics.first?.description ?? ""
    #expect(text.hasPrefix("w.tape:1:17: the integration walkthrough is not played from a tape"))
    #expect(text.contains("mamsim walkthrough --settings Info.plist integration"))
  }

  /// A walkthrough report (`Output "r.md"`) in a tape that walks through none is refused at
  /// its line; it wrote an empty file.
  @Test func aReportOutputNeedsAWalkthrough() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("r.tape", "Output \"r.md\"\nOutput \"r.json\"\nWait /Sign in/\n")
    let result = scratch.run("r.tape")
    #expect(!result.passed)
    #expect(result.diagnostics.map(\.location.line) == [1, 2], "\(result.diagnostics)")
    #expect(result.diagnostics.first?.message.contains("the tape walks through none") == true)
    try scratch.write(
      "w.tape", "Set Walkthrough \"first-policy\"\nOutput \"w.md\"\nWait /Sign in/\n")
    #expect(scratch.run("w.tape").diagnostics.filter(\.isError).isEmpty)
  }

  @Test func expectReportNeedsAWalkthrough() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("no-walkthrough.tape", "Expect Report /passed/\n")
    let result = scratch.run("no-walkthrough.tape")
    #expect(!result.passed)
    #expect(result.failures.first?.message.contains("add Set Walkthrough") == true)
  }

  @Test func theReportOutputIsWrittenAtTheEnd() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write(
      "w.tape",
      """
      Set Walkthrough "first-policy"
      Output "w.md"
      Output "w.json"
      Wait /Sign in to Contoso/
      """)
    let result = scratch.run("w.tape")
    #expect(result.passed)
    #expect(try scratch.read("w.md").hasPrefix("# First-policy test: not passed"))
    let json = try scratch.read("w.json")
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["walkthrough"] as? String == "first-policy")
    #expect(object?["passed"] as? Bool == false)
  }
}
