import Foundation
import TestSupport
import Testing

/// `mamsim check` (its integration checklist) and `mamsim configure` in the user's language:
/// `--lang`, else `LC_ALL`, `LC_MESSAGES` or `LANG`, as a walkthrough's report chooses; the
/// plist lines to add stay as written and `--json` stays English.
@Suite(.scratchFolder) struct CliIntegrationLanguageTests {
  static let folder = "examples/integration/swiftui/broken"
  static let pair = ["\(folder)/Info.plist", "--entitlements", "\(folder)/FieldNotes.entitlements"]

  @Test func checkSpeaksTheLanguageLangNames() throws {
    let german = try CliHarness.run(
      ["check", "--lang", "de"] + Self.pair, environment: ["LC_ALL": "C.UTF-8"])
    #expect(german.status == 1)
    #expect(
      german.output.contains(
        "\(Self.folder)/Info.plist:4: NSFaceIDUsageDescription: error: fehlt: ohne Begründung "
          + "für Face ID verweigert iOS der App Face ID"), "\(german.output)")
    #expect(german.output.contains("(Schritt: Begründung für Face ID)"))
    #expect(
      german.output.contains(": bestanden: Erforderliche Einstellungen: ADALClientId ist gesetzt"))
    #expect(german.output.contains("    add: <key>NSFaceIDUsageDescription</key>"))
    #expect(!german.output.contains("without a Face ID usage description"))
  }

  @Test func checkFollowsTheEnvironmentWithoutLang() throws {
    let italian = try CliHarness.run(
      ["check"] + Self.pair, environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "it_IT.UTF-8"])
    #expect(italian.output.contains("manca: senza una descrizione dell'uso di Face ID"))
    let chinese = try CliHarness.run(["check"] + Self.pair, environment: ["LC_ALL": "zh_CN.UTF-8"])
    #expect(chinese.output.contains("缺失：") || chinese.output.contains("缺失: "))
    #expect(chinese.output.contains("没有 Face ID 使用说明"))
  }

  @Test func jsonKeepsEnglishWhateverTheLanguage() throws {
    let json = try CliHarness.run(["check", "--lang", "de", "--json"] + Self.pair)
    let value = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let files = try #require(value["files"] as? [[String: Any]])
    let checklist = try #require(files.first?["checklist"] as? [[String: Any]])
    let face = try #require(checklist.first { $0["check"] as? String == "face-id-usage" })
    #expect((face["message"] as? String)?.hasPrefix("without a Face ID usage description") == true)
  }

  @Test func configurePrintsInTheLanguageAndKeepsThePlistLinesLiteral() throws {
    let folder = try CliIntegrationTests.copy("swiftui", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-e", "FieldNotes.entitlements", "--lang", "zh-Hans"],
      in: folder)
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(outcome.output.contains("LSApplicationQueriesSchemes：已添加 ms-word-intunemam"))
    #expect(outcome.output.contains("需要手动完成："))
    #expect(outcome.output.contains("      add: <key>NSFaceIDUsageDescription</key>"))
    #expect(outcome.output.contains("每次修改这些文件或更新 SDK 后，请再次运行 mamsim configure"))
    let again = try CliHarness.run(
      ["configure", "-i", "Info.plist", "--lang", "de"], in: folder)
    #expect(
      again.output.contains("Info.plist: nichts hinzuzufügen, die Datei enthält bereits alles"))
    #expect(again.output.contains("die Schlüsselbundfreigabe wurde nicht geprüft"))
  }

  @Test func configuresRefusalIsWordedInTheLanguageToo() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "<plist><array><string>a</string></array></plist>\n".write(
      to: folder.appendingPathComponent("List.plist"), atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(
      ["configure", "-i", "List.plist", "--lang", "it"], in: folder)
    #expect(outcome.status == 1)
    #expect(
      outcome.error.contains("List.plist: error: la property list contiene "),
      "\(outcome.error)")
    #expect(outcome.error.contains(", non un dizionario Info.plist"))
  }
}
