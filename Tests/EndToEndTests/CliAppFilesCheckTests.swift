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
