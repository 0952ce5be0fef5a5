/// What one tape of a suite reads and writes outside itself, so that tapes that could see or
/// change each other's files are played in the order given, and the others side by side.
///
/// Paths are canonical (`CanonicalPath`). Two tapes must keep their order when either writes a
/// place the other reads or writes (the same file, or one inside the other), or when either
/// keeps its device in a state folder or writes a video (those play alone: they may write to
/// standard error, and a video's writer changes the process's `SIGPIPE` handling while it runs,
/// which two writers at once would undo for each other; a video also claims `ffmpeg`).
struct TapeClaims: Equatable, Sendable {
  /// What the tape writes: its outputs and screenshots where they go, its snapshots when they
  /// are being updated, and `ffmpeg` for a video.
  var writes: [String] = []
  /// What the tape reads while it plays: its scenario, settings and (compared) snapshots.
  var reads: [String] = []
  /// What reading the tape looked at: its file, the files it sources, and the places its
  /// outputs, screenshots and snapshots would be written (checked before anything plays). A
  /// tape writes no `.tape` file, so it is the places that another tape can change.
  var loadReads: [String] = []
  /// Whether the tape must play with no other tape at the same time (a stored device, whose
  /// store may warn on standard error, or a video, whose ffmpeg may).
  var alone = false
  /// Whether reading the tape may have looked at any file (a tape that could not be read: the
  /// file a failed `Source` named is not known), so it is read again after every earlier tape
  /// that writes anything.
  var readsAnything = false

  /// The name of ffmpeg as a claim; not a path, so it meets only itself.
  static let ffmpeg = "ffmpeg:"

  /// The claims of a tape that could not be read: it does not play, and reading it may have
  /// looked at any file.
  init(unreadable file: String, paths: CanonicalPath) {
    loadReads = [paths.of(file)]
    readsAnything = true
  }

  /// The claims of `tape` (its folder outputs already added) played with `options`.
  init(_ tape: Tape, options: RunnerOptions, paths: CanonicalPath) {
    alone = tape.statePath != nil
    var writes = Set<String>()
    var reads = Set<String>()
    var loadReads = Set([tape.file])
    for diagnostic in tape.warnings { loadReads.insert(diagnostic.location.file) }
    if let scenario = tape.scenarioPath { reads.insert(scenario) }
    if let settings = tape.settingsPath { reads.insert(settings) }
    if let entitlements = tape.entitlementsPath { reads.insert(entitlements) }
    if options.writesOutputs {
      for output in tape.outputs {
        writes.insert(options.outputPath(output.path, tapeFolder: tape.folder))
        loadReads.insert(output.path)
        if case .video = output {
          writes.insert(Self.ffmpeg)
          // ffmpeg writes its errors to this process's standard error: alone, they come
          // where they would one tape at a time.
          alone = true
        }
      }
    }
    for step in tape.steps {
      loadReads.insert(step.location.file)
      switch step.command {
      case .snapshot(let name):
        let path = TapePath.resolve("snapshots/\(name).txt", relativeTo: tape.folder)
        loadReads.insert(path)
        if options.updateSnapshots { writes.insert(path) } else { reads.insert(path) }
      case .screenshot(let path) where options.writesOutputs:
        loadReads.insert(path)
        writes.insert(options.outputPath(path, tapeFolder: tape.folder))
      default:
        break
      }
    }
    func canonical(_ set: Set<String>) -> [String] {
      set.map { $0 == Self.ffmpeg ? $0 : paths.of($0) }.sorted()
    }
    self.writes = canonical(writes)
    self.reads = canonical(reads)
    self.loadReads = canonical(loadReads)
  }

  /// Whether this tape must wait for `earlier`, a tape given before it that has not finished.
  func mustFollow(_ earlier: TapeClaims) -> Bool {
    if alone || earlier.alone { return true }
    return Self.meet(earlier.writes, writes) || Self.meet(earlier.writes, reads)
      || Self.meet(writes, earlier.reads)
  }

  /// Whether reading this tape may have seen a file that `earlier`, still playing, writes (then
  /// the tape is read again once `earlier` has finished, as it would have been one at a time).
  func loadMayDependOn(_ earlier: TapeClaims) -> Bool {
    if readsAnything { return !earlier.writes.isEmpty }
    return Self.meet(earlier.writes, loadReads)
  }

  /// Whether any place written in `written` overlaps any in `others`.
  private static func meet(_ written: [String], _ others: [String]) -> Bool {
    written.contains { place in others.contains { CanonicalPath.overlap(place, $0) } }
  }
}
