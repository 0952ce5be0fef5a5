import Foundation
import TestSupport
import Testing

/// `replay` text with the wall times, which differ from run to run, blanked.
private func timeless(_ text: String) -> String {
  text.replacingOccurrences(
    of: #"wall [0-9.]+m?s\)"#, with: "wall …)", options: .regularExpression
  ).replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="…""#, options: .regularExpression)
}

/// Every file under `folder` with its bytes, by path inside it.
private func files(_ folder: URL) throws -> [String: Data] {
  var found: [String: Data] = [:]
  let enumerator = FileManager.default.enumerator(atPath: folder.path)
  while let name = enumerator?.nextObject() as? String {
    var isFolder: ObjCBool = false
    let url = folder.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
    {
      found[name] = try Data(contentsOf: url)
    }
  }
  return found
}

@Test(.scratchFolder, arguments: [nil, "2", "5"])
func tapesSideBySideReportAndWriteWhatOneAtATimeDoes(jobs: String?) throws {
  let scratch = try CliHarness.temporaryFolder()
  defer { try? FileManager.default.removeItem(at: scratch) }
  // The shipped tapes with a failing tape and one that cannot be read among them.
  let failing = scratch.appendingPathComponent("failing.tape")
  try "Wait /Sign in to Contoso/\nExpect \"never on this screen\"\n".write(
    to: failing, atomically: true, encoding: .utf8)
  let unreadable = scratch.appendingPathComponent("unreadable.tape")
  try "Wait /Sign in/\nFly 3\n".write(to: unreadable, atomically: true, encoding: .utf8)
  let folder = CliHarness.repositoryRoot.appendingPathComponent("replays")
  var tapes = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0.hasSuffix(".tape") }.sorted().map { "replays/" + $0 }
  tapes.insert(failing.path, at: 3)
  tapes.insert(unreadable.path, at: 10)
  func replay(_ jobs: String?, _ name: String) throws -> (CliHarness.Outcome, String, URL) {
    let outputs = scratch.appendingPathComponent(name)
    let junit = scratch.appendingPathComponent(name + ".xml")
    let options = ["--output-dir", outputs.path, "--junit", junit.path, "--github"]
    let outcome = try CliHarness.run(
      ["replay"] + (jobs.map { ["--jobs", $0] } ?? []) + options + tapes)
    return (outcome, try String(contentsOf: junit, encoding: .utf8), outputs)
  }
  let (one, oneReport, oneOutputs) = try replay("1", "one")
  let (many, manyReport, manyOutputs) = try replay(jobs, "many")
  #expect(one.status == 1)
  #expect(one.output.contains("FAIL  \(failing.path)"))
  #expect(one.output.contains("FAIL  \(unreadable.path)  (not run"))
  #expect(one.output.hasSuffix("\(tapes.count - 2) passed, 2 failed\n"))
  #expect(many.status == one.status)
  #expect(timeless(many.output) == timeless(one.output))
  #expect(many.error == one.error)
  #expect(timeless(manyReport) == timeless(oneReport))
  let written = try files(oneOutputs)
  #expect(written.count >= 10)
  let found = try files(manyOutputs)
  #expect(found == written)
}

@Test(.scratchFolder) func replayHelpSaysTapesPlaySideBySide() throws {
  let outcome = try CliHarness.run(["replay", "--help"])
  #expect(outcome.status == 0)
  #expect(outcome.output.contains("play N tapes, or N copies with --repeat, at a time"))
  #expect(outcome.output.contains("--jobs 1 plays one after the other"))
}
