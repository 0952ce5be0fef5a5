import Foundation
import TestSupport
import Testing

@testable import SessionEngine

/// `OutputFile.replace` writes a new file and renames it over the old name: links at the name
/// are replaced, never written through, and nothing is left beside it.
@Suite(.scratchFolder) struct OutputFileTests {
  private func scratch() throws -> URL {
    let folder = ScratchFolder.url("output")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func reason(_ result: Result<Void, OutputFile.Failure>) -> String? {
    if case .failure(let failure) = result { return failure.reason }
    return nil
  }

  private func text(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func aSymbolicLinkIsReplacedAndItsTargetUntouched() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.txt").path
    try "precious".write(toFile: target, atomically: false, encoding: .utf8)
    let link = folder.appendingPathComponent("out.xml").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.txt")
    #expect(throws: Never.self) { try OutputFile.replace(at: link, with: "new").get() }
    #expect(try text(target) == "precious")
    #expect(try text(link) == "new")
    let type = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
    #expect(type == .typeRegular)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["out.xml", "target.txt"])
  }

  @Test func aHardLinkToAFileElsewhereIsCut() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outside = folder.appendingPathComponent("outside.txt").path
    try "precious".write(toFile: outside, atomically: false, encoding: .utf8)
    let name = folder.appendingPathComponent("shot.txt").path
    try FileManager.default.linkItem(atPath: outside, toPath: name)
    #expect(throws: Never.self) { try OutputFile.replace(at: name, with: [0x41, 0x0A]).get() }
    #expect(try text(outside) == "precious")
    #expect(try text(name) == "A\n")
  }

  @Test func aMissingFolderOrAFolderAtTheNameIsToldAndLeavesNothing() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = OutputFile.replace(at: folder.path + "/no/such/x.txt", with: "x")
    #expect(reason(missing) == "its folder does not exist")
    let inner = folder.appendingPathComponent("inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try "x".write(to: inner.appendingPathComponent("keep"), atomically: false, encoding: .utf8)
    let onFolder = OutputFile.replace(at: inner.path, with: "x")
    #expect(reason(onFolder) == "it is a folder")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["inner"])
  }

  @Test func theTemporaryNameIsBesideTheFileAndKeepsItsExtension() {
    let temporary = OutputFile.temporaryPath(beside: "out/demo.mp4")
    #expect(temporary.hasPrefix("out/."))
    #expect(temporary.hasSuffix("-demo.mp4"))
    #expect(!OutputFile.temporaryPath(beside: "demo.webm").contains("/"))
  }

  @Test func aFIFOAtTheNameIsRefusedAndStaysAFIFO() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("demo.tape").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = OutputFile.replace(at: fifo, with: "x")
    #expect(reason(result)?.contains("a device, a FIFO or a socket") == true, "\(result)")
    var status = stat()
    #expect(lstat(fifo, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["demo.tape"])
    // Nor is a file made for a writer that is not ours (ffmpeg) to fill beside it.
    guard case .failure(let refused) = PendingOutputFile.make(at: fifo) else {
      Issue.record("a file to replace a FIFO was made")
      return
    }
    #expect(refused.reason.contains("a device, a FIFO or a socket"), "\(refused)")
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["demo.tape"])
  }

  @Test(.enabled(if: getuid() != 0, "root may write any file"))
  func aReadOnlyFileIsRefusedAndKept() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = folder.appendingPathComponent("keep.txt").path
    try "precious".write(toFile: name, atomically: false, encoding: .utf8)
    #expect(chmod(name, 0o444) == 0)
    #expect(reason(OutputFile.replace(at: name, with: "new"))?.hasPrefix("it is read-only") == true)
    #expect(try text(name) == "precious")
  }

  @Test func aFileChangedSinceItsSnapshotIsNotReplaced() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = folder.appendingPathComponent("Info.plist").path
    try "read".write(toFile: name, atomically: false, encoding: .utf8)
    let mine = Array("mine".utf8)
    let read = try #require(FileSnapshot.of(name, withContents: true))
    #expect(read.exists)
    #expect(read.contents == Array("read".utf8))
    #expect(read.matches(name))
    // Written in place with as many bytes (within the clock's tick, the bytes tell), or
    // replaced by another file: a change either way.
    try "edit".write(toFile: name, atomically: false, encoding: .utf8)
    #expect(
      reason(OutputFile.replace(at: name, with: mine, unchangedSince: read))
        == OutputFile.Failure.changedMeanwhile.reason)
    #expect(try text(name) == "edit")
    let edited = try #require(FileSnapshot.of(name))
    try "made".write(toFile: name, atomically: true, encoding: .utf8)
    #expect(reason(OutputFile.replace(at: name, with: mine, unchangedSince: edited)) != nil)
    #expect(try text(name) == "made")
    // A name that was free and is taken meanwhile is not replaced either.
    let fresh = folder.appendingPathComponent("Out.plist").path
    let free = try #require(FileSnapshot.of(fresh))
    #expect(!free.exists)
    try "theirs".write(toFile: fresh, atomically: false, encoding: .utf8)
    #expect(reason(OutputFile.replace(at: fresh, with: mine, unchangedSince: free)) != nil)
    #expect(try text(fresh) == "theirs")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["Info.plist", "Out.plist"])
    // Unchanged, it is replaced.
    let now = try #require(FileSnapshot.of(name))
    #expect(throws: Never.self) {
      try OutputFile.replace(at: name, with: mine, unchangedSince: now).get()
    }
    #expect(try text(name) == "mine")
  }
}
