import Foundation
import Replay
import SessionEngine
import TestSupport
import Testing

/// `Set Language`: parsed and checked, and the screens (and so `Expect`) follow it; without it a
/// tape takes the scenario's device language, else English, never the environment's.
@Suite(.scratchFolder) struct TapeLanguageTests {
  @Test func setLanguageIsParsedAndWrittenBack() {
    let (steps, diagnostics) = TapeParser.parse(
      "Set Language de\nSet Language zh_CN.UTF-8\nSet Language \"it\"", file: "t.tape")
    #expect(diagnostics.isEmpty)
    #expect(
      steps.map(\.command) == [
        .set(.language(.german)), .set(.language(.simplifiedChinese)), .set(.language(.italian)),
      ])
    #expect(TapeSetting.language(.simplifiedChinese).description == "Set Language zh-Hans")
  }

  @Test func anUnknownLanguageIsAnErrorAtItsColumn() {
    let (_, diagnostics) = TapeParser.parse("Set Width 80\nSet Language dee", file: "t.tape")
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.description.hasPrefix("t.tape:2:14:") == true)
    #expect(
      diagnostics.first?.description.contains("did you mean \"de\"") == true, "\(diagnostics)")
  }

  @Test func theScreensFollowTheTapesLanguage() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write(
      "de.tape",
      "Set Language de\nWait /Bei Contoso anmelden/\nExpect \"Nicht angemeldet\"\n")
    let result = scratch.run("de.tape")
    #expect(result.passed, "\(ReplayReport.lines(for: result))")
    try scratch.write("en.tape", "Wait /Sign in to Contoso/\nExpect \"Not signed in\"\n")
    #expect(scratch.run("en.tape").passed)
    // The English tape fails in German: Expect matches the language the tape sets.
    try scratch.write("en-de.tape", "Set Language de\nExpect \"Not signed in\"\n")
    #expect(!scratch.run("en-de.tape").passed)
  }

  @Test func theScenariosDeviceLanguageAppliesUnlessTheTapeSetsOne() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    let scenario = EmbeddedScenario.json.replacingOccurrences(
      of: "\"device\": {", with: "\"device\": {\"language\": \"it\",")
    try scratch.write("it.json", scenario)
    try scratch.write(
      "scenario.tape", "Set Scenario \"it.json\"\nWait /Accedi a Contoso/\nExpect \"Password\"\n")
    let result = scratch.run("scenario.tape")
    #expect(result.passed, "\(ReplayReport.lines(for: result))")
    try scratch.write(
      "override.tape",
      "Set Scenario \"it.json\"\nSet Language zh-Hans\nWait /登录 Contoso/\nExpect \"密码\"\n")
    let override = scratch.run("override.tape")
    #expect(override.passed, "\(ReplayReport.lines(for: override))")
  }
}
