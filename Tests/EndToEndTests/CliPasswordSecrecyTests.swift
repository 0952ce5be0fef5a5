import Foundation
import TestSupport
import Testing

/// Passwords stay out of recordings: the sign-in hint and the side panel show a password only
/// for demo accounts (the built-in ones, or users a scenario marks `"demo": true`), and a tape
/// types a password by the account's name (`Password "upn"`), so none is written in it.
@Suite(.scratchFolder) struct CliPasswordSecrecyTests {
  /// The built-in scenario with its users' `"demo": true` taken out and a password of our own.
  static func privateScenario() throws -> String {
    let printed = try CliHarness.run(["scenario", "print"])
    #expect(printed.status == 0)
    return printed.output.replacingOccurrences(of: "\"demo\": true,", with: "")
      .replacingOccurrences(of: "Pilot-Alex", with: "Zq7Hunter-Passw0rd")
  }

  /// Writes `text` as `name` in `folder`.
  private func write(_ text: String, _ name: String, in folder: URL) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  @Test(arguments: [(60, 24), (100, 30), (140, 40)])
  func aScenariosOwnPasswordIsNeverDrawn(_ width: Int, _ height: Int) throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(try Self.privateScenario(), "private.json", in: folder)
    try write(
      """
      Set Width \(width)
      Set Height \(height)
      Set Scenario "private.json"
      Output "log.txt"
      Output "demo.cast"
      Wait /Sign in to Contoso/
      Screenshot "sign-in.txt"
      Type "alex@contoso.com"
      Tab
      Password "alex@contoso.com"
      Enter
      Wait /Restart required/

      """, "private.tape", in: folder)
    let played = try CliHarness.run(["replay", "private.tape"], in: folder)
    #expect(played.status == 0, "\(played.output)\(played.error)")
    for name in ["log.txt", "demo.cast", "sign-in.txt"] {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(!text.contains("Zq7Hunter"), "\(name) shows the password")
      #expect(!text.contains("Demo account"), "\(name) shows the hint")
    }
    let log = try String(contentsOf: folder.appendingPathComponent("log.txt"), encoding: .utf8)
    #expect(log.contains("Password \"alex@contoso.com\""))
  }

  /// A private password typed where it shows (`Password` while the account field has the
  /// focus) is masked in every recording, the text log and the failure's screen.
  @Test func aPrivatePasswordTypedIntoATextFieldIsMaskedEverywhere() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(try Self.privateScenario(), "private.json", in: folder)
    try write(
      """
      Set Scenario "private.json"
      Output "shown.txt"
      Output "shown.cast"
      Output "shown.svg"
      Wait /Sign in to Contoso/
      Password "alex@contoso.com"
      Screenshot "field.txt"
      Expect "nothing-like-this"

      """, "shown.tape", in: folder)
    let played = try CliHarness.run(["replay", "--junit", "j.xml", "shown.tape"], in: folder)
    #expect(played.status == 1, "the Expect fails, to print the screen")
    var texts = [("report", played.output)]
    for name in ["shown.txt", "shown.svg", "field.txt", "j.xml"] {
      texts.append(
        (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)))
    }
    // The cast's output events joined, as a player shows them one after the other.
    let cast = try String(contentsOf: folder.appendingPathComponent("shown.cast"), encoding: .utf8)
    let events = cast.split(separator: "\n").dropFirst().compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])?.last as? String
    }
    #expect(events.count > 3)
    texts.append(("shown.cast", events.joined()))
    for (name, text) in texts {
      // Key by key in the cast too: no two characters of it in a row, escapes taken out.
      let plain = text.replacingOccurrences(
        of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
      #expect(!plain.contains("Zq7H"), "\(name) shows the password")
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("field.txt"), encoding: .utf8)
        .contains("******************"))
  }

  @Test func theBuiltInDemoAccountsKeepTheirHint() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      "Set Width 100\nSet Height 30\nWait /Sign in to Contoso/\nScreenshot \"shot.txt\"\n",
      "demo.tape", in: folder)
    let played = try CliHarness.run(["replay", "demo.tape"], in: folder)
    #expect(played.status == 0, "\(played.output)\(played.error)")
    let shot = try String(contentsOf: folder.appendingPathComponent("shot.txt"), encoding: .utf8)
    #expect(shot.contains("Demo account: alex@contoso.com"))
    #expect(shot.contains("/ Pilot-Alex"))
    #expect(shot.contains("alex@contoso.com  Pilot-Alex"), "the side panel shows it too")
  }

  @Test func passwordLinesAreCheckedAtTheirLine() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("Password\nPassword \"\"\n", "bad.tape", in: folder)
    let checked = try CliHarness.run(["check", "bad.tape"], in: folder)
    #expect(checked.status == 1)
    #expect(checked.output.contains("bad.tape:1:"), "\(checked.output)")
    #expect(
      checked.output.contains("bad.tape:2:10: Password needs an account"), "\(checked.output)")
    try write("Wait /Sign in/\nPassword \"nobody@contoso.com\"\n", "nobody.tape", in: folder)
    let played = try CliHarness.run(["replay", "nobody.tape"], in: folder)
    #expect(played.status == 1)
    #expect(
      played.output.contains("nobody.tape:2"), "\(played.output)\(played.error)")
    #expect(played.output.contains("no account \"nobody@contoso.com\""), "\(played.output)")
  }

  @Test func aDemoFieldThatIsNotABooleanIsReportedAtItsLine() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = try Self.privateScenario().replacingOccurrences(
      of: "\"licensed\": true,", with: "\"licensed\": true, \"demo\": \"yes\",")
    try write(scenario, "s.json", in: folder)
    let checked = try CliHarness.run(["check", "s.json"], in: folder)
    #expect(checked.status == 1)
    #expect(
      checked.output.contains("tenant.users[0].demo: error: expected true or false"),
      "\(checked.output)")
  }
}
