import Foundation
import SessionEngine
import Testing

/// The integration checker's findings that an outside tester found wrong: twins in another
/// URL type, a value there but wrong, spaces around a keychain group, a missing settings
/// dictionary, and the line of a missing required setting.
@Suite struct IntegrationFindingFixTests {
  static func document(_ text: String, file: String = "Info.plist") throws -> PlistDocument {
    try PlistDocument.read(data: Data(text.utf8), file: file).get()
  }

  static func plist(_ body: String) -> String {
    IntegrationCheckerTests.plist(body)
  }

  static func report(_ info: String, entitlements: String? = nil) throws -> IntegrationReport {
    IntegrationChecker.check(
      IntegrationInput(
        info: try document(plist(info)),
        entitlements: try entitlements.map { try document(plist($0), file: "App.entitlements") }))
  }

  static let urlTypes = """
    <key>CFBundleURLTypes</key>
    <array>
    <dict><key>CFBundleURLSchemes</key><array>
    <string>msauth.com.fabrikam.expense</string><string>Fabrikam</string></array></dict>
    <dict><key>CFBundleURLSchemes</key><array>
    <string>msauth.com.fabrikam.expense-intunemam</string><string>fabrikam-intunemam</string></array></dict>
    </array>
    """

  @Test func aTwinRegisteredInAnotherURLTypeCounts() throws {
    let report = try Self.report(IntegrationCheckerTests.settings + Self.urlTypes)
    let twins = report.findings.filter { $0.kind == .urlSchemeTwin }
    #expect(twins.map(\.status) == [.pass], "\(twins)")
    // Configure adds nothing to the URL types either.
    let info = try Self.document(Self.plist(IntegrationCheckerTests.settings + Self.urlTypes))
    let outcome = try IntegrationConfigurator.configure(info).get()
    #expect(!outcome.additions.contains { $0.keyPath.hasPrefix("CFBundleURLTypes") })
  }

  @Test func aTwinMissingFromEveryURLTypeIsProposedOnce() {
    let additions = IntuneURLSchemes.urlTwinAdditions(byType: [["app"], ["app", "other"]])
    #expect(additions.map { $0.map(\.scheme) } == [["app-intunemam"], ["other-intunemam"]])
  }

  @Test func aSettingThereButFalseIsToBeChangedAtItsLineNotAddedAgain() throws {
    let report = try Self.report(
      """
      <key>BGTaskSchedulerPermittedIdentifiers</key><array><string>t</string></array>
      <key>IntuneMAMSettings</key>
      <dict>
      <key>ADALClientId</key><string>abc</string>
      <key>ADALRedirectUri</key><string>msauth.x://auth</string>
      <key>MAMPolicyRequired</key><true/>
      <key>AutoEnrollOnLaunch</key>
      <false/>
      <key>FinishLaunchingAtStartup</key>
      <false/>
      </dict>
      """)
    let finish = try #require(report.findings.first { $0.kind == .finishLaunching })
    #expect(finish.status == .wrong)
    #expect(finish.addLines.isEmpty)
    #expect(finish.changeLines == ["<true/>"])
    #expect(finish.line == 13)
    let enroll = try #require(report.findings.first { $0.kind == .policyRequiredAutoEnroll })
    #expect(enroll.addLines.isEmpty)
    #expect(enroll.changeLines == ["<true/>"])
    #expect(enroll.line == 11)
  }

  @Test func aMissingSettingIsStillOfferedAsLinesToAdd() throws {
    let report = try Self.report(
      """
      <key>BGTaskSchedulerPermittedIdentifiers</key><array><string>t</string></array>
      \(IntegrationCheckerTests.settings)
      """)
    let finish = try #require(report.findings.first { $0.kind == .finishLaunching })
    #expect(finish.status == .missing)
    #expect(finish.addLines == ["<key>FinishLaunchingAtStartup</key>", "<true/>"])
    #expect(finish.changeLines.isEmpty)
  }

  @Test func aKeychainGroupWithSpacesAroundItIsTrimmedNotPrefixedAgain() throws {
    let group = "  $(AppIdentifierPrefix)com.microsoft.adalcache  "
    let read = KeychainGroupName(group)
    #expect(read.form == .spacesAround(corrected: "$(AppIdentifierPrefix)com.microsoft.adalcache"))
    #expect(read.corrected == "$(AppIdentifierPrefix)com.microsoft.adalcache")
    #expect(KeychainGroupName(" com.x ").corrected == "$(AppIdentifierPrefix)com.x")
    let report = try Self.report(
      IntegrationCheckerTests.settings,
      entitlements: """
        <key>keychain-access-groups</key>
        <array>
        <string>$(AppIdentifierPrefix)com.x</string>
        <string>$(AppIdentifierPrefix)com.microsoft.intune.mam</string>
        <string>\(group)</string>
        </array>
        """)
    let prefix = try #require(report.findings.first { $0.kind == .keychainPrefix })
    #expect(prefix.reason == .groupSpacesAround(group: group, corrected: read.corrected ?? ""))
    #expect(prefix.addLines.isEmpty)
    #expect(
      prefix.changeLines == ["<string>$(AppIdentifierPrefix)com.microsoft.adalcache</string>"])
  }

  @Test func noSettingsDictionaryProposesTheRedirectToo() throws {
    let report = try Self.report("<key>CFBundleIdentifier</key><string>com.fabrikam.x</string>")
    let finding = try #require(report.findings.first { $0.reason == .noSettings })
    #expect(finding.addLines.contains("<key>ADALRedirectUri</key>"), "\(finding.addLines)")
    #expect(finding.addLines.contains("<string>msauth.com.fabrikam.x://auth</string>"))
    #expect(finding.addLines.last == "</dict>")
  }

  @Test func aMissingRequiredSettingIsToldAtItsDictionary() {
    let info = Self.plist(
      """
      <key>CFBundleIdentifier</key><string>com.x</string>
      <key>IntuneMAMSettings</key>
      <dict>
      <key>SplashDuration</key><real>1</real>
      </dict>
      """)
    let loaded = SettingsLoader.load(data: Data(info.utf8), file: "Info.plist")
    let lines = loaded.diagnostics.filter { $0.severity == .error }.map(\.line)
    #expect(lines == [5, 5], "\(loaded.diagnostics)")
    let bare = Self.plist("<key>SplashDuration</key><real>1</real>")
    let bareLoaded = SettingsLoader.load(data: Data(bare.utf8), file: "s.plist")
    #expect(
      bareLoaded.diagnostics.filter { $0.severity == .error }.map(\.line) == [3, 3],
      "\(bareLoaded.diagnostics)")
  }
}
