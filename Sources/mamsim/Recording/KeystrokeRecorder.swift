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
/// the typing speed plus `shortestPause` become `Sleep`, rounded to 100 ms. Characters typed
/// into a PIN entry are replaced through `substitution`; a password typed into a password
/// entry becomes `Password "account"` when an account of the scenario has it (the replay types
/// that account's password), else a stand-in of its shape through `substitution`.
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
  }

  /// The time a replay lets pass after each key (the tape format's default typing speed).
  static let typingSpeed: Duration = .milliseconds(50)
  /// Pauses shorter than this (beyond the typing speed) are the rhythm of typing, not written.
  static let shortestPause: Duration = .milliseconds(300)

  /// The stand-ins for PIN characters (and for passwords no account has).
  let substitution: PinSubstitution
  /// The scenario's accounts, to name the one whose password was typed.
  let passwords: TapePasswords?
  /// The instant the recording started.
  let start: Instant
  /// What was done so far.
  private(set) var presses: [Press] = []

  /// A recorder starting at `start` that replaces PIN characters through `substitution` and
  /// typed passwords by the account of `passwords` that has them.
  init(substitution: PinSubstitution, passwords: TapePasswords? = nil, start: Instant = .zero) {
    self.substitution = substitution
    self.passwords = passwords
    self.start = start
  }

  /// Records `key`, pressed at `at`, into a PIN entry, a password entry or neither.
  mutating func record(_ key: Key, at: Instant, intoPin: Bool, intoPassword: Bool = false) {
    presses.append(
      Press(action: .key(key), at: at, intoPin: intoPin, intoPassword: intoPassword))
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
    guard changes.isEmpty, events.isEmpty, !step.commands.contains(.quit) else { return }
    switch step.input {
    case .key(let key):
      let opensPanel = key == .function(4) || key == .function(5)
      if step.intoPanel || opensPanel { return }
      record(key, at: step.at, intoPin: step.intoPin, intoPassword: step.intoPassword)
    case .click(let control, _):
      presses.append(Press(action: .click(control: control), at: step.at, intoPin: false))
    case .resize, .tick:
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
    built().passwords
  }

  /// The tape lines for what was done so far.
  var lines: [TapeLine] {
    built().lines
  }

  private func built() -> (lines: [TapeLine], passwords: [String?]) {
    var builder = Builder(substitution: substitution, passwords: passwords)
    var previous = start
    for press in presses {
      let pause = press.at.duration(since: previous) - Self.typingSpeed
      if pause >= Self.shortestPause {
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
      case .character(let character):
        builder.type(press.intoPin ? substitution.standIn(for: character) : character)
      case .mouse(let x, let y):
        builder.flush()
        builder.lines.append(.comment("a click at column \(x), row \(y) is not recorded"))
      case .resize:
        builder.flush()
        builder.lines.append(.comment("the terminal was resized here; a tape keeps one size"))
      default:
        if key.isTapeKey {
          builder.press(key)
        } else {
          builder.flush()
          builder.lines.append(.comment("the key \(key) is not recorded"))
        }
      }
    }
    builder.flush()
    return (builder.lines, builder.passwordsWritten)
  }

  /// Gathers typed characters and repeated keys into single lines.
  private struct Builder {
    let substitution: PinSubstitution
    let passwords: TapePasswords?
    var lines: [TapeLine] = []
    /// What each password typed was written as (see `replacedPasswords`).
    var passwordsWritten: [String?] = []
    private var text = ""
    private var secret = ""

    /// A builder that writes passwords by `passwords`' accounts, else through `substitution`.
    init(substitution: PinSubstitution, passwords: TapePasswords?) {
      self.substitution = substitution
      self.passwords = passwords
    }
    private var key: Key?
    private var count = 0

    /// Adds a typed character to the current `Type` run (a new run when the run would hold all
    /// three quote characters).
    mutating func type(_ character: Character) {
      flushSecret()
      flushKey()
      let quotes: [Character] = ["\"", "'", "`"]
      let candidate = text + String(character)
      if quotes.allSatisfy(candidate.contains) { flushText() }
      text.append(character)
    }

    /// Adds a key press, counting it when it repeats the previous one.
    mutating func press(_ next: Key) {
      flushSecret()
      flushText()
      if key == next {
        count += 1
      } else {
        flushKey()
        key = next
        count = 1
      }
    }

    /// Ends the current run and the current key.
    mutating func flush() {
      flushSecret()
      flushText()
      flushKey()
    }

    /// Adds a character typed into a password entry to the password being typed.
    mutating func typeSecret(_ character: Character) {
      flushText()
      flushKey()
      secret.append(character)
    }

    /// Takes back the last character of the password being typed (a Backspace there); false
    /// when none is being typed, so the Backspace is written.
    mutating func erasesSecret() -> Bool {
      guard !secret.isEmpty else { return false }
      secret.removeLast()
      return true
    }

    /// Writes the password typed so far: `Password "account"` when an account has it, else a
    /// stand-in of its shape.
    private mutating func flushSecret() {
      guard !secret.isEmpty else { return }
      if let account = passwords?.account(withPassword: secret) {
        lines.append(.command(.password(account: account)))
        passwordsWritten.append(account)
      } else {
        lines.append(.command(.type(substitution.standIn(for: secret), speed: nil)))
        passwordsWritten.append(nil)
      }
      secret = ""
    }

    private mutating func flushText() {
      guard !text.isEmpty else { return }
      if text.allSatisfy({ $0 == " " }) {
        lines.append(.command(.key(.character(" "), count: text.count, speed: nil)))
      } else {
        lines.append(.command(.type(text, speed: nil)))
      }
      text = ""
    }

    private mutating func flushKey() {
      guard let key else { return }
      lines.append(.command(.key(key, count: count, speed: nil)))
      self.key = nil
      count = 0
    }
  }
}
