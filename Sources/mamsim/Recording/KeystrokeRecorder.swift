import MDXEngine
import Replay
import Screens
import SessionEngine
import TerminalUI

/// Collects the keys and world changes of an interactive session and turns them into tape lines
/// that replay it.
///
/// Runs of printable characters become `Type`, other keys their tape names (`Down 3` for a
/// repeat), what the device (F4) and admin (F5) panels changed becomes `Device`, `Admin` or
/// `Advance` lines, what the Citrix panels did becomes `Mdx` lines (the keys that moved through a
/// panel are left out), and pauses longer than
/// the typing speed plus `shortestPause` become `Sleep`, rounded to 100 ms, except inside text
/// being typed or mended (a pause there would cut a password or a value to scrub in two parts
/// that are no secret each, and keep a Backspace from taking back what it erased). Characters typed
/// into a PIN entry are replaced through `substitution`; a password typed into a password
/// entry becomes `Password "account"` when an account of the scenario has it (the replay types
/// that account's password), else a stand-in of its shape through `substitution`. A password
/// typed anywhere else becomes `Password "account"` too, and values to scrub `<scrubbed>`
/// (`TapeLineBuilder`, `TapeSecrets`).
struct KeystrokeRecorder {
  /// One thing the user did.
  struct Press: Equatable, Sendable {
    /// What: a key, or a change to the world made from a panel.
    enum Action: Equatable, Sendable {
      /// A key pressed on the phone.
      case key(Key)
      /// A change to the world.
      case change(WorldChange)
      /// A Citrix MDX event chosen on a panel (Secure Hub, the administrator's actions).
      case mdx(MDXEvent)
      /// A click on a control (a tape has no clicks).
      case click(control: String)
    }
    /// What was done.
    var action: Action
    /// The session instant it happened at.
    var at: Instant
    /// Whether the focused control was a PIN entry.
    var intoPin: Bool
    /// Whether the focused control was a password entry.
    var intoPassword = false
    /// Whether the key took a character out of the focused field.
    var erased = false
    /// Whether the key changed nothing (`ProgramStep.changedNothing`).
    var changedNothing = false
  }

  /// The time a replay lets pass after each key (the tape format's default typing speed).
  static let typingSpeed: Duration = .milliseconds(50)
  /// Pauses shorter than this (beyond the typing speed) are the rhythm of typing, not written.
  static let shortestPause: Duration = .milliseconds(300)

  /// The stand-ins for PIN characters (and for passwords no account has).
  let substitution: PinSubstitution
  /// The scenario's passwords and the app's values to scrub, kept out of the lines.
  let secrets: TapeSecrets
  /// The instant the recording started.
  let start: Instant
  /// What was done so far.
  private(set) var presses: [Press] = []

  /// A recorder starting at `start` that replaces PIN characters through `substitution`,
  /// typed passwords by the account of `passwords` that has them, and `valuesToScrub` by
  /// `<scrubbed>`.
  init(
    substitution: PinSubstitution, passwords: TapePasswords? = nil, valuesToScrub: [String] = [],
    start: Instant = .zero
  ) {
    self.substitution = substitution
    self.secrets = TapeSecrets(passwords: passwords, valuesToScrub: valuesToScrub)
    self.start = start
  }

  /// Records `key`, pressed at `at`, into a PIN entry, a password entry or neither (`erased`:
  /// it took a character out of the focused field).
  mutating func record(
    _ key: Key, at: Instant, intoPin: Bool, intoPassword: Bool = false, erased: Bool = false,
    changedNothing: Bool = false
  ) {
    presses.append(
      Press(
        action: .key(key), at: at, intoPin: intoPin, intoPassword: intoPassword, erased: erased,
        changedNothing: changedNothing))
  }

  /// Records what the program did with one input: the world changes it made, else the key
  /// (unless it moved through a panel or quit).
  mutating func record(_ step: ProgramStep) {
    let changes = step.commands.compactMap { command -> WorldChange? in
      if case .world(let change) = command { return change }
      return nil
    }
    for change in changes {
      presses.append(Press(action: .change(change), at: step.at, intoPin: false))
    }
    // On the phone an MDX event is what a key did, and the key is written; on a panel the
    // event itself is the line.
    let events = step.commands.compactMap { command -> MDXEvent? in
      if step.intoPanel, case .mdx(let event) = command { return event }
      return nil
    }
    for event in events {
      presses.append(Press(action: .mdx(event), at: step.at, intoPin: false))
    }
    guard changes.isEmpty, events.isEmpty, !step.commands.contains(.quit), !step.dropped
    else { return }
    switch step.input {
    case .key(let key):
      let opensPanel = key == .function(4) || key == .function(5)
      if step.intoPanel || opensPanel { return }
      record(
        key, at: step.at, intoPin: step.intoPin, intoPassword: step.intoPassword,
        erased: step.erased, changedNothing: step.changedNothing)
    case .click(let control, _):
      presses.append(Press(action: .click(control: control), at: step.at, intoPin: false))
    case .resize:
      // Said once for a run of resizes (dragging a window's edge sends many).
      if presses.last?.action != .key(.resize) {
        presses.append(Press(action: .key(.resize), at: step.at, intoPin: false))
      }
    case .tick:
      return
    }
  }

  /// Whether any PIN character was replaced.
  var replacedPins: Bool {
    presses.contains { press in
      if press.intoPin, case .key(.character) = press.action { return true }
      return false
    }
  }

  /// What became of each password typed, in order: the account it was written as
  /// (`Password "account"`), or nil for one no account has (written as a stand-in).
  var replacedPasswords: [String?] {
    built.passwordsWritten
  }

  /// The tape lines for what was done so far.
  var lines: [TapeLine] {
    built.lines
  }

  /// The lines for what was done so far that hold stand-ins.
  var standIns: [StandInLine] {
    built.standIns
  }

  /// The lines and stand-ins of what was done so far, leaving out the characters still being
  /// typed (the last presses, if they are characters or a password's Backspaces): a run is
  /// only known to hold no secret once it ends, so a journal written as the session goes
  /// holds none of it.
  var finishedPart: TapeLineBuilder {
    let pending = presses.reversed().prefix { press in
      switch press.action {
      case .key(.character): return true
      case .key(.backspace): return press.intoPassword
      case .key: return press.changedNothing
      default: return false
      }
    }
    return built(presses.dropLast(pending.count))
  }

  /// The lines, stand-ins and passwords of everything done so far.
  var built: TapeLineBuilder {
    built(presses[...])
  }

  private func built(_ presses: ArraySlice<Press>) -> TapeLineBuilder {
    var builder = TapeLineBuilder(substitution: substitution, secrets: secrets)
    var previous = start
    for press in presses {
      let pause = press.at.duration(since: previous) - Self.typingSpeed
      if pause >= Self.shortestPause, !builder.continuesTyping(press) {
        builder.flush()
        let milliseconds = (pause.wholeMilliseconds + 50) / 100 * 100
        builder.lines.append(.sleep(milliseconds: milliseconds))
      }
      previous = press.at
      let key: Key
      switch press.action {
      case .change(let change):
        builder.flush()
        builder.lines.append(.command(.world(change)))
        // The clock's jump is the line itself, not a pause before the next one.
        if case .advanceClock(let duration) = change { previous = press.at.advanced(by: duration) }
        continue
      case .mdx(let event):
        builder.flush()
        // Events with no tape line of their own (`Mdx` alone) are noted, not written.
        let line = TapeCommand.mdx(event)
        builder.lines.append(
          line.description == "Mdx"
            ? .comment("the Citrix action \(event) has no tape line") : .command(line))
        continue
      case .click(let control):
        builder.flush()
        builder.lines.append(.comment("a click on \(control) is not recorded"))
        continue
      case .key(let pressed):
        key = pressed
      }
      switch key {
      case .character(let character) where press.intoPassword:
        builder.typeSecret(character)
      case .backspace where press.intoPassword && builder.erasesSecret():
        continue
      case .backspace where press.erased && builder.erasesTyped():
        // The field lost the character just typed: so does the run, and what it spells is
        // what is checked for passwords and values to scrub.
        continue
      case .character(let character):
        builder.type(character, intoPin: press.intoPin)
      case .mouse(let x, let y):
        builder.flush()
        builder.lines.append(.comment("a click at column \(x), row \(y) is not recorded"))
      case .resize:
        builder.flush()
        builder.lines.append(.comment("the terminal was resized here; a tape keeps one size"))
      default:
        if key.isTapeKey, press.changedNothing, builder.isTyping {
          // A key that did nothing in the middle of typing (an arrow in a field) is written
          // after what was typed, so that it cuts no password or value to scrub in two.
          builder.holdUntilTyped(key)
        } else if key.isTapeKey {
          builder.press(key)
        } else {
          builder.flush()
          builder.lines.append(.comment("the key \(key) is not recorded"))
        }
      }
    }
    builder.flush()
    return builder
  }
}
