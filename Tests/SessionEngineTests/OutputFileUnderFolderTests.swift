import Foundation
import TestSupport
import Testing

@testable import SessionEngine

/// `OutputFile.replace(at:under:with:creatingFolders:)` and `moveIntoPlace(_:at:under:)` write
/// inside a folder, never through a link on the way: a folder swapped for a link after a check
/// by path is refused when the file is written, and nothing lands where the link points.
@Suite(.scratchFolder) struct OutputFileUnderFolderTests {
  /// A fresh base folder and a folder beside it, outside the base, which a link may point to.
  private func folders() throws -> (base: String, outside: String) {
    let root = ScratchFolder.path("under")
    for name in ["base", "outside"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + name, withIntermediateDirectories: true)
    }
    return (root + "/base", root + "/outside")
  }

  private func failure(_ result: Result<Void, OutputFile.Failure>) -> OutputFile.Failure? {
    if case .failure(let failure) = result { return failure }
    return nil
  }

  private func text(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  private func contents(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  /// Replaces the folder `path` (checked as a folder before) with a link to `target`, as another
  /// process could between the check and the write.
  private func swapForLink(_ path: String, to target: String) throws {
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
  }

  @Test func aFileIsWrittenUnderTheFolderItsMissingFoldersMade() throws {
    let (base, _) = try folders()
    #expect(throws: Never.self) {
      try OutputFile.replace(
        at: "a/b/x.txt", under: base, with: Array("new".utf8), creatingFolders: true
      ).get()
    }
    #expect(try text(base + "/a/b/x.txt") == "new")
    #expect(try contents(base + "/a/b") == ["x.txt"])
    #expect(throws: Never.self) {
      try OutputFile.replace(at: "./top.txt", under: base, with: Array("top".utf8)).get()
    }
    #expect(try text(base + "/top.txt") == "top")
    // Without `creatingFolders`, a missing folder is told, and nothing is made.
    let missing = failure(
      OutputFile.replace(at: "no/x.txt", under: base, with: Array("x".utf8)))
    #expect(missing?.reason == "\(base)/no does not exist", "\(String(describing: missing))")
    #expect(!FileManager.default.fileExists(atPath: base + "/no"))
    // A missing base is made when asked to.
    #expect(throws: Never.self) {
      try OutputFile.replace(
        at: "x.txt", under: base + "/new/deeper", with: Array("x".utf8), creatingFolders: true
      ).get()
    }
    #expect(try text(base + "/new/deeper/x.txt") == "x")
  }

  @Test func aFolderSwappedForALinkAfterTheCheckIsRefused() throws {
    let (base, outside) = try folders()
    try FileManager.default.createDirectory(
      atPath: base + "/out/deep", withIntermediateDirectories: true)
    // The check by path sees two folders; then `out` becomes a link to a folder elsewhere.
    var status = stat()
    #expect(lstat(base + "/out", &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
    try FileManager.default.createDirectory(
      atPath: outside + "/deep", withIntermediateDirectories: true)
    try swapForLink(base + "/out", to: outside)
    let refused = failure(
      OutputFile.replace(
        at: "out/deep/x.txt", under: base, with: Array("x".utf8), creatingFolders: true))
    #expect(refused?.isSymbolicLink == true, "\(String(describing: refused))")
    #expect(refused?.folder == base + "/out")
    #expect(refused?.reason.contains("is a symbolic link") == true)
    #expect(try contents(outside) == ["deep"])
    #expect(try contents(outside + "/deep").isEmpty)
    // A missing folder is not made through the link either.
    #expect(
      failure(
        OutputFile.replace(
          at: "out/new/x.txt", under: base, with: Array("x".utf8), creatingFolders: true))?
        .isSymbolicLink == true)
    #expect(OutputFile.makeFolders("out/made", under: base)?.isSymbolicLink == true)
    #expect(try contents(outside) == ["deep"])
    // A link as the last folder is refused too, and a file on the way is no folder.
    try swapForLink(base + "/out", to: base)
    try FileManager.default.createDirectory(
      atPath: base + "/real", withIntermediateDirectories: true)
    try swapForLink(base + "/real", to: outside)
    #expect(
      failure(OutputFile.replace(at: "real/x.txt", under: base, with: Array("x".utf8)))?
        .isSymbolicLink == true)
    try "file".write(toFile: base + "/file", atomically: false, encoding: .utf8)
    let notFolder = failure(
      OutputFile.replace(at: "file/x.txt", under: base, with: Array("x".utf8)))
    #expect(notFolder?.reason == "cannot write into \(base)/file: it is not a folder")
    #expect(try contents(outside) == ["deep"])
  }

  @Test func aLinkAtTheNameUnderTheFolderIsReplacedAndItsTargetUntouched() throws {
    let (base, outside) = try folders()
    try "precious".write(toFile: outside + "/target.txt", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: base + "/out", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: base + "/out/x.txt", withDestinationPath: outside + "/target.txt")
    #expect(throws: Never.self) {
      try OutputFile.replace(at: "out/x.txt", under: base, with: Array("new".utf8)).get()
    }
    #expect(try text(outside + "/target.txt") == "precious")
    #expect(try text(base + "/out/x.txt") == "new")
    let type =
      try FileManager.default.attributesOfItem(atPath: base + "/out/x.txt")[.type]
      as? FileAttributeType
    #expect(type == .typeRegular)
    #expect(try contents(base + "/out") == ["x.txt"])
  }

  @Test func aFileForAnotherWriterLandsInTheFolderItWasMadeIn() throws {
    let (base, outside) = try folders()
    try FileManager.default.createDirectory(
      atPath: base + "/out", withIntermediateDirectories: true)
    // A writer that is not ours (ffmpeg) fills the file through its descriptor.
    var file = try PendingOutputFile.make(at: "out/demo.mp4", under: base).get()
    #expect(write(file.descriptor, "video", 5) == 5)
    #expect(throws: Never.self) { try file.finish().get() }
    #expect(try text(base + "/out/demo.mp4") == "video")
    #expect(try contents(base + "/out") == ["demo.mp4"])
    // `out` moved away and a link put in its place while the writer runs: the file is put in
    // the folder it was made in, not where the link points.
    file = try PendingOutputFile.make(at: "out/demo.mp4", under: base).get()
    #expect(rename(base + "/out", base + "/moved") == 0)
    try FileManager.default.createSymbolicLink(
      atPath: base + "/out", withDestinationPath: outside)
    #expect(write(file.descriptor, "newer", 5) == 5)
    #expect(throws: Never.self) { try file.finish().get() }
    #expect(try text(base + "/moved/demo.mp4") == "newer")
    #expect(try contents(base + "/moved") == ["demo.mp4"])
    #expect(try contents(outside).isEmpty)
    // Now that `out` is a link, no file is made through it; one given up is removed.
    let refused = PendingOutputFile.make(at: "out/demo.mp4", under: base)
    if case .failure(let failure) = refused {
      #expect(failure.isSymbolicLink && failure.folder == base + "/out", "\(failure)")
    } else {
      Issue.record("a file was made through the link \(base)/out")
    }
    #expect(try contents(outside).isEmpty)
    let dropped = try PendingOutputFile.make(at: "moved/other.mp4", under: base).get()
    #expect(try contents(base + "/moved").count == 2)
    dropped.discard()
    #expect(try contents(base + "/moved") == ["demo.mp4"])
  }

  @Test func aNameThatIsTheFolderItselfIsRefusedAsAFolder() throws {
    let (base, _) = try folders()
    let before = try contents(base)
    #expect(failure(OutputFile.replace(at: base + "/", with: "x"))?.reason == "it is a folder")
    #expect(try contents(base) == before, "nothing is left beside it")
  }
}
