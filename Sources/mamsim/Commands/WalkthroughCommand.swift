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
  /// The app's entitlements, for the integration walkthrough (`--entitlements`).
  var entitlementsPath: String? = nil
  /// The iOS SDK the app links against (`--ios-sdk`), for the integration walkthrough.
  var linkedSDK: Int = IntuneURLSchemes.defaultLinkedSDK
}

/// Runs a guided walkthrough in the interactive emulator and reports how it went.
enum WalkthroughCommand {
  /// Runs the walkthrough; 0 only when every step passed.
  static func run(_ options: WalkthroughOptions) -> Int32 {
    // Refused before the terminal is taken, so that no walkthrough is done for nothing.
    if let report = reportFile(options), let refusal = report.refusal(inputs: inputs(options)) {
      StandardStreams.writeErrorLine(refusal)
      return ExitCode.failure
    }
    let environment = ProcessInfo.processInfo.environment
    var integration: IntegrationFileCheck.Reading?
    // The settings file is read once: the check and the emulator use the same bytes, so a
    // pipe (`--settings <(…)`) is not found empty the second time.
    var settingsData: Data?
    if let info = options.settingsPath, case .success(let data) = BoundedFile.contents(of: info) {
      settingsData = data
    }
    if options.kind == .integration, let info = options.settingsPath {
      let reading =
        settingsData.map {
          IntegrationFileCheck.read(
            info: info, data: $0, entitlements: options.entitlementsPath,
            linkedSDK: options.linkedSDK)
        }
        ?? IntegrationFileCheck.read(
          info: info, entitlements: options.entitlementsPath, linkedSDK: options.linkedSDK)
      guard !reading.isBroken else {
        reportBroken(
          info: info, data: settingsData, blocking: reading.blocking, options,
          environment: environment)
        return ExitCode.failure
      }
      integration = reading
    }
    guard
      let setup = FrontSetup.load(
        scenarioPath: options.scenarioPath, settingsPath: options.settingsPath,
        settingsData: settingsData,
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
    let guide = Guide(
      options: options, setup: setup, environment: environment,
      integration: integration?.report)
    return setup.withRuntime(on: .memory, guide) ?? ExitCode.failure
  }

  /// The report `--report` asks for, if it does.
  private static func reportFile(_ options: WalkthroughOptions) -> ReportFile? {
    options.reportPath.map { ReportFile(kind: .walkthrough, path: $0, option: "--report") }
  }

  /// The files the walkthrough reads: its scenario, settings and entitlements.
  private static func inputs(_ options: WalkthroughOptions) -> [String] {
    [options.scenarioPath, options.settingsPath, options.entitlementsPath].compactMap { $0 }
  }

  /// Prints what `mamsim check` prints of the app's files (they cannot be used as they are),
  /// in the language check would use.
  private static func reportBroken(
    info: String, data: Data?, blocking: [Diagnostic], _ options: WalkthroughOptions,
    environment: [String: String]
  ) {
    let check = CheckOptions(
      files: [info], entitlementsPath: options.entitlementsPath, linkedSDK: options.linkedSDK,
      language: options.language ?? Language.fromEnvironment(environment))
    let results =
      data.map {
        IntegrationFileCheck.pair(
          info: info, data: $0, entitlements: options.entitlementsPath, check)
      } ?? IntegrationFileCheck.pair(info: info, entitlements: options.entitlementsPath, check)
    for result in results {
      for line in result.lines { StandardStreams.writeErrorLine(line) }
      StandardStreams.writeErrorLine(result.summary)
    }
    guard !blocking.isEmpty else {
      StandardStreams.writeErrorLine(
        "mamsim: the integration walkthrough needs files the emulator can start with; fix the "
          + "errors above")
      return
    }
    // Only these keep it from starting; the walkthrough's checklist lists the others.
    StandardStreams.writeErrorLine(
      "mamsim: the integration walkthrough cannot start until "
        + (blocking.count == 1 ? "this is" : "these are")
        + " fixed (its checklist shows the other findings above):")
    for problem in blocking { StandardStreams.writeErrorLine("  \(problem.description)") }
  }

  /// Walks the user through the test over the runtime, then reports.
  private struct Guide: FrontSessionUser {
    let options: WalkthroughOptions
    let setup: FrontSetup
    let environment: [String: String]
    /// The check of the app's files, for the integration walkthrough.
    let integration: IntegrationReport?

    func use<Session: PhoneSession>(_ runtime: Session, record _: TimeAway.Record?) -> Int32 {
      guard
        let session = FrontSession.start(setup: setup, runtime: runtime, environment: environment)
      else { return ExitCode.failure }
      let files = [options.settingsPath, options.entitlementsPath].compactMap { $0 }
      session.program.startWalkthrough(options.kind, integration: integration, files: files)
      let ending = session.run()
      let status = session.finish(ending)
      guard let walkthrough = session.program.walkthrough else { return ExitCode.failure }
      let scrubber = LogScrubber(values: runtime.valuesToScrub)
      let markdown = scrubber.scrub(runtime.walkthroughReport(walkthrough, json: false))
      StandardStreams.writeText(markdown)
      if let report = WalkthroughCommand.reportFile(options) {
        let path = report.path
        if let refusal = report.refusal(inputs: WalkthroughCommand.inputs(options)) {
          StandardStreams.writeErrorLine(refusal)
          return ExitCode.failure
        }
        let text =
          path.hasSuffix(".json") ? runtime.walkthroughReport(walkthrough, json: true) : markdown
        if case .failure(let failure) = report.save(text) {
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
