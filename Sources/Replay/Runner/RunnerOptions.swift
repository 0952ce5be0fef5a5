import TerminalUI

/// How a `TapeRunner` plays tapes: where recordings go and whether goldens are rewritten.
public struct RunnerOptions: Equatable, Sendable {
  /// Whether `Snapshot` writes the screen as the new golden file instead of comparing.
  public var updateSnapshots: Bool
  /// The folder `Output` and `Screenshot` files go to (by their paths relative to the tape's
  /// folder, sub-folders kept), or `nil` for the paths the tape gives (next to the tape).
  public var outputDirectory: String?
  /// Whether `Output` and `Screenshot` files are written at all (off for benchmarks).
  public var writesOutputs: Bool
  /// A folder to write every tape's animated SVG into (named after the tape), as `replay --svg`
  /// asks, in addition to the tape's own outputs; `nil` for none.
  public var svgDirectory: String?
  /// A folder to write every tape's animated GIF into (named after the tape), as `replay --gif`
  /// asks, in addition to the tape's own outputs; `nil` for none.
  public var gifDirectory: String?
  /// Whether a result keeps the last screen's text, for callers that look at it (tests, a
  /// library user); `mamsim replay` reports failures with their own screens and turns it off.
  public var keepsFinalScreen: Bool
  /// How every tape's recordings are framed, whatever its `Set Slide` says (`replay --slide`).
  public var slide: TapeSlide? = nil
  /// Files the command itself writes after the tapes (`--junit FILE`), by path, with the option
  /// that names them: a tape output landing on one is refused before the tape plays.
  public var reservedFiles: [String: String] = [:]

  /// Creates options; by default snapshots are compared and outputs go where the tape says.
  public init(
    updateSnapshots: Bool = false, outputDirectory: String? = nil, writesOutputs: Bool = true,
    keepsFinalScreen: Bool = true, svgDirectory: String? = nil, gifDirectory: String? = nil
  ) {
    self.svgDirectory = svgDirectory
    self.gifDirectory = gifDirectory
    self.updateSnapshots = updateSnapshots
    self.outputDirectory = outputDirectory
    self.writesOutputs = writesOutputs
    self.keepsFinalScreen = keepsFinalScreen
  }

  /// Where an output `path` (resolved against the tape's folder `tapeFolder`) is written:
  /// there, or into `outputDirectory` at the same place relative to the tape's folder, so that
  /// `a/x.txt` and `b/x.txt` stay two files. A path not spelt inside `tapeFolder` (the loader
  /// keeps every output inside it, but an absolute `Source` may spell it otherwise) goes there
  /// under its file name; `OutputPlaces` refuses two that meet so.
  func outputPath(_ path: String, tapeFolder: String) -> String {
    guard let folder = outputDirectory else { return path }
    return TapePath.resolve(TapePath.relative(path, to: tapeFolder), relativeTo: folder)
  }

  /// The folder the file of output `path` (resolved) is written under, never through a link:
  /// `outputDirectory`, or the folder the loader checked it in (`checked`, by resolved path;
  /// the tape's folder `tapeFolder` when it is not there).
  func writeFolder(_ path: String, tapeFolder: String, checked: [String: String]) -> String {
    outputDirectory ?? checked[path] ?? tapeFolder
  }

  /// Why writing output `path` (a file of `kind`) of the tape in `tapeFolder` into
  /// `outputDirectory` is refused: a symbolic link on the way, or an existing file of another
  /// kind, as the loader refuses them in the tape's own folder; nil when it may be written, or
  /// when there is no `outputDirectory` (the loader checked the place then).
  func placeProblem(_ path: String, tapeFolder: String, kind: TapeOutputRules.Kind) -> String? {
    guard let folder = outputDirectory else { return nil }
    return TapeOutputRules.placeProblem(
      TapePath.relative(path, to: tapeFolder), in: folder, kind: kind)
  }

  /// Writes each of `outputs` of the tape `tapeFile` in `tapeFolder` (when outputs are written
  /// at all): GIFs and videos as `recorder` draws them, the others with the contents `contents`
  /// gives; the first problem, in a sentence, with the output it was about, or nil. A file of
  /// `--svg` or `--gif` replaces only a file of its own kind, as the tape's own outputs do; a
  /// tape's own output is written under the folder it was checked in (`outputFolders`, by path,
  /// as `writeFolder` tells), never through a link.
  func write(
    _ outputs: [TapeOutput], tapeFile: String, tapeFolder: String,
    outputFolders: [String: String] = [:], recorder: TapeRecorder,
    contents: (TapeOutput) -> String
  ) -> (problem: String, output: TapeOutput)? {
    guard writesOutputs else { return nil }
    let inFolders = Set(folderOutputs(forTape: tapeFile).map(\.path))
    for output in outputs {
      let refusal =
        inFolders.contains(output.path)
        ? TapeOutputRules.replaceProblem(output.path, kind: .of(output))
        : placeProblem(output.path, tapeFolder: tapeFolder, kind: .of(output))
      if let refusal { return (refusal, output) }
      if let signal = TerminationSignals.pending {
        return (TerminationSignals.unwrittenOutput(signal), output)
      }
      let path = outputPath(output.path, tapeFolder: tapeFolder)
      // A file a command-line option names is written where it says.
      let folder =
        inFolders.contains(output.path)
        ? nil : writeFolder(output.path, tapeFolder: tapeFolder, checked: outputFolders)
      let problem =
        output.isRaster
        ? recorder.writeRaster(output, to: path, under: folder)
        : TapeFiles.write(contents(output), to: path, under: folder)
      if let problem { return (problem, output) }
    }
    return nil
  }

  /// The recordings `svgDirectory` and `gifDirectory` ask for, of the tape at `file`: named
  /// after the tape, without its folder.
  func folderOutputs(forTape file: String) -> [TapeOutput] {
    var name = TapePath.lastComponent(of: file)
    if TapePath.fileExtension(of: name) == "tape" { name.removeLast(5) }
    var outputs: [TapeOutput] = []
    if let folder = svgDirectory {
      outputs.append(.svg(TapePath.resolve(name + ".svg", relativeTo: folder)))
    }
    if let folder = gifDirectory {
      outputs.append(.gif(TapePath.resolve(name + ".gif", relativeTo: folder)))
    }
    return outputs
  }
}
