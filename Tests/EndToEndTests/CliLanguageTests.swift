import Foundation
import Testing

/// `mamsim check` on String Catalogs, and `--lang` on the command line.
@Suite struct CliLanguageTests {
  @Test func mamsimsOwnCatalogChecksClean() throws {
    let file = "Sources/Strings/Localizable.xcstrings"
    let outcome = try CliHarness.run(["check", file])
    #expect(outcome.status == 0)
    #expect(outcome.output == "\(file): ok\n")
  }

  @Test func aBrokenCatalogFailsWithLinesAndKeyPaths() throws {
    let file = "Tests/EndToEndTests/Fixtures/broken-catalog.xcstrings"
    let outcome = try CliHarness.run(["check", file])
    #expect(outcome.status == 1)
    let lines = outcome.output.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "\(file):9: strings.Pin_Length_Required.localizations.de: error: %@ shows argument 1 as"
          + " text; it is a number (%d in English)"))
    #expect(
      lines.contains(
        "\(file):14: strings.Sign_Inn_Button: error: mamsim has no key \"Sign_Inn_Button\"; did"
          + " you mean Sign_In_Button?"))
    #expect(
      lines.contains(
        "\(file):4: strings.Pin_Length_Required: warning: no zh-Hans translation: English is shown"
      ))
    #expect(lines.last?.hasPrefix("\(file): 2 errors, ") == true)
  }

  @Test func aWrongTypedValueHidesNoOtherProblem() throws {
    let file = "Tests/EndToEndTests/Fixtures/mistyped-catalog.xcstrings"
    let outcome = try CliHarness.run(["check", file])
    #expect(outcome.status == 1)
    let lines = outcome.output.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(2)) == [
        "\(file):9: strings.Pin_Length_Required.localizations.de.stringUnit.value: error: must be"
          + " a string, not a number",
        "\(file):18: strings.Sign_Inn_Button.localizations.de.stringUnit.state: error: must be a"
          + " string, not a number",
      ])
    // The linter still reads the rest: the unknown key at its line, the languages not written.
    #expect(
      lines.contains(
        "\(file):14: strings.Sign_Inn_Button: error: mamsim has no key \"Sign_Inn_Button\"; did"
          + " you mean Sign_In_Button?"))
    #expect(
      lines.contains(
        "\(file):4: strings.Pin_Length_Required: warning: no zh-Hans translation: English is shown"
      ))
    #expect(!lines.contains { $0.contains("Pin_Length_Required: warning: no de translation") })
    #expect(lines.last?.hasPrefix("\(file): 3 errors, ") == true)
  }

  @Test func langTakesTagsAndLocalesAndRefusesOthers() throws {
    let outcome = try CliHarness.run(["run", "--lang", "klingon"])
    #expect(outcome.status == 2)
    #expect(
      outcome.error
        == "mamsim: option '--lang' needs one of en, zh-Hans, de, it, not 'klingon'"
        + " (see 'mamsim run --help')\n")
    // A language mamsim lacks gets the list, not a guess at the nearest tag ('fr' is not 'en').
    let french = try CliHarness.run(["run", "--lang", "fr"])
    #expect(french.status == 2)
    #expect(french.error.contains("needs one of en, zh-Hans, de, it, not 'fr'"))
    #expect(!french.error.contains("did you mean"))
    let help = try CliHarness.run(["walkthrough", "--help"])
    #expect(help.output.contains("--lang LANG"))
  }
}
