import Foundation
import SessionEngine
import TestSupport
import Testing

@testable import Replay

/// `check` reports what `replay` would refuse in a tape's world, at the tape's line: a file a
/// `Set` line names that is missing or broken, a `Password` of an unknown account, an `Admin`
/// line naming an unknown setting or user.
@Suite(.scratchFolder) struct TapeWorldCheckTests {
  /// The errors `check` gives for `tape`, written with `files` beside it.
  private func errors(_ tape: String, files: [String: String] = [:]) throws -> (
    [TapeDiagnostic], String
  ) {
    let scratch = try RunnerScratch()
    for (name, text) in files { try scratch.write(name, text) }
    let path = try scratch.write("t.tape", tape)
    return (TapeLoader.diagnostics(path: path).filter(\.isError), path)
  }

  @Test(arguments: [
    ("Set Scenario \"nope.json\"\nEnter\n", 14, "the scenario"),
    ("Set Scenario \"broken.json\"\nEnter\n", 14, "the scenario"),
    ("Set Settings \"nope.plist\"\nEnter\n", 14, "the settings"),
    ("Set Settings \"broken.plist\"\nEnter\n", 14, "the settings"),
    ("Set Entitlements \"nope.entitlements\"\nEnter\n", 18, "the entitlements"),
  ])
  func aFileASetLineNamesThatCannotBeUsedIsAnErrorAtItsName(
    tape: String, column: Int, what: String
  ) throws {
    let (found, path) = try errors(
      tape, files: ["broken.json": "{\"tenant\": ", "broken.plist": "not a plist"])
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.location == SourceLocation(file: path, line: 1, column: column))
    #expect(found.first?.text.hasPrefix("\(what) ") == true, "\(found)")
    #expect(found.first?.text.contains("cannot be used: ") == true, "\(found)")
    // replay refuses the same tape.
    #expect(!TapeRunner().run(path: path).passed)
  }

  /// A walkthrough the tape's scenario cannot pass is refused at its `Set Walkthrough` line,
  /// as `mamsim walkthrough` refuses it, rather than played to a step that never comes.
  @Test func aWalkthroughTheScenarioCannotPassIsRefusedAtItsLine() throws {
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(EmbeddedScenario.json.utf8)) as? [String: Any])
    var policies = try #require(json["policies"] as? [[String: Any]])
    for index in policies.indices { policies[index]["pinRequired"] = false }
    json["policies"] = policies
    let scenario = String(
      decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
    let tape = "Set Scenario \"nopin.json\"\nSet Walkthrough \"first-policy\"\nEnter\n"
    let (found, path) = try errors(tape, files: ["nopin.json": scenario])
    #expect(found.map(\.location.line) == [2], "\(found)")
    #expect(found.first?.text.contains("cannot pass the first-policy test") == true, "\(found)")
    #expect(found.first?.text.contains("pinRequired is false") == true, "\(found)")
    #expect(!TapeRunner().run(path: path).passed)
    // The same scenario with a walkthrough it can pass (the exit criteria need no PIN).
    let (fine, _) = try errors(
      "Set Scenario \"nopin.json\"\nSet Walkthrough \"exit-criteria\"\nEnter\n",
      files: ["nopin.json": scenario])
    #expect(fine.isEmpty, "\(fine)")
  }

  @Test func everyUnusableFileIsNamedNotOnlyTheScenario() throws {
    let tape = "Set Scenario \"nope.json\"\nSet Settings \"broken.plist\"\nEnter\n"
    let (found, path) = try errors(tape, files: ["broken.plist": "not a plist"])
    #expect(found.map(\.location.line) == [1, 2], "\(found)")
    #expect(found.last?.location == SourceLocation(file: path, line: 2, column: 14))
    #expect(found.last?.text.hasPrefix("the settings ") == true, "\(found)")
    #expect(found.last?.text.contains("broken.plist cannot be used") == true, "\(found)")
    // A usable scenario with usable settings: nothing more is said.
    let (fine, _) = try errors(
      "Set Scenario \"nope.json\"\nEnter\n", files: ["broken.plist": "not a plist"])
    #expect(fine.count == 1, "\(fine)")
  }

  @Test func theSetLineInForceIsTheOneNamedWhenASettingIsWrittenTwice() throws {
    let (found, path) = try errors(
      "Set Settings \"good.plist\"\nSet Settings \"broken.plist\"\nEnter\n",
      files: ["good.plist": "<plist><dict/></plist>", "broken.plist": "not a plist"])
    #expect(found.map(\.location) == [SourceLocation(file: path, line: 2, column: 14)])
    let failure = TapeRunner().run(path: path).failures.first
    #expect(failure?.location == SourceLocation(file: path, line: 2, column: 14))
  }

  @Test func aSettingWrittenInASourcedFileIsNamedAtItsLineThere() throws {
    let scratch = try RunnerScratch()
    defer { scratch.remove() }
    try scratch.write("broken.plist", "not a plist")
    let world = try scratch.write("world.tape", "Set Width 80\nSet Settings \"broken.plist\"\n")
    let path = try scratch.write("t.tape", "Source \"world.tape\"\nEnter\n")
    let found = TapeLoader.diagnostics(path: path).filter(\.isError)
    #expect(found.map(\.location) == [SourceLocation(file: world, line: 2, column: 14)])
    let failure = TapeRunner().run(path: path).failures.first
    #expect(failure?.location == SourceLocation(file: world, line: 2, column: 14))
  }

  @Test func aPasswordOfAnUnknownAccountIsAnErrorAtItsLine() throws {
    let (found, path) = try errors(
      "Enter\nPassword \"alex@contoso.com\"\nPassword \"nobody@x.com\"\n")
    #expect(
      found.map(\.description) == [
        "\(path):3:1: the scenario has no account \"nobody@x.com\" whose password to type"
      ])
  }

  @Test func anUnknownAdminSettingOrUserIsAnErrorAtItsLine() throws {
    let (found, path) = try errors(
      "Enter\nAdmin policy \"pinRequiredx\" false\nAdmin policy \"pinRequired\" false\n"
        + "Admin wipe \"nobody@x.com\"\n")
    #expect(found.map(\.location.line) == [2, 4], "\(found)")
    #expect(found.first?.location.file == path)
    #expect(found.first?.text.contains("no property \"pinRequiredx\"") == true, "\(found)")
    #expect(found.first?.text.contains("did you mean \"pinRequired\"?") == true, "\(found)")
    #expect(found.last?.text.contains("no user nobody@x.com") == true, "\(found)")
  }

  @Test func aTapeWhoseWorldIsFineHasNoErrors() throws {
    let (found, _) = try errors(
      "Enter\nPassword \"alex@contoso.com\"\nAdmin policy \"pinRequired\" false\n")
    #expect(found.isEmpty, "\(found)")
  }
}
