import Foundation
import TestSupport
import Testing

/// One process per simulated device: a folder in use is refused by the commands that would
/// change it, naming the process that holds it; a refused command creates nothing.
@Suite(
  .scratchFolder,
  .scratchFolder,
  .enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct DeviceLockTests {
  @Test func aSecondProcessIsRefusedNamingTheHolder() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("device").path
    try "Enter\n".write(
      to: folder.appendingPathComponent("one.tape"), atomically: true, encoding: .utf8)
    let session = try TmuxSession(
      width: 80, height: 24,
      command: "echo $$ > pid; exec \(try TmuxSession.mamsim("run --state \(state)"))")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    let pid = try String(
      contentsOf: session.folder.appendingPathComponent("pid"), encoding: .utf8
    ).trimmingCharacters(in: .whitespacesAndNewlines)

    let reset = try CliHarness.run(["reset", "--state", state])
    #expect(reset.status == 1)
    #expect(reset.error.contains("in use by mamsim process \(pid)"), "\(reset.error)")
    let replay = try CliHarness.run(
      ["replay", "--state", state, folder.appendingPathComponent("one.tape").path])
    #expect(replay.status == 1)
    #expect(replay.output.contains("in use by mamsim process \(pid)"), "\(replay.output)")

    try session.press("C-c")
    try session.waitUntil("mamsim has quit", timeout: .seconds(8)) { !$0.contains("Contoso") }
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    var after = try CliHarness.run(["reset", "--state", state])
    while after.status != 0, clock.now < deadline {
      Thread.sleep(forTimeInterval: 0.1)
      after = try CliHarness.run(["reset", "--state", state])
    }
    #expect(after.status == 0, "\(after.error)")
  }

  @Test func aRunRefusedForWantOfATerminalCreatesNothing() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("never")
    let outcome = try CliHarness.run(["run", "--state", state.path])
    #expect(outcome.status == 1)
    #expect(outcome.error.contains("needs a terminal"))
    #expect(!FileManager.default.fileExists(atPath: state.path))
  }

  @Test func aFolderOpenToOthersGetsAWarning() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("shared")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    chmod(state.path, 0o777)
    let tape = folder.appendingPathComponent("one.tape")
    try "Enter\n".write(to: tape, atomically: true, encoding: .utf8)
    let outcome = try CliHarness.run(["replay", "--state", state.path, tape.path])
    #expect(outcome.error.contains("open to other users"), "\(outcome.error)")
    #expect(outcome.error.contains("mode 777"))
    #expect(outcome.error.contains("chmod go-w \(state.path)"), "\(outcome.error)")
    #expect(!outcome.error.contains("chmod -R"), "never a recursive chmod of the user's folder")
    // Every command that opens the device says so, inspect as the emulator and reset do.
    for command in [["inspect"], ["reset", "--app", "com.contoso.notes"]] {
      let other = try CliHarness.run(command + ["--state", state.path])
      #expect(other.status == 0, "\(command): \(other.error)")
      #expect(other.error.contains("chmod go-w \(state.path)"), "\(command): \(other.error)")
    }
  }

  /// A path that is no folder (`/dev/null`, open to all) is refused as such, with no advice to
  /// change its modes, which would harm every program that uses it.
  @Test func aDeviceThatIsNoFolderGetsNoPermissionAdvice() throws {
    let outcome = try CliHarness.run(["inspect", "--state", "/dev/null"])
    #expect(outcome.status != 0)
    #expect(outcome.error.contains("not a folder"), "\(outcome.error)")
    #expect(!outcome.error.contains("chmod"), "\(outcome.error)")
  }

  /// A folder others may list but not change (a project folder, mode 755) holds the device's
  /// files for the owner alone: no warning. Its key made readable to others is one.
  @Test func aFolderOthersMayOnlyListGetsNoWarningButAnOpenKeyDoes() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    chmod(state.path, 0o755)
    let tape = folder.appendingPathComponent("one.tape")
    try "Enter\n".write(to: tape, atomically: true, encoding: .utf8)
    let first = try CliHarness.run(["replay", "--state", state.path, tape.path])
    #expect(!first.error.contains("open to other users"), "\(first.error)")
    let key = state.appendingPathComponent("device.key").path
    chmod(key, 0o644)
    let second = try CliHarness.run(["replay", "--state", state.path, tape.path])
    #expect(second.error.contains("\(key) is open to others (mode 644)"), "\(second.error)")
    #expect(second.error.contains("Run chmod go= \(key) to keep it"), "\(second.error)")
  }
}
