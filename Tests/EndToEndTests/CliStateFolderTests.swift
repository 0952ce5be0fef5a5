import Foundation
import TestSupport
import Testing

/// The device folder as the command line meets it: `reset` leaves a database that is not a
/// mamsim device as it is and says how to proceed; a read-only folder or database is called
/// unwritable and can still be inspected; inspecting leaves every file byte for byte; `--state
/// FILE` is called a file; with no HOME nor XDG_STATE_HOME no device is made in the current
/// folder.
@Suite(.scratchFolder) struct CliStateFolderTests {
  /// A folder holding a one-line tape, and the path of a device folder in it (not made yet).
  static func scratch() throws -> (folder: URL, state: String, tape: String) {
    let folder = try CliHarness.temporaryFolder()
    let tape = folder.appendingPathComponent("one.tape")
    try "Enter\n".write(to: tape, atomically: true, encoding: .utf8)
    return (folder, folder.appendingPathComponent("device").path, tape.path)
  }

  @Test(arguments: ["another program's", "not SQLite"])
  func resetLeavesADatabaseThatIsNotADeviceAndSaysHowToProceed(kind: String) throws {
    let (folder, state, _) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    let database = state + "/device.sqlite"
    if kind == "not SQLite" {
      try "my own notes\n".write(toFile: database, atomically: true, encoding: .utf8)
    } else {
      let made = try CliHarness.run(
        ["CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('ann');"],
        program: "/usr/bin/sqlite3", prefix: [database])
      try #require(made.status == 0, "\(made.error)")
    }
    // A link as the lock makes the folder damaged too, which reset used to clear by erasing.
    try FileManager.default.createSymbolicLink(
      atPath: state + "/lock", withDestinationPath: "/nonexistent/lock")
    let before = FileManager.default.contents(atPath: database)
    let reset = try CliHarness.run(["reset", "--state", state])
    #expect(reset.status == 1)
    #expect(reset.error.contains(database + ": "), "\(reset.error)")
    #expect(reset.error.contains("move \(database) away"), "\(reset.error)")
    #expect(!reset.output.contains("Erased"), "\(reset.output)")
    #expect(FileManager.default.contents(atPath: database) == before, "left byte for byte")
    #expect(!FileManager.default.fileExists(atPath: state + "/device.key"), "no key made")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: state + "/lock"))
        == "/nonexistent/lock", "nothing in the folder changed")
  }

  @Test func aDamagedDatabaseOrALostKeyIsToldInAUsersWords() throws {
    let (folder, state, tape) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let played = try CliHarness.run(["replay", "--state", state, tape])
    try #require(played.status == 0, "\(played.output)\(played.error)")
    let database = state + "/device.sqlite"
    // A lost key: reset starts a new phone and says what was wrong, not to run reset.
    try FileManager.default.removeItem(atPath: state + "/device.key")
    let erased = try CliHarness.run(["reset", "--state", state])
    #expect(erased.status == 0, "\(erased.error)")
    #expect(
      erased.output.contains("What was wrong: \(state)/device.key: the device key is missing"))
    #expect(!erased.output.contains("mamsim reset --state"), "\(erased.output)")
    // A damaged page: named as damage, with no SQL, and reset says why it keeps the file.
    var bytes = try Data(contentsOf: URL(fileURLWithPath: database))
    try #require(bytes.count > 8192)
    bytes.replaceSubrange(4096..<8192, with: Data(repeating: 0xFF, count: 4096))
    try bytes.write(to: URL(fileURLWithPath: database))
    for command in ["inspect", "reset"] {
      let refused = try CliHarness.run([command, "--state", state])
      #expect(refused.status == 1, "\(refused.output)")
      #expect(refused.error.contains("\(database): the database is damaged"), "\(refused.error)")
      #expect(!refused.error.contains("while running"), "\(refused.error)")
    }
    let reset = try CliHarness.run(["reset", "--state", state])
    #expect(reset.error.contains("does not delete a damaged database"), "\(reset.error)")
    #expect(!reset.error.contains("only a mamsim device"), "\(reset.error)")
  }

  @Test func aStateThatIsAFileIsCalledAFile() throws {
    let (folder, _, tape) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt").path
    try "precious\n".write(toFile: file, atomically: true, encoding: .utf8)
    for arguments in [
      ["reset", "--state", file], ["inspect", "--state", file], ["replay", "--state", file, tape],
    ] {
      let outcome = try CliHarness.run(arguments)
      #expect(outcome.status == 1, "\(arguments)")
      #expect(
        (outcome.error + outcome.output).contains(file + ": is a file, not a folder"),
        "\(arguments): \(outcome.error)\(outcome.output)")
      #expect(!outcome.output.contains("nothing to reset"))
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "precious\n")
  }

  @Test(arguments: [["reset"], ["inspect"], ["run"]])
  func withoutHomeTheDeviceIsNotPutInTheCurrentFolder(arguments: [String]) throws {
    let (folder, _, _) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try CliHarness.run(
      arguments, in: folder, program: "/usr/bin/env",
      prefix: ["-u", "HOME", "-u", "XDG_STATE_HOME", try #require(CliHarness.binary).path])
    #expect(outcome.status == 1, "\(outcome.output)")
    for word in ["--state", "XDG_STATE_HOME", "HOME"] {
      #expect(outcome.error.contains(word), "\(outcome.error)")
    }
    #expect(!outcome.output.contains("nothing to reset"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".local").path))
  }

  /// The user a read-only folder is read-only for: this one, or `nobody` when the tests run as
  /// root (whom permissions do not stop), through setpriv.
  static var readOnlyUser: (prefix: [String], owner: uid_t)? {
    guard getuid() == 0 else { return ([], getuid()) }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
    return (["--reuid=65534", "--regid=65534", "--clear-groups"], 65534)
  }

  /// Runs mamsim with `arguments` in `folder` as `user` (through setpriv when running as root).
  static func run(
    _ arguments: [String], as user: (prefix: [String], owner: uid_t), in folder: URL
  ) throws -> CliHarness.Outcome {
    guard !user.prefix.isEmpty else { return try CliHarness.run(arguments, in: folder) }
    let binary = try #require(CliHarness.binary).path
    return try CliHarness.run(
      arguments, in: folder, program: "/usr/bin/setpriv", prefix: user.prefix + [binary])
  }

  @Test(.enabled(if: readOnlyUser != nil, "running as root without setpriv"))
  func aHealthyDeviceInAReadOnlyFolderIsUnwritableNotDamagedAndCanBeInspected() throws {
    let (folder, state, tape) = try Self.scratch()
    defer {
      chmod(state, 0o700)
      try? FileManager.default.removeItem(at: folder)
    }
    let made = try CliHarness.run(["replay", "--state", state, tape])
    try #require(made.status == 0, "\(made.output)")
    let user = try #require(Self.readOnlyUser)
    chown(folder.path, user.owner, gid_t(user.owner))
    for name in try FileManager.default.contentsOfDirectory(atPath: state) {
      chown(state + "/" + name, user.owner, gid_t(user.owner))
    }
    chown(state, user.owner, gid_t(user.owner))
    chmod(state, 0o500)
    func run(_ arguments: [String]) throws -> CliHarness.Outcome {
      try Self.run(arguments, as: user, in: folder)
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: state).sorted()
    let inspect = try run(["inspect", "--state", state])
    #expect(inspect.status == 0, "\(inspect.error)")
    #expect(inspect.output.contains("Device store \(state)/device.sqlite"), "\(inspect.output)")
    #expect(inspect.output.contains("com.contoso.notes"), "\(inspect.output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: state).sorted() == before)
    for arguments in [["reset", "--state", state], ["replay", "--state", state, tape]] {
      let outcome = try run(arguments)
      let said = outcome.error + outcome.output
      #expect(outcome.status == 1, "\(arguments)")
      #expect(said.contains(state + ": the folder is not writable"), "\(arguments): \(said)")
      #expect(!said.contains("damaged"), "\(arguments): \(said)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: state).sorted() == before)
  }

  /// Every file in `state` with its bytes.
  static func files(_ state: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: state) {
      files[name] = FileManager.default.contents(atPath: state + "/" + name) ?? Data()
    }
    return files
  }

  /// The refusal of a link at the lock offers `mamsim reset`, which removes the link (never
  /// what it points to) even where no device is, so the folder is usable again.
  @Test func resetRemovesALinkAtTheLockAndNeverWhatItPointsTo() throws {
    let (folder, state, tape) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    chmod(state, 0o700)
    let victim = folder.appendingPathComponent("victim").path
    try "precious data\n".write(toFile: victim, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: state + "/lock", withDestinationPath: victim)
    let refused = try CliHarness.run(["replay", "--state", state, tape])
    #expect(refused.status != 0)
    let told = refused.output + refused.error
    #expect(told.contains("is a symbolic link"), "\(told)")
    #expect(told.contains("mamsim reset --state \(state)"), "\(told)")
    let reset = try CliHarness.run(["reset", "--state", state])
    #expect(reset.status == 0, "\(reset.error)")
    #expect(reset.output.contains("Removed the symbolic link \(state)/lock"), "\(reset.output)")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: state + "/lock")) == nil,
      "the link is gone")
    #expect(
      FileManager.default.contents(atPath: victim) == Data("precious data\n".utf8),
      "what it pointed to is untouched")
    let replay = try CliHarness.run(["replay", "--state", state, tape])
    #expect(replay.status == 0, "\(replay.output)")
  }

  /// Links at the database and the key are replaced by files of the device's own (mode 600);
  /// the modes of what they pointed to are none of the device's business after that.
  @Test func resetWarnsOfNoModeOfWhatLinksItReplacedPointedTo() throws {
    let (folder, state, tape) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    chmod(state, 0o700)
    let target = folder.appendingPathComponent("open-file").path
    try "x".write(toFile: target, atomically: true, encoding: .utf8)
    chmod(target, 0o644)
    for name in ["device.sqlite", "device.key"] {
      try FileManager.default.createSymbolicLink(
        atPath: state + "/" + name, withDestinationPath: target)
    }
    let reset = try CliHarness.run(["reset", "--state", state])
    #expect(reset.status == 0, "\(reset.error)")
    #expect(!reset.error.contains("open to other"), "\(reset.error)")
    for name in ["device.sqlite", "device.key"] {
      let attributes = try FileManager.default.attributesOfItem(atPath: state + "/" + name)
      #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(name)")
      #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 } == 0, "\(name)")
    }
    #expect(FileManager.default.contents(atPath: target) == Data("x".utf8))
    let replay = try CliHarness.run(["replay", "--state", state, tape])
    #expect(replay.status == 0, "\(replay.output)")
    #expect(!replay.error.contains("open to other"), "\(replay.error)")
  }

  @Test func inspectLeavesEveryFileOfTheFolderAsItWas() throws {
    let (folder, state, tape) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try CliHarness.run(["replay", "--state", state, tape])
    try #require(made.status == 0, "\(made.output)")
    let before = try Self.files(state)
    #expect(before.keys.sorted() == ["device.key", "device.sqlite", "lock"])
    let inspect = try CliHarness.run(["inspect", "--state", state])
    #expect(inspect.status == 0, "\(inspect.error)")
    #expect(inspect.output.contains("com.contoso.notes"), "\(inspect.output)")
    #expect(try Self.files(state) == before, "no -wal or -shm left, no byte changed")
  }

  @Test(.enabled(if: readOnlyUser != nil, "running as root without setpriv"))
  func aReadOnlyDatabaseIsCalledUnwritableKeptAndCanBeInspected() throws {
    let (folder, state, tape) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try CliHarness.run(["replay", "--state", state, tape])
    try #require(made.status == 0, "\(made.output)")
    let user = try #require(Self.readOnlyUser)
    for path in [folder.path, state] + (try Self.files(state).keys.map { state + "/" + $0 }) {
      chown(path, user.owner, gid_t(user.owner))
    }
    let database = state + "/device.sqlite"
    chmod(database, 0o400)
    func run(_ arguments: [String]) throws -> CliHarness.Outcome {
      try Self.run(arguments, as: user, in: folder)
    }
    let before = try Self.files(state)
    for arguments in [["reset", "--state", state], ["replay", "--state", state, tape]] {
      let outcome = try run(arguments)
      let said = outcome.error + outcome.output
      #expect(outcome.status == 1, "\(arguments)")
      #expect(
        said.contains(database + ": the device's database is not writable"),
        "\(arguments): \(said)")
      #expect(said.contains("chmod u+w \(database)"), "\(arguments): \(said)")
      #expect(!said.contains("damaged") && !said.contains("Erased"), "\(arguments): \(said)")
      // Only the claim on the folder may change: the lock names its last holder.
      #expect(
        try Self.files(state).filter { $0.key != "lock" } == before.filter { $0.key != "lock" },
        "\(arguments): nothing changed")
    }
    let claimed = try Self.files(state)
    let inspect = try run(["inspect", "--state", state])
    #expect(inspect.status == 0, "\(inspect.error)")
    #expect(inspect.output.contains("com.contoso.notes"), "\(inspect.output)")
    #expect(try Self.files(state) == claimed, "inspect: nothing changed")
  }
}
