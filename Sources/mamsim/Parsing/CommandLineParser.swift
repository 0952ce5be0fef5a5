import FoundationEssentials
import Replay
import Screens
import SessionEngine
import Walkthrough

/// Turns mamsim's arguments into a `Command`, or a usage error; it reads and runs nothing.
enum CommandLineParser {
  /// The command `arguments` (without the program name) ask for, or the first mistake in them.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else {
      let defaults = InteractiveOptions(
        scenarioPath: nil, settingsPath: nil, appearance: nil, statePath: nil, ephemeral: false)
      return .interactive(defaults)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h":
      return .help(try helpTopic(rest))
    case "--version":
      if let extra = rest.first {
        throw UsageError(message: "unexpected argument '\(extra)' after '--version'")
      }
      return .version
    default:
      break
    }
    if OptionScanner.looksLikeOption(first) {
      // `mamsim` alone means `mamsim run`, so run's options are taken without the word.
      let name = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
      if CommandTable.spec(.run).option(named: name) != nil {
        return try parse(["run"] + arguments)
      }
      throw unknownTopLevelOption(first)
    }
    guard let name = CommandName(rawValue: first) else {
      throw .unknownCommand(first)
    }
    let spec = CommandTable.spec(name)
    let parsed = try OptionScanner.scan(rest, for: spec)
    if parsed.wantsHelp { return .help(name) }
    // A bad number is told before a missing argument: `--jobs a.tape` took the tape as its
    // value, and saying so is clearer than asking for a tape.
    if name == .replay { _ = try replayNumbers(parsed, spec) }
    if let problem = operandProblem(parsed.operands, spec) { throw problem }
    return try build(name, parsed, spec)
  }

  /// The command a checked argument list stands for.
  private static func build(_ name: CommandName, _ parsed: ParsedArguments, _ spec: CommandSpec)
    throws(UsageError) -> Command
  {
    switch name {
    case .run: return try interactive(parsed, spec)
    case .check: return try check(parsed, spec)
    case .configure: return try configure(parsed, spec)
    case .scenario: return try scenarioAction(parsed.operands, parsed, spec)
    case .replay: return try replay(parsed, spec)
    case .present:
      return .present(
        PresentOptions(tape: parsed.operands.first ?? "", speed: try speed(parsed, spec)))
    case .record: return try record(parsed, spec)
    case .walkthrough: return try walkthrough(parsed, spec)
    case .reset:
      return .reset(
        ResetOptions(
          statePath: parsed.value(CommonOptions.state),
          bundleId: parsed.value(CommandTable.app)))
    case .inspect: return .inspect(statePath: parsed.value(CommonOptions.state))
    case .help: return .help(try helpTopic(parsed.operands))
    }
  }

  private static func check(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(UsageError)
    -> Command
  {
    let options = CheckOptions(
      files: parsed.operands, entitlementsPath: parsed.value(CommandTable.entitlements),
      linkedSDK: try linkedSDK(parsed, spec), github: parsed.has(CommandTable.github),
      json: parsed.has(CommandTable.json), language: try reportLanguage(parsed, spec))
    if options.github, options.json {
      throw .conflict(CommandTable.github, CommandTable.json, of: spec)
    }
    return .check(options)
  }

  private static func configure(_ parsed: ParsedArguments, _ spec: CommandSpec)
    throws(UsageError) -> Command
  {
    guard let info = parsed.value(CommandTable.infoInput) else {
      throw UsageError(
        message: "'configure' needs the Info.plist to configure: -i Info.plist", topic: spec.name)
    }
    return .configure(
      ConfigureOptions(
        infoPath: info, entitlementsPath: parsed.value(CommandTable.entitlementsInput),
        outputPath: parsed.value(CommandTable.plistOutput), linkedSDK: try linkedSDK(parsed, spec),
        language: try reportLanguage(parsed, spec)))
  }

  /// The iOS major version `--ios-sdk` names, the default without it, or a usage error.
  private static func linkedSDK(_ parsed: ParsedArguments, _ spec: CommandSpec)
    throws(UsageError) -> Int
  {
    guard let text = parsed.value(CommandTable.iosSDK) else {
      return IntuneURLSchemes.defaultLinkedSDK
    }
    guard let version = Int(text), (2...99).contains(version) else {
      throw UsageError(
        message: "'\(text)' is not a valid iOS version for option '--ios-sdk': give the major "
          + "version of the iOS SDK the app links against, such as 18",
        topic: spec.name)
    }
    return version
  }

  private static func interactive(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(UsageError)
    -> Command
  {
    let ephemeral = parsed.has(CommandTable.ephemeral)
    if ephemeral, parsed.value(CommonOptions.state) != nil {
      throw .conflict(CommonOptions.state, CommandTable.ephemeral, of: spec)
    }
    // --vendor picks a built-in scenario; a scenario file names its own vendor.
    if parsed.value(CommandTable.vendor) != nil, parsed.value(CommonOptions.scenario) != nil {
      throw .conflict(CommonOptions.scenario, CommandTable.vendor, of: spec)
    }
    let vendor = parsed.value(CommandTable.vendor).flatMap(ScenarioVendor.init(rawValue:))
    let language = try language(parsed, spec)
    return .interactive(
      InteractiveOptions(
        scenarioPath: parsed.value(CommonOptions.scenario),
        settingsPath: parsed.value(CommonOptions.settings),
        entitlementsPath: parsed.value(CommandTable.runEntitlements),
        appearance: parsed.value(CommonOptions.appearance),
        palette: parsed.value(CommonOptions.palette),
        statePath: parsed.value(CommonOptions.state),
        ephemeral: ephemeral, language: language, vendor: vendor ?? .intune))
  }

  /// The language `--lang` names (a catalog tag such as `zh-Hans`, or a locale such as
  /// `de_DE.UTF-8`), nil without the option, or a usage error listing the languages.
  /// The language a command that reads no scenario prints in: `--lang`, else the
  /// environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`), as a walkthrough's report chooses.
  private static func reportLanguage(_ parsed: ParsedArguments, _ spec: CommandSpec)
    throws(UsageError) -> Language
  {
    try language(parsed, spec)
      ?? Language.fromEnvironment(ProcessInfo.processInfo.environment)
  }

  private static func language(_ parsed: ParsedArguments, _ spec: CommandSpec)
    throws(UsageError) -> Language?
  {
    guard let tag = parsed.value(CommonOptions.language) else { return nil }
    if let language = Language(tag: tag) { return language }
    throw UsageError(
      message:
        "option '--lang' needs one of \(Language.tags.joined(separator: ", ")), not '\(tag)'",
      suggestion: nil, topic: spec.name)
  }

  private static func scenarioAction(
    _ operands: [String], _ parsed: ParsedArguments, _ spec: CommandSpec
  ) throws(UsageError) -> Command {
    let actions = ["print"]
    guard let action = operands.first else {
      throw UsageError(message: "'scenario' needs an action: 'scenario print'", topic: spec.name)
    }
    guard actions.contains(action) else {
      let suggestion = KeySuggestion.closest(to: action, in: actions)
      let known = suggestion == nil ? " (the only action is 'print')" : ""
      throw UsageError(
        message: "unknown action '\(action)' for 'scenario'\(known)", suggestion: suggestion,
        topic: spec.name)
    }
    let vendor = parsed.value(CommandTable.vendor).flatMap(ScenarioVendor.init(rawValue:))
    return .printScenario(vendor ?? .intune)
  }

  /// The whole number above 0 given to `option`, nil when the option is absent, or a usage
  /// error naming it.
  private static func count(_ option: OptionSpec, _ parsed: ParsedArguments, _ spec: CommandSpec)
    throws(UsageError) -> Int?
  {
    guard let text = parsed.value(option) else { return nil }
    guard let count = Int(text), count > 0 else {
      throw UsageError(
        message: "option '\(option.name)' needs a whole number above 0, not '\(text)'",
        topic: spec.name)
    }
    return count
  }

  /// The slowest and the fastest pace `--speed` takes: beyond them a pace means nothing to a
  /// viewer, and the clock's durations would overflow.
  static let speedRange = 0.01...1000.0

  /// The `--speed N` of `replay` and `present`: a decimal number in `speedRange`, 1 when not
  /// given.
  private static func speed(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(UsageError)
    -> Double
  {
    guard let text = parsed.value(CommandTable.speed) else { return 1 }
    // Digits and one point only: Double would also read `0x10`, `1e3` and `+2`.
    let decimal =
      !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
      && text.filter { $0 == "." }.count <= 1
    guard decimal, let number = Double(text), speedRange.contains(number) else {
      throw UsageError(
        message: "option '\(CommandTable.speed.name)' needs a number from 0.01 to 1000 "
          + "(2 plays twice as fast), not '\(text)'",
        topic: spec.name)
    }
    return number
  }

  /// The numbers `replay` was given (`--speed`, `--repeat`, `--jobs`, `--shard`), checked: a
  /// usage error for one that is not a number of its kind, and for `--speed` without `--live`,
  /// which a headless replay would ignore.
  private static func replayNumbers(_ parsed: ParsedArguments, _ spec: CommandSpec)
    throws(UsageError) -> (speed: Double, repeatCount: Int?, jobs: Int?, shard: TapeShard?)
  {
    let speed = try speed(parsed, spec)
    if parsed.value(CommandTable.speed) != nil, !parsed.has(CommandTable.live) {
      throw UsageError(
        message: "option '\(CommandTable.speed.name)' sets the pace of a live replay; give "
          + "'\(CommandTable.live.name)' with it (a headless replay takes no real time)",
        topic: spec.name)
    }
    let repeatCount = try count(CommandTable.repeatCount, parsed, spec)
    let jobs = try count(CommandTable.jobs, parsed, spec)
    var shard: TapeShard?
    if let text = parsed.value(CommandTable.shard) {
      guard let part = TapeShard(parsing: text) else {
        throw UsageError(
          message: "option '\(CommandTable.shard.name)' needs K/N with 1 <= K <= N, "
            + "such as 2/3, not '\(text)'",
          topic: spec.name)
      }
      shard = part
    }
    return (speed, repeatCount, jobs, shard)
  }

  private static func replay(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(UsageError)
    -> Command
  {
    let (speed, repeatCount, jobs, shard) = try replayNumbers(parsed, spec)
    // Every output goes into --output-dir when it is given, so --svg DIR could not be obeyed.
    if parsed.value(CommandTable.svg) != nil, parsed.value(CommandTable.outputDirectory) != nil {
      throw .conflict(CommandTable.outputDirectory, CommandTable.svg, of: spec)
    }
    if parsed.value(CommandTable.gif) != nil, parsed.value(CommandTable.outputDirectory) != nil {
      throw .conflict(CommandTable.outputDirectory, CommandTable.gif, of: spec)
    }
    return .replay(
      ReplayOptions(
        tapes: parsed.operands,
        updateSnapshots: parsed.has(CommandTable.updateSnapshots),
        live: parsed.has(CommandTable.live),
        speed: speed,
        statePath: parsed.value(CommonOptions.state),
        outputDirectory: parsed.value(CommandTable.outputDirectory),
        repeatCount: repeatCount ?? 1, jobs: jobs, junitPath: parsed.value(CommandTable.junit),
        github: parsed.has(CommandTable.github), shard: shard,
        svgDirectory: parsed.value(CommandTable.svg),
        gifDirectory: parsed.value(CommandTable.gif),
        slide: parsed.value(CommandTable.slide).flatMap(TapeSlide.init(rawValue:))))
  }

  private static func walkthrough(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(UsageError)
    -> Command
  {
    let name = parsed.operands.first ?? ""
    guard let kind = WalkthroughKind(rawValue: name) else {
      let known = WalkthroughKind.allCases.map(\.rawValue)
      throw UsageError(
        message: "unknown test '\(name)': use \(known.joined(separator: " or "))",
        suggestion: KeySuggestion.closest(to: name, in: known), topic: spec.name)
    }
    let report = parsed.value(CommandTable.report)
    if let report, !report.hasSuffix(".md"), !report.hasSuffix(".json") {
      throw UsageError(
        message: "option '--report' needs a file ending in .md or .json, not '\(report)'",
        topic: spec.name)
    }
    let language = try language(parsed, spec)
    let settings = parsed.value(CommonOptions.settings)
    let entitlements = parsed.value(CommandTable.entitlements)
    if kind == .integration, settings == nil {
      throw UsageError(
        message:
          "'walkthrough integration' needs the app's Info.plist: --settings Info.plist"
          + " [--entitlements App.entitlements]",
        topic: spec.name)
    }
    if kind != .integration, entitlements != nil || parsed.value(CommandTable.iosSDK) != nil {
      let given = [CommandTable.entitlements, CommandTable.iosSDK]
        .filter { parsed.value($0) != nil }.map { "'\($0.name)'" }
      throw UsageError(
        message:
          "\(given.count == 1 ? "option" : "options") \(given.joined(separator: " and ")) "
          + "\(given.count == 1 ? "is" : "are") for 'walkthrough integration' only",
        topic: spec.name)
    }
    return .walkthrough(
      WalkthroughOptions(
        kind: kind, scenarioPath: parsed.value(CommonOptions.scenario),
        settingsPath: settings, appearance: parsed.value(CommonOptions.appearance),
        palette: parsed.value(CommonOptions.palette), reportPath: report, language: language,
        entitlementsPath: entitlements, linkedSDK: try linkedSDK(parsed, spec)))
  }

  private static func record(_ parsed: ParsedArguments, _ spec: CommandSpec) throws(UsageError)
    -> Command
  {
    let language = try language(parsed, spec)
    return .record(
      RecordOptions(
        tape: parsed.operands.first ?? "",
        force: parsed.has(CommandTable.force),
        scenarioPath: parsed.value(CommonOptions.scenario),
        settingsPath: parsed.value(CommonOptions.settings),
        appearance: parsed.value(CommonOptions.appearance),
        palette: parsed.value(CommonOptions.palette), language: language))
  }

  /// The command `help` was asked about: none, or one known command.
  private static func helpTopic(_ operands: [String]) throws(UsageError) -> CommandName? {
    guard let topic = operands.first else { return nil }
    if operands.count > 1 {
      throw .extraArgument(operands[1], of: CommandTable.spec(.help))
    }
    guard let name = CommandName(rawValue: topic) else {
      throw .unknownCommand(topic)
    }
    return name
  }

  /// Too few or too many plain arguments, if so.
  private static func operandProblem(_ operands: [String], _ spec: CommandSpec) -> UsageError? {
    if operands.count < spec.operands.minimum { return .missingOperand(of: spec) }
    if let maximum = spec.operands.maximum, operands.count > maximum {
      return .extraArgument(operands[maximum], of: spec)
    }
    return nil
  }

  /// An option written before any command that is neither `--help`, `--version` nor one of run's.
  private static func unknownTopLevelOption(_ option: String) -> UsageError {
    let name = option.split(separator: "=", maxSplits: 1).first.map(String.init) ?? option
    let known = ["--help", "--version"] + CommandTable.spec(.run).options.map(\.name)
    return UsageError(
      message: "unknown option '\(name)'",
      suggestion: KeySuggestion.closest(to: name, in: known), topic: nil)
  }
}
