import FoundationEssentials
import SessionEngine

/// `mamsim-fuzz READER [--seed N] [--start I] [--count C] [--log FILE] [--emit DIR]
/// [--slow-dir DIR] SEED_FILE...`: reads mutated seed files with one reader, in process.
///
/// READER is tape, xml-plist, binary-plist or scenario. Input I of seed N is always the same, so
/// bench/fuzz.sh runs batches in child processes and, when one dies, runs it again with `--log`
/// to keep the input that killed it. An input that takes more than a second is saved in
/// `--slow-dir` and makes the exit status 3. `--emit` writes the inputs to a folder instead of
/// reading them, for checking the exit codes of `mamsim check` on them.
enum FuzzCommand {
  /// Runs the command; the process's exit status.
  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first, let reader = FuzzReader(rawValue: first) else {
      let names = FuzzReader.allCases.map(\.rawValue).joined(separator: ", ")
      print("usage: mamsim-fuzz READER [--seed N] [--start I] [--count C] [--log FILE]")
      print("                   [--emit DIR] [--slow-dir DIR] SEED_FILE...   (READER: \(names))")
      return 2
    }
    let options = FuzzOptions(Array(arguments.dropFirst()))
    var corpus: [[UInt8]] = []
    for path in options.seedFiles {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("mamsim-fuzz: cannot read the seed file \(path)")
        return 2
      }
      corpus.append(Array(data))
    }
    let mutator = Mutator(corpus: corpus, tokens: reader.tokens, keepsMagic: reader == .binaryPlist)
    let clock = ContinuousClock()
    var slowest = Duration.zero
    var slowCount = 0
    var kept = 0
    for index in options.start..<(options.start + options.count) {
      let input = mutator.input(seed: options.seed, index: index)
      if let emit = options.emitFolder {
        let name = "\(emit)/\(reader.rawValue)-\(options.seed)-\(index).\(reader.fileExtension)"
        _ = OutputFile.replace(at: name, with: input)
        continue
      }
      if let log = options.logFile {
        _ = OutputFile.replace(at: log, with: input)
      }
      let start = clock.now
      kept &+= reader.run(input)
      let elapsed = clock.now - start
      if elapsed > slowest { slowest = elapsed }
      if elapsed > .seconds(1) {
        slowCount += 1
        let name = "\(options.slowFolder)/slow-\(reader.rawValue)-\(options.seed)-\(index).bin"
        _ = OutputFile.replace(at: name, with: input)
        print("slow: input \(index) took \(elapsed), saved as \(name)")
      }
    }
    print(
      "\(reader.rawValue): \(options.count) inputs from \(options.start), seed \(options.seed), "
        + "slowest \(slowest.wholeMillisecondsForReport) ms, \(slowCount) slow "
        + "(\(kept % 2) parity of diagnostics)")
    return slowCount > 0 ? 3 : 0
  }
}

extension Duration {
  /// The duration in whole milliseconds, for the run's summary line.
  fileprivate var wholeMillisecondsForReport: Int64 {
    components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
  }
}
