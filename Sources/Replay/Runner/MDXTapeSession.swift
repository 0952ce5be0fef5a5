import MDXEngine
import Screens
import SessionEngine

/// One play of a tape over a Citrix MDX world: the `MDXProgram` on a virtual clock.
///
/// It understands what a Citrix flow needs — keys and typing, `Sleep`/`Advance`, `Wait` and
/// `Expect` on the screen, `Expect Mdx` on the API's answers, `Device` changes, `Mdx` lines and
/// `Relaunch`; Intune-only lines (`Expect Event`, `Expect Report`, `Admin`, `Snapshot`) fail
/// with a message. Recordings (`Output`, `Screenshot`) are not written for Citrix tapes yet.
final class MDXTapeSession {
  private let tape: Tape
  private let program: MDXProgram
  private let size: TerminalSize
  private let matcher: PatternMatcher
  private var typingSpeed: Duration

  /// A session for `tape` on `scenario`'s phone; the app is launched at once.
  init(tape: Tape, scenario: MDXScenario, matcher: PatternMatcher = PatternMatcher()) {
    self.tape = tape
    self.matcher = matcher
    size = TerminalSize(columns: tape.width, rows: tape.height)
    typingSpeed = tape.typingSpeed
    let theme = tape.appearance.rawValue == "dark" ? Theme.systemDark : Theme.systemLight
    program = MDXProgram(runtime: MDXRuntime(scenario: scenario), theme: theme, size: size)
  }

  private var runtime: MDXRuntime { program.runtime }

  /// The session time since the start.
  var elapsed: Duration { runtime.now.duration(since: .zero) }

  /// The screen's text, rows trimmed of trailing spaces.
  var screenText: String { ScreenText.text(program.render(size: size)) }

  /// Plays every step; returns the first failure, if any.
  func run() -> TapeFailure? {
    for step in tape.steps {
      if let failure = execute(step) { return failure }
    }
    return nil
  }

  private func execute(_ step: TapeStep) -> TapeFailure? {
    let location = step.location
    switch step.command {
    case .set(.typingSpeed(let speed)): typingSpeed = speed
    case .set, .require, .output, .source, .hide, .show, .screenshot: break
    case .type(let text, let speed):
      for character in text { press(.character(character), speed: speed ?? typingSpeed) }
    case .key(let key, let count, let speed):
      for _ in 0..<max(count, 0) { press(key.screenKey, speed: speed ?? typingSpeed) }
    case .sleep(let duration), .world(.advanceClock(let duration)):
      program.advance(to: runtime.now.advanced(by: duration))
    case .wait(_, let pattern, let timeout):
      let deadline = runtime.now.advanced(by: timeout ?? tape.waitTimeout)
      while !matcher.matches(pattern, in: screenText) {
        guard runtime.now < deadline else {
          return fail(location, "waited for \(pattern), but the screen never showed it")
        }
        let next = runtime.nextDue.map { min($0, deadline) } ?? deadline
        program.advance(to: max(next, runtime.now.advanced(by: .milliseconds(1))))
      }
    case .expect(let pattern):
      if !matcher.matches(pattern, in: screenText) {
        return fail(location, "expected the screen to show \(pattern), but it does not")
      }
    case .expectMdx(let call, let policy, let value):
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
      if let away { program.advance(to: runtime.now.advanced(by: away)) }
      program.perform(.event(.launch))
    case .expectEvent, .expectReport, .snapshot, .expectClipboard:
      return fail(location, "\(step.command.description) is for Intune tapes, not Citrix ones")
    }
    return nil
  }

  private func press(_ key: Key, speed: Duration) {
    program.handle(key)
    program.advance(to: runtime.now.advanced(by: speed))
  }

  private func fail(_ location: SourceLocation, _ message: String) -> TapeFailure {
    TapeFailure(location: location, message: message, screen: screenText)
  }
}
