import Replay
import TerminalUI

/// Gathers the typed characters and repeated keys of a recording into tape lines, writing no
/// secret: PIN characters become stand-ins, a password (typed into a password entry or
/// anywhere else) becomes `Password "account"`, and a value to scrub becomes `<scrubbed>`.
struct TapeLineBuilder {
  /// One character of the run being typed: as it is written, and as it was typed (nil for a
  /// PIN's character, already a stand-in).
  private struct Typed {
    var written: Character
    var typed: Character?
  }

  /// The comment written before a line whose typed text was scrubbed.
  static let scrubbedNote =
    "what was typed next holds a value of ValuesToScrubFromLogging (or the password of an "
    + "account named by one): write it in place of \(TapeSecrets.placeholder) to replay it"

  /// The stand-ins for PIN characters (and for passwords no account has).
  let substitution: PinSubstitution
  /// The passwords and values that must not be written.
  let secrets: TapeSecrets
  /// The lines so far.
  var lines: [TapeLine] = []
  /// What each password typed was written as: its account, or nil for a stand-in.
  var passwordsWritten: [String?] = []
  /// The lines that hold stand-ins.
  var standIns: [StandInLine] = []
  private var run: [Typed] = []
  /// What was typed into PIN entries, each run of PIN characters as typed; a PIN typed again
  /// elsewhere (into a note) is written through `substitution` too.
  private var pinRuns: [String] = []
  private var pinRun = ""
  private var secret = ""
  private var key: Key?
  private var count = 0
  /// Keys that did nothing while text was being typed, written once it is.
  private var held: [Key] = []

  /// A builder that writes PIN characters through `substitution` and keeps `secrets` out.
  init(substitution: PinSubstitution, secrets: TapeSecrets) {
    self.substitution = substitution
    self.secrets = secrets
  }

  /// Adds a typed character to the current `Type` run (a new run when the run would hold all
  /// three quote characters); a PIN's character is written as its stand-in.
  mutating func type(_ character: Character, intoPin: Bool) {
    flushSecret()
    flushKey()
    if intoPin {
      pinRun.append(character)
    } else {
      endPinRun()
    }
    let written = intoPin ? substitution.standIn(for: character) : character
    let quotes: [Character] = ["\"", "'", "`"]
    let candidate = String(run.map(\.written)) + String(written)
    if quotes.allSatisfy(candidate.contains) { flushText() }
    run.append(Typed(written: written, typed: intoPin ? nil : character))
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

  /// Whether text or a password is being typed (a run of it is open).
  var isTyping: Bool { !secret.isEmpty || !run.isEmpty }

  /// Keeps `key`, which changed nothing, to write once the text being typed is written.
  mutating func holdUntilTyped(_ key: Key) {
    held.append(key)
  }

  /// Whether `press` goes on with the text or the password being typed: a character, a
  /// Backspace that erases one or a key that changes nothing, while a run of it is open.
  func continuesTyping(_ press: KeystrokeRecorder.Press) -> Bool {
    if case .key(let key) = press.action, press.changedNothing, key.isTapeKey {
      switch key {
      case .character, .backspace: break
      default: return isTyping
      }
    }
    switch press.action {
    case .key(.character): return press.intoPassword ? !secret.isEmpty : !run.isEmpty
    case .key(.backspace):
      return press.intoPassword ? !secret.isEmpty : press.erased && !run.isEmpty
    default: return false
    }
  }

  /// Takes back the last character of the password being typed (a Backspace there); false
  /// when none is being typed, so the Backspace is written.
  mutating func erasesSecret() -> Bool {
    guard !secret.isEmpty else { return false }
    secret.removeLast()
    return true
  }

  /// Takes back the last character of the run being typed (a Backspace in the field it went
  /// to); false when no run is being typed, so the Backspace is written.
  mutating func erasesTyped() -> Bool {
    guard !run.isEmpty else { return false }
    run.removeLast()
    return true
  }

  /// Writes the password typed so far: `Password "account"` when an account has it (and its
  /// name holds no value to scrub), `<scrubbed>` when it is an account's or holds a value to
  /// scrub, else a stand-in of its shape.
  private mutating func flushSecret() {
    guard !secret.isEmpty else { return }
    if let account = secrets.account(withPassword: secret) {
      lines.append(.command(.password(account: account)))
      passwordsWritten.append(account)
    } else if secrets.passwords?.names(withPassword: secret).isEmpty == false
      || secrets.holdsScrubbedValue(secret)
    {
      appendScrubbed()
      passwordsWritten.append(nil)
    } else {
      // In as many `Type` lines as its quote characters need (a string holds two of the three).
      for piece in Self.quotablePieces(substitution.standIn(for: secret)) {
        standIns.append(StandInLine(index: lines.count, kind: .password))
        lines.append(.command(.type(piece, speed: nil)))
      }
      passwordsWritten.append(nil)
    }
    secret = ""
    releaseHeld()
  }

  /// Writes the keys held while text was typed, as pressed after it.
  private mutating func releaseHeld() {
    let keys = held
    held = []
    for pressed in keys {
      if key == pressed {
        count += 1
      } else {
        flushKey()
        key = pressed
        count = 1
      }
    }
  }

  /// `text` cut where it must be so that no piece holds all three quote characters (a tape's
  /// string is put in one it does not hold).
  static func quotablePieces(_ text: String) -> [String] {
    let quotes: [Character] = ["\"", "'", "`"]
    var pieces: [String] = []
    var piece = ""
    for character in text {
      if quotes.allSatisfy((piece + String(character)).contains) {
        pieces.append(piece)
        piece = ""
      }
      piece.append(character)
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  /// Keeps the PIN characters typed so far as one run.
  private mutating func endPinRun() {
    if !pinRun.isEmpty { pinRuns.append(pinRun) }
    pinRun = ""
  }

  /// The shortest stretch of a PIN typed elsewhere that is written as its stand-in.
  static let shortestPinPiece = 4

  /// `characters` with every stretch of at least `shortestPinPiece` characters that is part of
  /// a PIN typed into a PIN entry written through `substitution`, as the PIN itself is.
  private func hidingPins(_ characters: ArraySlice<Typed>) -> [Typed] {
    var output = Array(characters)
    guard !pinRuns.isEmpty else { return output }
    var start = 0
    while start < output.count {
      var end = output.count
      var found = false
      while end - start >= Self.shortestPinPiece {
        let piece = String(output[start..<end].compactMap(\.typed))
        if piece.count == end - start, pinRuns.contains(where: { $0.contains(piece) }) {
          found = true
          break
        }
        end -= 1
      }
      guard found else {
        start += 1
        continue
      }
      for index in start..<end {
        let character = output[index].written
        output[index] = Typed(written: substitution.standIn(for: character), typed: nil)
      }
      start = end
    }
    return output
  }

  /// Writes the run typed so far, its passwords as `Password` lines and its values to scrub
  /// as `<scrubbed>`.
  private mutating func flushText() {
    endPinRun()
    guard !run.isEmpty else { return }
    for piece in secrets.pieces(of: run.map(\.typed)) {
      switch piece {
      case .plain(let range):
        appendText(hidingPins(run[range])[...])
      case .password(_, let account):
        lines.append(.command(.password(account: account)))
        passwordsWritten.append(account)
      case .hidden:
        appendScrubbed()
      }
    }
    run = []
    releaseHeld()
  }

  /// Writes typed characters as one `Type` line (a run of spaces as `Space`).
  private mutating func appendText(_ characters: ArraySlice<Typed>) {
    let text = String(characters.map(\.written))
    if characters.contains(where: { $0.typed == nil }) {
      standIns.append(StandInLine(index: lines.count, kind: .pin))
    }
    if text.allSatisfy({ $0 == " " }) {
      lines.append(.command(.key(.character(" "), count: text.count, speed: nil)))
    } else {
      lines.append(.command(.type(text, speed: nil)))
    }
  }

  /// Writes the note and the `<scrubbed>` line that stand for hidden typed text.
  private mutating func appendScrubbed() {
    lines.append(.comment(Self.scrubbedNote))
    standIns.append(StandInLine(index: lines.count, kind: .scrubbed))
    lines.append(.command(.type(TapeSecrets.placeholder, speed: nil)))
  }

  private mutating func flushKey() {
    guard let key else { return }
    lines.append(.command(.key(key, count: count, speed: nil)))
    self.key = nil
    count = 0
  }
}
