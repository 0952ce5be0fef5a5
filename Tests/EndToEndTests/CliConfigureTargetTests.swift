import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `mamsim configure` writes over: never the entitlements (the `-e` file under any name, or
/// any entitlements file as `-o`), never a file someone changed while it ran, and a file it does
/// replace keeps its permissions.
@Suite(.scratchFolder) struct CliConfigureTargetTests {
  @Test func anOutputThatIsTheEntitlementsIsRefusedAndNothingIsWritten() throws {
    let folder = try CliIntegrationTests.copy("uikit", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let entitlements = folder.appendingPathComponent("Expenses.entitlements")
    let before = try Data(contentsOf: entitlements)
    let same = try CliHarness.run(
      [
        "configure", "-i", "Info.plist", "-e", "Expenses.entitlements", "-o",
        "Expenses.entitlements",
      ],
      in: folder)
    #expect(same.status == 1, "\(same.output)")
    #expect(
      same.error.contains(
        "Expenses.entitlements: error: it is the entitlements file -e names (Expenses.entitlements)"
      ), "\(same.error)")
    // The same file under another name: a hard link, or a path spelled differently.
    #expect(link(entitlements.path, folder.appendingPathComponent("Other.plist").path) == 0)
    for output in ["Other.plist", "./Expenses.entitlements"] {
      let other = try CliHarness.run(
        ["configure", "-i", "Info.plist", "-e", "Expenses.entitlements", "-o", output], in: folder)
      #expect(other.status == 1, "\(output): \(other.output)")
      #expect(other.error.contains("\(output): error: it is the entitlements file -e names"))
    }
    // An entitlements file as -o without -e, or besides another -e, is known by its keys.
    try FileManager.default.copyItem(
      at: entitlements, to: folder.appendingPathComponent("Copy.plist"))
    for arguments in [
      ["configure", "-i", "Info.plist", "-o", "Copy.plist"],
      ["configure", "-i", "Info.plist", "-e", "Expenses.entitlements", "-o", "Copy.plist"],
    ] {
      let copy = try CliHarness.run(arguments, in: folder)
      #expect(copy.status == 1, "\(copy.output)")
      #expect(
        copy.error.contains("Copy.plist: error: it is an app's entitlements file"), "\(copy.error)")
    }
    #expect(try Data(contentsOf: entitlements) == before)
    #expect(try Data(contentsOf: folder.appendingPathComponent("Copy.plist")) == before)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains { $0.contains(".tmp-") })
  }

  @Test func anExistingOutputKeepsItsPermissions() throws {
    let folder = try CliIntegrationTests.copy("uikit", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Out.plist")
    try "<?xml version=\"1.0\"?>\n<plist/>\n".write(to: output, atomically: true, encoding: .utf8)
    #expect(chmod(output.path, 0o600) == 0)
    let written = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-o", "Out.plist"], in: folder)
    #expect(written.status == 0, "\(written.error)")
    #expect(try String(contentsOf: output, encoding: .utf8).contains("-intunemam"))
    #expect(CliConfigureSafetyTests.status(output).st_mode & 0o7777 == 0o600)
  }

  /// Runs configure with `arguments` in `folder`, its `-e pipe.entitlements` a FIFO that gives
  /// the bytes of the folder's `entitlements` file only after `change` ran: configure has read
  /// the Info.plist by then (it opens the entitlements after). Its status and standard error.
  static func configure(
    _ arguments: [String], in folder: URL, entitlements name: String,
    changing change: () throws -> Void
  ) throws -> (status: Int32, error: String) {
    let entitlements = try Data(contentsOf: folder.appendingPathComponent(name))
    let fifo = folder.appendingPathComponent("pipe.entitlements")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    var fifoStatus = stat()
    #expect(stat(fifo.path, &fifoStatus) == 0)
    // Held open for writing (and reading, so the open does not wait), configure's read of the
    // FIFO waits for the bytes rather than finding it empty.
    var writer = open(fifo.path, O_RDWR | O_NONBLOCK)
    #expect(writer >= 0)
    defer { if writer >= 0 { close(writer) } }
    guard let binary = CliHarness.binary else {
      Issue.record("the mamsim binary was not found; build it first")
      return (-1, "")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["configure"] + arguments + ["-e", "pipe.entitlements"]
    process.currentDirectoryURL = folder
    let errors = folder.appendingPathComponent("errors.txt")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let errorHandle = try FileHandle(forWritingTo: errors)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errorHandle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    /// Whether the process has the FIFO open (its descriptors, as Linux lists them).
    func opened() -> Bool {
      let fds = "/proc/\(process.processIdentifier)/fd"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: fds)) ?? []
      return names.contains { name in
        var status = stat()
        return stat("\(fds)/\(name)", &status) == 0 && status.st_ino == fifoStatus.st_ino
          && status.st_dev == fifoStatus.st_dev
      }
    }
    let deadline = Date().addingTimeInterval(30)
    while !opened(), process.isRunning, Date() < deadline { usleep(5_000) }
    #expect(process.isRunning, "configure ended before it read the entitlements")
    try change()
    _ = entitlements.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
    close(writer)
    writer = -1
    process.waitUntilExit()
    try errorHandle.close()
    return (process.terminationStatus, try String(contentsOf: errors, encoding: .utf8))
  }

  @Test func anInfoPlistChangedWhileConfigureRunsIsNotWrittenOver() throws {
    // The SwiftUI example lacks schemes, so configure edits it in place.
    let folder = try CliIntegrationTests.copy("swiftui", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let info = folder.appendingPathComponent("Info.plist")
    let edited =
      try String(contentsOf: info, encoding: .utf8)
      .replacingOccurrences(of: "</dict>\n</plist>", with: "\t<!-- mine -->\n</dict>\n</plist>")
    let ran = try Self.configure(
      ["-i", "Info.plist"], in: folder, entitlements: "FieldNotes.entitlements"
    ) {
      try edited.write(to: info, atomically: false, encoding: .utf8)
    }
    #expect(ran.status == 1)
    #expect(
      ran.error.contains("Info.plist: error: it changed while configure was running"),
      "\(ran.error)")
    #expect(edited.contains("<!-- mine -->"))
    #expect(try String(contentsOf: info, encoding: .utf8) == edited)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains { $0.contains(".tmp-") })
    // Left alone, the same run edits it.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("pipe.entitlements"))
    let again = try Self.configure(
      ["-i", "Info.plist"], in: folder, entitlements: "FieldNotes.entitlements"
    ) {}
    #expect(again.status == 0, "\(again.error)")
    #expect(try String(contentsOf: info, encoding: .utf8).contains("-intunemam"))
  }

  @Test func anOutputReplacedWhileConfigureRunsIsNotWrittenOver() throws {
    let folder = try CliIntegrationTests.copy("uikit", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Out.plist")
    try "<?xml version=\"1.0\"?>\n<plist/>\n".write(to: output, atomically: true, encoding: .utf8)
    let mine = "<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n"
    let ran = try Self.configure(
      ["-i", "Info.plist", "-o", "Out.plist"], in: folder, entitlements: "Expenses.entitlements"
    ) {
      try mine.write(to: output, atomically: true, encoding: .utf8)
    }
    #expect(ran.status == 1)
    #expect(
      ran.error.contains("Out.plist: error: it changed while configure was running"),
      "\(ran.error)")
    #expect(try String(contentsOf: output, encoding: .utf8) == mine)
  }
}
