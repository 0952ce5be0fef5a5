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
}
