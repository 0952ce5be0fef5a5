import Foundation
import SessionEngine
import Testing

/// The team prefix of keychain groups: both spellings of Xcode's variables, a literal team id
/// and its dot, and the malformed ones named precisely, with one verdict per group.
@Suite struct KeychainGroupNameTests {
  @Test(arguments: [
    "$(AppIdentifierPrefix)com.x", "${AppIdentifierPrefix}com.x", "$(TeamIdentifierPrefix)com.x",
    "${TeamIdentifierPrefix}com.x", "ABCDE12345.com.x",
  ])
  func wellPrefixedGroupsPass(group: String) {
    let read = KeychainGroupName(group)
    #expect(read.form == .prefixed)
    #expect(read.name == "com.x")
    #expect(read.corrected == nil)
  }

  @Test func malformedPrefixesAreNamedAndCorrectedWithoutASecondPrefix() {
    #expect(KeychainGroupName("com.x").form == .unprefixed)
    #expect(KeychainGroupName("com.x").corrected == "$(AppIdentifierPrefix)com.x")
    let noDot = KeychainGroupName("ABCDE12345com.x")
    #expect(noDot.form == .missingDot(team: "ABCDE12345"))
    #expect(noDot.corrected == "ABCDE12345.com.x")
    for gap in ["$(AppIdentifierPrefix).com.x", "$(AppIdentifierPrefix) com.x"] {
      #expect(KeychainGroupName(gap).form == .gapAfterPrefix, "\(gap)")
      #expect(KeychainGroupName(gap).corrected == "$(AppIdentifierPrefix)com.x")
    }
    #expect(
      KeychainGroupName("${AppIdentifierPrefix}.com.x").corrected == "${AppIdentifierPrefix}com.x")
    #expect(KeychainGroupName("$(AppIdentifierPrefix)").form == .prefixAlone)
    #expect(KeychainGroupName("$(AppIdentifierPrefix)").corrected == nil)
  }

  static func report(_ groups: [String], bundle: String = "com.contoso.app") throws
    -> IntegrationReport
  {
    let info = IntegrationCheckerTests.plist(
      "<key>CFBundleIdentifier</key><string>\(bundle)</string>")
    let entitlements = IntegrationCheckerTests.plist(
      "<key>keychain-access-groups</key>\n<array>\n"
        + groups.map { "<string>\($0)</string>" }.joined(separator: "\n") + "\n</array>")
    return IntegrationChecker.check(
      IntegrationInput(
        info: try IntegrationCheckerTests.document(info),
        entitlements: try IntegrationCheckerTests.document(entitlements, file: "App.entitlements"),
        linkedSDK: 26))
  }

  @Test func theCheckerFlagsOnlyTheMalformedAndSuggestsOnePrefix() throws {
    let report = try Self.report([
      "${AppIdentifierPrefix}com.contoso.app", "$(TeamIdentifierPrefix)com.microsoft.intune.mam",
      "ABCDE12345com.microsoft.adalcache", "$(AppIdentifierPrefix).com.a",
      "$(AppIdentifierPrefix) com.b", "$(AppIdentifierPrefix)",
    ])
    let problems = report.problems(.keychainPrefix)
    #expect(problems.map(\.line) == [8, 9, 10, 11])
    #expect(
      problems.map(\.reason) == [
        .groupPrefixNoDot(
          group: "ABCDE12345com.microsoft.adalcache", team: "ABCDE12345",
          corrected: "ABCDE12345.com.microsoft.adalcache"),
        .groupPrefixGap(
          group: "$(AppIdentifierPrefix).com.a", corrected: "$(AppIdentifierPrefix)com.a"),
        .groupPrefixGap(
          group: "$(AppIdentifierPrefix) com.b", corrected: "$(AppIdentifierPrefix)com.b"),
        .groupPrefixAlone(group: "$(AppIdentifierPrefix)"),
      ])
    #expect(problems[0].changeLines == ["<string>ABCDE12345.com.microsoft.adalcache</string>"])
    #expect(problems.allSatisfy { $0.addLines.isEmpty })
    #expect(problems.allSatisfy { !$0.changeLines.contains { $0.contains(")$(") } })
    // The SDK's group written with ${…}/$(TeamIdentifierPrefix) is shared; the cache group,
    // badly prefixed, has its prefix finding only: neither "missing" nor "shared".
    #expect(report.problems(.keychainMAMGroup).isEmpty)
    #expect(report.problems(.keychainCacheGroup).isEmpty)
    #expect(!report.findings.contains { $0.kind == .keychainCacheGroup })
  }

  @Test func anUnprefixedSDKGroupGetsOneVerdict() throws {
    let report = try Self.report([
      "$(AppIdentifierPrefix)com.contoso.app", "com.microsoft.intune.mam",
    ])
    #expect(report.problems(.keychainPrefix).map(\.subject) == ["com.microsoft.intune.mam"])
    #expect(!report.findings.contains { $0.kind == .keychainMAMGroup })
  }

  @Test func theOwnGroupFurtherDownIsMovedNotAddedAgain() throws {
    let report = try Self.report([
      "$(AppIdentifierPrefix)com.microsoft.intune.mam", "$(AppIdentifierPrefix)com.contoso.app",
    ])
    let first = try #require(report.problems(.keychainOwnGroupFirst).first)
    #expect(first.reason == .ownGroupMove(group: "com.microsoft.intune.mam", line: 7))
    #expect(first.addLines.isEmpty)
    let absent = try Self.report(["$(AppIdentifierPrefix)com.microsoft.intune.mam"])
    let add = try #require(absent.problems(.keychainOwnGroupFirst).first)
    #expect(add.reason == .sdkGroupFirst(group: "com.microsoft.intune.mam"))
    #expect(add.addLines == ["<string>$(AppIdentifierPrefix)com.contoso.app</string>"])
  }
}
