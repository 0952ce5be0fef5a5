import Foundation
import TestSupport
import Testing

/// Every output `mamsim replay` writes replaces its file (a new file renamed over the name):
/// a symbolic link at `--junit FILE` or in `--svg DIR` is replaced by a regular file with its
/// target untouched, and an `Output`, `Screenshot` or snapshot that is a hard link to a file
/// outside the folder leaves that file as it was.
@Suite(.scratchFolder) struct CliOutputLinkTests {
  /// Writes `text` to `name` in `folder`.
  private func write(_ text: String, _ name: String, in folder: URL) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  private func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  private func isRegularFile(_ url: URL) throws -> Bool {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return attributes[.type] as? FileAttributeType == .typeRegular
  }

  /// A tapes folder beside an `outside` folder holding `precious.txt`.
  private func folders() throws -> (root: URL, tapes: URL, precious: URL) {
    let root = try CliHarness.temporaryFolder()
    let tapes = root.appendingPathComponent("tapes")
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: tapes, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let precious = outside.appendingPathComponent("precious.txt")
    try "precious\n".write(to: precious, atomically: true, encoding: .utf8)
    return (root, tapes, precious)
  }

  @Test func junitAndSvgThroughASymbolicLinkReplaceTheLink() throws {
    let (root, tapes, precious) = try folders()
    defer { try? FileManager.default.removeItem(at: root) }
    try write("Set Width 90\nEnter\n", "plain.tape", in: tapes)
    let junit = tapes.appendingPathComponent("tapes-1.xml")
    try FileManager.default.createSymbolicLink(
      atPath: junit.path, withDestinationPath: precious.path)
    let svgFolder = tapes.appendingPathComponent("svg")
    try FileManager.default.createDirectory(at: svgFolder, withIntermediateDirectories: true)
    let svg = svgFolder.appendingPathComponent("plain.svg")
    try FileManager.default.createSymbolicLink(
      atPath: svg.path, withDestinationPath: precious.path)
    let played = try CliHarness.run(
      ["replay", "--junit", "tapes-1.xml", "--svg", "svg", "plain.tape"], in: tapes)
    #expect(played.status == 0, "\(played.output)\(played.error)")
    #expect(try read(precious) == "precious\n")
    #expect(try isRegularFile(junit))
    #expect(try read(junit).contains("<testsuite"))
    #expect(try isRegularFile(svg))
    #expect(try read(svg).contains("<svg"))
    // Nothing is left beside them.
    #expect(try FileManager.default.contentsOfDirectory(atPath: svgFolder.path) == ["plain.svg"])
  }

  @Test func outputsScreenshotsAndSnapshotsThatAreHardLinksLeaveTheOtherFile() throws {
    let (root, tapes, precious) = try folders()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: tapes.appendingPathComponent("snapshots"), withIntermediateDirectories: true)
    let names = ["log.txt", "shot.txt", "snapshots/start.txt"]
    try FileManager.default.linkItem(
      atPath: precious.path, toPath: tapes.appendingPathComponent("snapshots/start.txt").path)
    // A text screenshot replaces only a screen mamsim wrote: the other name of this one is one.
    let oldShot = "mamsim · Contoso Notes · an earlier screen\n"
    let preciousShot = precious.deletingLastPathComponent().appendingPathComponent("old-shot.txt")
    try oldShot.write(to: preciousShot, atomically: true, encoding: .utf8)
    try FileManager.default.linkItem(
      atPath: preciousShot.path, toPath: tapes.appendingPathComponent("shot.txt").path)
    // A log replaces only a log mamsim wrote: the other name of this one is such a log.
    let oldLog = "── Enter ──\nan earlier log\n"
    let preciousLog = precious.deletingLastPathComponent().appendingPathComponent("old-log.txt")
    try oldLog.write(to: preciousLog, atomically: true, encoding: .utf8)
    try FileManager.default.linkItem(
      atPath: preciousLog.path, toPath: tapes.appendingPathComponent("log.txt").path)
    try write(
      "Output \"log.txt\"\nSet Width 90\nWait /Sign in/\nScreenshot \"shot.txt\"\n"
        + "Snapshot \"start\"\n", "links.tape", in: tapes)
    let played = try CliHarness.run(["replay", "--update-snapshots", "links.tape"], in: tapes)
    #expect(played.status == 0, "\(played.output)\(played.error)")
    #expect(try read(precious) == "precious\n")
    #expect(try read(preciousLog) == oldLog)
    #expect(try read(preciousShot) == oldShot)
    for name in names {
      let written = try read(tapes.appendingPathComponent(name))
      #expect(written.contains("Sign in"), "\(name): \(written)")
    }
  }

  /// `--svg DIR` and `--gif DIR` replace only a file of their kind there, as a tape's own
  /// outputs do: a drawing or notes of the user's under the tape's name stay as they were.
  @Test func svgAndGifFoldersReplaceOnlyTheirOwnKindOfFile() throws {
    let (root, tapes, _) = try folders()
    defer { try? FileManager.default.removeItem(at: root) }
    try write("Set Width 90\nEnter\n", "plain.tape", in: tapes)
    let pictures = tapes.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    let drawing = "<svg xmlns=\"http://www.w3.org/2000/svg\"><circle r=\"4\"/></svg>\n"
    try write(drawing, "plain.svg", in: pictures)
    try write("my notes, not a GIF\n", "plain.gif", in: pictures)
    for option in ["--svg", "--gif"] {
      let played = try CliHarness.run(["replay", option, "pictures", "plain.tape"], in: tapes)
      #expect(played.status == 1, "\(option): \(played.output)\(played.error)")
      #expect(played.output.contains("exists and is not"), "\(option): \(played.output)")
    }
    #expect(try read(pictures.appendingPathComponent("plain.svg")) == drawing)
    #expect(try read(pictures.appendingPathComponent("plain.gif")) == "my notes, not a GIF\n")
    // What mamsim wrote there itself it replaces on the next play.
    let fresh = tapes.appendingPathComponent("fresh")
    for _ in 0..<2 {
      let played = try CliHarness.run(["replay", "--svg", "fresh", "plain.tape"], in: tapes)
      #expect(played.status == 0, "\(played.output)\(played.error)")
    }
    #expect(try read(fresh.appendingPathComponent("plain.svg")).contains("<svg"))
  }
}
