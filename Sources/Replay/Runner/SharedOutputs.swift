/// The files the tapes of one suite write, so that a tape writing a file an earlier tape of the
/// suite also writes is warned about at its line: the later one's replaces the earlier one's,
/// with no error (each tape is right on its own; inside one tape the same is an error).
///
/// The files a tape itself names are compared (`Output`, `Screenshot`), as they land with the
/// runner's options (`--output-dir`), and the `--svg` and `--gif` recordings, which are named
/// after the tape without its folder (`a/t.tape` and `b/t.tape` both record `t.svg`).
struct SharedOutputs {
  /// How paths are compared.
  let paths: CanonicalPath
  /// Each file written so far, canonical, with the tape that wrote it first.
  private var writers: [String: String] = [:]

  /// A record of the suite's files, comparing paths with `paths`.
  init(paths: CanonicalPath) {
    self.paths = paths
  }

  /// Adds `tape`'s files, played with `options`; a warning, added to the tape's, at each line
  /// naming a file an earlier tape writes.
  mutating func record(_ tape: inout Tape, options: RunnerOptions) {
    guard options.writesOutputs else { return }
    var named: [(path: String, location: SourceLocation)] = []
    for output in tape.outputs {
      if let location = tape.outputLocations[output.path] { named.append((output.path, location)) }
    }
    for step in tape.steps {
      if case .screenshot(let path) = step.command { named.append((path, step.pathLocation)) }
    }
    var own: [String: String] = [:]
    for output in options.folderOutputs(forTape: tape.file) {
      let written = paths.of(output.path)
      if let earlier = writers[written], earlier != tape.file {
        tape.warnings.append(
          TapeDiagnostic(
            SourceLocation(file: tape.file, line: 1, column: 1),
            "its recording \(output.path) is also made of \(earlier), a tape before this one "
              + "in the same replay, with the same file name: this tape's replaces it",
            hint: .note("give the tapes different file names"), severity: .warning))
      }
      own[written] = tape.file
    }
    for (path, location) in named {
      let written = paths.of(options.outputPath(path, tapeFolder: tape.folder))
      if let earlier = writers[written], earlier != tape.file {
        tape.warnings.append(
          TapeDiagnostic(
            location,
            "\(TapeQuoting.quoted(path)) is also written by \(earlier), a tape before this one "
              + "in the same replay: this tape's replaces it",
            hint: .note("give one of them another file name, or --output-dir"),
            severity: .warning))
      }
      own[written] = tape.file
    }
    writers.merge(own) { earlier, _ in earlier }
  }
}
