import Foundation
import TestSupport
import Testing

@testable import Replay

/// Tests that a tape writes only inside its folder, never through a link, and overwrites only
/// files of its own kind; `check` refuses the same tapes `replay` does, at their line.
@Suite(.scratchFolder) struct TapeOutputRulesTests {
  /// A fresh folder holding `files`.
  private func folder(_ files: [String: String] = [:]) throws -> String {
    let root = ScratchFolder.url("tape-outputs")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return root.path
  }

  private func problems(_ text: String, in root: String) -> [TapeDiagnostic] {
    switch TapeLoader.load(text: text, file: root + "/t.tape", folder: root) {
    case .success: []
    case .failure(let failure): failure.diagnostics
    }
  }

  @Test(arguments: [
    ("Output \"/tmp/x.cast\"", "absolute path"),
    ("Output \"../x.txt\"", "goes up with .."),
    ("Output \"a/../../x.txt\"", "goes up with .."),
    ("Output \"~/x.txt\"", "starts with ~"),
    ("Screenshot \"/etc/passwd.txt\"", "absolute path"),
    ("Screenshot \"../s.txt\"", "goes up with .."),
    ("Screenshot \"screen\"", "not as a file without an extension"),
    ("Snapshot \"../../x\"", "goes up with .."),
  ])
  func escapesAreRefusedAtTheirLine(line: String, fragment: String) throws {
    let root = try folder()
    let found = problems("Enter\n" + line + "\n", in: root)
    #expect(found.count == 1)
    #expect(found.first?.location.line == 2)
    #expect(found.first?.message.contains(fragment) == true, "\(found)")
  }

  @Test func aSymbolicLinkOnTheWayIsRefused() throws {
    let root = try folder()
    let elsewhere = try folder()
    try FileManager.default.createSymbolicLink(
      atPath: root + "/out", withDestinationPath: elsewhere)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/screen.txt", withDestinationPath: elsewhere + "/target.txt")
    let found = problems("Output \"out/x.cast\"\nEnter\nScreenshot \"screen.txt\"\n", in: root)
    #expect(found.map(\.location.line) == [1, 3])
    #expect(found.allSatisfy { $0.message.contains("symbolic link") })
  }

  @Test func onlyAFileOfTheOutputsKindIsOverwritten() throws {
    let root = try folder([
      "old.cast": "{\"version\": 2, \"width\": 80}\n",
      "notes.cast": "my precious notes\n",
      "log.txt": "── Enter ──\n",
      "notes.txt": "call the bank on Monday\n",
      "shot.txt": "mamsim · Contoso Notes · Contoso first-policy test   T+0s\n",
    ])
    try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1]).write(
      to: URL(fileURLWithPath: root + "/binary.txt"))
    #expect(problems("Output \"old.cast\"\nOutput \"log.txt\"\nEnter\n", in: root).isEmpty)
    let found = problems("Output \"notes.cast\"\nEnter\nScreenshot \"binary.txt\"\n", in: root)
    #expect(found.map(\.location.line) == [1, 3])
    #expect(found.first?.message.contains("not an asciicast recording") == true)
    #expect(found.last?.message.contains("is not a screen mamsim wrote as text") == true)
    // Text a person wrote is not a screenshot, however plain; a screen mamsim wrote is.
    let notes = problems("Enter\nScreenshot \"notes.txt\"\nScreenshot \"shot.txt\"\n", in: root)
    #expect(notes.map(\.location.line) == [2], "\(notes)")
    #expect(notes.first?.message.contains("notes.txt exists") == true)
  }

  @Test func writeErrorsAreInOurWords() throws {
    let root = try folder(["file": "x"])
    let problem = try #require(TapeFiles.write("text", to: root + "/file/inside.txt"))
    #expect(problem == "cannot write into \(root)/file: it is not a folder")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/link.txt", withDestinationPath: root + "/file")
    // A link at the name is replaced by the file, never written through.
    #expect(TapeFiles.write("text", to: root + "/link.txt") == nil)
    #expect(try String(contentsOfFile: root + "/link.txt", encoding: .utf8) == "text")
    #expect(try String(contentsOfFile: root + "/file", encoding: .utf8) == "x")
    #expect(
      try FileManager.default.attributesOfItem(atPath: root + "/link.txt")[.type]
        as? FileAttributeType == .typeRegular)
  }
}
