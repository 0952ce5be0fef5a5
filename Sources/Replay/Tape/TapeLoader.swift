import FoundationEssentials
import SessionEngine

/// Reads a tape, expands its `Source` commands and checks it whole, so nothing runs when any
/// error exists.
public enum TapeLoader {
  /// How deep `Source` may nest before the loader gives up.
  public static let maximumSourceDepth = 16

  /// The tape at `path` (relative paths inside it resolve against its folder), or every problem.
  /// A tool this machine lacks for an output (ffmpeg, the font) is a problem of the given
  /// severity: an error for a tape about to play, a warning for `check`, since it is about the
  /// machine rather than the tape.
  public static func load(
    path: String, missingTools: TapeDiagnostic.Severity = .error
  ) -> Result<Tape, TapeLoadFailure> {
    switch read(path) {
    case .failure(let problem): return .failure(TapeLoadFailure(diagnostics: [problem]))
    case .success(let text):
      return load(
        text: text, file: path, folder: TapePath.folder(of: path), missingTools: missingTools)
    }
  }

  /// The diagnostics of the tape at `path` as `check` tells them: its warnings when it loads,
  /// else why it does not; a tool this machine lacks is a warning.
  /// A line for the other vendor's SDK (`Expect Event` in a tape whose scenario is a Citrix one)
  /// is an error at that line when the scenario can be read, as `replay` would refuse it there;
  /// so are the world's problems `replay` would meet (`TapeWorldCheck`): a `Set Scenario`,
  /// `Set Settings` or `Set Entitlements` file that cannot be used, a `Password` of an unknown
  /// account, an `Admin` line naming an unknown setting, policy or user.
  public static func diagnostics(path: String) -> [TapeDiagnostic] {
    diagnostics(of: load(path: path, missingTools: .warning))
  }

  /// The diagnostics `check` tells of the tape written as `text` (read from a pipe, say), named
  /// `file`, its relative paths resolved against `folder`: as `diagnostics(path:)`.
  public static func diagnostics(text: String, file: String, folder: String) -> [TapeDiagnostic] {
    diagnostics(of: load(text: text, file: file, folder: folder, missingTools: .warning))
  }

  /// The diagnostics `check` tells of a tape that loaded as `loaded`.
  private static func diagnostics(of loaded: Result<Tape, TapeLoadFailure>) -> [TapeDiagnostic] {
    switch loaded {
    case .success(let tape):
      let vendor = vendorProblems(tape)
      // A line of the other vendor is refused already; its world is not looked into.
      return TapeDiagnostic.inReadingOrder(
        tape.warnings + (vendor.isEmpty ? TapeWorldCheck.problems(tape) : vendor))
    case .failure(let failure):
      // The world of a tape with errors in its lines is still looked into: a missing Set file
      // is told with them, not only once they are mended.
      return TapeDiagnostic.inReadingOrder(
        failure.diagnostics + (failure.partial.map(TapeWorldCheck.problems) ?? []))
    }
  }

  /// The lines of `tape` that its scenario's vendor cannot play, each refused at its line; none
  /// when the scenario cannot be read (playing it says why). A tape without `Set Scenario` plays
  /// the built-in Intune scenario.
  static func vendorProblems(_ tape: Tape) -> [TapeDiagnostic] {
    guard tape.steps.contains(where: { $0.command.vendor != nil }) else { return [] }
    var vendor = ScenarioVendor.intune
    if let path = tape.scenarioPath {
      guard case .success(let data) = BoundedFile.contents(of: path),
        let text = String(validating: data, as: UTF8.self), (try? JSONDocument.parse(text)) != nil
      else { return [] }
      vendor = ScenarioVendor.declared(in: text)
    }
    let scenario = tape.scenarioPath.map { "the scenario \($0) is" } ?? "the built-in scenario is"
    let hint = "\(scenario) \(vendor == .citrix ? "a Citrix" : "an Intune") one"
    return tape.steps.compactMap { step in
      guard let own = step.command.vendor, own != vendor else { return nil }
      return TapeDiagnostic(step.location, step.command.otherVendorRefusal, hint: .note(hint))
    }
  }

  /// The tape written as `text`, named `file` in messages; relative paths (including `Source`)
  /// resolve against `folder`. `missingTools` is the severity of a tool the machine lacks.
  public static func load(
    text: String, file: String, folder: String, missingTools: TapeDiagnostic.Severity = .error
  ) -> Result<Tape, TapeLoadFailure> {
    let identity =
      file.hasPrefix("/")
      ? TapePath.normalize(file)
      : TapePath.resolve(TapePath.lastComponent(of: file), relativeTo: folder)
    var expander = TapeSourceExpander(readText: readText)
    expander.unreadable = { path in "cannot read the tape \"\(path)\": " + unreadableReason(path) }
    let canonical = CanonicalPath()
    expander.place = { canonical.of($0) }
    let steps = expander.expand(
      text: text, file: file, identity: identity, folder: folder, chain: [], isMain: true)
    var diagnostics = expander.diagnostics
    // The per-file check already reported misplaced settings; add only those that became
    // misplaced once Source was expanded (none can when nothing was).
    if expander.expansions > 0 {
      let reported = Set(diagnostics.lazy.map(\.location))
      for problem in TapeParser.settingsOrderDiagnostics(steps)
      where !reported.contains(problem.location) {
        diagnostics.append(problem)
      }
    }
    // Lines with errors are left out; the rest is still read and checked, so that every
    // error is told at once, its outputs' included.
    let parsedWithErrors = diagnostics.contains(where: \.isError)
    var tape = Tape(file: file, folder: folder)
    tape.warnings = diagnostics
    tape.steps.reserveCapacity(steps.count)
    let folders = expander.folders
    var started = false
    var refusals: [TapeDiagnostic] = []
    let paths = CanonicalPath()
    // The Output and Screenshot lines that draw pixels, checked for size once the settings are in.
    var pictureLines: [SourceLocation] = []
    // The `Output` lines of walkthrough reports (`.md`, `.json`), which need a walkthrough.
    var reportLines: [(path: String, location: SourceLocation)] = []
    // Each file an Output or Screenshot writes (resolved), with where it was first named.
    var written: [String: SourceLocation] = [:]
    // The folder each of them was checked in, which it is written under.
    var outputFolders: [String: String] = [:]
    // Checks the output `path` of `step` (a file of `kind`, `resolved`): a file already written
    // by an earlier line, its place, the tool it needs, its size in pixels.
    func check(
      _ path: String, _ resolved: String, kind: TapeOutputRules.Kind, _ step: TapeStep,
      in stepFolder: String
    ) {
      if let earlier = written[resolved] {
        refusals.append(sameFile(path, step, earlier))
        return
      }
      written[resolved] = step.pathLocation
      outputFolders[resolved] = stepFolder
      if let problem = TapeOutputRules.placeProblem(path, in: stepFolder, kind: kind) {
        refusals.append(TapeDiagnostic(step.pathLocation, problem))
      } else if let problem = TapeOutputRules.toolProblem(kind) {
        refusals.append(missingTool(problem, at: step.location, severity: missingTools))
      } else if kind.drawsPixels {
        pictureLines.append(step.location)
      }
    }
    for step in steps {
      let stepFolder = folders[step.location.file] ?? folder
      switch step.command {
      case .set(let setting) where !started:
        if case .state(let path) = setting,
          let problem = TapeOutputRules.stateFolderProblem(path, in: stepFolder)
        {
          refusals.append(TapeDiagnostic(step.pathLocation, problem))
        }
        apply(setting, to: &tape, folder: stepFolder)
        tape.settingLocations[setting.name] = step.pathLocation
      case .require:
        continue
      case .output(let path):
        let resolved = TapePath.resolve(path, relativeTo: stepFolder)
        guard let output = TapeOutput.forPath(resolved) else { continue }
        check(path, resolved, kind: TapeOutputRules.Kind.of(output), step, in: stepFolder)
        tape.outputs.append(output)
        if case .report = output { reportLines.append((path, step.pathLocation)) }
      case .screenshot(let path):
        started = true
        // A tape sourced from outside the tape's folder writes its screenshots inside it, at
        // the path it gives: a tape writes only inside its own folder.
        let writeFolder = isInside(stepFolder, folder, paths: paths) ? stepFolder : folder
        let resolved = TapePath.resolve(path, relativeTo: writeFolder)
        check(path, resolved, kind: TapeOutputRules.Kind.screenshot(path), step, in: writeFolder)
        tape.steps.append(
          TapeStep(.screenshot(resolved), at: step.location, pathColumn: step.pathColumn))
      case .snapshot(let name):
        started = true
        let relative = "snapshots/\(name).txt"
        if let problem = TapeOutputRules.placeProblem(relative, in: folder, kind: .snapshot) {
          refusals.append(TapeDiagnostic(step.pathLocation, problem))
        }
        tape.steps.append(step)
      default:
        started = true
        tape.steps.append(step)
      }
    }
    // A report is the walkthrough's: without one there is nothing to write (it wrote empty files).
    if tape.walkthrough == nil {
      for (path, location) in reportLines {
        refusals.append(
          TapeDiagnostic(
            location,
            "\(TapeQuoting.quoted(path)) is a walkthrough's report, but the tape walks through "
              + "none",
            hint: .note(
              "add Set Walkthrough with the walkthrough to follow (\"first-policy\", say) above "
                + "the first command, or write a .txt, .cast or .svg recording")))
      }
    }
    tape.inputs = inputs(of: tape, sourcing: expander.folders.keys.sorted())
    // An output over an input is told as that, not also as a file of another kind.
    let overInputs = ownInputRefusals(written, inputs: tape.inputs, paths: paths)
    let places = Set(overInputs.map(\.location))
    refusals = refusals.filter { !places.contains($0.location) } + overInputs
    if !pictureLines.isEmpty,
      let problem = TapeOutputRules.pictureSizeProblem(
        width: tape.width, height: tape.height, raster: tape.raster)
    {
      refusals += pictureLines.map { TapeDiagnostic($0, problem) }
    }
    if parsedWithErrors || refusals.contains(where: \.isError) {
      return .failure(
        TapeLoadFailure(diagnostics: masked(diagnostics + refusals, of: tape), partial: tape))
    }
    tape.warnings = TapeDiagnostic.inReadingOrder(tape.warnings + refusals)
    if tape.steps.isEmpty, tape.outputs.isEmpty {
      tape.warnings.append(
        TapeDiagnostic(
          SourceLocation(file: file, line: 1, column: 1),
          "the tape holds no command, so it plays nothing and checks nothing",
          hint: .note("for example: Wait /Sign in/ then Screenshot \"s.txt\""), severity: .warning))
    }
    tape.outputLocations = written
    tape.outputFolders = outputFolders
    return .success(tape)
  }

  /// `diagnostics` with the secrets of `tape`'s world masked (`TapeWorld.secrets`): a line
  /// refused as written (`Expect /Zq7SecretPw(/`, an invalid regex) quotes what it holds.
  private static func masked(_ diagnostics: [TapeDiagnostic], of tape: Tape) -> [TapeDiagnostic] {
    let secrets = TapeWorld.secrets(for: tape)
    guard !secrets.isEmpty else { return diagnostics }
    let scrubber = ScreenScrubber(values: secrets)
    return diagnostics.map { diagnostic in
      var masked = diagnostic
      masked.message = scrubber.scrub(diagnostic.message)
      switch diagnostic.hint {
      case .suggestion(let word)?: masked.hint = .suggestion(scrubber.scrub(word))
      case .note(let note)?: masked.hint = .note(scrubber.scrub(note))
      case nil: break
      }
      return masked
    }
  }

  /// The files `tape` reads to play: itself, the tapes in `sourced` (which holds it too), its
  /// scenario, settings and entitlements.
  private static func inputs(of tape: Tape, sourcing sourced: [String]) -> [String] {
    var files = [tape.file]
    files += sourced.filter { $0 != tape.file }
    files += [tape.scenarioPath, tape.settingsPath, tape.entitlementsPath].compactMap { $0 }
    return files
  }

  /// The refusals of the outputs in `written` (each resolved path with where it is named) that
  /// name one of `inputs`: the tape would write over what it reads, itself included.
  private static func ownInputRefusals(
    _ written: [String: SourceLocation], inputs: [String], paths: CanonicalPath
  ) -> [TapeDiagnostic] {
    guard !written.isEmpty else { return [] }
    let read = Dictionary(inputs.map { (paths.of($0), $0) }) { first, _ in first }
    return TapeDiagnostic.inReadingOrder(
      written.compactMap { resolved, location in
        guard let input = read[paths.of(resolved)] else { return nil }
        return TapeDiagnostic(
          location, ownInputProblem(input, inputs: inputs),
          hint: .note("give the output another file name"))
      })
  }

  /// Whether `inner` is `outer` or a folder inside it, compared as canonical paths.
  private static func isInside(_ inner: String, _ outer: String, paths: CanonicalPath) -> Bool {
    if inner == outer { return true }
    let inner = paths.of(inner)
    let outer = paths.of(outer)
    return inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
  }

  /// Why an output may not be written to `input`, one of the files in `inputs` a tape reads.
  static func ownInputProblem(_ input: String, inputs: [String]) -> String {
    let what =
      input == inputs.first
      ? "the tape itself" : "one of the files the tape reads (\(TapeQuoting.quoted(input)))"
    return "the output would be written over \(what); mamsim never writes over a tape's inputs"
  }

  /// The refusal of `step`, whose output `path` names a file `earlier` already writes: one
  /// would overwrite the other.
  private static func sameFile(_ path: String, _ step: TapeStep, _ earlier: SourceLocation)
    -> TapeDiagnostic
  {
    TapeDiagnostic(
      step.pathLocation,
      "\(TapeQuoting.quoted(path)) is already written by the line at \(earlier); two outputs "
        + "of one file would overwrite each other",
      hint: .note("give this one another file name"))
  }

  /// The diagnostic of a tool this machine lacks, `problem` saying which and what to install.
  private static func missingTool(
    _ problem: String, at location: SourceLocation, severity: TapeDiagnostic.Severity
  ) -> TapeDiagnostic {
    var diagnostic = TapeDiagnostic(location, problem, severity: severity)
    diagnostic.isMissingTool = true
    return diagnostic
  }

  private static func apply(_ setting: TapeSetting, to tape: inout Tape, folder: String) {
    _ = tape.raster.apply(setting)
    switch setting {
    case .width(let cells): tape.width = cells
    case .height(let cells): tape.height = cells
    case .typingSpeed(let speed): tape.typingSpeed = speed
    case .waitTimeout(let timeout): tape.waitTimeout = timeout
    case .appearance(let appearance): tape.appearance = appearance
    case .scenario(let path): tape.scenarioPath = TapePath.resolve(path, relativeTo: folder)
    case .settings(let path): tape.settingsPath = TapePath.resolve(path, relativeTo: folder)
    case .entitlements(let path):
      tape.entitlementsPath = TapePath.resolve(path, relativeTo: folder)
    case .state(let path): tape.statePath = TapePath.resolve(path, relativeTo: folder)
    case .walkthrough(let name): tape.walkthrough = name
    case .loop(let loops): tape.loops = loops
    case .language(let language): tape.language = language
    case .slide(let slide): tape.slide = slide
    case .fontSize, .padding, .framerate, .playbackSpeed, .loopOffset: break  // in tape.raster
    }
  }

  /// The UTF-8 text of the file at `path`, or `nil` when it cannot be read, is not UTF-8 or is
  /// larger than `TapeLimits.maximumFileBytes`.
  static func readText(_ path: String) -> String? {
    try? read(path).get()
  }

  /// Why the tape at `path` cannot be read (see `read`), with the place in it when there is one.
  static func unreadableReason(_ path: String) -> String {
    guard case .failure(let problem) = read(path) else { return "" }
    let place = problem.location
    return place.isWholeFile
      ? problem.message
      : problem.message + " (at line \(place.line), column \(place.column))"
  }

  /// The text of the tape at `path`, read once; or why it cannot be read: missing, a folder,
  /// unreadable, larger than a tape may be (told of the whole file), or not UTF-8 text (told at
  /// the line and column of its first byte that is not).
  static func read(_ path: String) -> Result<String, TapeDiagnostic> {
    let data: Data
    switch BoundedFile.contents(of: path, limit: TapeLimits.maximumFileBytes) {
    case .failure(.tooLarge):
      return .failure(
        TapeDiagnostic(
          .wholeFile(path),
          "the tape is larger than \(TapeLimits.maximumFileBytes) bytes, the most a tape may be"))
    case .failure(let failure):
      return .failure(TapeDiagnostic(.wholeFile(path), failure.description))
    case .success(let bytes): data = bytes
    }
    switch UTF8Text.decode(data) {
    case .success(let text): return .success(text)
    case .failure(let problem):
      let location =
        problem.column.map { SourceLocation(file: path, line: problem.line, column: $0) }
        ?? .wholeFile(path)
      return .failure(TapeDiagnostic(location, "the tape is not UTF-8 text: " + problem.message))
    }
  }
}
