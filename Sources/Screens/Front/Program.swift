import MDXEngine
import SessionEngine
import Strings
import TerminalUI
import Walkthrough

/// The Intune program: the one program over an Intune `SessionRuntime`.
public typealias Program = PhoneProgram<SessionRuntime>

/// One front over one session of either vendor: the loop every way of running mamsim goes
/// through.
///
/// An input goes to `Front.update`, which changes the front's state and returns commands; the
/// program carries them out against the `PhoneSession` (the Intune `SessionRuntime` or the
/// Citrix `MDXRuntime`, which in turn reduce engine events and perform their effects), then
/// settles the front on the session's new state and keeps what it settled on. Settling is that
/// one step, after each input, command, world change or tick; reading the program never
/// changes it. `render` draws with `FrontView`. `run(on:clock:)` is the loop over any
/// `Terminal`: ncurses with the wall clock for `mamsim run`, ncurses with a paced clock for
/// `replay --live`; headless tapes feed the same program their keys and changes directly on a
/// virtual clock.
public final class PhoneProgram<Session: PhoneSession> {
  /// The session under the screens.
  public let runtime: Session
  /// The colours.
  public let theme: Theme
  /// The sentences.
  public let strings: StringTable
  /// The characters the terminal can show (ASCII in a locale that is not UTF-8).
  public let glyphs: GlyphSet
  /// The front's state.
  public private(set) var state: FrontState
  /// Whether the user asked to quit.
  public private(set) var shouldQuit = false

  private let view: FrontView
  /// The session as the front read it when it last settled.
  public private(set) var session: Session.View
  /// The screen on display and its content, as last settled.
  public private(set) var look: SettledScreen
  /// The picture of the settled screen, once drawn: the one memo of drawing, dropped whenever
  /// the program settles again. A tape's checks look at the screen several times between two
  /// steps, and a play draws only when something changed.
  private var picture: CellBuffer?

  /// The longest wait for a key, in real time, between two looks at the clock (the spinner and
  /// the title's clock turn with time).
  public static var longestWait: Duration { .milliseconds(100) }

  /// A program over `runtime`, drawn with `theme` in `glyphs` on a terminal of `size`; with
  /// `launch`, the app is opened at once, as after installing it.
  public init(
    runtime: Session, theme: Theme, strings: StringTable = StringTable(),
    glyphs: GlyphSet = .unicode, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    launch: Bool = true
  ) {
    self.runtime = runtime
    self.theme = theme
    self.strings = strings
    self.glyphs = glyphs
    var state = FrontState(size: size)
    view = FrontView(theme: theme, strings: strings)
    if launch, !runtime.appIsRunning { runtime.launchApp() }
    session = runtime.makeView()
    look = ScreenSettler.settle(&state, session, strings: strings)
    self.state = state
  }

  // MARK: - Reading

  /// The front's focus, fields and panels.
  public var ui: UIState { state.ui }

  /// The guided test being walked through, if any, as of the last settling.
  public var walkthrough: Walkthrough? { state.walkthrough }

  /// The screen the phone shows.
  public var currentScreen: any PhoneScreen { look.screen }

  /// What the phone shows, as data.
  public var currentContent: ScreenContent { look.content }

  // MARK: - Settling

  /// Brings the front in step with the session after the runtime was changed directly (not
  /// through this program); returns the content on display.
  @discardableResult
  public func synchronize() -> ScreenContent {
    settle()
    return look.content
  }

  /// Reads the session and settles the front on it: the loop's step after anything changed.
  private func settle() {
    picture = nil
    session = runtime.makeView()
    look = ScreenSettler.settle(&state, session, strings: strings)
  }

  // MARK: - Inputs and commands

  /// Starts walking the user through `kind`; the checklist replaces the side panel. The
  /// integration walkthrough begins with the check of the app's `files`, `integration`.
  public func startWalkthrough(
    _ kind: WalkthroughKind, integration: IntegrationReport? = nil, files: [String] = []
  ) {
    var walkthrough = runtime.walkthrough(kind, strings: strings)
    if let integration { walkthrough.checkIntegration(integration, files: files) }
    state.walkthrough = walkthrough
    settle()
  }

  /// Handles one key as a person pressed it (a mouse click goes to the control under it).
  public func handle(_ key: Key) {
    guard let input = input(for: key) else { return }
    send(input)
  }

  /// Types pasted `text` into the focused field, as its printable characters one key at a
  /// time, while the focus stays on a text field of the screen the paste began on. A paste
  /// anywhere else types nothing: nothing in it moves the focus, presses a button or quits.
  private func paste(_ text: String, observe: ((ProgramStep) -> Void)?) {
    let screen = look.screen.identity
    for character in Key.typedText(ofPaste: text) {
      guard look.screen.identity == screen, !state.isTooSmall, state.ui.controlPanel == nil,
        !state.ui.showHelp,
        let focus = state.ui.focus, look.content.element(holding: focus)?.isTextEntry == true
      else { return }
      let key = Key.character(character)
      if let observe { observe(step(key)) } else { handle(key) }
    }
  }

  /// The input a key makes: a click on the control under the mouse (nil when there is none),
  /// else the key itself.
  private func input(for key: Key) -> FrontInput? {
    guard case .mouse(let x, let y) = key else { return .key(key) }
    let regions = view.render(state, session, look).regions
    guard let region = regions.last(where: { $0.rect.contains(column: x, row: y) })
    else { return nil }
    return .click(control: region.control, row: region.row)
  }

  /// Handles `key`, and says what it did (for an observer of the loop).
  private func step(_ key: Key) -> ProgramStep {
    let intoPin = look.focusIsPinEntry(state.ui)
    let intoPassword = look.focusIsPasswordEntry(state.ui)
    let intoPanel = state.ui.controlPanel != nil
    let focus = state.ui.focus
    let typed = focus.flatMap { state.ui.fields[$0] }?.utf8.count ?? 0
    let at = runtime.now
    // While too small, the front acts only on the help's keys and on quitting.
    let dropped = state.isTooSmall && !state.ui.showHelp && key != .function(1)
    guard let input = input(for: key) else {
      return ProgramStep(
        input: .key(key), at: at, commands: [], intoPin: intoPin, intoPanel: intoPanel,
        intoPassword: intoPassword)
    }
    let before = state
    let commands = send(input)
    let erased = (focus.flatMap { state.ui.fields[$0] }?.utf8.count ?? 0) < typed
    var step = ProgramStep(
      input: input, at: at, commands: commands, intoPin: intoPin, intoPanel: intoPanel,
      intoPassword: intoPassword, erased: erased)
    step.dropped = dropped && !commands.contains(.quit)
    step.changedNothing = commands.isEmpty && state == before
    return step
  }

  /// Hands `input` to the front and carries out the commands it returns; returns them.
  @discardableResult
  public func send(_ input: FrontInput) -> [FrontCommand] {
    if input.reachesThePhone, state.ui.controlPanel == nil, !state.ui.showHelp {
      let before = runtime.revision
      runtime.userTouchedPhone()
      if runtime.revision != before { settle() }
    }
    let commands = Front.update(
      &state, input, session: session, look: look, strings: strings)
    for command in commands { carryOut(command) }
    settle()
    return commands
  }

  /// Carries out one command against the session, then settles.
  public func perform(_ command: FrontCommand) {
    carryOut(command)
    settle()
  }

  /// Carries out one command against the session.
  private func carryOut(_ command: FrontCommand) {
    switch command {
    case .quit: shouldQuit = true
    case .world(let change):
      do {
        try runtime.applyWorld(change)
      } catch {
        state.notice = strings.text(.worldChangeRefused, error.description)
      }
    case .session, .mdx, .launchApp, .appInFront, .data: runtime.perform(command)
    }
  }

  /// Makes `change` to the world (a tape's `Device`, `Admin` or `Advance` line).
  public func apply(_ change: WorldChange) throws(WorldChangeError) {
    try runtime.applyWorld(change)
    settle()
  }

  /// Moves the session's clock to `target`, delivering what falls due on the way, then settles.
  public func advance(to target: Instant) {
    runtime.advance(to: target)
    settle()
  }

  // MARK: - Output

  /// The whole terminal's picture, at the front's size.
  public func render() -> CellBuffer {
    if let picture { return picture }
    let drawn = glyphs.apply(to: view.render(state, session, look).buffer)
    picture = drawn
    return drawn
  }

  /// The picture as a terminal of `size` would show it, without changing the front: a live
  /// play checks the screen at the tape's own size while the viewer's window has another.
  public func render(at size: TerminalSize) -> CellBuffer {
    guard size != state.size else { return render() }
    var sized = state
    sized.size = size
    return glyphs.apply(to: view.render(sized, session, look).buffer)
  }

  /// Hands a new terminal size to the front (nothing when it is the front's size already).
  public func resize(to size: TerminalSize) {
    if size != state.size { send(.resize(size)) }
  }

  /// Draws the picture on `terminal`, which sends only what changed (a new size is handed to
  /// the front first).
  public func show(on terminal: any Terminal) {
    resize(to: terminal.size)
    terminal.draw(render())
  }

  // MARK: - The loop

  /// Who the keys of a loop are for.
  public enum KeyRoute: Sendable {
    /// The app: every key goes to the front.
    case app
    /// The viewer of a live replay: q or Ctrl-C stops it, other keys are ignored.
    case viewer
    /// The caller (`mamsim present`): every key but a resize ends the loop, as `.key`.
    case caller
  }

  /// Runs the loop on `terminal`: catch the session up with `clock`, draw what changed, wait
  /// for a key no longer than the next due instant, hand it over; until the user quits, a
  /// signal arrives, or the session's clock reaches `target`.
  ///
  /// - Parameter observe: sees every key handled (`mamsim record` writes them down).
  public func run(
    on terminal: any Terminal, clock: some ProgramClock, until target: Instant? = nil,
    keys: KeyRoute = .app, observe: ((ProgramStep) -> Void)? = nil
  ) -> ProgramEnding {
    var clock = clock
    _ = clock.elapsed()
    // A live replay stands still while its terminal is too small to show the phone: its keys
    // would be dropped and its waits would run out unseen. It goes on once the terminal fits.
    var paused: Bool { keys == .viewer && state.isTooSmall }
    func catchUp() {
      let elapsed = clock.elapsed()
      if paused { return }
      var next = runtime.now.advanced(by: elapsed)
      if let target, next > target { next = target }
      advance(to: next)
    }
    while true {
      if let signal = terminal.pendingSignal { return .signal(signal) }
      catchUp()
      if shouldQuit { return .quit }
      show(on: terminal)
      if let target, runtime.now >= target, !paused { return .reached }
      var wait = Self.longestWait
      if let due = runtime.nextDue {
        wait = min(wait, max(.zero, due.duration(since: runtime.now)))
      }
      if let target { wait = min(wait, target.duration(since: runtime.now)) }
      guard let key = terminal.readKey(timeout: min(clock.realTime(for: wait), Self.longestWait))
      else { continue }
      catchUp()
      switch keys {
      case .caller:
        if key == .resize { send(.resize(terminal.size)) } else { return .key(key) }
      case .viewer:
        if key == .control("c") || key == .character("q") { return .quit }
      case .app:
        if key == .resize {
          let size = terminal.size
          let commands = send(.resize(size))
          observe?(
            ProgramStep(
              input: .resize(size), at: runtime.now, commands: commands, intoPin: false,
              intoPanel: false))
        } else if case .paste(let text) = key {
          paste(text, observe: observe)
        } else if let observe {
          observe(step(key))
        } else {
          handle(key)
        }
      }
    }
  }
}

extension PhoneProgram where Session == SessionRuntime {
  /// What an Intune view may read now.
  public var context: ScreenContext {
    session.context(ui: state.ui, strings: strings)
  }
}
