import MDXEngine
import SessionEngine

/// One Citrix MDX session shown in a terminal: the MDX counterpart of `Program`.
///
/// A key goes to `MDXFront.update`; its commands are carried out against the `MDXRuntime`; the
/// front then settles on the screen of the engine's new phase (fields and focus reset when the
/// screen changes). `run(on:clock:)` is the same loop as `Program`'s, over any `Terminal`.
public final class MDXProgram {
  /// The MDX session.
  public let runtime: MDXRuntime
  /// The sentences.
  public let strings: StringTable
  /// The front's state.
  public private(set) var front: MDXFrontState
  /// Whether the user asked to quit.
  public private(set) var shouldQuit = false

  private let view: MDXFrontView
  private var onScreen: CellBuffer?
  /// Where the phone's controls were last drawn, for mouse clicks.
  private var regions: [HitRegion] = []

  /// A program over `runtime` drawn with `theme` on a terminal of `size`; with `launch`, the app
  /// is opened at once.
  public init(
    runtime: MDXRuntime, theme: Theme, strings: StringTable = StringTable(),
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), launch: Bool = true
  ) {
    self.runtime = runtime
    self.strings = strings
    self.front = MDXFrontState(size: size)
    view = MDXFrontView(theme: theme, strings: strings)
    if launch, !runtime.state.isRunning { runtime.send(.launch) }
    settle()
  }

  /// What the phone shows now, as data.
  public var content: ScreenContent {
    if let role = shownVault {
      return MDXVaultScreen.content(
        runtime.state, role: role, app: runtime.scenario.appName, strings: strings)
    }
    return MDXScreens.content(
      runtime.state, app: runtime.scenario.appName, organisation: runtime.scenario.organisation,
      strings: strings)
  }

  /// The app whose vault screen is on display: one is open and the app is on its own screen.
  private var shownVault: MDXVaultRole? {
    runtime.state.phase == .running ? front.vault : nil
  }

  /// Brings fields and focus in step with the screen on display.
  private func settle() {
    let identity =
      shownVault.map(MDXVaultScreen.identity) ?? MDXScreens.identity(of: runtime.state.phase)
    let content = self.content
    if identity != front.ui.screenIdentity {
      front.ui.screenIdentity = identity
      front.ui.fields = [:]
      front.ui.focus =
        content.controlIDs.first { content.element(holding: $0)?.isTextEntry == true }
        ?? content.defaultButton ?? content.controlIDs.first
    } else if let focus = front.ui.focus, !content.controlIDs.contains(focus) {
      front.ui.focus = content.controlIDs.first
    } else if front.ui.focus == nil {
      front.ui.focus = content.controlIDs.first
    }
  }

  /// Handles one key as a person pressed it (a mouse click goes to the control under it).
  public func handle(_ key: Key) {
    settle()
    if key == .resize { return }
    if case .mouse(let x, let y) = key {
      _ = render(size: front.size)
      guard let region = regions.last(where: { $0.rect.contains(column: x, row: y) }) else {
        return
      }
      if front.panel == nil, !front.showHelp, runtime.state.phase == .running {
        runtime.send(.userActivity)
      }
      let commands = MDXFront.click(
        &front, control: region.control, content: content, state: runtime.state)
      for command in commands { perform(command) }
      settle()
      return
    }
    if front.panel == nil, !front.showHelp, runtime.state.phase == .running {
      runtime.send(.userActivity)
    }
    let commands = MDXFront.update(
      &front, key, content: content, state: runtime.state, strings: strings)
    for command in commands { perform(command) }
    settle()
  }

  /// Carries out one command.
  public func perform(_ command: MDXFrontCommand) {
    switch command {
    case .event(let event): runtime.send(event)
    case .world(let change): runtime.apply(change)
    case .quit: shouldQuit = true
    }
  }

  /// Moves the clock to `target`, delivering what falls due.
  public func advance(to target: Instant) {
    runtime.advance(to: target)
    settle()
  }

  /// The whole terminal's picture at `size`.
  public func render(size: TerminalSize) -> CellBuffer {
    if size != front.size { front.size = size }
    settle()
    let frame = view.frame(
      front, runtime.state, scenario: runtime.scenario, now: runtime.now, content: content)
    regions = frame.regions
    return frame.buffer
  }

  /// Runs the loop on `terminal` until the user quits or a signal arrives.
  public func run(on terminal: any Terminal, clock: some ProgramClock) -> ProgramEnding {
    var clock = clock
    _ = clock.elapsed()
    while true {
      if let signal = terminal.pendingSignal { return .signal(signal) }
      advance(to: runtime.now.advanced(by: clock.elapsed()))
      if shouldQuit { return .quit }
      let frame = render(size: terminal.size)
      if frame != onScreen {
        terminal.draw(frame)
        onScreen = frame
      }
      var wait = Program.longestWait
      if let due = runtime.nextDue {
        wait = min(wait, max(.zero, due.duration(since: runtime.now)))
      }
      guard let key = terminal.readKey(timeout: min(clock.realTime(for: wait), Program.longestWait))
      else { continue }
      advance(to: runtime.now.advanced(by: clock.elapsed()))
      handle(key)
    }
  }
}
