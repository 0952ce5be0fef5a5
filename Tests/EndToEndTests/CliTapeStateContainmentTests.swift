import Foundation
import TestSupport
import Testing

/// A tape's `Set State` keeps its device inside the tape's folder, as its outputs are: an
/// absolute path, `~` or `..` is refused by `check` and `replay` at its line, and no device is
/// made there; `replay --state DIR` on the command line stays the user's choice.
@Suite(.scratchFolder) struct CliTapeStateContainmentTests {
  /// A tape that signs nobody in: enough to make a device wherever it is kept.
  static func tape(state: String) -> String {
    "Set Width 90\nSet State \"\(state)\"\nEnter\n"
  }

  @Test(arguments: ["../outside", "/ABSOLUTE/device", "~/.local/state/mamsim", "a/../../b", "."])
  func aStateFolderOutsideTheTapeIsRefusedAtItsLine(_ state: String) throws {
    let root = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let tapes = root.appendingPathComponent("tapes")
    try FileManager.default.createDirectory(at: tapes, withIntermediateDirectories: true)
    let written = state.replacingOccurrences(of: "/ABSOLUTE", with: root.path)
    try Self.tape(state: written).write(
      to: tapes.appendingPathComponent("reach.tape"), atomically: true, encoding: .utf8)
    let home = root.appendingPathComponent("home")
    let environment = ["HOME": home.path, "XDG_STATE_HOME": home.path + "/.local/state"]
    let checked = try CliHarness.run(["check", "reach.tape"], in: tapes, environment: environment)
    #expect(checked.status == 1, "\(checked.output)")
    #expect(checked.output.hasPrefix("reach.tape:2:11: "), "\(checked.output)")
    #expect(
      checked.output.contains("keeps its device only inside its own folder")
        || checked.output.contains("tape's own folder"), "\(checked.output)")
    let played = try CliHarness.run(["replay", "reach.tape"], in: tapes, environment: environment)
    #expect(played.status != 0)
    #expect(played.output.contains("reach.tape:2:11"), "\(played.output)\(played.error)")
    // Nothing was made outside the tape's folder, nor in the home folder.
    let made = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(made == ["tapes"], "made \(made)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: tapes.path) == ["reach.tape"])
  }

  @Test func aLinkedStateFolderIsRefusedAndItsTargetUntouched() throws {
    let root = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let tapes = root.appendingPathComponent("tapes")
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: tapes, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: tapes.appendingPathComponent("device").path, withDestinationPath: "../outside")
    try Self.tape(state: "device").write(
      to: tapes.appendingPathComponent("link.tape"), atomically: true, encoding: .utf8)
    let checked = try CliHarness.run(["check", "link.tape"], in: tapes)
    #expect(checked.status == 1)
    #expect(checked.output.contains("link.tape:2:"), "\(checked.output)")
    #expect(checked.output.contains("device is a symbolic link"), "\(checked.output)")
    let played = try CliHarness.run(["replay", "link.tape"], in: tapes)
    #expect(played.status != 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  @Test func aStateFolderInsideTheTapeAndStateOnTheCommandLineAreKept() throws {
    let root = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let tapes = root.appendingPathComponent("tapes")
    try FileManager.default.createDirectory(at: tapes, withIntermediateDirectories: true)
    try Self.tape(state: "devices/alex").write(
      to: tapes.appendingPathComponent("inside.tape"), atomically: true, encoding: .utf8)
    let inside = try CliHarness.run(["replay", "inside.tape"], in: tapes)
    #expect(inside.status == 0, "\(inside.output)\(inside.error)")
    #expect(FileManager.default.fileExists(atPath: tapes.path + "/devices/alex/device.sqlite"))
    try "Set Width 90\nEnter\n".write(
      to: tapes.appendingPathComponent("plain.tape"), atomically: true, encoding: .utf8)
    let elsewhere = root.appendingPathComponent("chosen").path
    let chosen = try CliHarness.run(["replay", "--state", elsewhere, "plain.tape"], in: tapes)
    #expect(chosen.status == 0, "\(chosen.output)\(chosen.error)")
    #expect(FileManager.default.fileExists(atPath: elsewhere + "/device.sqlite"))
  }
}
