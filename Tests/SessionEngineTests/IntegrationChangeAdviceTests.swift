import Foundation
import SessionEngine
import Testing

/// A key there with a wrong value is to be changed at the value's line, never added again
/// (M-2): a blank Face ID usage description, a keychain group without its team prefix, and a
/// `keychain-access-groups` or `AppGroupIdentifiers` that holds no list.
@Suite struct IntegrationChangeAdviceTests {
  /// The Face ID usage description the checker proposes.
  static let faceIDLine = "<string>Face ID unlocks the app's protected data.</string>"
  /// The groups the checker proposes for an app `com.contoso.app`, in their order.
  static let groupLines = [
    "<string>$(AppIdentifierPrefix)com.contoso.app</string>",
    "<string>$(AppIdentifierPrefix)com.microsoft.intune.mam</string>",
    "<string>$(AppIdentifierPrefix)com.microsoft.adalcache</string>",
  ]
  /// The Info.plist body: the required settings and the bundle id.
  static let info =
    IntegrationCheckerTests.settings
    + "<key>CFBundleIdentifier</key><string>com.contoso.app</string>"

  /// The checklist of `info` and `entitlements` (top dictionaries' bodies).
  static func report(info: String = info, entitlements: String? = nil) throws -> IntegrationReport {
    try IntegrationCheckerTests.report(info: info, entitlements: entitlements)
  }

  @Test func aBlankFaceIDDescriptionIsChangedAtItsValueAndToldAsBlank() throws {
    let report = try Self.report(
      info: "<key>NSFaceIDUsageDescription</key>\n<string>   </string>")
    let finding = try #require(report.problems(.faceIDUsage).first)
    #expect(finding.status == .wrong)
    #expect(finding.reason == .faceIDBlank)
    #expect(finding.addLines.isEmpty, "\(finding.addLines)")
    #expect(finding.changeLines == [Self.faceIDLine])
    #expect(finding.line == 5)
  }

  @Test func aFaceIDDescriptionThatIsNoTextIsChangedToo() throws {
    let report = try Self.report(info: "<key>NSFaceIDUsageDescription</key>\n<true/>")
    let finding = try #require(report.problems(.faceIDUsage).first)
    #expect(finding.reason == .faceIDMissing)
    #expect(finding.addLines.isEmpty)
    #expect(finding.changeLines == [Self.faceIDLine])
    #expect(finding.line == 5)
  }

  @Test func aMissingFaceIDDescriptionIsStillAdded() throws {
    let report = try Self.report(info: "<key>CFBundleName</key><string>Notes</string>")
    let finding = try #require(report.problems(.faceIDUsage).first)
    #expect(finding.status == .missing)
    #expect(finding.addLines == ["<key>NSFaceIDUsageDescription</key>", Self.faceIDLine])
    #expect(finding.changeLines.isEmpty)
  }

  @Test func aGroupWithoutItsTeamPrefixIsChangedAtItsLine() throws {
    let report = try Self.report(
      entitlements: """
        <key>keychain-access-groups</key>
        <array>
        <string>$(AppIdentifierPrefix)com.contoso.app</string>
        <string>$(AppIdentifierPrefix)com.microsoft.intune.mam</string>
        <string>com.microsoft.adalcache</string>
        </array>
        """)
    let finding = try #require(report.problems(.keychainPrefix).first)
    #expect(finding.line == 8)
    #expect(finding.addLines.isEmpty, "\(finding.addLines)")
    #expect(finding.changeLines == [Self.groupLines[2]])
    #expect(report.problems(.keychainCacheGroup).isEmpty, "one verdict for the group")
  }

  @Test func groupsWrittenAsAStringAreChangedToAnArrayNotAddedAsASecondKey() throws {
    let report = try Self.report(
      entitlements: """
        <key>keychain-access-groups</key>
        <string>$(AppIdentifierPrefix)com.microsoft.intune.mam</string>
        """)
    let finding = try #require(report.problems(.keychainGroups).first)
    #expect(finding.status == .wrong)
    #expect(finding.line == 5)
    #expect(finding.addLines.isEmpty, "\(finding.addLines)")
    #expect(finding.changeLines == ["<array>"] + Self.groupLines + ["</array>"])
  }

  @Test func aSelfClosedEmptyArrayIsChangedToTheFilledArray() throws {
    let report = try Self.report(entitlements: "<key>keychain-access-groups</key>\n<array/>")
    let finding = try #require(report.problems(.keychainGroups).first)
    #expect(finding.line == 5)
    #expect(finding.addLines.isEmpty, "\(finding.addLines)")
    #expect(finding.changeLines == ["<array>"] + Self.groupLines + ["</array>"])
  }

  @Test func anEmptyArrayWithItsClosingTagGetsTheGroupsAddedInside() throws {
    let report = try Self.report(
      entitlements: "<key>keychain-access-groups</key>\n<array>\n</array>")
    let finding = try #require(report.problems(.keychainGroups).first)
    #expect(finding.line == 5)
    #expect(finding.addLines == Self.groupLines, "no second key, no second array")
    #expect(finding.changeLines.isEmpty)
  }

  @Test func noKeychainGroupsKeyIsStillAddedWhole() throws {
    let report = try Self.report(entitlements: "<key>other</key><true/>")
    let finding = try #require(report.problems(.keychainGroups).first)
    #expect(
      finding.addLines == ["<key>keychain-access-groups</key>", "<array>"]
        + Self.groupLines + ["</array>"])
    #expect(finding.changeLines.isEmpty)
  }

  /// The app-groups finding of settings whose `AppGroupIdentifiers` is written as `value`.
  static func appGroups(_ value: String) throws -> IntegrationFinding {
    let info = IntegrationCheckerTests.settings.replacingOccurrences(
      of: "</dict>", with: "<key>AppGroupIdentifiers</key>\n\(value)\n</dict>")
    let report = try Self.report(
      info: info,
      entitlements: """
        <key>com.apple.security.application-groups</key>
        <array><string>group.a</string></array>
        """)
    return try #require(report.problems(.appGroups).first)
  }

  @Test func appGroupsWrittenAsAStringAreChangedToAnArray() throws {
    let finding = try Self.appGroups("<string>group.a</string>")
    #expect(finding.line == 9)
    #expect(finding.addLines.isEmpty, "\(finding.addLines)")
    #expect(finding.changeLines == ["<array>", "<string>group.a</string>", "</array>"])
  }

  @Test func appGroupsAsASelfClosedArrayAreChangedAndAnOpenOneFilled() throws {
    let closed = try Self.appGroups("<array/>")
    #expect(closed.addLines.isEmpty, "\(closed.addLines)")
    #expect(closed.changeLines == ["<array>", "<string>group.a</string>", "</array>"])
    let open = try Self.appGroups("<array>\n</array>")
    #expect(open.line == 9)
    #expect(open.addLines == ["<string>group.a</string>"])
    #expect(open.changeLines.isEmpty)
  }
}
