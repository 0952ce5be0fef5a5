import Foundation
import TestSupport
import Testing

@testable import Replay

/// A misspelt word after `Expect` or `Wait` is named with the form meant, and `Wait Event` in a
/// Citrix tape is refused at once (issue 28, item 6).
@Suite(.scratchFolder) struct TapeFormHintTests {
  /// The single diagnostic of a one-line tape, as text.
  private static func problem(_ line: String) -> String {
    let found = TapeParser.parse(line, file: "e.tape").diagnostics
    #expect(found.count == 1, "\(found)")
    return found.first?.description ?? ""
  }

  @Test(arguments: [
    (
      "Expect Decison paste blocked",
      "e.tape:1:8: Expect Decison paste blocked is not a check; did you mean \"Decision\"?"
    ),
    (
      "Expect Fcus \"Sign in\"",
      "e.tape:1:8: Expect Fcus \"Sign in\" is not a check; did you mean \"Focus\"?"
    ),
    (
      "Expect Evnt wipeData",
      "e.tape:1:8: Expect Evnt wipeData is not a check; did you mean \"Event\"?"
    ),
    (
      "Wait Evnt policyRequest 100",
      "e.tape:1:6: Wait Evnt policyRequest 100 is not a check; did you mean \"Event\"?"
    ),
  ])
  func aMisspeltFormIsNamedWithTheOneMeant(_ line: String, _ expected: String) {
    #expect(Self.problem(line) == expected)
  }

  @Test func aBareWordFarFromEveryFormStillAsksForQuotes() {
    #expect(
      Self.problem("Expect Contoso").contains("expected quoted text or a /regex/, not Contoso"))
  }

  @Test func waitEventInACitrixTapeIsRefusedWithoutWaiting() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let scenario = try String(
      contentsOfFile: ReplaysFolder.path + "/scenarios/mdx-managed.json", encoding: .utf8)
    try scratch.write("mdx.json", scenario)
    try scratch.write("mdx.tape", "Set Scenario \"mdx.json\"\nWait@1h Event wipeData\n")
    let result = scratch.run("mdx.tape")
    let failure = try #require(result.failures.first)
    #expect(failure.location?.line == 2)
    #expect(failure.message == "Wait Event wipeData is for Intune tapes, not Citrix ones")
  }
  @Test func checkRefusesTheOtherVendorsLinesAtTheirLineWhenTheScenarioIsKnown() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let scenario = try String(
      contentsOfFile: ReplaysFolder.path + "/scenarios/mdx-managed.json", encoding: .utf8)
    try scratch.write("mdx.json", scenario)
    let citrix = try scratch.write(
      "citrix.tape",
      "Set Scenario \"mdx.json\"\nWait Event wipeData\nExpect Event wipeData\n"
        + "Expect Mdx isAppManaged \"true\"\nAdmin checkin\n")
    let note = " (the scenario \(scratch.folder)/mdx.json is a Citrix one)"
    #expect(
      TapeLoader.diagnostics(path: citrix).map(\.description) == [
        "\(citrix):2:1: Wait Event wipeData is for Intune tapes, not Citrix ones" + note,
        "\(citrix):3:1: Expect Event wipeData is for Intune tapes, not Citrix ones" + note,
        "\(citrix):5:1: Admin checkin is for Intune tapes, not Citrix ones" + note,
      ])
    // Without Set Scenario the tape plays the built-in Intune scenario.
    let intune = try scratch.write("intune.tape", "Expect Mdx isAppManaged \"true\"\n")
    #expect(
      TapeLoader.diagnostics(path: intune).map(\.description) == [
        "\(intune):1:1: Expect Mdx isAppManaged \"true\" needs a Citrix scenario "
          + "(\"vendor\": \"citrix\") (the built-in scenario is an Intune one)"
      ])
    // A scenario that cannot be read is not guessed at: check says why, as playing it would,
    // at the file's name, and says nothing of the vendor.
    let unknown = try scratch.write(
      "unknown.tape", "Set Scenario \"gone.json\"\nExpect Event wipeData\n")
    let found = TapeLoader.diagnostics(path: unknown)
    #expect(found.map(\.location.line) == [1], "\(found)")
    #expect(found.first?.location.column == 14)
    #expect(
      found.first?.text.hasPrefix("the scenario \(scratch.folder)/gone.json cannot be used") == true
    )
  }
}
