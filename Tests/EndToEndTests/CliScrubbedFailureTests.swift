import Foundation
import TestSupport
import Testing

/// A failed check that quotes a `ValuesToScrubFromLogging` value — the tape expected it, in any
/// letter case or as a regex — masks it in the report, the JUnit file and the GitHub
/// annotations, as the screen under it is masked.
@Suite(.scratchFolder) struct CliScrubbedFailureTests {
  static let settings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>ADALClientId</key>
      <string>6f1c2a4e-93b1-4d2f-8a55-0c7e4b1d9f30</string>
      <key>ADALRedirectUri</key>
      <string>msauth.com.contoso.notes://auth</string>
      <key>ValuesToScrubFromLogging</key>
      <array>
        <string>alex@contoso.com</string>
      </array>
    </dict>
    </plist>

    """

  @Test(arguments: [
    "Expect \"ALEX@contoso.com!\"", "Expect /alex@contoso\\.com!/", "Wait@1s /ALEX@CONTOSO\\.COM!/",
  ])
  func aQuotedValueIsMaskedInEveryReport(check: String) throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.settings.write(
      to: folder.appendingPathComponent("scrub.plist"), atomically: true, encoding: .utf8)
    try """
    Set Settings "scrub.plist"
    Wait /Sign in to Contoso/
    Type "alex@contoso.com"
    \(check)

    """.write(to: folder.appendingPathComponent("s.tape"), atomically: true, encoding: .utf8)
    let played = try CliHarness.run(
      ["replay", "--junit", "s.xml", "--github", "s.tape"], in: folder)
    #expect(played.status == 1, "\(played.output)\(played.error)")
    let junit = try String(contentsOf: folder.appendingPathComponent("s.xml"), encoding: .utf8)
    for (name, text) in [("report", played.output + played.error), ("JUnit", junit)] {
      #expect(text.contains("s.tape:4:"), "\(name): \(text)")
      #expect(!text.lowercased().contains("alex@contoso"), "\(name) leaks the value: \(text)")
      #expect(text.contains("*****"), "\(name): \(text)")
    }
  }

  /// A scenario that cannot be used quotes what it holds (an account named twice): the value
  /// the tape's settings scrub, and an account's own password, are masked in every report.
  @Test func aBrokenScenarioQuotingAValueIsMaskedToo() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.settings.write(
      to: folder.appendingPathComponent("scrub.plist"), atomically: true, encoding: .utf8)
    // The shipped scenario, Blake named as Alex, with a password of its own and a group
    // spelling it out.
    let shipped = try Data(contentsOf: URL(fileURLWithPath: "replays/scenarios/sdk-sign-in.json"))
    guard var scenario = try JSONSerialization.jsonObject(with: shipped) as? [String: Any],
      var tenant = scenario["tenant"] as? [String: Any],
      var users = tenant["users"] as? [[String: Any]], users.count > 1
    else {
      Issue.record("the shipped scenario has no users")
      return
    }
    users[1]["upn"] = "alex@contoso.com"
    users[1]["password"] = "Hunter-Secret-42"
    users[1]["demo"] = false
    users[1]["groups"] = ["Hunter-Secret-42"]
    tenant["users"] = users
    scenario["tenant"] = tenant
    try JSONSerialization.data(withJSONObject: scenario, options: [.prettyPrinted])
      .write(to: folder.appendingPathComponent("twice.json"))
    try """
    Set Scenario "twice.json"
    Set Settings "scrub.plist"
    Wait /Sign in/

    """.write(to: folder.appendingPathComponent("s.tape"), atomically: true, encoding: .utf8)
    let played = try CliHarness.run(
      ["replay", "--junit", "s.xml", "--github", "s.tape"], in: folder)
    #expect(played.status == 1, "\(played.output)\(played.error)")
    let junit = try String(contentsOf: folder.appendingPathComponent("s.xml"), encoding: .utf8)
    for (name, text) in [("report", played.output + played.error), ("JUnit", junit)] {
      #expect(text.contains("appears more than once"), "\(name): \(text)")
      #expect(!text.lowercased().contains("alex@contoso"), "\(name) leaks the value: \(text)")
      #expect(!text.contains("Hunter-Secret-42"), "\(name) leaks a password: \(text)")
      #expect(text.contains("*****"), "\(name): \(text)")
    }
  }
}
