import Foundation
import Testing

/// The Citrix MDX session and its shared vault seen from outside: after mamsim quits, the next
/// run finds the phone enrolled and the vault as it was left.
@Suite(.enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxMDXPersistenceTests {
  @Test func theCitrixAppAndItsVaultResumeAfterMamsimRestarts() throws {
    let scenario = CliHarness.repositoryRoot.appendingPathComponent(
      "replays/scenarios/mdx-managed.json"
    ).path
    let run = try TmuxSession.mamsim("run --scenario '\(scenario)'")
    let session = try TmuxSession(
      width: 120, height: 40,
      command: "\(run); echo first-done; read line; \(run); echo \"exit=$?\"; sleep 30")
    defer { session.close() }
    try session.enrolRobinInSecureHub()
    try session.waitFor("Signed in as Robin Ash")
    try session.press("Tab", "Tab", "Enter")
    try session.waitFor("Calling from")
    try session.type("shift")
    try session.press("Tab")
    try session.type("night")
    try session.press("Enter")
    try session.waitFor(#"{shift: "night"}"#)
    try session.press("C-c")
    try session.waitFor("first-done")
    try session.press("Enter")
    // The second mamsim: no enrolment, and the vault still there for the companion app.
    _ = try session.waitUntil("the app or its PIN") {
      $0.contains("Signed in as Robin Ash") || $0.contains("Citrix PIN")
    }
    #expect(!(try session.screen().contains("Enrol this phone")))
    if try session.screen().contains("Citrix PIN") {
      try session.type("246810")
      try session.waitFor("Signed in as Robin Ash")
    }
    try session.press("Tab", "Tab", "Enter")
    try session.waitUntil("the companion app reads the vault") {
      $0.contains("Calling from") && $0.contains(#"{shift: "night"}"#)
    }
    try session.press("C-c")
    try session.waitFor("exit=0")
  }
}
