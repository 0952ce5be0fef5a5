import Foundation
import Testing

/// `mamsim walkthrough integration` in a terminal: the shipped examples' files ticked first,
/// the emulator's steps after them, and the report with the findings' file:line.
@Suite(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxIntegrationWalkthroughTests {
  /// The example's Info.plist and entitlements, as absolute paths.
  static func files(_ app: String, _ state: String) throws -> (info: String, entitlements: String) {
    let folder = CliHarness.repositoryRoot.appendingPathComponent(
      "examples/integration/\(app)/\(state)")
    let entitlements = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
        $0.hasSuffix(".entitlements")
      })
    return (
      folder.appendingPathComponent("Info.plist").path,
      folder.appendingPathComponent(entitlements).path
    )
  }

  @Test func theFixedUIKitFilesPassAndTheFirstPolicyTestGoesOn() throws {
    let (info, entitlements) = try Self.files("uikit", "fixed")
    let run = try TmuxSession.mamsim(
      "walkthrough --settings '\(info)' --entitlements '\(entitlements)' --ios-sdk 27"
        + " --report report.md integration")
    let session = try TmuxSession(
      width: 120, height: 40, command: "\(run); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Integration: your app's files")
    let start = try session.screen()
    // Twins past iOS 27's limit are warnings, as check has them: the step passes.
    for step in [
      "[x] 1. Required settings", "[x] 2. Keychain sharing", "[x] 3. Queried URL schemes",
      "[x] 4. Apple's limit on queried schemes", "[x] 7. IntuneMAMSettings rules",
    ] {
      #expect(start.contains(step), "missing \(step) in\n\(start)")
    }
    #expect(!start.contains("[!]"), "\(start)")
    try session.waitFor("Sign in with the targeted account")
    // The phone runs the developer's app: its name from the Info.plist, and the scenario's
    // policy targets its bundle id.
    try session.reachManagedApp(app: "Expenses")
    try session.waitUntil("the sign-out step is the current one") {
      $0.contains("Sign the managed account out") && $0.contains("[>]")
    }
    try session.press("C-c")
    // Not every step passed: the walkthrough fails, and says so in its report.
    try session.waitFor("exit=1")
    let report = try String(
      contentsOf: session.folder.appendingPathComponent("report.md"), encoding: .utf8)
    #expect(
      report.hasPrefix("# Integration: your app's files, the first policy, the exit criteria"))
    #expect(report.contains("| 1 | Required settings | passed |"))
    #expect(report.contains("## Integration findings"))
    #expect(report.contains("`\(info):"), "the findings name the Info.plist with a line")
    #expect(report.contains("`\(entitlements):"), "and the entitlements")
    #expect(report.contains("Sign in with the targeted account | passed |"))
    #expect(report.contains("Expenses (com.contoso.expenses)"), "\(report)")
  }

  @Test func theBrokenSwiftUIFilesShowWhatIsMissingOrWrong() throws {
    let (info, entitlements) = try Self.files("swiftui", "broken")
    let run = try TmuxSession.mamsim(
      "walkthrough --settings '\(info)' --entitlements '\(entitlements)'"
        + " --report report.json integration")
    let session = try TmuxSession(
      width: 120, height: 40, command: "\(run); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Integration: your app's files")
    try session.waitFor("[!] 6. Face ID usage description")
    let screen = try session.screen()
    #expect(screen.contains("[!] 6. Face ID usage description"), "\(screen)")
    #expect(screen.contains("missing: without a Face ID usage description"), "\(screen)")
    #expect(screen.contains("[>] 13. Sign in with the targeted account"), "\(screen)")
    try session.press("C-c")
    try session.waitFor("exit=1")
    let data = try Data(contentsOf: session.folder.appendingPathComponent("report.json"))
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(report["walkthrough"] as? String == "integration")
    #expect(report["passed"] as? Bool == false)
    let findings = try #require(report["integration"] as? [[String: Any]])
    let face = try #require(findings.first { $0["check"] as? String == "face-id-usage" })
    #expect(face["status"] as? String == "missing")
    #expect(face["file"] as? String == info)
    #expect(face["line"] as? Int == 4)
    let steps = try #require(report["steps"] as? [[String: Any]])
    #expect(steps[0]["outcome"] as? String == "passed")
    #expect(steps[1]["check"] as? String == "wrong", "a group without its team prefix")
    #expect(steps[5]["check"] as? String == "missing")
  }

  /// Each shipped pair: the files' steps all pass for a fixed one and not for a broken one, in
  /// the checklist and in the report (the UIKit app is checked against iOS 27, as its folder says).
  @Test(arguments: [("swiftui", "fixed"), ("swiftui", "broken"), ("uikit", "fixed")])
  func everyExampleIsTickedFromItsFiles(app: String, state: String) throws {
    let (info, entitlements) = try Self.files(app, state)
    let sdk = app == "uikit" ? " --ios-sdk 27" : ""
    let run = try TmuxSession.mamsim(
      "walkthrough --settings '\(info)' --entitlements '\(entitlements)'\(sdk)"
        + " --report report.md integration")
    let session = try TmuxSession(
      width: 120, height: 40, command: "\(run); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in with the targeted account")
    let screen = try session.screen()
    #expect(screen.contains("[!]") == (state == "broken"), "\(screen)")
    try session.press("C-c")
    try session.waitFor("exit=1")
    let report = try String(
      contentsOf: session.folder.appendingPathComponent("report.md"), encoding: .utf8)
    let fileSteps = report.split(separator: "\n").filter {
      $0.hasPrefix("| ") && $0.contains("T+0.000s") || $0.contains("| missing |")
        || $0.contains("| wrong |")
    }
    let failed = fileSteps.filter { $0.contains("| missing |") || $0.contains("| wrong |") }
    #expect(failed.isEmpty == (state == "fixed"), "\(report)")
    #expect(report.contains("## Integration findings"))
    #expect(report.contains("`\(info):"))
  }

  /// The broken UIKit app names no redirect: the SDK's settings cannot start the emulator, so
  /// the walkthrough prints what check prints and stops before it takes the terminal.
  @Test func theBrokenUIKitFilesAreRefusedWithChecksDiagnostics() throws {
    let (info, entitlements) = try Self.files("uikit", "broken")
    let arguments = [info, "--entitlements", entitlements, "--ios-sdk", "27"]
    let walk = try CliHarness.run(
      ["walkthrough", "--settings"] + arguments + ["integration"],
      environment: ["LC_ALL": "C.UTF-8"])
    #expect(walk.status == 1)
    let check = try CliHarness.run(["check"] + arguments, environment: ["LC_ALL": "C.UTF-8"])
    #expect(walk.error.hasPrefix(check.output), "walkthrough:\n\(walk.error)")
    #expect(walk.error.contains("IntuneMAMSettings.ADALRedirectUri: error: missing: "))
    #expect(walk.error.contains("cannot start until this is fixed"), "\(walk.error)")
    #expect(walk.error.hasSuffix("sign-in has nowhere to return to\n"), "\(walk.error)")
  }
}
