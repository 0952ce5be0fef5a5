import Screens
import SessionEngine
import Strings
import TerminalUI
import Walkthrough

/// One play of a tape, of either vendor: the one program over the tape's phone session on a
/// virtual clock, and the recordings.
///
/// Keys, time, waits, screen checks, snapshots, world changes, walkthroughs and recordings are
/// the same for every tape; the vendor's own lines (`Expect Event`, `Expect Clipboard`, `Mdx`,
/// `Expect Mdx`) go to the session through `TapePhone.vendorLine`.
///
/// The screen is drawn whole whenever something looks at it (a check, a recording, a failure); a
/// tape without outputs draws only for its checks.
final class TapeSession<Session: TapePhone> {
  private let tape: Tape
  /// Who watches the play in real time, if anyone (`mamsim present` watches some steps only).
  var viewer: LiveViewer?
  /// Whether the viewer of a live replay asked to stop.
  private(set) var stopped = false
  private let options: RunnerOptions
  /// The program the tape drives.
  let program: PhoneProgram<Session>
  private let start: Instant
  private var scrubber: ScreenScrubber
  /// The digits typed into the PIN entry in force so far (a PIN being set or entered).
  private var pinDigits = ""
  private let matcher: PatternMatcher
  private let snapshots: SnapshotFiles
  private var recorder: TapeRecorder
  /// Whether the recorder keeps frames, and whether it records anything, while shown: fixed at
  /// the start, so that the loops ask two booleans rather than copy the recorder to ask it.
  private let recordsFrames: Bool
  private let recordsAnything: Bool
  private var typingSpeed: Duration
  /// How recordings frame the screen for a slide (`Set Slide`, `replay --slide`), if they do.
  private let slide: SlideFrame?
  /// The scene the play is in (the last `Scene` line played), for captions burned in.
  private var scene: TapeScene?
  private var eventCheckpoint = 0
  /// With `--update-snapshots`, each snapshot written in this play: its text and the line that
  /// wrote it, so a second line of one name with another screen is refused, not written over.
  private var updatedSnapshots: [String: (text: String, location: SourceLocation)] = [:]

  /// A session for `tape` on `runtime`'s device and world; the app is launched at once.
  /// `matcher` and `snapshots` may be shared with other sessions, so that regexes are compiled
  /// and snapshot files read once.
  init(
    tape: Tape, runtime: Session, options: RunnerOptions,
    viewer: LiveViewer? = nil, matcher: PatternMatcher = PatternMatcher(),
    snapshots: SnapshotFiles = SnapshotFiles()
  ) {
    self.tape = tape
    self.matcher = matcher
    self.snapshots = snapshots
    self.options = options
    self.viewer = viewer
    let appearance = Appearance(rawValue: tape.appearance.rawValue) ?? .light
    let size = TerminalSize(columns: tape.width, rows: tape.height)
    program = PhoneProgram(
      runtime: runtime, theme: runtime.theme(appearance),
      strings: StringTable(language: tape.language ?? runtime.defaultLanguage), size: size)
    start = runtime.now
    let secrets = runtime.valuesToScrub + runtime.privatePasswords
    scrubber = ScreenScrubber(
      values: secrets, textOnly: RevealingPatterns.sources(in: tape.steps, secrets: secrets))
    let outputs = options.writesOutputs ? tape.outputs : []
    recorder = TapeRecorder(
      outputs: outputs, width: tape.width, height: tape.height,
      title: TapePath.lastComponent(of: tape.file), scrubber: scrubber, loops: tape.loops,
      raster: tape.raster)
    recordsFrames = recorder.wantsFrames
    recordsAnything = recorder.isRecording
    typingSpeed = tape.typingSpeed
    let slideKind = options.slide ?? tape.slide
    let theme = program.theme
    slide =
      slideKind == .off
      ? nil
      : SlideFrame(
        background: theme.appBackground,
        titleStyle: CellStyle(
          foreground: .rgb(theme.appForeground), background: .rgb(theme.appBackground),
          bold: true),
        captionStyle: CellStyle(
          foreground: .rgb(theme.appMuted), background: .rgb(theme.appBackground)),
        captions: slideKind == .captions)
    if let name = tape.walkthrough, let kind = WalkthroughKind(rawValue: name) {
      program.startWalkthrough(kind)
    }
    if wantsFrames { recorder.frame(recorded, at: .zero) }
  }

  /// The screen as recordings show it: drawn whole, or framed for a slide.
  private var recorded: CellBuffer {
    guard let slide else { return screen }
    return slide.frame(of: screen, scene: scene)
  }

  /// Whether frames are recorded now (`TapeRecorder.wantsFrames`).
  private var wantsFrames: Bool { recordsFrames && !recorder.hidden }

  /// Whether anything is recorded now (`TapeRecorder.isRecording`).
  private var isRecording: Bool { recordsAnything && !recorder.hidden }

  private var runtime: Session { program.runtime }

  /// Virtual time since the tape started.
  var elapsed: Duration { runtime.now.duration(since: start) }

  /// The screen now, drawn whole at the tape's size: what checks and recordings look at, the
  /// same in a live play whatever the size of the viewer's window.
  var screen: CellBuffer {
    viewer == nil
      ? program.render()
      : program.render(at: TerminalSize(columns: tape.width, rows: tape.height))
  }

  /// The screen's text as checks read it (rows trimmed of trailing spaces, nothing masked).
  private func checkedText() -> String { screen.text(trimmingTrailingSpaces: true) }

  /// Whether the screen's text holds a match of `pattern`.
  private func screenMatches(_ pattern: TextPattern) -> Bool {
    matcher.matches(pattern, in: checkedText())
  }

  /// The screen as text, rows trimmed of trailing spaces, values to scrub masked.
  var screenText: String {
    ScreenText.text(scrubber.scrub(screen))
  }

  /// Plays every step; returns the first failure, if any. Outputs are written either way,
  /// except when the viewer stopped the play: a recording cut short would replace a whole one.
  func run() -> TapeFailure? {
    var failure = play(tape.steps.indices)
    if stopped {
      if !tape.outputs.isEmpty, var stop = failure {
        stop.message += "; its outputs were left as they were"
        failure = stop
      }
      return failure
    }
    recorder.end(at: elapsed)
    if let (problem, output) = writeOutputs(), failure == nil {
      // At the Output (or Screenshot) line that names the file, in the tape or a sourced file.
      let location = tape.outputLocations[output.path]
      failure = TapeFailure(location: location, message: scrubber.scrub(problem))
    }
    return failure
  }

  /// Plays the steps at `positions` of the tape; returns the first failure, if any (also when
  /// the viewer stops the play).
  func play(_ positions: Range<Int>) -> TapeFailure? {
    if let viewer { program.show(on: viewer.terminal) }
    for step in tape.steps[positions] {
      if let problem = perform(step) { return problem }
      if stopped { return TapeFailure(location: step.location, message: "stopped by the viewer") }
      // Headless, a termination signal stops the play after the step it came in (live, the
      // viewer's terminal collects it).
      if viewer == nil, let signal = TerminationSignals.pending {
        stopped = true
        return TapeFailure(
          location: step.location, message: "stopped by \(TerminationSignals.name(of: signal))")
      }
    }
    return nil
  }

  // MARK: - Steps

  private func perform(_ step: TapeStep) -> TapeFailure? {
    let failure = execute(step)
    switch step.command {
    case .hide, .show, .set, .require, .output, .source, .scene:
      break
    default:
      if isRecording {
        recorder.commandFinished(step.command.description, screen: recorded, at: elapsed)
      }
    }
    return failure
  }

  private func execute(_ step: TapeStep) -> TapeFailure? {
    let location = step.location
    switch step.command {
    case .set(.typingSpeed(let speed)):
      typingSpeed = speed
    case .set, .require, .output, .source:
      break
    case .scene(let scene):
      // Nothing changes on the phone; a cast marks where the scene starts.
      recorder.marker(scene.tapeLine, at: elapsed)
      self.scene = scene
      if slide?.captions == true, wantsFrames { recorder.frame(recorded, at: elapsed) }
    case .type(let text, let speed):
      for character in text { press(.character(character), speed: speed ?? typingSpeed) }
    case .password(let account):
      guard let password = runtime.passwords.password(of: account) else {
        return fail(
          location,
          "the scenario has no account \(TapeQuoting.quoted(account)) whose password to type")
      }
      for character in password { press(.character(character), speed: typingSpeed) }
    case .key(let key, let count, let speed):
      for _ in 0..<max(count, 0) { press(key, speed: speed ?? typingSpeed) }
    case .sleep(let duration):
      advance(to: runtime.now.advanced(by: duration))
    case .world(.advanceClock(let duration)):
      jump(to: runtime.now.advanced(by: duration))
    case .hide:
      recorder.hide(at: elapsed)
    case .show:
      recorder.show(at: elapsed)
    case .wait(let scope, let pattern, let timeout):
      return wait(scope, pattern, timeout ?? tape.waitTimeout, at: location)
    case .expectFocus(let pattern):
      recorder.marker(step.command.description, at: elapsed)
      let focused = focusedControl()
      // Quoted text names the whole label; a regex is looked for in it.
      if let focused, pattern.kind == .text(focused.label) { return nil }
      if let focused, case .regex = pattern.kind, matcher.matches(pattern, in: focused.label) {
        return nil
      }
      let now =
        focused.map { "it is on the \($0.kind) \(TapeQuoting.quoted($0.label))" }
        ?? "nothing has it"
      return fail(location, "expected the focus on \(pattern), but \(now)")
    case .waitEvent(let name, let status, let timeout):
      let failure = waitEvent(name, status, timeout ?? tape.waitTimeout, at: location)
      // Marked where the wait ended: at the call it waited for, or where it gave up.
      recorder.marker(step.command.description, at: elapsed)
      return failure
    case .expect(let pattern):
      recorder.marker(step.command.description, at: elapsed)
      if screenMatches(pattern) { return nil }
      return fail(location, "expected the screen to show \(pattern), but it does not")
    case .expectReport(let pattern):
      guard let report = report(json: false) else {
        return fail(location, "Expect Report needs a walkthrough: add Set Walkthrough at the top")
      }
      if matcher.matches(pattern, in: report) { return nil }
      return fail(
        location, "expected the walkthrough's report to hold \(pattern); it reads:\n\(report)")
    case .expectClipboard, .expectEvent, .expectDecision, .expectMdx, .expectMdxVault:
      recorder.marker(step.command.description, at: elapsed)
      if let problem = runtime.vendorLine(step.command, checkpoint: &eventCheckpoint) {
        return fail(location, problem)
      }
    case .mdx:
      defer { program.synchronize() }
      if let problem = runtime.vendorLine(step.command, checkpoint: &eventCheckpoint) {
        return fail(location, problem)
      }
    case .snapshot(let name):
      recorder.marker(step.command.description, at: elapsed)
      return snapshot(name, at: location)
    case .world(let change):
      do {
        try program.apply(change)
      } catch {
        return fail(location, "\(step.command.description): \(error.description)")
      }
    case .relaunch(let away):
      runtime.terminateApp()
      if let away { jump(to: runtime.now.advanced(by: away)) }
      runtime.launchApp()
      program.synchronize()
    case .screenshot(let path):
      guard options.writesOutputs else { return nil }
      if let problem = options.placeProblem(
        path, tapeFolder: tape.folder, kind: .screenshot(path))
      {
        return fail(location, problem)
      }
      if let problem = recorder.writeScreenshot(
        recorded, path: path, to: options.outputPath(path, tapeFolder: tape.folder),
        under: options.writeFolder(path, tapeFolder: tape.folder, checked: tape.outputFolders),
        title: TapePath.lastComponent(of: tape.file))
      {
        return fail(location, problem)
      }
    }
    return nil
  }

  // MARK: - Input and time

  private func press(_ key: Key, speed: Duration) {
    if let viewer {
      program.show(on: viewer.terminal)
      // The front drops keys while the terminal is too small: the tape waits for room first.
      if program.state.isTooSmall { runLive(viewer, until: runtime.now) }
      if stopped { return }
    }
    notePin(key)
    program.handle(key)
    if let viewer { program.show(on: viewer.terminal) }
    if wantsFrames { recorder.frame(recorded, at: elapsed) }
    advance(to: runtime.now.advanced(by: speed))
  }

  /// Keeps the digits `key` types into a PIN entry; once they are as long as the shortest PIN,
  /// they are masked in the text of every later failure, marker and heading (`Expect "8642"`
  /// must not spell out the PIN the tape set).
  private func notePin(_ key: Key) {
    guard program.look.focusIsPinEntry(program.state.ui) else {
      pinDigits = ""
      return
    }
    switch key {
    case .character(let digit) where digit.isASCII && digit.isNumber:
      pinDigits.append(digit)
      if pinDigits.count >= Self.shortestPin {
        scrubber.maskInText(pinDigits)
        recorder.maskInText(pinDigits)
      }
    case .backspace, .delete:
      if !pinDigits.isEmpty { pinDigits.removeLast() }
    default:
      pinDigits = ""
    }
  }

  /// The fewest digits a PIN has (the SDK's `minimumPinLength` is at least 4).
  private static var shortestPin: Int { 4 }

  /// Moves the clock to `target`; while a cast is recorded, draws a frame at each due instant,
  /// except that a long run of check-ins that change nothing but their time is drawn once, at
  /// its end (`nextNotableDue`, as a `Wait` looks at it): `Advance 100y` records a few hundred
  /// frames, not millions.
  /// Live, the program's loop runs on the viewer's terminal with a paced clock until then.
  private func advance(to target: Instant) {
    if let viewer {
      guard !stopped, runtime.now < target else { return }
      runLive(viewer, until: target)
      if wantsFrames { recorder.frame(recorded, at: elapsed) }
      return
    }
    if wantsFrames {
      while let due = runtime.nextNotableDue, due <= target {
        program.advance(to: due)
        recorder.frame(recorded, at: elapsed)
      }
    }
    if target > runtime.now || runtime.nextDue.map({ $0 <= target }) == true {
      program.advance(to: target)
    }
  }

  /// Moves the clock to `target` at once, as `Advance` and a relaunch's time away do: live,
  /// the viewer sees the screen after the jump, not the time pass (`Advance 1h` in an hour);
  /// headless, as `advance(to:)`.
  private func jump(to target: Instant) {
    guard let viewer else { return advance(to: target) }
    guard !stopped, runtime.now < target else { return }
    program.advance(to: target)
    program.show(on: viewer.terminal)
    if wantsFrames { recorder.frame(recorded, at: elapsed) }
  }

  /// Runs the program's loop on the viewer's terminal, paced, until the session reaches
  /// `target` (and, while the terminal is too small, until it fits again); the viewer's q,
  /// Ctrl-C or a signal stops the play.
  private func runLive(_ viewer: LiveViewer, until target: Instant) {
    let ending = program.run(
      on: viewer.terminal, clock: PacedClock(speed: viewer.speed), until: target, keys: .viewer)
    switch ending {
    case .reached, .key: break
    case .quit: stopped = true
    case .signal(let signal):
      viewer.signal = signal
      stopped = true
    }
  }

  // MARK: - Checks

  private func wait(
    _ scope: WaitScope, _ pattern: TextPattern, _ timeout: Duration, at location: SourceLocation
  ) -> TapeFailure? {
    let deadline = runtime.now.advanced(by: timeout)
    while true {
      let found =
        scope == .line
        ? matcher.matches(pattern, in: waitedText(scope))
        : screenMatches(pattern)
      if found { return nil }
      // The viewer quit (q, Ctrl-C, a signal): the clock stops, so the deadline never comes;
      // the play ends at once, told by `play`.
      if stopped { return nil }
      if runtime.now >= deadline { break }
      // Only something due (a timer, a service's answer) changes the screen; with nothing due,
      // the deadline comes straight away. A run of check-ins that change nothing but their time
      // is looked at once, after its last one (docs/tapes.md).
      advance(to: min(runtime.nextNotableDue ?? deadline, deadline))
    }
    let place = scope == .line ? " on the cursor's line" : ""
    return fail(
      location,
      "waited \(TapeDuration.format(timeout)) of virtual time for \(pattern)\(place), "
        + "but it never appeared")
  }

  /// Lets virtual time pass, a due instant at a time, until the delegate receives `name` (with
  /// `status`) since the last matched event, as `Expect Event` would then find it; the match
  /// moves the checkpoint on like `Expect Event` does.
  private func waitEvent(
    _ name: String, _ status: Int?, _ timeout: Duration, at location: SourceLocation
  ) -> TapeFailure? {
    guard runtime.logsDelegateCallbacks else {
      // A Citrix session has no Intune delegate: say so now rather than after the timeout.
      let line = TapeCommand.waitEvent(name: name, status: status, timeout: nil)
      return fail(location, line.otherVendorRefusal)
    }
    let deadline = runtime.now.advanced(by: timeout)
    let check = TapeCommand.expectEvent(name: name, status: status)
    while true {
      var probe = eventCheckpoint
      guard let problem = runtime.vendorLine(check, checkpoint: &probe) else {
        eventCheckpoint = probe
        return nil
      }
      if stopped { return nil }  // the viewer quit, as in `wait`
      if runtime.now >= deadline {
        return fail(
          location, "waited \(TapeDuration.format(timeout)) of virtual time, but \(problem)")
      }
      advance(to: min(runtime.nextDue ?? deadline, deadline))
    }
  }

  /// The control that has the focus now, as `Expect Focus` names it: its kind and its label
  /// (a PIN's boxes are labelled `PIN`); nil when nothing has the focus.
  private func focusedControl() -> (kind: String, label: String)? {
    guard let focus = program.ui.focus, let element = program.currentContent.element(holding: focus)
    else { return nil }
    switch element {
    case .buttons(let buttons):
      return buttons.first { $0.id == focus }.map { ("button", $0.label) }
    case .field(_, let label, _):
      return ("field", label)
    case .pinBoxes:
      return ("field", "PIN")
    case .list(let id, let rows):
      let index = program.ui.selection[id] ?? 0
      return rows.indices.contains(index) ? ("list row", rows[index].title) : nil
    case .text, .spacer, .spinner, .appIcon, .details:
      return nil
    }
  }

  /// The text a `Wait` looks at: the screen, or the row of the cursor (else of the focused control).
  private func waitedText(_ scope: WaitScope) -> String {
    let buffer = screen
    guard scope == .line else { return ScreenText.text(buffer) }
    if let cursor = buffer.cursorPosition { return ScreenText.line(buffer, cursor.y) }
    guard let row = focusedRow(in: buffer) else { return "" }
    return ScreenText.line(buffer, row)
  }

  /// The row showing the focused control when no cursor is drawn (a button or a list row).
  private func focusedRow(in buffer: CellBuffer) -> Int? {
    guard let focus = program.ui.focus, let element = program.currentContent.element(holding: focus)
    else { return nil }
    let needle: String
    switch element {
    case .buttons(let buttons):
      guard let button = buttons.first(where: { $0.id == focus }) else { return nil }
      needle = "[ \(button.label) ]"
    case .list(let id, let rows):
      let index = program.ui.selection[id] ?? 0
      guard rows.indices.contains(index) else { return nil }
      needle = rows[index].title
    default:
      return nil
    }
    return ScreenText.lines(buffer).firstIndex { $0.contains(needle) }
  }

  private func snapshot(_ name: String, at location: SourceLocation) -> TapeFailure? {
    let path = TapePath.resolve("snapshots/\(name).txt", relativeTo: tape.folder)
    // The golden text: every row trimmed of trailing spaces, a newline after each.
    let bytes = scrubber.scrub(screen).textUTF8(trimmingTrailingSpaces: true) + [0x0A]
    if options.updateSnapshots {
      let actual = String(decoding: bytes, as: UTF8.self)
      if let earlier = updatedSnapshots[path] {
        guard earlier.text == actual else {
          return fail(
            location,
            "snapshot \"\(name)\" was recorded at line \(earlier.location.line)"
              + (earlier.location.file == location.file ? "" : " of \(earlier.location.file)")
              + " from another screen; give this one a name of its own")
        }
        return nil
      }
      updatedSnapshots[path] = (actual, location)
      if let problem = snapshots.write(actual, to: path, under: tape.folder) {
        return fail(location, problem)
      }
      return nil
    }
    guard let expected = snapshots.read(path) else {
      if SnapshotFiles.isTooLarge(path) {
        return fail(
          location,
          "\(path) is larger than \(SnapshotFiles.maximumBytes) bytes, far more than a screen, "
            + "so it is no snapshot mamsim wrote; move it away, or run with --update-snapshots "
            + "to record the screen there")
      }
      return fail(
        location,
        "no snapshot \"\(name)\" at \(path); run with --update-snapshots to record it")
    }
    let actual = String(decoding: bytes, as: UTF8.self)
    guard let difference = SnapshotComparison.difference(expected: expected, actual: actual)
    else { return nil }
    return fail(
      location,
      "the screen differs from snapshot \(path) (- snapshot, + screen):\n\(difference)")
  }

  // MARK: - Results

  /// A failure at `location`: `message` and the screen, values to scrub masked in both (a
  /// message may quote what the tape expected, which can spell such a value).
  private func fail(_ location: SourceLocation, _ message: String) -> TapeFailure {
    TapeFailure(location: location, message: scrubber.scrub(message), screen: screenText)
  }

  private func writeOutputs() -> (problem: String, output: TapeOutput)? {
    options.write(
      tape.outputs, tapeFile: tape.file, tapeFolder: tape.folder,
      outputFolders: tape.outputFolders, recorder: recorder
    ) { output in
      if case .report(let path) = output { return report(json: path.hasSuffix(".json")) ?? "" }
      return recorder.contents(of: output)
    }
  }

  /// The walkthrough's report now (Markdown, or JSON), scrubbed; nil without a walkthrough.
  private func report(json: Bool) -> String? {
    guard let walkthrough = program.walkthrough else { return nil }
    let text = runtime.walkthroughReport(walkthrough, json: json)
    // The JSON report scrubs its own strings; the Markdown is scrubbed as a whole.
    return json ? text : scrubber.scrub(text)
  }
}
