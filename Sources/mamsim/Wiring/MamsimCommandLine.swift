/// The whole program: parse the arguments, run the command, return the exit status.
enum MamsimCommandLine {
  /// Runs mamsim with `arguments` (without the program name); returns the exit status.
  static func run(arguments: [String]) -> Int32 {
    if arguments.first == StoreStressCommand.name {
      return StoreStressCommand.run(Array(arguments.dropFirst()))
    }
    let command: Command
    do {
      command = try CommandLineParser.parse(arguments)
    } catch {
      StandardStreams.writeErrorLine(error.description)
      return ExitCode.usage
    }
    return run(command)
  }

  /// Runs an already parsed command.
  static func run(_ command: Command) -> Int32 {
    switch command {
    case .interactive(let options): return InteractiveCommand.run(options)
    case .check(let options): return CheckCommand.run(options)
    case .configure(let options): return ConfigureCommand.run(options)
    case .printScenario(let vendor): return ScenarioCommand.printEmbedded(vendor)
    case .replay(let options): return ReplayCommand.run(options)
    case .present(let options): return PresentCommand.run(options)
    case .record(let options): return ReplayCommand.record(options)
    case .walkthrough(let options): return WalkthroughCommand.run(options)
    case .reset(let options): return ResetCommand.run(options)
    case .inspect(let statePath): return InspectCommand.run(statePath: statePath)
    case .help(let topic):
      StandardStreams.writeLine(HelpText.text(for: topic))
      return ExitCode.success
    case .version:
      StandardStreams.writeLine(Version.line)
      return ExitCode.success
    }
  }
}
