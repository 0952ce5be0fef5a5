import Foundation
import TestSupport
import Testing

/// The path of a fixture, relative to the repository root (where the binary runs).
private func fixture(_ name: String) -> String {
  "Tests/EndToEndTests/Fixtures/\(name)"
}

@Test(.scratchFolder) func theEmbeddedScenarioPrintsAndChecksClean() throws {
  let printed = try CliHarness.run(["scenario", "print"])
  #expect(printed.status == 0)
  #expect(printed.output.hasPrefix("{\n"))
  #expect(printed.output.hasSuffix("}\n"))
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  try printed.output.write(
    to: folder.appendingPathComponent("start.json"), atomically: true, encoding: .utf8)
  let checked = try CliHarness.run(["check", "start.json"], in: folder)
  #expect(checked.status == 0)
  #expect(checked.output == "start.json: ok\n")
}

@Test(.scratchFolder) func everyThemeChecksClean() throws {
  let themes = try FileManager.default.contentsOfDirectory(
    atPath: CliHarness.repositoryRoot.appendingPathComponent("themes").path
  ).sorted().map { "themes/\($0)" }
  #expect(!themes.isEmpty)
  let outcome = try CliHarness.run(["check"] + themes)
  #expect(outcome.status == 0)
  #expect(outcome.output == themes.map { "\($0): ok\n" }.joined())
}

@Test(.scratchFolder) func aBrokenScenarioFailsWithLinesAndKeyPaths() throws {
  let file = fixture("broken-scenario.json")
  let outcome = try CliHarness.run(["check", file])
  #expect(outcome.status == 1)
  let lines = outcome.output.split(separator: "\n").map(String.init)
  #expect(
    lines.contains(
      "\(file):6: tenant.users[0].licensed: error: expected true or false, found a string"))
  #expect(
    lines.contains("\(file):10: device.online: error: expected true or false, found a number"))
  #expect(lines.contains("\(file):9: app.colour: error: unknown key"))
  #expect(lines.last == "\(file): 3 errors, 1 warning")
}

@Test(.scratchFolder) func aJSONSyntaxErrorIsReportedAtItsLine() throws {
  let file = fixture("syntax-error.json")
  let outcome = try CliHarness.run(["check", file])
  #expect(outcome.status == 1)
  #expect(outcome.output.hasPrefix("\(file):4: error: not valid JSON"))
  #expect(outcome.output.hasSuffix("\(file): 1 error\n"))
}

@Test(.scratchFolder) func aBadSettingsPlistNamesItsKeyPaths() throws {
  let file = fixture("bad-settings.plist")
  let outcome = try CliHarness.run(["check", file])
  #expect(outcome.status == 1)
  // The missing key at the dictionary it is missing from; an app's Info.plist also gets the
  // steps that read only the Info.plist (two more errors here).
  #expect(outcome.output.contains("\(file):7: IntuneMAMSettings.ADALClientId: error: "))
  #expect(outcome.output.contains("\(file):11: IntuneMAMSettings.AccentColor: warning: "))
  #expect(outcome.output.hasSuffix("\(file): 3 errors, 1 warning\n"))
}

@Test(.scratchFolder) func aTapeTypoIsReportedWithLineColumnAndHint() throws {
  let file = fixture("typo.tape")
  let outcome = try CliHarness.run(["check", file])
  #expect(outcome.status == 1)
  #expect(
    outcome.output
      == "\(file):4:1: unknown command \"Entr\"; did you mean \"Enter\"?\n\(file): 1 error\n")
}

@Test(.scratchFolder) func aValueOutsideAGraphEnumerationFailsCheckAndRun() throws {
  let file = fixture("emoji-pin.json")
  let checked = try CliHarness.run(["check", file])
  #expect(checked.status == 1)
  #expect(checked.output.contains("\(file):7: policies[0].pinCharacterSet: error: \"emoji\""))
  let run = try CliHarness.run(["run", "--ephemeral", "--scenario", file])
  #expect(run.status == 1)
  #expect(run.error.contains("\(file):7: policies[0].pinCharacterSet: error: "))
}

@Test(.scratchFolder) func warningsAloneDoNotFail() throws {
  let file = fixture("warnings-only.json")
  let outcome = try CliHarness.run(["check", file])
  #expect(outcome.status == 0)
  #expect(outcome.output.hasSuffix("\(file): ok, 1 warning\n"))
  #expect(outcome.output.contains(": policies: warning: no policy targets com.contoso.notes"))
}

@Test(.scratchFolder) func oneBadFileAmongGoodOnesFailsTheRunButAllAreChecked()
  throws
{
  let outcome = try CliHarness.run([
    "check", "themes/contoso-dark.plist", fixture("typo.tape"), "themes/contoso-light.plist",
  ])
  #expect(outcome.status == 1)
  #expect(outcome.output.contains("themes/contoso-dark.plist: ok\n"))
  #expect(outcome.output.contains("typo.tape: 1 error\n"))
  #expect(outcome.output.hasSuffix("themes/contoso-light.plist: ok\n"))
}

@Test(.scratchFolder) func filesWithOtherExtensionsAreJudgedByTheirContent() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let sources = ["typo.tape": "typo.txt", "syntax-error.json": "syntax.data"]
  for (source, copy) in sources {
    try FileManager.default.copyItem(
      at: CliHarness.fixtures.appendingPathComponent(source),
      to: folder.appendingPathComponent(copy))
  }
  try FileManager.default.copyItem(
    at: CliHarness.repositoryRoot.appendingPathComponent("themes/contoso-dark.plist"),
    to: folder.appendingPathComponent("theme.xml"))
  let outcome = try CliHarness.run(["check", "typo.txt", "syntax.data", "theme.xml"], in: folder)
  #expect(outcome.status == 1)
  #expect(outcome.output.contains("typo.txt:4:1: unknown command \"Entr\""))
  #expect(outcome.output.contains("syntax.data:4: error: not valid JSON"))
  #expect(outcome.output.hasSuffix("theme.xml: ok\n"))
}

@Test(.scratchFolder) func aMissingFileIsAnError() throws {
  let outcome = try CliHarness.run(["check", "no-such-file.json", "no-such-file"])
  #expect(outcome.status == 1)
  #expect(outcome.output.contains("no-such-file.json: 1 error\n"))
  #expect(outcome.output.hasSuffix("no-such-file: 1 error\n"))
}

/// Repeated plays run side by side and are all counted, on one job or several.
@Test(.scratchFolder, arguments: ["1", "2"])
func repeatedPlaysAreCountedOnAnyNumberOfJobs(jobs: String) throws {
  let outcome = try CliHarness.run([
    "replay", "--repeat", "5", "--jobs", jobs, "replays/not-targeted.tape",
  ])
  #expect(outcome.status == 0, "\(outcome.error)")
  #expect(outcome.output.contains("PASS  replays/not-targeted.tape  (5 runs,"))
  #expect(outcome.output.hasSuffix("1 passed, 0 failed\n"))
}

/// A tape that cannot be read is reported once, as not run, however many plays were asked for.
@Test(.scratchFolder) func repeatingAnUnreadableTapeReportsItsErrors() throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("mamsim-repeat-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try "Typo 1\n".write(
    to: folder.appendingPathComponent("bad.tape"), atomically: true, encoding: .utf8)
  let outcome = try CliHarness.run(["replay", "--repeat", "3", "bad.tape"], in: folder)
  #expect(outcome.status == 1)
  #expect(outcome.output.contains("FAIL  bad.tape  (not run: 1 error)"))
  #expect(outcome.output.contains("bad.tape:1:1: unknown command \"Typo\""))
}

@Test(.scratchFolder) func badWebViewsAndAnUnknownClipboardLevelStopTheScenario()
  throws
{
  let file = fixture("bad-web-views.json")
  let outcome = try CliHarness.run(["check", file])
  #expect(outcome.status == 1)
  let lines = outcome.output.split(separator: "\n").map(String.init)
  #expect(
    lines.contains {
      $0.hasPrefix("\(file):3: policies[0].allowedOutboundClipboardSharingLevel: error: ")
    })
  #expect(
    lines.contains {
      $0.hasPrefix("\(file):7: app.webViews[0].policy: error: \"managed\" is not a web-view policy")
    })
  #expect(
    lines.contains {
      $0.hasPrefix("\(file):8: app.webViews[1].isExternalURL.internalPrefixes[0]: error: ")
    })
  #expect(lines.last == "\(file): 3 errors, 1 warning")
  // Nothing runs: `run` refuses the same file.
  let run = try CliHarness.run(["--scenario", file])
  #expect(run.status == 1)
  #expect(run.error.contains("app.webViews[0].policy: error: "))
}

@Test(.scratchFolder) func mdxPolicyFilesCheckCleanAndBadOnesNameTheirLines() throws {
  let good = try CliHarness.run([
    "check", "docs/mdx/MobileAppPolicies.xml", "docs/mdx/default_policies.xml",
  ])
  #expect(good.status == 0)
  #expect(good.output == "docs/mdx/MobileAppPolicies.xml: ok\ndocs/mdx/default_policies.xml: ok\n")
  let file = fixture("bad-mdx-policies.xml")
  let bad = try CliHarness.run(["check", file])
  #expect(bad.status == 1)
  let lines = bad.output.split(separator: "\n").map(String.init)
  #expect(
    lines.contains(
      "\(file):6: MobileAppPolicies.Policies.MaxOfflinePeriod: error: malformed value 'a week'; "
        + "expected a whole number from 1 to 8760"))
  #expect(
    lines.contains(
      "\(file):7: MobileAppPolicies.Policies.WipeDataOnAppLok: error: unknown policy key; "
        + "did you mean WipeDataOnAppLock?"))
  #expect(lines.last == "\(file): 2 errors")
  let plist = fixture("wrong-root-policies.xml")
  let wrongRoot = try CliHarness.run(["check", plist])
  #expect(wrongRoot.status == 1)
  #expect(
    wrongRoot.output.hasPrefix(
      "\(plist):2: PolicyMetadata: error: the root element is <PolicyMetadata>; an MDX policy "
        + "file has "
        + "<MobileAppPolicies>"))
}

@Test(.scratchFolder) func theCitrixScenarioPrintsAndChecksWithLines() throws {
  let printed = try CliHarness.run(["scenario", "print", "--vendor", "citrix"])
  #expect(printed.status == 0)
  #expect(printed.output.contains("\"vendor\": \"citrix\""))
  #expect(printed.output.contains("Harbourline Logistics"))
  #expect(!printed.output.contains("Contoso"))
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let good = printed.output
  let bad = good.replacingOccurrences(
    of: "\"InactivityTimer\": 15", with: "\"InactivityTimer\": \"soon\""
  )
  .replacingOccurrences(of: "\"WipeDataOnAppLock\"", with: "\"WipeDataOnLock\"")
  try good.write(to: folder.appendingPathComponent("mdx.json"), atomically: true, encoding: .utf8)
  try bad.write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
  let checked = try CliHarness.run(["check", "mdx.json"], in: folder)
  #expect(checked.output == "mdx.json: ok\n")
  let refused = try CliHarness.run(["check", "bad.json"], in: folder)
  #expect(refused.status == 1)
  #expect(
    refused.output.contains(
      "bad.json:32: policies.InactivityTimer: error: malformed value; expected a whole number "
        + "from 0 to 10080"))
  #expect(
    refused.output.contains(
      "bad.json:36: policies.WipeDataOnLock: error: unknown policy key; did you mean "
        + "WipeDataOnAppLock?"))
}

/// A Citrix policy file checked on its own: a key no scenario has declared yet is a warning (it
/// may be the scenario's custom policy), so the shipped policy files check clean.
@Test(.scratchFolder)
func aPolicyFileCheckedAloneWarnsAboutAKeyOnlyAScenarioCanDeclare() throws {
  let files = ["MobileAppPolicies.xml", "default_policies.xml"].map {
    "replays/scenarios/mdx-files/" + $0
  }
  let outcome = try CliHarness.run(["check"] + files)
  #expect(outcome.status == 0, "\(outcome.output)")
  #expect(
    outcome.output.contains(
      "\(files[0]):9: MobileAppPolicies.Policies.DispatchRegion: warning: unknown policy key"))
}

/// A tape's warning as a GitHub annotation and in JSON says "warning" once: as the level.
@Test(.scratchFolder) func aTapeWarningSaysWarningOnceInAnnotationsAndJSON() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  try "Output \"frames/\"\nEnter\n".write(
    to: folder.appendingPathComponent("w.tape"), atomically: true, encoding: .utf8)
  let github = try CliHarness.run(["check", "--github", "w.tape"], in: folder)
  #expect(github.status == 0, "\(github.output)")
  let annotation = try #require(
    github.output.split(separator: "\n").first { $0.hasPrefix("::warning ") }, "\(github.output)")
  #expect(annotation.contains("::mamsim does not write VHS's PNG frames"), "\(annotation)")
  #expect(!annotation.contains("warning: "), "\(annotation)")
  let json = try CliHarness.run(["check", "--json", "w.tape"], in: folder)
  #expect(json.output.contains("\"message\":\"mamsim does not write VHS"), "\(json.output)")
  #expect(json.output.contains("\"column\":8"), "a tape's place has its column: \(json.output)")
}

/// A scenario with a byte that is not UTF-8 is refused at that byte's line and column, and a
/// UTF-16 one (with or without a byte-order mark) is told to be saved as UTF-8; a raw tab in a
/// string names its escape.
@Test(.scratchFolder) func scenarioEncodingFaultsAreNamedWithTheirPlace() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let text = "{\n  \"tenant\": {},\n  \"app\": {\"bundleId\": \"com.x\"}\n}\n"
  var bad = Array(text.utf8)
  bad.insert(0xFF, at: 33)
  let files: [(String, Data, String)] = [
    (
      "bad.json", Data(bad),
      "bad.json:3: error: not UTF-8 text (column 16): a byte that is not UTF-8; the file must be saved as UTF-8"
    ),
    (
      "bom16.json",
      Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
      "bom16.json:1: error: not UTF-8 text (column 1): the file is UTF-16 text; save it as UTF-8"
    ),
    (
      "le16.json", Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
      "le16.json:1: error: not UTF-8 text (column 1): the file is UTF-16 text; save it as UTF-8"
    ),
    (
      "tab.json", Data(text.replacingOccurrences(of: "com.x", with: "com\tx").utf8),
      #"tab.json:3: error: not valid JSON (column 27): a tab (U+0009) is written as it is inside a string; JSON needs it escaped: write \t"#
    ),
  ]
  for (name, data, expected) in files {
    try data.write(to: folder.appendingPathComponent(name))
    let outcome = try CliHarness.run(["check", name], in: folder)
    #expect(outcome.status == 1, "\(name)")
    #expect(outcome.output.hasPrefix(expected), "\(outcome.output)")
  }
}

/// A tape with a byte that is not UTF-8 is refused at that byte's line and column, and so is a
/// tape that sources it, naming the place in it.
@Test(.scratchFolder) func aTapeThatIsNotUTF8IsRefusedAtItsFirstBadByte() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  try Data(Array("Enter\nWait@1s /n".utf8) + [0xFF] + Array("x/\n".utf8)).write(
    to: folder.appendingPathComponent("bad.tape"))
  try "Enter\nSource \"bad.tape\"\n".write(
    to: folder.appendingPathComponent("outer.tape"), atomically: true, encoding: .utf8)
  let bad = try CliHarness.run(["check", "bad.tape"], in: folder)
  #expect(bad.status == 1)
  #expect(bad.output.hasPrefix("bad.tape:2:11: the tape is not UTF-8 text: "), "\(bad.output)")
  let outer = try CliHarness.run(["check", "outer.tape"], in: folder)
  #expect(outer.status == 1)
  #expect(outer.output.contains("outer.tape:2:8: "), "\(outer.output)")
  #expect(outer.output.contains("(at line 2, column 11)"), "\(outer.output)")
}

/// An entitlements file named `.plist` (Xamarin and .NET MAUI projects name it
/// `Entitlements.plist`) is checked as entitlements, as the same file named `.entitlements` is,
/// not as settings missing every IntuneMAMSettings key.
@Test(.scratchFolder) func anEntitlementsFileNamedPlistIsCheckedAsEntitlements() throws {
  let folder = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let entitlements = CliHarness.repositoryRoot.appendingPathComponent(
    "examples/integration/uikit/fixed/Expenses.entitlements")
  let named = folder.appendingPathComponent("Entitlements.plist")
  try FileManager.default.copyItem(at: entitlements, to: named)
  let asPlist = try CliHarness.run(["check", named.path])
  let asEntitlements = try CliHarness.run(["check", entitlements.path])
  #expect(!asPlist.output.contains("ADALClientId"), "\(asPlist.output)")
  #expect(asPlist.status == asEntitlements.status, "\(asPlist.output)\n\(asEntitlements.output)")
  #expect(
    asPlist.output.replacingOccurrences(of: named.path, with: "F")
      == asEntitlements.output.replacingOccurrences(of: entitlements.path, with: "F"))
}
