import Foundation
import TestSupport
import Testing

@testable import Replay

/// A fresh folder under the temporary directory holding `files` (relative path → text).
private func folder(_ files: [String: String]) throws -> String {
  let root = ScratchFolder.url("tape-loader")
  for (path, text) in files {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
  return root.path
}

/// The diagnostics of a failed load, or none when it succeeded.
private func problems(_ result: Result<Tape, TapeLoadFailure>) -> [TapeDiagnostic] {
  if case .failure(let failure) = result { return failure.diagnostics }
  return []
}

/// Tests of loading tapes from files and text.
@Suite(.scratchFolder) struct TapeLoaderTests {
  @Test func aTapeWithNoCommandIsWarnedAbout() throws {
    for text in ["", "# a comment\nSet Width 100\n"] {
      guard case .success(let tape) = TapeLoader.load(text: text, file: "e.tape", folder: ".")
      else {
        Issue.record("an empty tape is not an error")
        continue
      }
      #expect(
        tape.warnings.map(\.description) == [
          "e.tape:1:1: warning: the tape holds no command, so it plays nothing and checks nothing "
            + "(for example: Wait /Sign in/ then Screenshot \"s.txt\")"
        ])
    }
    guard case .success(let one) = TapeLoader.load(text: "Enter\n", file: "e.tape", folder: ".")
    else { return }
    #expect(one.warnings.isEmpty)
  }

  @Test func aTapeWithAnErrorInALineStillHasItsFilesAndOutputsChecked() throws {
    let root = try folder([
      "t.tape": "Set Scenario \"nothere.json\"\nOutput \"x.txt\"\nScreenshot \"x.txt\"\nTypo 3\n"
    ])
    let found = TapeLoader.diagnostics(path: root + "/t.tape").filter(\.isError)
    #expect(found.map(\.location.line).sorted() == [1, 3, 4], "\(found)")
    #expect(found.contains { $0.message.contains("nothere.json cannot be used") })
    #expect(found.contains { $0.message.contains("is already written by the line at") })
    #expect(found.contains { $0.message.contains("unknown command \"Typo\"") })
  }

  @Test func diagnosticsComeInLineOrderWhicheverPassFoundThem() throws {
    // Line 2's output place and line 3's Set file are found after the parse, which finds 4 and
    // 1; the Sourced file's problem stays after the tape's own.
    let root = try folder([
      "t.tape": "Typo 1\nOutput \"../x.txt\"\nSet Scenario \"nothere.json\"\nSleep 5q\n"
        + "Source \"lib.tape\"\n",
      "lib.tape": "Oops\n",
    ])
    let found = TapeLoader.diagnostics(path: root + "/t.tape")
    #expect(
      found.map { "\(TapePath.lastComponent(of: $0.location.file)):\($0.location.line)" } == [
        "t.tape:1", "t.tape:2", "t.tape:3", "t.tape:4", "lib.tape:1",
      ], "\(found)")
    guard case .failure(let failure) = TapeLoader.load(path: root + "/t.tape") else {
      Issue.record("the tape has errors")
      return
    }
    #expect(failure.diagnostics.map(\.location.line) == [1, 2, 4, 1], "\(failure)")
  }

  @Test func resolvesSettingsAndOutputsAgainstTheTapeFolder() throws {
    let text = """
      Set Width 100
      Set Scenario "scenarios/tenant.json"
      Set Settings "../themes/dark.plist"
      Set State "devices/alex"
      Set Appearance dark
      Set WaitTimeout 20s
      Require mamsim
      Output "out/demo.cast"
      Output "demo.txt"
      Set FontFamily "Hack"
      Enter
      Set TypingSpeed 10ms
      Screenshot "shots/a.txt"
      """
    let tape = try TapeLoader.load(text: text, file: "demo.tape", folder: "replays/demo").get()
    #expect(tape.file == "demo.tape")
    #expect(tape.folder == "replays/demo")
    #expect(tape.width == 100)
    #expect(tape.height == 24)
    #expect(tape.typingSpeed == .milliseconds(50))
    #expect(tape.waitTimeout == .seconds(20))
    #expect(tape.appearance == .dark)
    #expect(tape.scenarioPath == "replays/demo/scenarios/tenant.json")
    #expect(tape.settingsPath == "replays/themes/dark.plist")
    #expect(tape.statePath == "replays/demo/devices/alex")
    #expect(tape.outputs == [.cast("replays/demo/out/demo.cast"), .text("replays/demo/demo.txt")])
    #expect(
      tape.steps.map(\.command) == [
        .key(.enter, count: 1, speed: nil), .set(.typingSpeed(.milliseconds(10))),
        .screenshot("replays/demo/shots/a.txt"),
      ])
    #expect(tape.warnings.count == 1)
    #expect(tape.warnings.first?.location.line == 10)
  }

  @Test func defaultsWhenNothingIsSet() throws {
    let tape = try TapeLoader.load(text: "Enter", file: "x.tape", folder: ".").get()
    #expect(tape.width == 80 && tape.height == 24)
    #expect(tape.typingSpeed == .milliseconds(50) && tape.waitTimeout == .seconds(15))
    #expect(tape.appearance == .light)
    #expect(tape.scenarioPath == nil && tape.settingsPath == nil && tape.statePath == nil)
    #expect(tape.outputs == [])
  }

  @Test func expandsSourceInlineWithTheSourcedFileLocations() throws {
    let root = try folder([
      "main.tape": "Set Height 30\nSource \"lib/setup.tape\"\nType \"done\"\n",
      "lib/setup.tape": "Set Width 90\nSet Scenario \"t.json\"\nSource \"../lib/login.tape\"\n",
      "lib/login.tape": "# sign in\nType \"alex@contoso.com\"\nOutput \"ignored.cast\"\nEnter\n",
    ])
    let tape = try TapeLoader.load(path: root + "/main.tape").get()
    #expect(tape.width == 90 && tape.height == 30)
    #expect(tape.scenarioPath == root + "/lib/t.json")
    #expect(tape.outputs == [])
    #expect(
      tape.steps.map(\.command) == [
        .type("alex@contoso.com", speed: nil), .key(.enter, count: 1, speed: nil),
        .type("done", speed: nil),
      ])
    #expect(
      tape.steps.map(\.location.description) == [
        root + "/lib/login.tape:2:1", root + "/lib/login.tape:4:1", root + "/main.tape:3:1",
      ])
    #expect(tape.warnings.map(\.location.line) == [3])
    #expect(tape.warnings.first?.message.contains("Output in a sourced tape") == true)
  }

  @Test func reportsSourceCyclesAtTheSourceLine() throws {
    let root = try folder([
      "a.tape": "Enter\nSource \"b.tape\"\n",
      "b.tape": "Tab\n\nSource \"./a.tape\"\n",
    ])
    let found = problems(TapeLoader.load(path: root + "/a.tape"))
    #expect(found.count == 1)
    #expect(found.first?.location == SourceLocation(file: root + "/b.tape", line: 3, column: 8))
    #expect(found.first?.message.contains("already being read") == true)
    #expect(found.first?.description.contains("a.tape → ") == true)
  }

  @Test func aCycleThroughASymbolicLinkIsToldAsACycle() throws {
    // `d` is a link to the tape's own folder, `b.tape` a link to `a.tape`: each spelling names a
    // tape already being read, and the cycle is told at once, not after 16 levels of d/d/d/.
    let root = try folder([
      "a.tape": "Enter\nSource \"d/a.tape\"\n",
      "c.tape": "Source \"b.tape\"\n",
    ])
    try FileManager.default.createSymbolicLink(atPath: root + "/d", withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/b.tape", withDestinationPath: "c.tape")
    let throughFolder = problems(TapeLoader.load(path: root + "/a.tape"))
    #expect(
      throughFolder.map(\.description) == [
        root + "/a.tape:2:8: Source \"d/a.tape\" would include a tape that is already being read "
          + "(\(root)/a.tape → \(root)/d/a.tape)"
      ])
    let throughFile = problems(TapeLoader.load(path: root + "/c.tape"))
    #expect(throughFile.map(\.location.line) == [1])
    #expect(throughFile.first?.location.file == root + "/c.tape")
    #expect(throughFile.first?.message.contains("already being read") == true)
  }

  @Test func reportsASelfInclude() throws {
    let root = try folder(["self.tape": "Source \"self.tape\"\n"])
    let found = problems(TapeLoader.load(path: root + "/self.tape"))
    #expect(found.map(\.location.line) == [1])
  }

  @Test func reportsErrorsOfEveryFileAndRunsNothing() throws {
    let root = try folder([
      "main.tape": "Entre\nSource \"missing.tape\"\nSource \"bad.tape\"\nSleep 1s\n",
      "bad.tape": "Type\nSet Width 70\n",
    ])
    let found = problems(TapeLoader.load(path: root + "/main.tape"))
    #expect(
      found.map(\.description) == [
        root + "/main.tape:1:1: unknown command \"Entre\"; did you mean \"Enter\"?",
        root + "/main.tape:2:8: cannot read the tape \"\(root)/missing.tape\": there is no such "
          + "file (looked for \(root)/missing.tape)",
        root + "/bad.tape:1:1: Type needs the text to type (for example: Type \"hello\")",
      ])
  }

  @Test func reportsASetInASourcedTapeAfterTheFirstCommand() throws {
    let root = try folder([
      "main.tape": "Enter\nSource \"late.tape\"\n",
      "late.tape": "Set Width 70\n",
    ])
    let found = problems(TapeLoader.load(path: root + "/main.tape"))
    #expect(found.count == 1)
    #expect(found.first?.location == SourceLocation(file: root + "/late.tape", line: 1, column: 1))
    #expect(found.first?.message.contains("Enter at \(root)/main.tape:1:1") == true)
  }

  @Test func reportsAMisplacedSettingOnceWhenBothFilesHaveCommands() throws {
    let root = try folder([
      "main.tape": "Enter\nSource \"late.tape\"\n",
      "late.tape": "Tab\nSet Width 70\n",
    ])
    let found = problems(TapeLoader.load(path: root + "/main.tape"))
    #expect(
      found.map(\.location) == [SourceLocation(file: root + "/late.tape", line: 2, column: 1)])
  }

  @Test func reportsAMissingTapeWithThePathLookedFor() {
    let found = problems(TapeLoader.load(path: "/nonexistent/dir/../dir/x.tape"))
    #expect(
      found.map(\.description) == [
        "/nonexistent/dir/../dir/x.tape: error: there is no such file (looked for /nonexistent/dir/x.tape)"
      ])
  }

  @Test func reportsAFolderGivenAsATape() throws {
    let folder = URL(fileURLWithPath: ScratchFolder.path("folder") + ".tape")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let found = problems(TapeLoader.load(path: folder.path))
    #expect(found.map(\.description) == [folder.path + ": error: it is a folder, not a file"])
  }

  @Test func stopsRunawayNesting() throws {
    var files: [String: String] = [:]
    for depth in 0...20 { files["t\(depth).tape"] = "Source \"t\(depth + 1).tape\"\n" }
    files["t21.tape"] = "Enter\n"
    let root = try folder(files)
    let found = problems(TapeLoader.load(path: root + "/t0.tape"))
    #expect(found.count == 1)
    #expect(found.first?.message.contains("more than 16 deep") == true)
  }

  @Test func resolvesPaths() {
    #expect(TapePath.resolve("a.tape", relativeTo: ".") == "a.tape")
    #expect(TapePath.resolve("./x/../a.tape", relativeTo: "r/s") == "r/s/a.tape")
    #expect(TapePath.resolve("../../../a", relativeTo: "r") == "../../a")
    #expect(TapePath.resolve("/abs/./a", relativeTo: "r") == "/abs/a")
    #expect(TapePath.resolve("../a", relativeTo: "/") == "/a")
    #expect(TapePath.folder(of: "a.tape") == ".")
    #expect(TapePath.folder(of: "/a.tape") == "/")
    #expect(TapePath.folder(of: "r/s/a.tape") == "r/s")
    #expect(TapePath.fileExtension(of: "x/demo.CAST") == "cast")
    #expect(TapePath.fileExtension(of: ".hidden") == "")
  }
}
