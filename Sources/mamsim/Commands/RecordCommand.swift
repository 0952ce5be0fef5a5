import FoundationEssentials
import Replay
import Screens
import SessionEngine
import TerminalUI

/// `mamsim record`: an interactive session whose keys and pauses are written as a tape.
///
/// Where the tape goes is checked before the session starts (a folder, or a place where no file
/// can be made, is refused; so is a file already there that is not a tape, even with
/// `--force`), a journal (`TAPE.partial`) is kept as the session goes, and a tape
/// that still cannot be written at its end is saved elsewhere (`TapeRescue`): a session is
/// never lost.
enum RecordCommand {
  /// Records a session into `options.tape`; returns the exit status.
  static func run(_ options: RecordOptions) -> Int32 {
    let files = FileManager.default
    var isFolder = false
    if files.fileExists(atPath: options.tape, isDirectory: &isFolder), isFolder {
      StandardStreams.writeErrorLine(
        "mamsim: cannot record into \(options.tape): it is a folder; name a tape file in it "
          + "(for example \(options.tape.hasSuffix("/") ? options.tape : options.tape + "/")"
          + "session.tape)")
      return ExitCode.usage
    }
    if let failure = OutputFile.problem(replacing: options.tape) {
      StandardStreams.writeErrorLine(
        "mamsim: cannot record into \(options.tape): \(failure.reason)")
      return ExitCode.usage
    }
    // Not even --force replaces a file of another kind (`record --force my-tenant.json`, where
    // `--scenario` was meant): only a tape.
    if let refusal = ReplaceableTape.refusal(options.tape) {
      StandardStreams.writeErrorLine("mamsim: will not record into \(options.tape): \(refusal)")
      return ExitCode.failure
    }
    if files.fileExists(atPath: options.tape), !options.force {
      StandardStreams.writeErrorLine(
        "mamsim: \(options.tape) already exists; give --force to replace it")
      return ExitCode.failure
    }
    let tapeFolder = TapePath.folder(of: options.tape)
    guard files.fileExists(atPath: tapeFolder, isDirectory: &isFolder), isFolder else {
      StandardStreams.writeErrorLine(
        "mamsim: cannot write \(options.tape): the folder \(tapeFolder) does not exist")
      return ExitCode.usage
    }
    var journal = TapeJournal(tapePath: options.tape)
    if journal.exists {
      StandardStreams.writeErrorLine(
        "mamsim: \(journal.path) is there: the journal of an earlier recording that did not "
          + "finish; keep it (rename it to a .tape, it plays as it is) or remove it, then record "
          + "again")
      return ExitCode.failure
    }
    let environment = ProcessInfo.processInfo.environment
    guard
      let setup = FrontSetup.load(
        scenarioPath: options.scenarioPath, settingsPath: options.settingsPath,
        appearance: options.appearance, language: options.language, palette: options.palette,
        environment: environment)
    else { return ExitCode.failure }
    // The journal is the proof that a file can be made there, before any key is typed.
    guard journal.write(RecordedTape.journalNote.map { "# " + $0 }.joined(separator: "\n") + "\n")
    else {
      StandardStreams.writeErrorLine(
        "mamsim: cannot write \(options.tape): no file can be made in \(tapeFolder) "
          + "(\(journal.failure ?? "the system refused"))")
      return ExitCode.usage
    }
    let recording = Recording(
      options: options, setup: setup, environment: environment, tapeFolder: tapeFolder,
      workingFolder: files.currentDirectoryPath, journal: journal)
    guard let status = setup.withRuntime(on: .memory, recording) else {
      journal.remove()
      return ExitCode.failure
    }
    return status
  }

  /// Records a session over the runtime, then writes the tape.
  private struct Recording: FrontSessionUser {
    let options: RecordOptions
    let setup: FrontSetup
    let environment: [String: String]
    let tapeFolder: String
    let workingFolder: String
    var journal: TapeJournal

    func use<Session: PhoneSession>(_ runtime: Session, record _: TimeAway.Record?) -> Int32 {
      var journal = journal
      let scrubbed = runtime.valuesToScrub
      let secrets = TapeSecrets(passwords: nil, valuesToScrub: scrubbed)
      /// Writes `sentence` on standard error, values to scrub masked.
      func say(_ sentence: String) {
        StandardStreams.writeErrorLine(secrets.mask("mamsim: " + sentence))
      }
      guard
        let session = FrontSession.start(setup: setup, runtime: runtime, environment: environment)
      else {
        journal.remove()
        return ExitCode.failure
      }
      let size = session.terminal.size
      var generator = SystemRandomNumberGenerator()
      let passwords = setup.mdx.map(TapePasswords.init) ?? TapePasswords(setup.scenario)
      var recorder = KeystrokeRecorder(
        substitution: PinSubstitution(using: &generator), passwords: passwords,
        valuesToScrub: runtime.valuesToScrub, start: session.program.runtime.now)
      journal.write(tape(of: recorder.finishedPart, size: size, scrubbed, journal: true).text)
      let ending = session.run { step in
        recorder.record(step)
        journal.write(tape(of: recorder.finishedPart, size: size, scrubbed, journal: true).text)
      }
      let status = session.finish(ending)
      let finished = tape(of: recorder.built, size: size, scrubbed, journal: false)
      var written = options.tape
      if case .failure(let failure) = OutputFile.replace(at: options.tape, with: finished.text) {
        guard
          let rescued = TapeRescue.save(finished.text, for: options.tape, environment: environment)
        else {
          // Nowhere takes it: the journal, if it could be kept, holds all but the last run;
          // standard error gets the tape itself.
          say("cannot write the tape \(options.tape): \(failure.reason), nor anywhere else")
          if journal.failure == nil, journal.write(finished.text) {
            say("the tape is in its journal \(journal.path)")
          } else {
            say("here is the tape; save it as a .tape file:")
            StandardStreams.writeErrorLine(finished.text)
          }
          return ExitCode.failure
        }
        say(
          "cannot write the tape \(options.tape): \(failure.reason); the session is saved in "
            + "\(rescued) instead")
        written = rescued
        journal.remove()
        report(finished, path: written, say: say)
        return ExitCode.failure
      }
      journal.remove()
      report(finished, path: written, say: say)
      return status
    }

    /// Writes what became of the secrets typed, and where the stand-ins are, on standard error.
    private func report(_ tape: RecordedTape, path: String, say: (String) -> Void) {
      for sentence in tape.passwordReport { say(sentence) }
      for sentence in tape.standInReport(path: path) { say(sentence) }
    }

    /// The tape (or the journal) of what `lines` built, at the terminal size `size`, lines
    /// that hold a value of `scrubbed` masked.
    private func tape(
      of lines: TapeLineBuilder, size: TerminalSize, _ scrubbed: [String], journal: Bool
    ) -> RecordedTape {
      RecordedTape(
        width: size.columns, height: size.rows,
        scenarioPath: options.scenarioPath.map {
          RecordedTape.relativePath($0, from: tapeFolder, workingFolder: workingFolder)
        },
        settingsPath: options.settingsPath.map {
          RecordedTape.relativePath($0, from: tapeFolder, workingFolder: workingFolder)
        },
        appearance: options.appearance.flatMap(TapeAppearance.init(rawValue:)),
        language: setup.language == setup.replayLanguage ? nil : setup.language,
        replacedPins: lines.standIns.contains { $0.kind == .pin },
        replacedPasswords: lines.passwordsWritten, body: lines.lines,
        standIns: lines.standIns, valuesToScrub: scrubbed, isJournal: journal)
    }
  }
}
