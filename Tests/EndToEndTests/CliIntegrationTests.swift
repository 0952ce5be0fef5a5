import Foundation
import SessionEngine
import TestSupport
import Testing

/// `mamsim check --entitlements` and `mamsim configure` on the shipped examples and on copies.
@Suite(.scratchFolder) struct CliIntegrationTests {
  static let examples = "examples/integration"

  /// The check of one example pair.
  static func check(_ app: String, _ state: String, _ extra: [String] = []) throws
    -> CliHarness.Outcome
  {
    let folder = "\(examples)/\(app)/\(state)"
    let entitlements =
      try FileManager.default.contentsOfDirectory(
        atPath: CliHarness.repositoryRoot.appendingPathComponent(folder).path
      ).first { $0.hasSuffix(".entitlements") } ?? ""
    // Whatever language the machine running the tests speaks, the check speaks English.
    return try CliHarness.run(
      ["check"] + extra + ["\(folder)/Info.plist", "--entitlements", "\(folder)/\(entitlements)"],
      environment: ["LC_ALL": "C.UTF-8"])
  }

  /// A bare settings plist named as the Info.plist: its own problems are all shown, and it is
  /// named as what it is, not as an Info.plist that lacks its settings.
  @Test func aBareSettingsPlistGivenAsTheInfoPlistIsNamedAsSuchWithItsOwnErrors() throws {
    let bare = ScratchFolder.path("bare") + ".plist"
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>ADALClientId</key>
      <string>   </string>
      <key>ADALRedirectUri</key>
      <string>msauth.com.contoso.notes://auth</string>
      <key>SupportsDarkMode</key>
      <string>YES</string>
      <key>SplashDuration</key>
      <string>2</string>
    </dict>
    </plist>
    """.write(toFile: bare, atomically: true, encoding: .utf8)
    let plain = try CliHarness.run(["check", bare], environment: ["LC_ALL": "C.UTF-8"])
    let paired = try CliHarness.run(
      ["check", bare, "--entitlements", "\(Self.examples)/swiftui/fixed/FieldNotes.entitlements"],
      environment: ["LC_ALL": "C.UTF-8"])
    #expect(paired.status == 1)
    let own = plain.output.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(own.count == 3, "\(plain.output)")
    for line in own { #expect(paired.output.contains(line), "\(line) is lost") }
    #expect(
      paired.output.contains(
        "\(bare):3: error: this is a bare IntuneMAMSettings plist, not an app's Info.plist"))
    #expect(!paired.output.contains("has no IntuneMAMSettings dictionary"), "\(paired.output)")
  }

  @Test func theBrokenSwiftUIExampleGivesItsFindings() throws {
    let outcome = try Self.check("swiftui", "broken")
    #expect(outcome.status == 1)
    let file = "\(Self.examples)/swiftui/broken/Info.plist"
    let lines = outcome.output.split(separator: "\n").map(String.init)
    for start in [
      "\(file):10: UIApplicationSceneManifest.UISceneConfigurations: error: missing: ",
      "\(file):4: NSFaceIDUsageDescription: error: missing: ",
      "\(file):23: CFBundleURLTypes[0].CFBundleURLSchemes: error: wrong: \"msauth.com.contoso.fieldnotes://auth\" is not a URL scheme",
      "\(file):22: CFBundleURLTypes[0].CFBundleURLSchemes: error: missing: the app's scheme \"fieldnotes\"",
      "\(file):29: LSApplicationQueriesSchemes: error: missing: \"ms-word\" is queried without its twin",
      "\(file):30: LSApplicationQueriesSchemes: error: missing: the app queries mailto",
      "\(file):38: IntuneMAMSettings.AutoEnrollOnLaunch: error: missing: ",
      "\(Self.examples)/swiftui/broken/FieldNotes.entitlements:7: keychain-access-groups: error: wrong: \"com.microsoft.intune.mam\" has no team prefix",
      "\(Self.examples)/swiftui/broken/FieldNotes.entitlements:6: keychain-access-groups: error: missing: the group \"com.microsoft.adalcache\"",
    ] {
      #expect(lines.contains { $0.hasPrefix(start) }, "missing \(start)")
    }
    #expect(lines.contains("    add: <string>ms-word-intunemam</string>"))
    #expect(lines.contains("    add: <key>NSFaceIDUsageDescription</key>"))
    // The App Store note is a note, not a fault, and is counted as one.
    #expect(
      lines.contains {
        $0.contains("IntuneMAMSettings.MAMPolicyRequired: note: an app that cannot start")
      })
    #expect(!lines.contains { $0.contains("note: wrong:") })
    // Each file's problems are counted under that file.
    #expect(lines.contains("\(file): 8 errors, 1 note"))
    #expect(
      lines.last == "\(Self.examples)/swiftui/broken/FieldNotes.entitlements: 2 errors, 1 warning")
  }

  @Test func theBrokenUIKitExampleGivesItsFindings() throws {
    let outcome = try Self.check("uikit", "broken", ["--ios-sdk", "27"])
    #expect(outcome.status == 1)
    for part in [
      "IntuneMAMSettings.ADALRedirectUri: error: missing: ",
      "the group \"com.contoso.tokens\" is missing: ADALCacheKeychainGroupOverride",
      "27 queried schemes, 2 more than the 25 iOS 27 allows",
      "IntuneMAMSettings.AppGroupIdentifiers: error: missing: ",
      "IntuneMAMSettings.FinishLaunchingAtStartup: error: missing: ",
    ] {
      #expect(outcome.output.contains(part), "missing \(part)")
    }
    // Linked against iOS 26 the same list is within Apple's limit.
    let at26 = try Self.check("uikit", "broken")
    #expect(!at26.output.contains("more than the"))
  }

  @Test(arguments: ["swiftui", "uikit"])
  func theFixedExamplesPass(app: String) throws {
    let outcome = try Self.check(app, "fixed", ["--ios-sdk", "27"])
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(!outcome.output.contains(": error: "))
    #expect(outcome.output.contains(": pass: Keychain sharing: "))
    #expect(outcome.output.hasSuffix(": ok\n") || outcome.output.contains(": ok, "))
  }

  @Test func swappedFilesAreToldNotCheckedAlone() throws {
    let folder = "\(Self.examples)/swiftui/broken"
    let outcome = try CliHarness.run(
      ["check", "\(folder)/FieldNotes.entitlements", "--entitlements", "\(folder)/Info.plist"],
      environment: ["LC_ALL": "C.UTF-8"])
    #expect(outcome.status == 1)
    #expect(
      outcome.output.hasPrefix(
        "\(folder)/FieldNotes.entitlements: error: this is an entitlements file, and "
          + "--entitlements names \(folder)/Info.plist, an app's Info.plist: are they swapped?"),
      "\(outcome.output)")
    #expect(!outcome.output.contains("Keychain sharing"), "not checked as if alone")
  }

  @Test func anInfoPlistWithoutEntitlementsGetsItsOwnStepsChecked() throws {
    let outcome = try CliHarness.run(
      ["check", "\(Self.examples)/swiftui/fixed/Info.plist"], environment: ["LC_ALL": "C.UTF-8"])
    #expect(outcome.status == 0)
    let file = "\(Self.examples)/swiftui/fixed/Info.plist"
    // The steps that read only the Info.plist pass, and one line says keychain sharing was not
    // checked.
    #expect(outcome.output.contains("\(file): pass: Scene manifest: "), "\(outcome.output)")
    #expect(
      outcome.output.hasSuffix(
        "\(file): note: keychain sharing was not checked, as no entitlements were named: name "
          + "the app's .entitlements file with --entitlements to check its keychain groups too\n"
          + "\(file): ok, 1 note\n"), "\(outcome.output)")
    // A settings plist that is not an app's Info.plist gets no such line.
    let theme = try CliHarness.run(["check", "themes/contoso-light.plist"])
    #expect(!theme.output.contains("--entitlements"))
  }

  @Test func theIOSSDKOptionJudgesItsValueAndSaysWhenThereIsNoLimit() throws {
    let negative = try Self.check("swiftui", "broken", ["--ios-sdk", "-1"])
    #expect(negative.status == 2)
    #expect(negative.error.contains("'-1' is not a valid iOS version for option '--ios-sdk'"))
    let old = try Self.check("swiftui", "broken", ["--ios-sdk", "14"])
    #expect(
      old.output.contains(
        "pass: Apple's limit on queried schemes: 2 queried schemes, and no limit to check: "
          + "Apple's limit starts with apps linked against iOS 15, and this one links against iOS 14"
      ))
  }

  @Test func jsonCountsEachFilesProblemsUnderThatFile() throws {
    let outcome = try Self.check("swiftui", "broken", ["--json"])
    let value = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    let files = try #require(value["files"] as? [[String: Any]])
    #expect(
      files.map { $0["file"] as? String } == [
        "\(Self.examples)/swiftui/broken/Info.plist",
        "\(Self.examples)/swiftui/broken/FieldNotes.entitlements",
      ])
    #expect(files.map { $0["errors"] as? Int } == [8, 2])
    #expect(files.map { $0["notes"] as? Int } == [1, 0])
    let info = try #require(files.first?["checklist"] as? [[String: Any]])
    let note = try #require(info.first { $0["check"] as? String == "policy-required-app-store" })
    #expect(note["status"] as? String == "note")
    #expect(note["severity"] as? String == "note")
    let entitlements = try #require(files.last?["checklist"] as? [[String: Any]])
    #expect(entitlements.allSatisfy { ($0["file"] as? String)?.hasSuffix(".entitlements") == true })
  }

  @Test func anInfoPlistWithoutSettingsIsReportedOnceWithTheLinesToAdd() throws {
    let folder = try Self.copy("uikit", "fixed")
    defer { try? FileManager.default.removeItem(at: folder) }
    try "<plist><dict><key>CFBundleIdentifier</key><string>a.b</string></dict></plist>\n".write(
      to: folder.appendingPathComponent("Bare.plist"), atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(
      ["check", "Bare.plist", "--entitlements", "Expenses.entitlements"], in: folder)
    #expect(outcome.status == 1)
    #expect(!outcome.output.contains("this Info.plist has no IntuneMAMSettings"))
    #expect(outcome.output.contains("Bare.plist:1: IntuneMAMSettings: error: missing: "))
    #expect(outcome.output.contains("    add: <key>IntuneMAMSettings</key>"))
  }

  @Test(arguments: [
    (
      "ADALClientId", "<string>0f1e2d3c-4b5a-6978-8a9b-acbdcedf0011</string>",
      "<integer>5</integer>",
      "expected a string"
    ),
    (
      "ADALClientId", "<string>0f1e2d3c-4b5a-6978-8a9b-acbdcedf0011</string>",
      "<string>0f1e2d3c-4b5a-6978-8a9b-acbdcedf0011</string><key>MAMPolicyRequired</key><string>YES</string>",
      "expected a boolean"
    ),
  ])
  func aValueOfTheWrongTypeOnAKeyTheChecklistCoversIsStillAnError(
    key: String, value: String, replacement: String, message: String
  ) throws {
    let folder = try Self.copy("uikit", "fixed")
    let info = folder.appendingPathComponent("Info.plist")
    let text = try String(contentsOf: info, encoding: .utf8)
    try text.replacingOccurrences(of: value, with: replacement).write(
      to: info, atomically: true, encoding: .utf8)
    let withEntitlements = try CliHarness.run(
      ["check", "Info.plist", "--entitlements", "Expenses.entitlements"], in: folder)
    let alone = try CliHarness.run(["check", "Info.plist"], in: folder)
    for outcome in [withEntitlements, alone] {
      #expect(outcome.status == 1, "\(outcome.output)")
      #expect(outcome.output.contains(": error: \(message)"), "\(outcome.output)")
    }
  }

  @Test func anEntitlementsFileAloneIsChecked() throws {
    let file = "\(Self.examples)/swiftui/broken/FieldNotes.entitlements"
    let outcome = try CliHarness.run(["check", file])
    #expect(outcome.status == 1)
    #expect(outcome.output.contains("\(file):7: keychain-access-groups: error: wrong: "))
    #expect(outcome.output.hasSuffix("\(file): 2 errors, 1 warning\n"))
  }

  @Test func jsonAndGitHubForms() throws {
    let json = try Self.check("swiftui", "broken", ["--json"])
    #expect(json.status == 1)
    let value = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(value["passed"] as? Bool == false)
    let files = try #require(value["files"] as? [[String: Any]])
    let checklist = try #require(files.first?["checklist"] as? [[String: Any]])
    let scene = try #require(checklist.first { $0["check"] as? String == "scene-configurations" })
    #expect(scene["status"] as? String == "missing")
    #expect(scene["line"] as? Int == 10)
    #expect(scene["step"] as? String == "scene-manifest")
    let github = try Self.check("swiftui", "broken", ["--github"])
    #expect(
      github.output.contains(
        "::error file=\(Self.examples)/swiftui/broken/Info.plist,line=4,title=mamsim check::NSFaceIDUsageDescription: missing: "
      ))
    let both = try Self.check("swiftui", "broken", ["--github", "--json"])
    #expect(both.status == 2)
  }

  /// A copy of an example's files in a fresh folder.
  static func copy(_ app: String, _ state: String) throws -> URL {
    let folder = try CliHarness.temporaryFolder()
    let source = CliHarness.repositoryRoot.appendingPathComponent("\(examples)/\(app)/\(state)")
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func configureListsTheSettingsErrorsThatStopTheAppAsLeftToDo() throws {
    let folder = try Self.copy("uikit", "fixed")
    let info = folder.appendingPathComponent("Info.plist")
    let text = try String(contentsOf: info, encoding: .utf8)
    try text.replacingOccurrences(
      of: "<key>ADALClientId</key>",
      with: "<key>MAMPolicyRequired</key><string>YES</string><key>ADALClientId</key>"
    ).write(to: info, atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-e", "Expenses.entitlements"], in: folder)
    #expect(outcome.status == 0, "\(outcome.error)")
    let toDo = try #require(outcome.output.components(separatedBy: "to do by hand:").last)
    #expect(
      toDo.contains("IntuneMAMSettings.MAMPolicyRequired: error: expected a boolean"),
      "\(outcome.output)")
    let run = try CliHarness.run(["check", "Info.plist"], in: folder)
    #expect(run.status == 1, "check still refuses it: \(run.output)")
  }

  @Test(arguments: [(0, 2), (1, 2), (3, 2)])
  func overAppleLimitTheAdviceFitsTheTwinsTheListHolds(twins: Int, excess: Int) throws {
    // The SDK's 15 schemes, then the app's own: with `twins` of them twinned, `excess` past 25.
    let own = 10 + excess - twins
    let apps = (1...own).map { "app\($0)" } + (0..<twins).map { "app\($0 + 1)-intunemam" }
    let entries = (IntuneURLSchemes.sdkQueried + apps).map { "<string>\($0)</string>" }.joined()
    let folder = try CliHarness.temporaryFolder()
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleIdentifier</key><string>com.contoso.notes</string>
    <key>LSApplicationQueriesSchemes</key><array>\(entries)</array>
    <key>IntuneMAMSettings</key><dict>
    <key>ADALClientId</key><string>abc</string>
    <key>ADALRedirectUri</key><string>msauth.com.contoso.notes://auth</string>
    </dict></dict></plist>
    """.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(
      ["configure", "-i", "Info.plist", "--ios-sdk", "27"], in: folder,
      environment: ["LC_ALL": "C.UTF-8"])
    #expect(outcome.status == 0, "\(outcome.error)")
    let advice = try #require(
      outcome.output.split(separator: "\n").first { $0.contains("more than the 25 iOS 27 allows") },
      "\(outcome.output)")
    #expect(!advice.contains("()"), "an empty list of twins: \(advice)")
    switch twins {
    case 0:
      #expect(advice.contains("no twin to drop: remove 2 of the app's own queried schemes"))
    case 1:
      #expect(advice.contains("Drop the twins \"app1-intunemam\""), "\(advice)")
      #expect(advice.contains("then remove 1 of the app's own queried schemes"), "\(advice)")
    default:
      // Every twin the list holds, the choice left to who knows which apps carry the SDK.
      #expect(advice.contains("Drop 2 of the -intunemam twins"), "\(advice)")
      #expect(
        advice.contains(
          "the list holds \"app1-intunemam\", \"app2-intunemam\", \"app3-intunemam\""),
        "\(advice)")
    }
    // A twin that cannot fit is not offered for adding.
    #expect(
      !outcome.output.contains("add: <string>app\(own)-intunemam</string>"), "\(outcome.output)")
  }

  @Test func configureAddsOnlyLinesAndASecondRunChangesNoByte() throws {
    let folder = try Self.copy("swiftui", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let info = folder.appendingPathComponent("Info.plist")
    let before = try String(contentsOf: info, encoding: .utf8)
    let first = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-e", "FieldNotes.entitlements"], in: folder)
    #expect(first.status == 0, "\(first.error)")
    #expect(
      first.output.contains("Info.plist:32: LSApplicationQueriesSchemes: added ms-word-intunemam"))
    #expect(
      first.output.contains("CFBundleURLTypes[0].CFBundleURLSchemes: added fieldnotes-intunemam"))
    #expect(!first.output.contains("added msauth"))
    #expect(first.output.contains("to do by hand:"))
    #expect(first.output.contains("NSFaceIDUsageDescription: error: missing: "))
    #expect(first.output.contains("STRIP_SWIFT_SYMBOLS = NO"))
    let after = try String(contentsOf: info, encoding: .utf8)
    // Every old line is there, in order; the others are added.
    var old = before.split(separator: "\n")[...]
    var added: [Substring] = []
    for line in after.split(separator: "\n") {
      if line == old.first { old = old.dropFirst() } else { added.append(line) }
    }
    #expect(old.isEmpty)
    #expect(added.count == 18)
    #expect(added.allSatisfy { $0.hasSuffix("-intunemam</string>") || $0.contains("<string>") })
    let second = try CliHarness.run(["configure", "-i", "Info.plist"], in: folder)
    #expect(second.status == 0)
    #expect(second.output.hasPrefix("Info.plist: nothing to add"))
    #expect(try String(contentsOf: info, encoding: .utf8) == after)
    let checked = try CliHarness.run(
      ["check", "Info.plist", "--entitlements", "FieldNotes.entitlements"], in: folder)
    #expect(!checked.output.contains("queried URL schemes)"))
  }

  @Test func configureSaysNothingWasChangedWhenAValueOfAnotherTypeStoppedIt() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>CFBundleIdentifier</key>
      \t<string>com.x.y</string>
      \t<key>LSApplicationQueriesSchemes</key>
      \t<string>ms-word</string>
      </dict>
      </plist>

      """
    let info = folder.appendingPathComponent("Info.plist")
    try text.write(to: info, atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(["configure", "-i", "Info.plist"], in: folder)
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(!outcome.output.contains("nothing to add"), "\(outcome.output)")
    #expect(
      outcome.output.hasPrefix(
        "Info.plist: nothing was changed, as configure cannot add to a value of another type "
          + "(LSApplicationQueriesSchemes); see the to-do below\n"), "\(outcome.output)")
    #expect(
      outcome.output.contains("\n  Info.plist:6: LSApplicationQueriesSchemes: error: wrong: "))
    #expect(try String(contentsOf: info, encoding: .utf8) == text)
    // Beside additions, the value not edited is named after them.
    let types = text.replacingOccurrences(
      of: "LSApplicationQueriesSchemes</key>\n\t<string>ms-word</string>",
      with: "CFBundleURLTypes</key>\n\t<string>notes</string>")
    try types.write(to: info, atomically: true, encoding: .utf8)
    let added = try CliHarness.run(["configure", "-i", "Info.plist"], in: folder)
    #expect(added.status == 0, "\(added.error)")
    #expect(added.output.hasPrefix("Info.plist:"), "\(added.output)")
    #expect(added.output.contains(": LSApplicationQueriesSchemes: added "))
    #expect(
      added.output.contains(
        "Info.plist: CFBundleURLTypes: not edited, as it is not of the type configure adds to; "
          + "see the to-do below"), "\(added.output)")
    #expect(!added.output.contains("nothing"))
  }

  @Test func configureRefusesLinksNonPlistsAndBinaryInPlace() throws {
    let folder = try Self.copy("uikit", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Link.plist").path, withDestinationPath: "Info.plist")
    let link = try CliHarness.run(["configure", "-i", "Link.plist"], in: folder)
    #expect(link.status == 1)
    #expect(link.error.contains("Link.plist: error: it is a symbolic link"))
    try "Type hello\n".write(
      to: folder.appendingPathComponent("notes.plist"), atomically: true, encoding: .utf8)
    let text = try CliHarness.run(["configure", "-i", "notes.plist"], in: folder)
    #expect(text.status == 1)
    #expect(text.error.hasPrefix("notes.plist:1: error: not a valid property list"))
    let plist = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: folder.appendingPathComponent("Info.plist")), format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    try binary.write(to: folder.appendingPathComponent("Binary.plist"))
    let inPlace = try CliHarness.run(["configure", "-i", "Binary.plist"], in: folder)
    #expect(inPlace.status == 1)
    #expect(inPlace.error.contains("not edited in place"))
    #expect(try Data(contentsOf: folder.appendingPathComponent("Binary.plist")) == binary)
    let out = try CliHarness.run(
      ["configure", "-i", "Binary.plist", "-o", "Out.plist"], in: folder)
    #expect(out.status == 0, "\(out.error)")
    let written = try String(
      contentsOf: folder.appendingPathComponent("Out.plist"), encoding: .utf8)
    #expect(written.hasPrefix("<?xml"))
    #expect(written.contains("<string>onenote-intunemam</string>"))
    try FileManager.default.linkItem(
      at: folder.appendingPathComponent("Info.plist"),
      to: folder.appendingPathComponent("Hard.plist"))
    let hard = try CliHarness.run(["configure", "-i", "Hard.plist"], in: folder)
    #expect(hard.status == 1)
    #expect(hard.error.contains("other hard links"))
    let again = try CliHarness.run(
      ["configure", "-i", "Binary.plist", "-o", "Out.plist"], in: folder)
    #expect(again.status == 0)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("Out.plist"), encoding: .utf8)
        == written)
    let missing = try CliHarness.run(["configure"], in: folder)
    #expect(missing.status == 2)
  }

  @Test func configureHasItsHelp() throws {
    let outcome = try CliHarness.run(["help", "configure"])
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("Usage:\n  mamsim configure -i Info.plist"))
    for part in ["-intunemam", "-o FILE", "-e FILE", "Examples:", "Exit codes:"] {
      #expect(outcome.output.contains(part), "missing \(part)")
    }
    let check = try CliHarness.run(["help", "check"])
    for part in ["--entitlements FILE", "--ios-sdk N", "--json", "integration steps"] {
      #expect(check.output.contains(part), "missing \(part)")
    }
  }
}
