import FoundationEssentials
import Replay
import Screens
import SessionEngine

/// `mamsim record`: an interactive session whose keys and pauses are written as a tape.
enum RecordCommand {
  /// Records a session into `options.tape`; returns the exit status.
  static func run(_ options: RecordOptions) -> Int32 {
    let files = FileManager.default
    if files.fileExists(atPath: options.tape), !options.force {
      StandardStreams.writeErrorLine(
        "mamsim: \(options.tape) already exists; give --force to replace it")
      return ExitCode.failure
    }
    let tapeFolder = TapePath.folder(of: options.tape)
    var isFolder = false
    guard files.fileExists(atPath: tapeFolder, isDirectory: &isFolder), isFolder else {
      StandardStreams.writeErrorLine(
        "mamsim: cannot write \(options.tape): the folder \(tapeFolder) does not exist")
      return ExitCode.failure
    }
    let environment = ProcessInfo.processInfo.environment
    guard
      let setup = FrontSetup.load(
        scenarioPath: options.scenarioPath, settingsPath: options.settingsPath,
        appearance: options.appearance, language: options.language, palette: options.palette,
        environment: environment)
    else { return ExitCode.failure }
    let recording = Recording(
      options: options, setup: setup, environment: environment, tapeFolder: tapeFolder,
      workingFolder: files.currentDirectoryPath)
    return setup.withRuntime(on: .memory, recording) ?? ExitCode.failure
  }

  /// Records a session over the runtime, then writes the tape.
  private struct Recording: FrontSessionUser {
    let options: RecordOptions
    let setup: FrontSetup
    let environment: [String: String]
    let tapeFolder: String
    let workingFolder: String

    func use<Session: PhoneSession>(_ runtime: Session) -> Int32 {
      guard
        let session = FrontSession.start(setup: setup, runtime: runtime, environment: environment)
      else { return ExitCode.failure }
      let size = session.terminal.size
      var generator = SystemRandomNumberGenerator()
      let passwords = setup.mdx.map(TapePasswords.init) ?? TapePasswords(setup.scenario)
      var recorder = KeystrokeRecorder(
        substitution: PinSubstitution(using: &generator), passwords: passwords,
        start: session.program.runtime.now)
      let ending = session.run { step in recorder.record(step) }
      let status = session.finish(ending)
      let tape = RecordedTape(
        width: size.columns, height: size.rows,
        scenarioPath: options.scenarioPath.map {
          RecordedTape.relativePath($0, from: tapeFolder, workingFolder: workingFolder)
        },
        settingsPath: options.settingsPath.map {
          RecordedTape.relativePath($0, from: tapeFolder, workingFolder: workingFolder)
        },
        appearance: options.appearance.flatMap(TapeAppearance.init(rawValue:)),
        language: setup.language == setup.replayLanguage ? nil : setup.language,
        replacedPins: recorder.replacedPins, replacedPasswords: recorder.replacedPasswords,
        body: recorder.lines)
      if case .failure(let failure) = OutputFile.replace(at: options.tape, with: tape.text) {
        StandardStreams.writeErrorLine(
          "mamsim: cannot write the tape \(options.tape): \(failure.reason)")
        return ExitCode.failure
      }
      for sentence in tape.passwordReport { StandardStreams.writeErrorLine("mamsim: " + sentence) }
      return status
    }
  }
}
