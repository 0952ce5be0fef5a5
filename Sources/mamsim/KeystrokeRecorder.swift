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
/// into a PIN entry are replaced through `substitution`.
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
  }

  /// The time a replay lets pass after each key (the tape format's default typing speed).
  static let typingSpeed: Duration = .milliseconds(50)
  /// Pauses shorter than this (beyond the typing speed) are the rhythm of typing, not written.
  static let shortestPause: Duration = .milliseconds(300)

  /// The stand-ins for PIN characters.
  let substitution: PinSubstitution
  /// The instant the recording started.
  let start: Instant
  /// What was done so far.
  private(set) var presses: [Press] = []

  /// A recorder starting at `start` that replaces PIN characters through `substitution`.
  init(substitution: PinSubstitution, start: Instant = .zero) {
    self.substitution = substitution
    self.start = start
  }

  /// Records `key`, pressed at `at`, into a PIN entry or not.
  mutating func record(_ key: Key, at: Instant, intoPin: Bool) {
    presses.append(Press(action: .key(key), at: at, intoPin: intoPin))
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
      record(key, at: step.at, intoPin: step.intoPin)
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

  /// The tape lines for what was done so far.
  var lines: [TapeLine] {
    var builder = Builder()
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
    return builder.lines
  }

  /// Gathers typed characters and repeated keys into single lines.
  private struct Builder {
    var lines: [TapeLine] = []
    private var text = ""
    private var key: Key?
    private var count = 0

    /// Adds a typed character to the current `Type` run (a new run when the run would hold all
    /// three quote characters).
    mutating func type(_ character: Character) {
      flushKey()
      let quotes: [Character] = ["\"", "'", "`"]
      let candidate = text + String(character)
      if quotes.allSatisfy(candidate.contains) { flushText() }
      text.append(character)
    }

    /// Adds a key press, counting it when it repeats the previous one.
    mutating func press(_ next: Key) {
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
      flushText()
      flushKey()
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
