import Foundation
import SessionEngine
import Testing

/// Each integration check from a hand-written Info.plist and entitlements.
@Suite struct IntegrationCheckerTests {
  /// An XML plist whose top dictionary holds `body`.
  static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """
  }

  static func document(_ text: String, file: String = "Info.plist") throws -> PlistDocument {
    try PlistDocument.read(data: Data(text.utf8), file: file).get()
  }

  static let settings = """
    <key>IntuneMAMSettings</key>
    <dict>
    <key>ADALClientId</key><string>abc</string>
    <key>ADALRedirectUri</key><string>msauth.x://auth</string>
    </dict>
    """

  static func report(
    info: String?, entitlements: String? = nil, sdk: Int = 26
  ) throws -> IntegrationReport {
    IntegrationChecker.check(
      IntegrationInput(
        info: try info.map { try document(plist($0)) },
        entitlements: try entitlements.map { try document(plist($0), file: "App.entitlements") },
        linkedSDK: sdk))
  }

  @Test func missingClientIdAndRedirectAreReportedWithTheLinesToAdd() throws {
    let report = try Self.report(info: "<key>IntuneMAMSettings</key>\n<dict>\n</dict>")
    let client = try #require(report.problems(.clientId).first)
    #expect(client.status == .missing)
    #expect(client.line == 4)
    #expect(client.addLines.first == "<key>ADALClientId</key>")
    #expect(report.problems(.redirect).first?.keyPath == "IntuneMAMSettings.ADALRedirectUri")
    #expect(report.hasErrors)
  }

  @Test func queriedSchemesNeedTwinsTheSDKListAndOutlookForMailto() throws {
    let report = try Self.report(
      info: Self.settings + """
        <key>LSApplicationQueriesSchemes</key>
        <array>
        <string>ms-word</string>
        <string>mailto</string>
        <string>http-intunemam</string>
        </array>
        """)
    let twins = report.problems(.queriedSchemeTwin)
    #expect(twins.map(\.subject) == ["ms-word-intunemam"])
    #expect(twins.first?.line == 10)
    #expect(twins.first?.addLines == ["<string>ms-word-intunemam</string>"])
    #expect(report.problems(.mailtoOutlook).first?.subject == "ms-outlook-intunemam")
    let sdk = try #require(report.problems(.sdkQueryScheme).first)
    #expect(sdk.addLines.count == IntuneURLSchemes.sdkQueried.count - 1)
    #expect(!sdk.addLines.contains("<string>http-intunemam</string>"))
  }

  @Test func queriedSchemesThatAreNotAnArrayAreWrong() throws {
    let report = try Self.report(
      info: Self.settings + "<key>LSApplicationQueriesSchemes</key><string>ms-word</string>")
    let finding = try #require(report.problems(.sdkQueryScheme).first)
    #expect(finding.status == .wrong)
    #expect(finding.reason == .queriesNotArray(kind: "a string"))
    #expect(report.problems(.queriedSchemeTwin).isEmpty)
  }

  @Test func queriedEntriesThatAreNotSchemesAreWrongAtTheirLines() throws {
    let report = try Self.report(
      info: Self.settings + """
        <key>LSApplicationQueriesSchemes</key>
        <array>
        <string>ms-word://</string>
        <integer>5</integer>
        <string/>
        </array>
        """)
    let wrong = report.problems(.queriedSchemeTwin).filter { $0.status == .wrong }
    #expect(wrong.map(\.line) == [10, 11, 12])
    #expect(
      wrong.map(\.reason) == [
        .queriedNotScheme(scheme: "ms-word://"),
        .urlTypesWrongKind(
          keyPath: "LSApplicationQueriesSchemes[1]", expected: "a string", kind: "a number"),
        .queriedNotScheme(scheme: ""),
      ])
    #expect(report.hasErrors)
    #expect(!report.findings.contains { $0.subject == "ms-word://-intunemam" })
    #expect(
      !report.findings.contains { $0.kind == .queriedSchemeTwin && $0.status == .pass },
      "no pass beside the wrong entries")
  }

  @Test(arguments: [
    ("<key>CFBundleURLTypes</key><dict/>", "CFBundleURLTypes", "an array", "a dictionary"),
    (
      "<key>CFBundleURLTypes</key><array><string>notes</string></array>", "CFBundleURLTypes[0]",
      "a dictionary", "a string"
    ),
    (
      "<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key>"
        + "<string>notes</string></dict></array>",
      "CFBundleURLTypes[0].CFBundleURLSchemes", "an array", "a string"
    ),
  ])
  func urlTypesOfAKindIOSIgnoresAreWrong(
    body: String, keyPath: String, expected: String, kind: String
  ) throws {
    let report = try Self.report(info: Self.settings + body)
    let wrong = try #require(report.problems(.invalidURLScheme).first)
    #expect(wrong.status == .wrong)
    #expect(wrong.keyPath == keyPath)
    #expect(wrong.reason == .urlTypesWrongKind(keyPath: keyPath, expected: expected, kind: kind))
    #expect(!report.findings.contains { $0.kind == .urlSchemeTwin && $0.status == .pass })
  }

  @Test func aFullListPasses() throws {
    let schemes = (["ms-word", "ms-word-intunemam"] + IntuneURLSchemes.sdkQueried)
      .map { "<string>\($0)</string>" }.joined(separator: "\n")
    let report = try Self.report(
      info: Self.settings + "<key>LSApplicationQueriesSchemes</key><array>\(schemes)</array>")
    #expect(report.problems(.queriedSchemeTwin).isEmpty)
    #expect(report.problems(.sdkQueryScheme).isEmpty)
    #expect(report.findings.contains { $0.kind == .queriedSchemeTwin && $0.status == .pass })
  }

  @Test func theQueryLimitDependsOnTheLinkedSDK() throws {
    let many = (IntuneURLSchemes.sdkQueried + (1...12).map { "app\($0)" })
      .map { "<string>\($0)</string>" }.joined()
    let info = Self.settings + "<key>LSApplicationQueriesSchemes</key><array>\(many)</array>"
    let at18 = try Self.report(info: info, sdk: 18)
    #expect(at18.problems(.queryLimit).isEmpty)
    // Twins of the 12 app schemes still fit within 50: errors.
    #expect(at18.problems(.queriedSchemeTwin).allSatisfy { $0.severity == .error })
    let at27 = try Self.report(info: info, sdk: 27)
    let limit = try #require(at27.problems(.queryLimit).first)
    #expect(limit.status == .wrong)
    guard
      case .queriesOverLimit(let count, let excess, let allowed, let sdk, let past, _) =
        limit.reason
    else {
      Issue.record("not the over-limit sentence: \(limit.reason)")
      return
    }
    #expect((count, excess, allowed, sdk) == (27, 2, 25, 27))
    #expect(past.count == 2)
    // No twin fits any more: they are warnings, the guide's trade-off.
    #expect(at27.problems(.queriedSchemeTwin).allSatisfy { $0.severity == .warning })
    #expect(IntuneURLSchemes.queryLimit(linkedSDK: 14) == nil)
  }

  @Test func urlSchemesNeedTwinsAndAnInvalidEntryIsAnAppStoreRejection() throws {
    let report = try Self.report(
      info: Self.settings + """
        <key>CFBundleURLTypes</key>
        <array><dict>
        <key>CFBundleURLSchemes</key>
        <array>
        <string>notes</string>
        <string>msauth.com.contoso.notes://auth</string>
        </array>
        </dict></array>
        """)
    #expect(report.problems(.urlSchemeTwin).map(\.subject) == ["notes-intunemam"])
    let invalid = try #require(report.problems(.invalidURLScheme).first)
    #expect(invalid.line == 13)
    #expect(invalid.reason == .invalidURLScheme(scheme: "msauth.com.contoso.notes://auth"))
    #expect(invalid.keyPath == "CFBundleURLTypes[0].CFBundleURLSchemes")
    // Never a twin of the invalid entry.
    #expect(!report.findings.contains { $0.subject == "msauth.com.contoso.notes://auth-intunemam" })
  }

  /// Schemes written with Xcode build settings, as MSAL's guide has them, are schemes once
  /// expanded: no App Store rejection, and their twins are asked for as written.
  @Test func aSchemeWithABuildSettingIsASchemeAndGetsItsTwin() throws {
    let report = try Self.report(
      info: Self.settings + """
        <key>CFBundleURLTypes</key>
        <array><dict>
        <key>CFBundleURLSchemes</key>
        <array>
        <string>msauth.$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        <string>${PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier}</string>
        <string>app-$(</string>
        </array>
        </dict></array>
        """)
    #expect(report.problems(.invalidURLScheme).map(\.subject) == ["app-$("])
    #expect(
      report.problems(.urlSchemeTwin).map(\.subject) == [
        "msauth.$(PRODUCT_BUNDLE_IDENTIFIER)-intunemam",
        "${PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier}-intunemam",
      ])
    #expect(IntuneURLSchemes.isScheme("$(PRODUCT_NAME)app"))
    #expect(!IntuneURLSchemes.isScheme("$()x"), "an empty reference is no setting")
    #expect(!IntuneURLSchemes.isScheme("msauth.$(A B)"))
  }

  @Test func faceIDAndScenes() throws {
    let missing = try Self.report(
      info: Self.settings
        + "<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict/></dict>"
    )
    #expect(missing.problems(.faceIDUsage).first?.status == .missing)
    #expect(missing.problems(.sceneConfigurations).first?.status == .wrong)
    let good = try Self.report(
      info: Self.settings + """
        <key>NSFaceIDUsageDescription</key><string>Unlock with Face ID.</string>
        <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict/></array></dict></dict>
        """)
    #expect(good.problems(.faceIDUsage).isEmpty)
    #expect(good.problems(.sceneConfigurations).isEmpty)
    let noScenes = try Self.report(info: Self.settings)
    #expect(noScenes.problems(.sceneConfigurations).isEmpty)
  }

  @Test func keychainGroupsPrefixOrderAndTheCacheOverride() throws {
    let info =
      Self.settings.replacingOccurrences(
        of: "</dict>",
        with: "<key>ADALCacheKeychainGroupOverride</key><string>com.contoso.cache</string></dict>")
      + "<key>CFBundleIdentifier</key><string>com.contoso.app</string>"
    let report = try Self.report(
      info: info,
      entitlements: """
        <key>keychain-access-groups</key>
        <array>
        <string>com.microsoft.intune.mam</string>
        <string>$(AppIdentifierPrefix)com.contoso.app</string>
        <string>ABCDE12345.com.microsoft.adalcache</string>
        </array>
        """)
    #expect(report.problems(.keychainPrefix).map(\.line) == [6])
    #expect(report.problems(.keychainOwnGroupFirst).first?.severity == .warning)
    #expect(report.problems(.keychainMAMGroup).isEmpty)
    let cache = try #require(report.problems(.keychainCacheGroup).first)
    #expect(cache.subject == "com.contoso.cache")
    #expect(cache.file == "App.entitlements")
    #expect(cache.addLines == ["<string>$(AppIdentifierPrefix)com.contoso.cache</string>"])
  }

  @Test func noKeychainEntitlementIsMissingKeychainSharing() throws {
    let report = try Self.report(info: nil, entitlements: "<key>other</key><true/>")
    let finding = try #require(report.problems(.keychainGroups).first)
    #expect(finding.status == .missing)
    #expect(
      finding.addLines.contains("<string>$(AppIdentifierPrefix)com.microsoft.intune.mam</string>"))
  }

  @Test func settingsRules() throws {
    let info = """
      <key>NSExtension</key><dict/>
      <key>BGTaskSchedulerPermittedIdentifiers</key><array><string>sync</string></array>
      <key>IntuneMAMSettings</key>
      <dict>
      <key>ADALClientId</key><string>abc</string>
      <key>ADALRedirectUri</key><string>x://y</string>
      <key>MAMPolicyRequired</key><true/>
      <key>AppGroupIdentifiers</key><array><string>group.a</string></array>
      </dict>
      """
    let report = try Self.report(
      info: info,
      entitlements: """
        <key>com.apple.security.application-groups</key>
        <array><string>group.a</string><string>group.b</string></array>
        """)
    #expect(report.problems(.policyRequiredAutoEnroll).first?.status == .missing)
    #expect(report.problems(.policyRequiredAppStore).first?.severity == .note)
    #expect(report.problems(.appGroups).first?.subject == "group.b")
    #expect(report.problems(.appGroups).first?.addLines == ["<string>group.b</string>"])
    #expect(report.problems(.finishLaunching).first?.line == 6)
    #expect(report.problems(.containingApp).first?.status == .missing)
    #expect(Set(report.problemsByKind.keys).isSuperset(of: [.appGroups, .containingApp]))
  }

  @Test func aBinaryInfoPlistIsCheckedTheSameWayWithoutLines() throws {
    let plist: [String: Any] = [
      "CFBundleIdentifier": "com.contoso.app",
      "LSApplicationQueriesSchemes": ["ms-word"],
      "IntuneMAMSettings": ["ADALClientId": "abc", "ADALRedirectUri": "x://y"] as [String: Any],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    let document = try PlistDocument.read(data: data, file: "Info.plist").get()
    #expect(document.isBinary)
    let report = IntegrationChecker.check(IntegrationInput(info: document, entitlements: nil))
    let twin = try #require(report.problems(.queriedSchemeTwin).first)
    #expect(twin.subject == "ms-word-intunemam")
    #expect(twin.line == nil)
    #expect(report.problems(.faceIDUsage).count == 1)
  }

  @Test func theTreeKeepsLinesPlacesAndKinds() throws {
    let text = Self.plist(
      "<key>a</key>\n<array>\n<integer>3</integer>\n<date>2020-01-01T00:00:00Z</date>\n</array>")
    let document = try Self.document(text)
    let array = try #require(document.root["a"])
    #expect(array.line == 5)
    #expect(document.root.entry("a")?.keyLine == 4)
    #expect(array.elements?.map(\.value) == [.integer(3), .date("2020-01-01T00:00:00Z")])
    let span = try #require(array.span)
    let bytes = Array(text.utf8)
    #expect(String(decoding: bytes[span.start..<span.end], as: UTF8.self).hasPrefix("<array>"))
    #expect(String(decoding: bytes[(span.closingTag ?? 0)..<span.end], as: UTF8.self) == "</array>")
  }
}
