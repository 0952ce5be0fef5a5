import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `mamsim configure` never harms what it is pointed at: an output that is not a regular file,
/// an entitlements file given as the Info.plist, a file's mode and owner, a file the user may
/// not write.
@Suite(.scratchFolder) struct CliConfigureSafetyTests {
  /// The status of `path` without following a link.
  static func status(_ path: URL) -> stat {
    var status = stat()
    _ = lstat(path.path, &status)
    return status
  }

  @Test func anOutputThatIsAFIFOOrALinkIsRefusedAndLeftAsItWas() throws {
    let folder = try CliIntegrationTests.copy("uikit", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Data(contentsOf: folder.appendingPathComponent("Info.plist"))
    let fifo = folder.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let piped = try CliHarness.run(["configure", "-i", "Info.plist", "-o", "pipe"], in: folder)
    #expect(piped.status == 1)
    #expect(piped.error.contains("pipe: error: it exists and is not a regular file"))
    #expect(Self.status(fifo).st_mode & S_IFMT == S_IFIFO)
    try "keep me".write(
      to: folder.appendingPathComponent("target.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Out.plist").path, withDestinationPath: "target.txt")
    let linked = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-o", "Out.plist"], in: folder)
    #expect(linked.status == 1)
    #expect(linked.error.contains("Out.plist: error: it exists and is not a regular file"))
    #expect(Self.status(folder.appendingPathComponent("Out.plist")).st_mode & S_IFMT == S_IFLNK)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Folder.plist"), withIntermediateDirectories: false)
    let intoFolder = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-o", "Folder.plist"], in: folder)
    #expect(intoFolder.status == 1)
    let dash = try CliHarness.run(["configure", "-i", "Info.plist", "-o", "-"], in: folder)
    #expect(dash.status == 2, "-o - is a wrong command line")
    #expect(dash.error.contains("never standard output"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    // None of the refusals touched the input.
    #expect(try Data(contentsOf: folder.appendingPathComponent("Info.plist")) == original)
    let help = try CliHarness.run(["help", "configure"])
    #expect(help.output.contains("not '-'"))
  }

  @Test func anOutputThatHoldsSomethingElseIsRefusedAndKept() throws {
    let folder = try CliIntegrationTests.copy("uikit", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt")
    try "precious notes\n".write(to: notes, atomically: true, encoding: .utf8)
    let refused = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-o", "notes.txt"], in: folder)
    #expect(refused.status == 1, "\(refused.error)")
    #expect(
      refused.error.contains("notes.txt: error: it holds something other than a property list"))
    #expect(try String(contentsOf: notes, encoding: .utf8) == "precious notes\n")
    // A property list there (an earlier output), or an empty file, is written over.
    for (name, text) in [("Out.plist", "<?xml version=\"1.0\"?>\n<plist/>\n"), ("Empty.plist", "")]
    {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      let written = try CliHarness.run(["configure", "-i", "Info.plist", "-o", name], in: folder)
      #expect(written.status == 0, "\(name): \(written.error)")
    }
  }

  @Test func swappedOptionsLeaveTheEntitlementsAlone() throws {
    let folder = try CliIntegrationTests.copy("swiftui", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let entitlements = folder.appendingPathComponent("FieldNotes.entitlements")
    let before = try Data(contentsOf: entitlements)
    let swapped = try CliHarness.run(
      ["configure", "-i", "FieldNotes.entitlements", "-e", "Info.plist"], in: folder)
    #expect(swapped.status == 1)
    #expect(swapped.error.contains("are -i and -e swapped?"))
    #expect(try Data(contentsOf: entitlements) == before)
    // Renamed, it is still known by its keys.
    try FileManager.default.copyItem(at: entitlements, to: folder.appendingPathComponent("E.plist"))
    let renamed = try CliHarness.run(["configure", "-i", "E.plist"], in: folder)
    #expect(renamed.status == 1)
    #expect(renamed.error.contains("are -i and -e swapped?"))
  }

  @Test func anEditInPlaceKeepsModeAndOwnerAndRefusesAReadOnlyFile() throws {
    let folder = try CliIntegrationTests.copy("uikit", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let info = folder.appendingPathComponent("Info.plist")
    #expect(chmod(info.path, 0o640) == 0)
    let owner: uid_t = getuid() == 0 ? 4321 : getuid()
    let group: gid_t = getuid() == 0 ? 4321 : getgid()
    if getuid() == 0 { #expect(chown(info.path, owner, group) == 0) }
    let edited = try CliHarness.run(["configure", "-i", "Info.plist"], in: folder)
    #expect(edited.status == 0, "\(edited.error)")
    #expect(try String(contentsOf: info, encoding: .utf8).contains("-intunemam"))
    let after = Self.status(info)
    #expect(after.st_mode & 0o7777 == 0o640)
    #expect(after.st_uid == owner)
    #expect(after.st_gid == group)
    // No temporary file is left beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains { $0.contains(".tmp-") })
    let readOnly = folder.appendingPathComponent("ReadOnly.plist")
    try FileManager.default.copyItem(
      at: CliHarness.repositoryRoot.appendingPathComponent(
        "\(CliIntegrationTests.examples)/uikit/broken/Info.plist"), to: readOnly)
    #expect(chmod(readOnly.path, 0o444) == 0)
    let before = try Data(contentsOf: readOnly)
    let refused = try CliHarness.run(["configure", "-i", "ReadOnly.plist"], in: folder)
    #expect(refused.status == 1)
    #expect(refused.error.contains("ReadOnly.plist: error: you may not write to it"))
    #expect(try Data(contentsOf: readOnly) == before)
    #expect(Self.status(readOnly).st_mode & 0o7777 == 0o444)
    // As an -o target too (root included, whom a rename would let replace it).
    let output = try CliHarness.run(
      ["configure", "-i", "Info.plist", "-o", "ReadOnly.plist"], in: folder)
    #expect(output.status == 1)
    #expect(output.error.contains("ReadOnly.plist: error: it is read-only"), "\(output.error)")
    #expect(try Data(contentsOf: readOnly) == before)
  }

  /// `-o` naming the Info.plist itself (by its name or a link to it) is an edit in place: a
  /// binary Info.plist is refused as it is without -o, and stays as it was.
  @Test func anOutputThatIsTheInputIsAnEditInPlace() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plist: [String: Any] = [
      "CFBundleIdentifier": "com.contoso.app", "LSApplicationQueriesSchemes": ["ms-word"],
    ]
    let binary = try PropertyListSerialization.data(
      fromPropertyList: plist, format: .binary, options: 0)
    let info = folder.appendingPathComponent("App.plist")
    try binary.write(to: info)
    for name in ["App.plist", "./App.plist"] {
      let same = try CliHarness.run(["configure", "-i", "App.plist", "-o", name], in: folder)
      #expect(same.status == 1, "\(name): \(same.output)\(same.error)")
      #expect(same.error.contains("a binary Info.plist is not edited in place"), "\(same.error)")
      #expect(try Data(contentsOf: info) == binary)
    }
    let converted = try CliHarness.run(
      ["configure", "-i", "App.plist", "-o", "App-xml.plist"], in: folder)
    #expect(converted.status == 0, "\(converted.error)")
    #expect(try Data(contentsOf: info) == binary)
  }

  @Test func twinsLeftOutForApplesLimitAreNamed() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = CliHarness.repositoryRoot.appendingPathComponent(
      "\(CliIntegrationTests.examples)/consequences/queried-schemes/Info.plist")
    try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("Info.plist"))
    let first = try CliHarness.run(
      ["configure", "--ios-sdk", "27", "-i", "Info.plist"], in: folder,
      environment: ["LC_ALL": "C.UTF-8"])
    #expect(first.status == 0, "\(first.error)")
    let second = try CliHarness.run(
      ["configure", "--ios-sdk", "27", "-i", "Info.plist"], in: folder,
      environment: ["LC_ALL": "C.UTF-8"])
    #expect(!second.output.contains("nothing to add, the file already has it all"))
    #expect(second.output.contains("not added, as they would pass Apple's limit of 25"))
    #expect(second.output.contains("-intunemam"))
  }

  @Test func checkAndConfigureGiveOneVerdictOnTextThatIsNotPlainUTF8() throws {
    let folder = try CliIntegrationTests.copy("swiftui", "broken")
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Data(contentsOf: folder.appendingPathComponent("Info.plist"))
    var nul = original
    nul.insert(0, at: try #require(original.firstRange(of: Data("</string>".utf8))).lowerBound)
    try nul.write(to: folder.appendingPathComponent("Nul.plist"))
    let checked = try CliHarness.run(
      ["check", "Nul.plist", "--entitlements", "FieldNotes.entitlements"], in: folder)
    #expect(checked.status == 1)
    #expect(checked.output.contains("Nul.plist:6: error: a NUL byte"))
    let configured = try CliHarness.run(["configure", "-i", "Nul.plist"], in: folder)
    #expect(configured.status == 1)
    #expect(configured.error.contains("Nul.plist:6: error: a NUL byte"))
    // A UTF-8 byte-order mark is read, and kept by the edit.
    try (Data([0xEF, 0xBB, 0xBF]) + original).write(to: folder.appendingPathComponent("Bom.plist"))
    let bom = try CliHarness.run(["configure", "-i", "Bom.plist"], in: folder)
    #expect(bom.status == 0, "\(bom.error)")
    #expect(bom.output.contains("added ms-word-intunemam"))
    let edited = try Data(contentsOf: folder.appendingPathComponent("Bom.plist"))
    #expect(edited.starts(with: [0xEF, 0xBB, 0xBF, UInt8(ascii: "<")]))
  }
}
