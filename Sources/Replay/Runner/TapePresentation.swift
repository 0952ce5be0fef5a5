import Screens
import TerminalUI

/// `mamsim present`: a tape played live, stopping at each of its scenes.
///
/// At a stop the phone holds still (no session time passes) and the presenter's keys act: Space
/// or → plays on to the next scene on the viewer's paced clock; ← and the number keys replay a
/// fresh session from the start to that scene on the virtual clock, at once. Any other key (F4
/// and F5 too) goes to the app and takes the phone off script, on the wall clock, until Ctrl+R
/// replays to the scene again. The one program loop runs throughout, its keys handed here
/// (`PhoneProgram.KeyRoute.caller`).
final class TapePresentation<Session: TapePhone> {
  private let tape: Tape
  private let terminal: PresenterTerminal
  private let viewer: LiveViewer
  private let options: RunnerOptions
  /// A fresh runtime for the tape, for each replay from the start.
  private let makeRuntime: () -> Result<Session, TapeFailure>
  private let stops: [PresentStop]
  private let sceneCount: Int
  private var session: TapeSession<Session>?
  /// How many steps `session` has played.
  private var played = 0
  /// The index in `stops` of the stop shown, or being played from.
  private var current = 0
  private var offScript = false
  private var showsKeys = false

  /// A presentation of `tape` on `terminal`, playing on at `speed` times the tape's timing.
  init(
    tape: Tape, terminal: PresenterTerminal, speed: Double,
    makeRuntime: @escaping () -> Result<Session, TapeFailure>
  ) {
    self.tape = tape
    self.terminal = terminal
    self.makeRuntime = makeRuntime
    viewer = LiveViewer(terminal: terminal, speed: speed)
    options = RunnerOptions(writesOutputs: false, keepsFinalScreen: false)
    stops = PresentStop.stops(of: tape.steps)
    sceneCount = stops.count { if case .scene = $0.kind { true } else { false } }
  }

  /// Presents until the presenter quits, a signal arrives or the tape fails.
  func run() -> PresentEnding {
    if let failure = replay(to: 0) { return .failed(failure) }
    while let session {
      showCaption(playing: false)
      let program = session.program
      let ending =
        offScript
        ? program.run(on: terminal, clock: WallClock(), keys: .caller)
        : program.run(on: terminal, clock: FrozenClock(), keys: .caller)
      switch ending {
      case .quit: return .quit
      case .signal(let signal): return .signal(signal)
      case .reached: continue
      case .key(let key): if let end = handle(key, program) { return end }
      }
    }
    return .quit
  }

  /// What `key` does at a stop; the ending when it ends the presentation.
  private func handle(_ key: Key, _ program: PhoneProgram<Session>) -> PresentEnding? {
    switch key {
    case .control("c"): return .quit
    case .function(1):
      showsKeys.toggle()
      return nil
    case .control("r"):
      return offScript ? ended(replay(to: current)) : nil
    default: break
    }
    if offScript {
      program.handle(key)
      return nil
    }
    switch key {
    case .character(" "), .right:
      return current + 1 < stops.count ? playOn() : nil
    case .left:
      return current > 0 ? ended(replay(to: current - 1)) : nil
    case .character("q"):
      return .quit
    case .character(let digit) where digit.wholeNumberValue.map({ (1...9).contains($0) }) == true:
      let number = digit.wholeNumberValue ?? 0
      guard let index = stops.firstIndex(where: { $0.kind.number == number }) else { return nil }
      return ended(replay(to: index))
    default:
      offScript = true
      showsKeys = false
      program.handle(key)
      return nil
    }
  }

  private func ended(_ failure: TapeFailure?) -> PresentEnding? {
    failure.map { .failed($0) }
  }

  /// Plays the current scene on to the next stop, live.
  private func playOn() -> PresentEnding? {
    guard let session else { return .quit }
    showCaption(playing: true)
    session.viewer = viewer
    let failure = session.play(played..<stops[current + 1].position)
    session.viewer = nil
    if let signal = viewer.signal { return .signal(signal) }
    if session.stopped { return .quit }
    if let failure { return .failed(failure) }
    played = stops[current + 1].position
    current += 1
    return nil
  }

  /// Replays a fresh session from the start to stop `index`, on the virtual clock.
  private func replay(to index: Int) -> TapeFailure? {
    let runtime: Session
    switch makeRuntime() {
    case .failure(let failure): return failure
    case .success(let made): runtime = made
    }
    let fresh = TapeSession(tape: tape, runtime: runtime, options: options)
    if let failure = fresh.play(0..<stops[index].position) { return failure }
    session = fresh
    played = stops[index].position
    current = index
    offScript = false
    return nil
  }

  /// Writes the rows under the phone: the stop's title and caption, the keys, or off script.
  private func showCaption(playing: Bool) {
    guard let strings = session?.program.strings else { return }
    terminal.strings = strings
    // Off script, q is typed into the phone (a field takes it): only Ctrl+C quits.
    let hint = strings.text(offScript ? .presentHintOffScript : .presentHint)
    if showsKeys {
      terminal.caption = (strings.text(.presentKeysScript), strings.text(.presentKeysOffScript))
      return
    }
    var heading: String
    var line = ""
    switch stops[current].kind {
    case .start: heading = strings.text(.presentStart)
    case .end: heading = strings.text(.presentEnd)
    case .scene(let scene, let number):
      heading = strings.text(.presentScene, number, sceneCount, scene.title)
      line = scene.caption ?? ""
    }
    if playing { heading = "▶ " + heading }
    if offScript { line = strings.text(.presentOffScript) }
    terminal.caption = (heading + "   " + hint, line)
  }
}

extension PresentStop.Kind {
  /// The scene's number, for a scene.
  var number: Int? {
    if case .scene(_, let number) = self { return number }
    return nil
  }
}
