/// The command line of `mamsim-fuzz` after the reader's name.
struct FuzzOptions {
  /// The run's seed (`--seed`).
  var seed: UInt64 = 1
  /// The index of the first input (`--start`).
  var start: UInt64 = 0
  /// How many inputs to make (`--count`).
  var count: UInt64 = 1000
  /// A file each input is written to before it is read (`--log`), to keep one that crashes.
  var logFile: String?
  /// A folder to write the inputs to instead of reading them (`--emit`).
  var emitFolder: String?
  /// The folder slow inputs are saved in (`--slow-dir`).
  var slowFolder = "."
  /// The seed files.
  var seedFiles: [String] = []

  /// Reads `arguments`; an unknown option or a bad number is taken as a seed file name.
  init(_ arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--seed": seed = rest.popFirst().flatMap { UInt64($0) } ?? seed
      case "--start": start = rest.popFirst().flatMap { UInt64($0) } ?? start
      case "--count": count = rest.popFirst().flatMap { UInt64($0) } ?? count
      case "--log": logFile = rest.popFirst()
      case "--emit": emitFolder = rest.popFirst()
      case "--slow-dir": slowFolder = rest.popFirst() ?? slowFolder
      default: seedFiles.append(argument)
      }
    }
  }
}
