import Foundation
import TestSupport
import Testing

/// `mamsim check` and `mamsim configure` of an app's own files as a developer runs them: an
/// Info.plist alone, through a pipe, an Info.plist where the entitlements belong, and what
/// configure's to-do list and its limit say.
@Suite(.scratchFolder) struct CliAppFilesCheckTests {
  static let broken = "examples/integration/swiftui/broken"
  static let english = ["LC_ALL": "C.UTF-8"]

  @Test func anInfoPlistAloneGetsItsOwnStepsCheckedAndKeychainSharingNamedAsNotChecked() throws {
    let file = "\(Self.broken)/Info.plist"
    let outcome = try CliHarness.run(["check", file], environment: Self.english)
    #expect(outcome.status == 1, "\(outcome.output)")
    #expect(outcome.output.contains("LSApplicationQueriesSchemes: error: missing:"))
    #expect(
      outcome.output.contains(
        "\(file): note: keychain sharing was not checked, as no entitlements were named"))
    #expect(!outcome.output.contains("keychain-access-groups"), "no keychain finding")
  }

  @Test func anInfoPlistThroughAPipeIsCheckedAsTheFileIs() throws {
    let binary = try #require(CliHarness.binary).path
    let entitlements = "\(Self.broken)/FieldNotes.entitlements"
    let file = try CliHarness.run(
      ["check", "\(Self.broken)/Info.plist", "--entitlements", entitlements],
      environment: Self.english)
    let piped = try CliHarness.run(
      [binary, "\(Self.broken)/Info.plist", entitlements], environment: Self.english,
      program: "/bin/sh",
      prefix: ["-c", "cat \"$2\" | \"$1\" check /dev/stdin --entitlements \"$3\"", "sh"])
    #expect(piped.status == 1, "\(piped.output)")
    func errors(_ text: String) -> [String] {
      text.split(separator: "\n").filter { $0.contains(": error: ") }.map {
        $0.replacingOccurrences(of: "\(Self.broken)/Info.plist", with: "/dev/stdin")
      }
    }
    #expect(!errors(file.output).isEmpty)
    #expect(errors(piped.output) == errors(file.output), "\(piped.output)")
  }

  @Test func anInfoPlistNamedAsTheEntitlementsIsRefused() throws {
    let info = "\(Self.broken)/Info.plist"
    let other = "examples/integration/swiftui/fixed/Info.plist"
    let check = try CliHarness.run(
      ["check", info, "--entitlements", other], environment: Self.english)
    #expect(check.status == 1)
    #expect(
      check.output.contains(
        "\(other): error: \(other) is an app's Info.plist, not an entitlements file"),
      "\(check.output)")
    #expect(!check.output.contains("keychain-access-groups"), "\(check.output)")
  }

  @Test func configureRefusesAnInfoPlistNamedAsTheEntitlements() throws {
    let other = "examples/integration/swiftui/fixed/Info.plist"
    let folder = try CliIntegrationTests.copy("swiftui", "broken")
    let before = try Data(contentsOf: folder.appendingPathComponent("Info.plist"))
    try FileManager.default.copyItem(
      at: CliHarness.repositoryRoot.appendingPathComponent(other),
      to: folder.appendingPathComponent("Other.plist"))
    let configure = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-e", "Other.plist"], in: folder, environment: Self.english)
    #expect(configure.status == 1)
    #expect(configure.error.contains("Other.plist: error: Other.plist is an app's Info.plist"))
    #expect(try Data(contentsOf: folder.appendingPathComponent("Info.plist")) == before)
  }

  @Test func configuresToDoListNamesTheFileWhoseLinesItGives() throws {
    let folder = try CliIntegrationTests.copy("swiftui", "broken")
    let outcome = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-o", "Out.plist"], in: folder, environment: Self.english)
    #expect(outcome.status == 0, "\(outcome.error)")
    let toDo = outcome.output.components(separatedBy: "to do by hand:\n").last ?? ""
    let located = toDo.split(separator: "\n").filter { $0.contains(".plist:") }
    #expect(!located.isEmpty, "\(outcome.output)")
    for line in located { #expect(line.hasPrefix("  Out.plist:"), "\(line)") }
  }

  @Test func configureRefusesAResultPastTheReadersLimitAndLeavesTheFile() throws {
    let folder = try CliIntegrationTests.copy("swiftui", "broken")
    let info = folder.appendingPathComponent("Info.plist")
    var text = try String(contentsOf: info, encoding: .utf8)
    let padding = 4 * 1024 * 1024 - text.utf8.count - 200
    let end = try #require(text.range(of: "</plist>"))
    text.insert(
      contentsOf: "<!--" + String(repeating: "x", count: padding) + "-->\n", at: end.lowerBound)
    try text.write(to: info, atomically: true, encoding: .utf8)
    let before = try Data(contentsOf: info)
    #expect(before.count <= 4 * 1024 * 1024)
    let outcome = try CliHarness.run(
      ["configure", "-i", "Info.plist"], in: folder, environment: Self.english)
    #expect(outcome.status == 1, "\(outcome.output)")
    #expect(outcome.error.contains("Info.plist: error: with the additions the file would be"))
    #expect(try Data(contentsOf: info) == before)
  }

  @Test func aMissingRedirectIsToldAtTheSettingsDictionaryByEveryChecker() throws {
    let file = "examples/integration/uikit/broken/Info.plist"
    let alone = try CliHarness.run(["check", file], environment: Self.english)
    let paired = try CliHarness.run(
      ["check", file, "--entitlements", "examples/integration/uikit/broken/Expenses.entitlements"],
      environment: Self.english)
    func redirect(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter { $0.contains("IntuneMAMSettings.ADALRedirectUri: error") }
    }
    #expect(!redirect(alone.output).isEmpty, "\(alone.output)")
    #expect(!redirect(paired.output).isEmpty, "\(paired.output)")
    for line in redirect(alone.output) + redirect(paired.output) {
      #expect(line.hasPrefix("\(file):47: "), "\(line)")
    }
  }
}
