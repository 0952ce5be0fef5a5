/// Where a tape's outputs land once the runner's options have placed them (`--output-dir`,
/// `--svg`, `--gif`), and the refusal of one that lands where another output of the tape, or
/// one of the tape's inputs, already is.
///
/// The loader refuses two lines naming one file, and an output naming an input, in the tape's
/// own folder; the options can bring two files together that were apart there (`Output
/// "t.svg"` and `--svg` with the same folder as `--output-dir`), and this is checked before
/// the tape plays, at the line of the later output.
struct OutputPlaces {
  /// How paths are compared.
  let paths: CanonicalPath

  /// The first output of `tape` (its folder outputs added) that lands, played with `options`,
  /// on a file an earlier output of it writes or on one of its inputs; nil when none does.
  func collision(in tape: Tape, options: RunnerOptions) -> TapeFailure? {
    guard options.writesOutputs else { return nil }
    let wholeTape = SourceLocation(file: tape.file, line: 1, column: 1)
    // Each output with where it was asked for: a line of the tape, or `--svg`/`--gif` (the
    // folder outputs, last in `tape.outputs`).
    var named: [(path: String, location: SourceLocation, option: String?)] = []
    let fromOptions = options.folderOutputs(forTape: tape.file)
    let firstFromOptions = tape.outputs.count - fromOptions.count
    for (index, output) in tape.outputs.enumerated() {
      if index >= firstFromOptions, fromOptions.contains(output) {
        named.append((output.path, wholeTape, option(for: output, options)))
      } else {
        named.append((output.path, tape.outputLocations[output.path] ?? wholeTape, nil))
      }
    }
    for step in tape.steps {
      if case .screenshot(let path) = step.command {
        named.append((path, step.pathLocation, nil))
      }
    }
    // A file the command writes after the tapes (the JUnit report) is no tape's.
    let reserved = Dictionary(
      options.reservedFiles.map { (paths.ofPlace($0.key), $0) }
    ) { first, _ in first }
    for (path, location, _) in named {
      let destination = options.outputPath(path, tapeFolder: tape.folder)
      if let (file, option) = reserved[paths.ofPlace(destination)] {
        return TapeFailure(
          location: location,
          message: "\(TapeQuoting.quoted(path)) goes to \(destination), where \(option) "
            + "\(file) writes its report after the tapes; give one of them another file name")
      }
    }
    guard
      options.outputDirectory != nil || options.svgDirectory != nil
        || options.gifDirectory != nil
    else { return nil }
    let read = Dictionary(tape.inputs.map { (paths.of($0), $0) }) { first, _ in first }
    var landed: [String: (path: String, location: SourceLocation, option: String?)] = [:]
    for (path, location, option) in named {
      let destination = options.outputPath(path, tapeFolder: tape.folder)
      let place = paths.of(destination)
      if let input = read[place] {
        return TapeFailure(
          location: location,
          message: "\(TapeQuoting.quoted(path)) goes to \(destination): "
            + TapeLoader.ownInputProblem(input, inputs: tape.inputs))
      }
      if let earlier = landed[place] {
        if let option = option ?? earlier.option {
          // The option's file meets a line's: told at that line, which can be renamed.
          let line = option == earlier.option ? (path, location) : (earlier.path, earlier.location)
          return TapeFailure(
            location: line.1,
            message: "\(option) writes \(destination), where \(TapeQuoting.quoted(line.0)) "
              + "goes too; two outputs of one file would overwrite each other, so give this one "
              + "another file name or \(option) another folder")
        }
        return TapeFailure(
          location: location,
          message: "\(TapeQuoting.quoted(path)) goes to \(destination), where "
            + "\(TapeQuoting.quoted(earlier.path)) (at \(earlier.location)) goes too; two outputs "
            + "of one file would overwrite each other, so give this one another file name")
      }
      landed[place] = (path, location, option)
    }
    return nil
  }

  /// The option that asked for the folder output `output` (`--svg FOLDER`, `--gif FOLDER`).
  private func option(for output: TapeOutput, _ options: RunnerOptions) -> String {
    if case .gif = output { return "--gif \(options.gifDirectory ?? ".")" }
    return "--svg \(options.svgDirectory ?? ".")"
  }
}
