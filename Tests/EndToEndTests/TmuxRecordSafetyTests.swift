import Foundation
import TestSupport
import Testing

/// `mamsim record` never loses a session or a file and writes no secret: a folder or unwritable
/// target is refused before the session starts (exit 2), a file that is not a tape is never
/// replaced (even with `--force`), a tape whose folder went away is saved in
/// `$TMPDIR` and said so, a `kill -9` leaves the journal `TAPE.partial` (which replays), and
/// values of `ValuesToScrubFromLogging` are in neither the tape nor standard error.
@Suite(
  .scratchFolder,
  .scratchFolder,
  .enabled(if: TmuxSession.skipReason == nil, "tmux or the mamsim binary is missing"))
struct TmuxRecordSafetyTests {
  @Test func aFolderOrAnUnwritablePlaceIsRefusedBeforeTheSession() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("tapes")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let intoFolder = try CliHarness.run(["record", "--force", target.path])
    #expect(intoFolder.status == 2, "\(intoFolder.error)")
    #expect(intoFolder.error.contains("it is a folder"), "\(intoFolder.error)")
    // Nor is a FIFO or a device, even with --force (renaming a tape over /dev/null would
    // destroy it); a FIFO stands for both here.
    let fifo = folder.appendingPathComponent("fifo.tape")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let refused = try CliHarness.run(["record", "--force", fifo.path])
    #expect(refused.status == 2, "\(refused.error)")
    #expect(refused.error.contains("a device, a FIFO or a socket"), "\(refused.error)")
    var status = stat()
    #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    #expect(!FileManager.default.fileExists(atPath: fifo.path + ".partial"))
    let missing = try CliHarness.run(["record", folder.appendingPathComponent("no/t.tape").path])
    #expect(missing.status == 2, "\(missing.error)")
    let unwritable = try CliHarness.run(["record", "/proc/mamsim-test.tape"])
    #expect(unwritable.status == 2, "\(unwritable.error)")
    #expect(unwritable.error.contains("no file can be made in /proc"), "\(unwritable.error)")
    // An earlier session's journal is never written over.
    let journal = folder.appendingPathComponent("t.tape.partial")
    try "# kept\n".write(to: journal, atomically: true, encoding: .utf8)
    let kept = try CliHarness.run(["record", folder.appendingPathComponent("t.tape").path])
    #expect(kept.status == 1, "\(kept.error)")
    #expect(kept.error.contains("journal of an earlier recording"), "\(kept.error)")
    #expect(try String(contentsOf: journal, encoding: .utf8) == "# kept\n")
  }

  @Test func forceReplacesOnlyATape() throws {
    let folder = try CliHarness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // `record --force my-tenant.json`, where `--scenario my-tenant.json` was meant, and a PNG.
    let tenant = folder.appendingPathComponent("my-tenant.json")
    let scenario = "{\"tenant\": {\"name\": \"Mine\"}}\n"
    try scenario.write(to: tenant, atomically: true, encoding: .utf8)
    let picture = folder.appendingPathComponent("logo.png")
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    try png.write(to: picture)
    let notes = folder.appendingPathComponent("notes.tape")
    try "# My notes\nremember the milk\n".write(to: notes, atomically: true, encoding: .utf8)
    for (file, hint) in [(tenant, true), (picture, false), (notes, false)] {
      let refused = try CliHarness.run(["record", "--force", file.path])
      #expect(refused.status == 1, "\(refused.error)")
      #expect(
        refused.error.contains(
          "will not record into \(file.path): a file is there and it is not a tape"),
        "\(refused.error)")
      #expect(
        refused.error.contains("--scenario or --settings left out") == hint, "\(refused.error)")
      #expect(!FileManager.default.fileExists(atPath: file.path + ".partial"))
    }
    #expect(try String(contentsOf: tenant, encoding: .utf8) == scenario)
    #expect(try Data(contentsOf: picture) == png)
    // A tape (here one written by hand) is replaced with --force.
    try "Wait /Sign in/\nEnter\n".write(
      to: folder.appendingPathComponent("hand.tape"), atomically: true, encoding: .utf8)
    let record = try TmuxSession.mamsim("record --force demo.tape")
    let session = try TmuxSession(
      width: 100, height: 30,
      command: "cp \(folder.path)/hand.tape demo.tape; \(record) 2> record.err; "
        + "echo \"recorded=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.type("alex@contoso.com")
    try session.press("C-c")
    try session.waitFor("recorded=0")
    let text = try String(
      contentsOf: session.folder.appendingPathComponent("demo.tape"), encoding: .utf8)
    #expect(text.hasPrefix("# Recorded with mamsim record"), "the tape:\n\(text)")
    #expect(text.contains("Type \"alex@contoso.com\""), "the tape:\n\(text)")
  }

  @Test func aTapeWhoseFolderWentAwayIsSavedInTheTemporaryFolder() throws {
    let record = try TmuxSession.mamsim("record sub/demo.tape 2> record.err")
    let session = try TmuxSession(
      width: 100, height: 30,
      command: "mkdir sub tmp; TMPDIR=\"$PWD/tmp\" \(record); echo \"recorded=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.type("alex@contoso.com")
    try session.press("Tab")
    let sub = session.folder.appendingPathComponent("sub")
    let journal = sub.appendingPathComponent("demo.tape.partial")
    // The folder goes only once the journal holds the Tab: mamsim writes the journal anew after
    // each key, and a folder removed during that write may not go at all.
    try session.waitUntil("the journal holds the Tab") { _ in
      ((try? String(contentsOf: journal, encoding: .utf8)) ?? "").hasSuffix("Tab\n")
    }
    try FileManager.default.removeItem(at: sub)
    try session.press("C-c")
    try session.waitFor("recorded=1")
    let rescued = session.folder.appendingPathComponent("tmp/demo.tape.recovered")
    let text = try String(contentsOf: rescued, encoding: .utf8)
    #expect(text.contains("Type \"alex@contoso.com\""), "the tape:\n\(text)")
    let said = try String(
      contentsOf: session.folder.appendingPathComponent("record.err"), encoding: .utf8)
    #expect(said.contains("saved in \(rescued.path)"), "\(said)")
  }

  @Test func killNineLeavesAJournalThatReplays() throws {
    let record = try TmuxSession.mamsim("record demo.tape")
    let session = try TmuxSession(
      width: 100, height: 30,
      command:
        "sh -c \"echo \\$\\$ > pid; exec \(record)\" 2>/dev/null; echo \"ended=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    // Alex's password typed into the account field too: the journal writes it as a Password.
    try session.type("Pilot-Alex")
    try session.press("BSpace")
    for _ in 0..<9 { try session.press("BSpace") }
    try session.type("alex@contoso.com")
    try session.press("Tab")
    try session.type("Pilot-Alex")
    try session.press("Enter")
    try session.waitFor("Restart required")
    let journal = session.folder.appendingPathComponent("demo.tape.partial")
    var text = ""
    try session.waitUntil("the journal holds the Enter") { _ in
      text = (try? String(contentsOf: journal, encoding: .utf8)) ?? ""
      return text.hasSuffix("Enter\n")
    }
    let pid = try #require(
      Int32(
        try String(contentsOf: session.folder.appendingPathComponent("pid"), encoding: .utf8)
          .trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, SIGKILL) == 0)
    try session.waitFor("ended=137")
    text = try String(contentsOf: journal, encoding: .utf8)
    #expect(!text.contains("Pilot"), "the journal:\n\(text)")
    #expect(text.contains("Password \"alex@contoso.com\""), "the journal:\n\(text)")
    #expect(
      !FileManager.default.fileExists(
        atPath: session.folder.appendingPathComponent("demo.tape").path))
    // It plays as it is: renamed to a tape, it reaches the same screen.
    let tape = session.folder.appendingPathComponent("recovered.tape")
    try (text + "Wait /Restart required/\n").write(to: tape, atomically: true, encoding: .utf8)
    let again = try CliHarness.run(["replay", tape.path])
    #expect(again.status == 0, "\(again.output)")
  }

  @Test func valuesToScrubAreInNeitherTheTapeNorStandardError() throws {
    let settings = CliHarness.repositoryRoot.appendingPathComponent(
      "replays/settings/scrub-alex.plist")
    let record = try TmuxSession.mamsim(
      "record --settings \(settings.path) demo.tape 2> record.err")
    let session = try TmuxSession(
      width: 100, height: 30, command: "\(record); echo \"recorded=$?\"; sleep 30")
    defer { session.close() }
    try session.waitFor("Sign in to Contoso")
    try session.reachSetPin()
    try session.type("2580")
    try session.waitFor("same PIN again")
    try session.type("2580")
    try session.waitFor("Q3 pipeline review")
    try session.press("C-c")
    try session.waitFor("recorded=0")
    let text = try String(
      contentsOf: session.folder.appendingPathComponent("demo.tape"), encoding: .utf8)
    let said = try String(
      contentsOf: session.folder.appendingPathComponent("record.err"), encoding: .utf8)
    for written in [text, said] {
      #expect(!written.lowercased().contains("alex@contoso.com"), "\(written)")
      #expect(!written.contains("Pilot") && !written.contains("2580"), "\(written)")
    }
    #expect(text.contains("Type \"<scrubbed>\""), "the tape:\n\(text)")
    #expect(said.contains("<scrubbed>"), "\(said)")
    // Standard error names the lines to fill in: the scrubbed ones and the PINs' stand-ins.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let named = said.split(separator: "\n").compactMap { sentence -> Int? in
      guard sentence.hasPrefix("mamsim: demo.tape:") else { return nil }
      return Int(sentence.split(separator: ":")[2])
    }
    #expect(named.count >= 3, "\(said)")
    for number in named { #expect(lines[number - 1].hasPrefix("Type "), "\(said)") }
    #expect(said.contains("stands in for a PIN"), "\(said)")
    #expect(
      !FileManager.default.fileExists(
        atPath: session.folder.appendingPathComponent("demo.tape.partial").path))
  }
}
