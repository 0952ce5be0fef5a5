import CursesTerminal
import FoundationEssentials
import Replay
import Screens
import SessionEngine
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Options of `mamsim replay`.
struct ReplayOptions: Equatable {
  /// The tapes to play, in order.
  var tapes: [String]
  /// Whether to write snapshots instead of comparing them.
  var updateSnapshots: Bool
  /// Whether to draw the replay in the terminal as it plays.
  var live: Bool
  /// How many times faster than typed a live replay plays; always positive.
  var speed: Double
  /// The folder of a persistent simulated device, if given.
  var statePath: String?
  /// The folder for the tapes' output files, if given.
  var outputDirectory: String?
  /// How many times to play each tape (for benchmarks; above 1, no outputs are written).
  var repeatCount: Int = 1
  /// How many tapes (or, with `repeatCount`, copies of a tape) play at a time, if given (else
  /// one per processor).
  var jobs: Int? = nil
  /// Where to write a JUnit XML report of the results, if asked.
  var junitPath: String? = nil
  /// Whether to print failures as GitHub Actions annotations too.
  var github: Bool = false
  /// The part of the tapes to play, if the run is one of several.
  var shard: TapeShard? = nil
  /// The folder to write each tape's animated SVG into, if asked.
  var svgDirectory: String? = nil
  /// The folder to write each tape's animated GIF into, if asked.
  var gifDirectory: String? = nil
  /// How every tape's recordings are framed, if `--slide` says (else each tape's `Set Slide`).
  var slide: TapeSlide? = nil

  /// The tapes this run plays: all of them, or those of its shard.
  var selectedTapes: [String] { shard?.select(tapes) ?? tapes }
}

/// Options of `mamsim record`.
struct RecordOptions: Equatable {
  /// The tape file to write.
  var tape: String
  /// Whether an existing tape may be replaced.
  var force: Bool
  /// The scenario file to simulate, or nil for the built-in scenario.
  var scenarioPath: String?
  /// The settings plist or Info.plist giving the app's IntuneMAMSettings, if any.
  var settingsPath: String?
  /// `light` or `dark`, if given.
  var appearance: String?
  /// `ask`, `redefine` or `fixed`, if given.
  var palette: String? = nil
  /// The phone's language, if `--lang` gave one.
  var language: Language? = nil
}

/// Plays and records tapes.
enum ReplayCommand {
  /// Plays the tapes in `options` headless; prints a line per tape and a summary line; returns
  /// the exit status (1 when any tape failed or could not be read).
  ///
  /// A termination signal (Ctrl-C, SIGTERM from a CI timeout) stops the tapes after their
  /// current step and the outputs before they are written, ffmpeg included: the tapes' results
  /// so far are told, no file is left half-made or replaced (the JUnit report neither), and the
  /// process ends by the signal.
  static func run(_ options: ReplayOptions) -> Int32 {
    if let refusal = folderRefusal(options) {
      StandardStreams.writeErrorLine(refusal.description)
      return ExitCode.usage
    }
    if let report = junitFile(options), let refusal = report.refusal(inputs: options.tapes) {
      StandardStreams.writeErrorLine(refusal)
      return ExitCode.failure
    }
    let runs = max(1, options.repeatCount)
    // The report says what failed with the failing step's own screen, so no result keeps the
    // last screen's text (reading it cost ≈ 0.09 M instructions a tape).
    var runnerOptions = RunnerOptions(
      updateSnapshots: options.updateSnapshots, outputDirectory: options.outputDirectory,
      writesOutputs: runs == 1, keepsFinalScreen: false,
      svgDirectory: options.svgDirectory, gifDirectory: options.gifDirectory)
    runnerOptions.slide = options.slide
    if let junit = options.junitPath { runnerOptions.reservedFiles = [junit: "--junit"] }
    let runner = TapeRunner(
      options: runnerOptions, devices: StoredTapeDevices(defaultStatePath: options.statePath))
    if options.live { return live(options, runner: runner) }
    // Before any tape's thread starts, so that every thread inherits it.
    let signalMask = TerminationSignals.block()
    defer { TerminationSignals.restore(signalMask) }
    var passed = 0
    var failed = 0
    var report = JUnitReport()
    // Every result is told in the order the tapes were given, whichever finished first.
    let tell = { (result: TapeResult, played: Int) in
      if result.passed { passed += 1 } else { failed += 1 }
      report.add(result)
      // A tape's name may hold a line break or an escape: each line of the report stays one
      // line (as check's do), so that no part of it reads as a line of its own.
      for line in ReplayReport.lines(for: result, runs: played) {
        StandardStreams.writeSingleLine(line)
      }
      if options.github {
        for line in GitHubAnnotations.lines(for: result, workspace: githubWorkspace) {
          StandardStreams.writeLine(line)
        }
      }
    }
    // A stored device (--state) is one for every tape: they play one at a time.
    let workers =
      options.statePath == nil ? options.jobs ?? ProcessInfo.processInfo.activeProcessorCount : 1
    if runs == 1 {
      // Different tapes side by side, each on its own fresh device; tapes that share a file,
      // ffmpeg or a stored device keep their order (TapeClaims).
      runner.run(paths: options.selectedTapes, workers: workers) { _, result in tell(result, 1) }
    } else {
      for path in options.selectedTapes {
        // Repeats read the tape once and play it on every processor (each play on its own
        // fresh device; one at a time when plays keep a device in a state folder): the runs
        // measure playing, not reading the file. A tape that cannot be read is reported as a
        // single run.
        if case .success(let tape) = TapeLoader.load(path: path) {
          let plays = runner.play(tape, times: runs, workers: workers)
          tell(plays.result, plays.played)
        } else {
          tell(runner.run(path: path), 1)
        }
      }
    }
    StandardStreams.writeLine(ReplayReport.summary(passed: passed, failed: failed))
    if let signal = TerminationSignals.take() {
      let report = options.junitPath == nil ? "" : " and the JUnit report"
      StandardStreams.writeErrorLine(
        "mamsim: stopped by \(TerminationSignals.name(of: signal)); the outputs not yet "
          + "written\(report) were left as they were")
      return 128 + signal
    }
    let written = writeReport(report, options)
    return failed == 0 && written ? ExitCode.success : ExitCode.failure
  }

  /// A usage error for a folder option (`--output-dir`, `--svg`, `--gif`) naming something
  /// that is not a folder and could not become one (a file there, or a file on the way), told
  /// before any tape plays rather than after each.
  static func folderRefusal(_ options: ReplayOptions) -> UsageError? {
    let folders = [
      (CommandTable.outputDirectory, options.outputDirectory),
      (CommandTable.svg, options.svgDirectory), (CommandTable.gif, options.gifDirectory),
    ]
    for case (let option, let path?) in folders {
      guard let blocker = nonFolder(on: path) else { continue }
      let what = blocker == path ? "'\(path)' is" : "'\(blocker)', on the way to it, is"
      return UsageError(
        message: "option '\(option.name)' needs a folder, but \(what) a file",
        topic: .replay)
    }
    return nil
  }

  /// The first part of `path` (itself or a folder on the way) that exists and is not a folder.
  private static func nonFolder(on path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix == "/" ? "" : "/") + part
      var info = stat()
      guard stat(prefix, &info) == 0 else { return nil }
      if (info.st_mode & S_IFMT) != S_IFDIR { return prefix }
    }
    return nil
  }

  /// The folder GitHub annotations name files relative to: `GITHUB_WORKSPACE` when set, else
  /// the working folder (nil).
  private static var githubWorkspace: String? {
    guard let workspace = ProcessEnvironment.current()["GITHUB_WORKSPACE"], !workspace.isEmpty
    else { return nil }
    return workspace
  }

  /// The JUnit report `--junit` asks for, if it does.
  private static func junitFile(_ options: ReplayOptions) -> ReportFile? {
    options.junitPath.map { ReportFile(kind: .junit, path: $0, option: "--junit") }
  }

  /// Writes `report` where `--junit` asks, if it does; says why on standard error and returns
  /// false when the file cannot be written, or is no longer one a report may replace.
  private static func writeReport(_ report: JUnitReport, _ options: ReplayOptions) -> Bool {
    guard let file = junitFile(options) else { return true }
    let path = file.path
    if let refusal = file.refusal(inputs: options.tapes) {
      StandardStreams.writeErrorLine(refusal)
      return false
    }
    switch file.save(report.render()) {
    case .success:
      return true
    case .failure(let failure):
      StandardStreams.writeErrorLine(
        "mamsim: cannot write the JUnit report to \(path): \(failure.reason)")
      return false
    }
  }

  /// Plays the tapes live on this terminal, one after the other, then prints their results.
  private static func live(_ options: ReplayOptions, runner: TapeRunner) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    guard let terminal = LiveTerminal.open(environment: environment) else {
      return ExitCode.failure
    }
    let viewer = LiveViewer(
      terminal: GlyphTerminal(terminal, glyphs: GlyphSet.detect(environment: environment)),
      speed: options.speed)
    var results: [TapeResult] = []
    let tapes = options.selectedTapes
    for path in tapes {
      let result = runner.run(path: path, viewer: viewer)
      results.append(result)
      if viewer.signal != nil
        || result.failures.contains(where: { $0.message == "stopped by the viewer" })
      {
        break
      }
    }
    terminal.restore()
    var report = JUnitReport()
    for result in results {
      report.add(result)
      for line in ReplayReport.lines(for: result) { StandardStreams.writeSingleLine(line) }
      if options.github {
        for line in GitHubAnnotations.lines(for: result, workspace: githubWorkspace) {
          StandardStreams.writeLine(line)
        }
      }
    }
    for path in tapes.dropFirst(results.count) {
      report.addSkipped(file: path, reason: "not played: the live replay was stopped")
    }
    let passed = results.filter(\.passed).count
    StandardStreams.writeLine(ReplayReport.summary(passed: passed, failed: tapes.count - passed))
    let written = writeReport(report, options)
    if let signal = viewer.signal { return 128 + signal }
    return passed == tapes.count && written ? ExitCode.success : ExitCode.failure
  }

  /// Records a tape as `options` say; returns the exit status.
  static func record(_ options: RecordOptions) -> Int32 {
    RecordCommand.run(options)
  }
}
