import Foundation
import TestSupport
import Testing

/// What the user's plist holds comes through `configure` and `check` as written: integers no
/// `Double` holds are kept digit for digit, one too large is refused at its line, and a date or
/// data in a setting's place is called what it is.
@Suite(.scratchFolder) struct CliPlistValueTests {
  @Test func configureKeepsEveryIntegerOfABinaryInfoPlist() throws {
    let folder = try CliHarness.temporaryFolder()
    let plist: [String: Any] = [
      "CFBundleIdentifier": "com.contoso.pad", "LSApplicationQueriesSchemes": ["ms-excel"],
      "BuildTimestamp": NSNumber(value: Int64(9_007_199_254_740_993)),
      "Mask": NSNumber(value: UInt64.max),
      "Nonce": NSNumber(value: Int64(1_234_567_890_123_456_789)),
      "Floor": NSNumber(value: Int64.min),
    ]
    let binary = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    try binary.write(to: folder.appendingPathComponent("Info.plist"))
    let outcome = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-o", "Out.plist"], in: folder,
      environment: ["LC_ALL": "C.UTF-8"])
    #expect(outcome.status == 0, "\(outcome.error)")
    let written = try String(
      contentsOf: folder.appendingPathComponent("Out.plist"), encoding: .utf8)
    for (key, digits) in [
      ("BuildTimestamp", "9007199254740993"), ("Mask", "18446744073709551615"),
      ("Nonce", "1234567890123456789"), ("Floor", "-9223372036854775808"),
    ] {
      #expect(written.contains("<key>\(key)</key>\n\t<integer>\(digits)</integer>\n"), "\(key)")
    }
  }

  @Test func anIntegerTooLargeIsRefusedAtItsLineByCheckAndConfigure() throws {
    let folder = try CliHarness.temporaryFolder()
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>CFBundleIdentifier</key>
      \t<string>com.contoso.pad</string>
      \t<key>Nonce</key>
      \t<integer>18446744073709551616</integer>
      </dict>
      </plist>

      """
    try text.write(
      to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
    let problem =
      "Info.plist:7: error: not a valid property list: \"18446744073709551616\" is too large: a "
      + "property list's integer holds -9223372036854775808 to 18446744073709551615"
    let configured = try CliHarness.run(
      ["configure", "-i", "Info.plist"], in: folder, environment: ["LC_ALL": "C.UTF-8"])
    #expect(configured.status == 1)
    #expect(configured.error.contains(problem), "\(configured.error)")
    let checked = try CliHarness.run(
      ["check", "Info.plist"], in: folder, environment: ["LC_ALL": "C.UTF-8"])
    #expect(checked.status == 1)
    #expect(checked.output.contains(problem), "\(checked.output)")
  }

  @Test func checkNamesADateOrDataWhereANumberOrABooleanBelongs() throws {
    let folder = try CliHarness.temporaryFolder()
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>ADALClientId</key>
      \t<string>11111111-2222-3333-4444-555555555555</string>
      \t<key>ADALRedirectUri</key>
      \t<string>msauth.com.x.y://auth</string>
      \t<key>SplashDuration</key>
      \t<date>2024-01-01T00:00:00Z</date>
      \t<key>MultiIdentity</key>
      \t<data>AAEC</data>
      </dict>
      </plist>

      """
    try text.write(
      to: folder.appendingPathComponent("settings.plist"), atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(
      ["check", "settings.plist"], in: folder, environment: ["LC_ALL": "C.UTF-8"])
    #expect(outcome.status == 1)
    #expect(
      outcome.output.contains(
        "settings.plist:8: IntuneMAMSettings.SplashDuration: error: expected a number of "
          + "seconds but found a date; the SDK cannot read it"), "\(outcome.output)")
    #expect(
      outcome.output.contains(
        "settings.plist:10: IntuneMAMSettings.MultiIdentity: error: expected a boolean but found "
          + "data; the SDK cannot read it"), "\(outcome.output)")
  }
}
