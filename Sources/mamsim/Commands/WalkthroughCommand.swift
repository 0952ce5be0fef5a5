import FoundationEssentials
import Screens
import SessionEngine
import Strings
import Walkthrough

/// Options of `mamsim walkthrough`.
struct WalkthroughOptions: Equatable {
  /// Which test.
  var kind: WalkthroughKind
  /// The scenario file, or nil for the built-in scenario.
  var scenarioPath: String?
  /// The settings plist or Info.plist, if any.
  var settingsPath: String?
  /// `light` or `dark`, if given.
  var appearance: String?
  /// `ask`, `redefine` or `fixed`, if given.
  var palette: String? = nil
  /// Where to write the report (`.md` or `.json`), if anywhere.
  var reportPath: String?
  /// The phone's language, if `--lang` gave one.
  var language: Language? = nil
}

/// Runs a guided walkthrough in the interactive emulator and reports how it went.
enum WalkthroughCommand {
  /// Runs the walkthrough; 0 only when every step passed.
  static func run(_ options: WalkthroughOptions) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    guard
      let setup = FrontSetup.load(
        scenarioPath: options.scenarioPath, settingsPath: options.settingsPath,
        appearance: options.appearance, language: options.language, palette: options.palette,
        vendor: options.kind.vendor, environment: environment)
    else { return ExitCode.failure }
    let vendor: ScenarioVendor = setup.mdx == nil ? .intune : .citrix
    guard options.kind.vendor == vendor else {
      StandardStreams.writeErrorLine(
        "mamsim: the \(options.kind.rawValue) walkthrough needs "
          + (options.kind.vendor == .citrix
            ? "a Citrix scenario (\"vendor\": \"citrix\")" : "an Intune scenario"))
      return ExitCode.failure
    }
    if setup.mdx == nil {
      let problems = Walkthrough.preflight(
        kind: options.kind, scenario: setup.scenario,
        strings: StringTable(language: setup.language))
      guard problems.isEmpty else {
        StandardStreams.writeErrorLine(
          "mamsim: this scenario cannot pass the \(options.kind.title.lowercased()):")
        for problem in problems { StandardStreams.writeErrorLine("  \(problem)") }
        return ExitCode.failure
      }
    }
    return setup.withRuntime(
      on: .memory, Guide(options: options, setup: setup, environment: environment))
      ?? ExitCode.failure
  }

  /// Walks the user through the test over the runtime, then reports.
  private struct Guide: FrontSessionUser {
    let options: WalkthroughOptions
    let setup: FrontSetup
    let environment: [String: String]

    func use<Session: PhoneSession>(_ runtime: Session) -> Int32 {
      guard
        let session = FrontSession.start(setup: setup, runtime: runtime, environment: environment)
      else { return ExitCode.failure }
      session.program.startWalkthrough(options.kind)
      let ending = session.run()
      let status = session.finish(ending)
      guard let walkthrough = session.program.walkthrough else { return ExitCode.failure }
      let scrubber = LogScrubber(values: runtime.valuesToScrub)
      let markdown = scrubber.scrub(runtime.walkthroughReport(walkthrough, json: false))
      StandardStreams.writeText(markdown)
      if let path = options.reportPath {
        let text =
          path.hasSuffix(".json") ? runtime.walkthroughReport(walkthrough, json: true) : markdown
        if case .failure(let failure) = OutputFile.replace(at: path, with: text) {
          StandardStreams.writeErrorLine(
            "mamsim: cannot write the report to \(path): \(failure.reason)")
          return ExitCode.failure
        }
      }
      if case .signal = ending { return status }
      return walkthrough.isComplete ? ExitCode.success : ExitCode.failure
    }
  }
}
