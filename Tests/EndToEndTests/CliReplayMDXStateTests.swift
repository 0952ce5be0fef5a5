import Foundation
import TestSupport
import Testing

/// Citrix tapes on a stored device (`replay --state`, `Set State`): the MDX session and the
/// shared vaults are loaded from the device folder and kept there, so a second tape resumes
/// where the first left the phone; a folder that cannot be used is refused as for Intune tapes.
@Suite(.scratchFolder) struct CliReplayMDXStateTests {
  static let scenario = CliHarness.repositoryRoot
    .appendingPathComponent("replays/scenarios/mdx-managed.json").path

  /// Enrols Robin (PIN 246810), then the app writes a vault with a class save.
  static let enrolTape = """
    Set Scenario "\(scenario)"
    Wait /Enrol this phone/
    Type "mdm.harbourline.example"
    Enter
    Wait /Your work account/
    Type "rash"
    Tab
    Type "Dispatch-2026"
    Enter
    Wait /Create your Citrix PIN/
    Type "246810"
    Tab
    Type "246810"
    Enter
    Wait /Signed in as Robin Ash/
    Mdx Vault class save '{"route": "north"}'
    Expect Mdx vault classError nil

    """

  /// The second play: no enrolment screen, the user and the vault are still there.
  static let resumeTape = """
    Set Scenario "\(scenario)"
    Expect /Signed in as Robin Ash/
    Expect Mdx managedUserInformation '{kXenMobileUsername: "robin.ash@harbourline.example"}'
    Mdx Vault companion class get
    Expect Mdx vault companion classData '{route: "north"}'

    """

  func write(_ text: String, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func aSecondTapeOnTheSameStateResumesTheSessionAndTheVault() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("device").path
    let first = try write(Self.enrolTape, "enrol.tape", in: folder)
    let second = try write(Self.resumeTape, "resume.tape", in: folder)
    let fresh = try CliHarness.run(["replay", second])
    #expect(fresh.status != 0, "on a fresh phone the second tape cannot pass")
    let enrol = try CliHarness.run(["replay", "--state", state, first])
    #expect(enrol.status == 0, "\(enrol.output)\(enrol.error)")
    let resume = try CliHarness.run(["replay", "--state", state, second])
    #expect(resume.status == 0, "\(resume.output)\(resume.error)")
    let again = try CliHarness.run(["replay", "--state", state, second])
    #expect(again.status == 0, "\(again.output)\(again.error)")
    let inspect = try CliHarness.run(["inspect", "--state", state])
    #expect(inspect.status == 0, "\(inspect.error)")
    #expect(
      inspect.output.contains("com.harbourline.dispatch: MDX session (managed)"),
      "\(inspect.output)")
    #expect(inspect.output.contains("enrolled: robin.ash@harbourline.example"))
    #expect(inspect.output.contains("dispatch / session: sequence 1, 1 pair, values sealed"))
    #expect(inspect.output.contains("last class call of companion: read 1 pair"))
    #expect(!inspect.output.contains("246810") && !inspect.output.contains("north"))
    let database = try Data(contentsOf: URL(fileURLWithPath: state + "/device.sqlite"))
    for secret in ["246810", "north", "Dispatch-2026"] {
      #expect(database.range(of: Data(secret.utf8)) == nil, "\(secret) in plain text")
    }
  }

  @Test func setStateInTheTapeNamesTheDevice() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try write(
      "Set State \"device\"\n" + Self.enrolTape, "enrol.tape", in: folder)
    let second = try write(
      "Set State \"device\"\n" + Self.resumeTape, "resume.tape", in: folder)
    let outcome = try CliHarness.run(["replay", first, second])
    #expect(outcome.status == 0, "\(outcome.output)\(outcome.error)")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("device/device.sqlite").path))
  }

  @Test func aStoreThatCannotBeUsedIsRefusedAtTheStateLine() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let device = folder.appendingPathComponent("device")
    try FileManager.default.createDirectory(at: device, withIntermediateDirectories: true)
    try "not a database".write(
      to: device.appendingPathComponent("device.sqlite"), atomically: true, encoding: .utf8)
    let tape = try write(
      "Set State \"device\"\n" + Self.resumeTape, "resume.tape", in: folder)
    let outcome = try CliHarness.run(["replay", tape])
    #expect(outcome.status != 0)
    let text = outcome.output + outcome.error
    #expect(text.contains("resume.tape:1"), "\(text)")
    #expect(text.contains("not a mamsim device store"), "\(text)")
  }
}
