import MDXEngine
import Screens
import SessionEngine

/// One play of a tape over a Citrix MDX world: the `MDXProgram` on a virtual clock.
///
/// It understands what a Citrix flow needs — keys and typing, `Sleep`/`Advance`, `Wait` and
/// `Expect` on the screen, `Expect Mdx` on the API's answers, `Device` changes, `Mdx` lines and
/// `Relaunch`; Intune-only lines (`Expect Event`, `Expect Report`, `Admin`, `Snapshot`) fail
/// with a message. Recordings (`Output` `.cast`, `.txt`, `.svg`, and `Screenshot`) are written as
/// for Intune tapes, through the same `TapeRecorder`.
final class MDXTapeSession {
  private let tape: Tape
  private let program: MDXProgram
  private let size: TerminalSize
  private let matcher: PatternMatcher
  private let options: RunnerOptions
  private var recorder: TapeRecorder
  private var typingSpeed: Duration
  private let start: Instant

  /// A session for `tape` on the phone `runtime` plays (fresh, or resumed from a stored device);
  /// the app is launched at once.
  init(
    tape: Tape, runtime: MDXRuntime, options: RunnerOptions = RunnerOptions(),
    matcher: PatternMatcher = PatternMatcher()
  ) {
    self.tape = tape
    self.matcher = matcher
    self.options = options
    size = TerminalSize(columns: tape.width, rows: tape.height)
    typingSpeed = tape.typingSpeed
    let theme = tape.appearance.rawValue == "dark" ? Theme.systemDark : Theme.systemLight
    start = runtime.now
    program = MDXProgram(runtime: runtime, theme: theme, size: size)
    recorder = TapeRecorder(
      outputs: options.writesOutputs ? tape.outputs : [], width: tape.width, height: tape.height,
      title: TapePath.lastComponent(of: tape.file), scrubber: ScreenScrubber(values: []),
      loops: tape.loops, raster: tape.raster)
    if recorder.wantsFrames { recorder.frame(screen, at: .zero) }
  }

  /// The screen now.
  private var screen: CellBuffer { program.render(size: size) }

  private var runtime: MDXRuntime { program.runtime }

  /// The session time since the tape started.
  var elapsed: Duration { runtime.now.duration(since: start) }

  /// The screen's text, rows trimmed of trailing spaces.
  var screenText: String { ScreenText.text(program.render(size: size)) }

  /// Plays every step; returns the first failure, if any. Outputs are written either way.
  func run() -> TapeFailure? {
    var failure: TapeFailure?
    for step in tape.steps {
      failure = execute(step)
      switch step.command {
      case .hide, .show, .set, .require, .output, .source: break
      default:
        if recorder.isRecording {
          recorder.commandFinished(step.command.description, screen: screen, at: elapsed)
        }
      }
      if failure != nil { break }
    }
    if let problem = writeOutputs(), failure == nil {
      failure = TapeFailure(location: nil, message: problem)
    }
    return failure
  }

  private func execute(_ step: TapeStep) -> TapeFailure? {
    let location = step.location
    switch step.command {
    case .set(.typingSpeed(let speed)): typingSpeed = speed
    case .set, .require, .output, .source: break
    case .hide: recorder.hidden = true
    case .show: recorder.hidden = false
    case .screenshot(let path):
      guard options.writesOutputs else { return nil }
      if let problem = recorder.writeScreenshot(
        screen, path: path, to: options.outputPath(path),
        title: TapePath.lastComponent(of: tape.file))
      {
        return fail(location, problem)
      }
    case .type(let text, let speed):
      for character in text { press(.character(character), speed: speed ?? typingSpeed) }
    case .key(let key, let count, let speed):
      for _ in 0..<max(count, 0) { press(key.screenKey, speed: speed ?? typingSpeed) }
    case .sleep(let duration), .world(.advanceClock(let duration)):
      advance(to: runtime.now.advanced(by: duration))
    case .wait(_, let pattern, let timeout):
      let deadline = runtime.now.advanced(by: timeout ?? tape.waitTimeout)
      while !matcher.matches(pattern, in: screenText) {
        guard runtime.now < deadline else {
          return fail(location, "waited for \(pattern), but the screen never showed it")
        }
        let next = runtime.nextDue.map { min($0, deadline) } ?? deadline
        advance(to: max(next, runtime.now.advanced(by: .milliseconds(1))))
      }
    case .expect(let pattern):
      recorder.marker(step.command.description, at: elapsed)
      if !matcher.matches(pattern, in: screenText) {
        return fail(location, "expected the screen to show \(pattern), but it does not")
      }
    case .expectMdx(let call, let policy, let value):
      recorder.marker(step.command.description, at: elapsed)
      guard let answer = runtime.answer(call, policy: policy ?? "") else {
        return fail(location, "unknown MdxManager call \(call)")
      }
      if answer.value != value {
        let name = policy.map { "\(call)(\($0))" } ?? call
        return fail(
          location,
          "expected \(name) to answer \(TapeQuoting.quoted(value)), but it answers "
            + "\(TapeQuoting.quoted(answer.value)) (\(answer.reason.rawValue))")
      }
    case .mdx(let event):
      program.perform(.event(event))
    case .expectMdxVault(let role, let property, let value):
      recorder.marker(step.command.description, at: elapsed)
      let actual = property.value(for: role, in: runtime.state)
      if actual != value {
        return fail(
          location,
          "expected the \(role.rawValue)'s vault \(property.rawValue) to be "
            + "\(TapeQuoting.quoted(value)), but it is \(TapeQuoting.quoted(actual))")
      }
    case .world(let change):
      guard runtime.apply(change) else {
        return fail(location, "\(step.command.description) means nothing to a Citrix MDX app")
      }
    case .relaunch(let away):
      program.perform(.event(.quit))
      if let away { advance(to: runtime.now.advanced(by: away)) }
      program.perform(.event(.launch))
    case .expectEvent, .expectReport, .snapshot, .expectClipboard:
      return fail(location, "\(step.command.description) is for Intune tapes, not Citrix ones")
    }
    return nil
  }

  private func press(_ key: Key, speed: Duration) {
    program.handle(key)
    if recorder.wantsFrames { recorder.frame(screen, at: elapsed) }
    advance(to: runtime.now.advanced(by: speed))
  }

  /// Moves the clock to `target`; while frames are recorded, draws one at each due instant.
  private func advance(to target: Instant) {
    if recorder.wantsFrames {
      while let due = runtime.nextDue, due <= target {
        program.advance(to: due)
        recorder.frame(screen, at: elapsed)
      }
    }
    program.advance(to: target)
    if recorder.wantsFrames { recorder.frame(screen, at: elapsed) }
  }

  /// Writes the tape's outputs; a walkthrough report is empty (Citrix has no walkthrough).
  private func writeOutputs() -> String? {
    options.write(tape.outputs, recorder: recorder) { output in
      if case .report = output { return "" }
      return recorder.contents(of: output)
    }
  }

  private func fail(_ location: SourceLocation, _ message: String) -> TapeFailure {
    TapeFailure(location: location, message: message, screen: screenText)
  }
}
