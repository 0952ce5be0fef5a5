import Replay
import SessionEngine

/// The text of a recorded tape: a header, the settings that make it replay the same, the keys.
struct RecordedTape: Equatable, Sendable {
  /// The terminal size at the start, in cells.
  var width: Int
  /// The terminal height at the start, in cells.
  var height: Int
  /// `Set Scenario`'s path, relative to the tape's folder, if a scenario was given.
  var scenarioPath: String?
  /// `Set Settings`'s path, relative to the tape's folder, if settings were given.
  var settingsPath: String?
  /// `Set Appearance`'s value, if an appearance was given.
  var appearance: TapeAppearance?
  /// `Set Language`'s value, when the session's language is not the one a replay would take
  /// (the scenario's, else English).
  var language: Language? = nil
  /// Whether PIN characters were replaced by stand-ins.
  var replacedPins: Bool
  /// What each password typed was written as: an account's name, or nil for a stand-in.
  var replacedPasswords: [String?] = []
  /// The keys and pauses.
  var body: [TapeLine]
  /// The lines of `body` that hold stand-ins.
  var standIns: [StandInLine] = []
  /// The app's `ValuesToScrubFromLogging`: a line that still holds one (a world line naming a
  /// scrubbed account, a path) is written as a comment with `<scrubbed>` in its place.
  var valuesToScrub: [String] = []
  /// Whether this is the journal kept while recording, not the finished tape.
  var isJournal = false

  /// The comment that opens every recorded tape (and journal).
  static let headerComment = "Recorded with mamsim record; replay it with mamsim replay."

  /// The comment lines written when PINs were replaced.
  static let pinNote = [
    "PINs typed in this session were replaced by stand-ins: each character by a fixed other one",
    "of the same kind, so matches, mismatches and wrong PINs replay the same. A PIN the policy",
    "would reject as a simple sequence may be accepted on replay, and the other way round.",
  ]

  /// The comment lines written when passwords were replaced.
  static let passwordNote = [
    "Passwords typed in this session are not written: Password \"account\" types the password",
    "the scenario gives that account, and a password no account has is replaced by a stand-in",
    "of its shape (each character by a fixed other one of the same kind).",
  ]

  /// The comment lines that open a journal.
  static let journalNote = [
    "The journal of a mamsim record session, kept as it went: the session ended before its tape",
    "was written. It plays as it is (mamsim replay); rename it to a .tape to keep it. The last",
    "characters typed, if no other key followed them, are not in it.",
  ]

  /// The comment a line gets when it holds a value to scrub, after the line with
  /// `<scrubbed>` in the value's place.
  static let scrubbedLineNote =
    "(not played: it holds a value of ValuesToScrubFromLogging; write the line in full to play it)"

  /// The sentences `mamsim record` writes on standard error about the passwords it wrote as
  /// `Password` lines: what each became and how the replay gets the real one.
  var passwordReport: [String] {
    replacedPasswords.compactMap { account in
      guard let account else { return nil }
      return "the password typed for \(account) is written as "
        + "\(TapeCommand.password(account: account)); the replay types the password the "
        + "scenario gives that account, so replay the tape with the same scenario"
    }
  }

  /// The sentences `mamsim record` writes on standard error about the lines of the tape at
  /// `path` that hold stand-ins, one a line (`demo.tape:12: ...`), so the user knows what to
  /// fill in.
  func standInReport(path: String) -> [String] {
    let lines = fileLines
    return standInPlaces.map { place in
      let line = lines[place.line].description
      let what: String
      switch place.kind {
      case .pin:
        what =
          "\(line) stands in for a PIN typed (each character by a fixed other one): the replay "
          + "sets and enters the stand-in, so put the real PIN there only if the replay must "
          + "unlock a PIN already set"
      case .password:
        what =
          "\(line) stands in for a password no account of the scenario has (of its shape): "
          + "the replay types that wrong password instead"
      case .scrubbed where line.hasSuffix(Self.scrubbedLineNote):
        // A line of the F4 or F5 panel, written as a comment that says why itself.
        what =
          "\(String(line.dropLast(Self.scrubbedLineNote.count)).trimmedOfWhitespace) was written as "
          + "a comment: it holds a value of ValuesToScrubFromLogging; write the value in place "
          + "of \(TapeSecrets.placeholder) and remove the # to play it"
      case .scrubbed:
        what =
          "\(line) stands in for typed text that holds a value of ValuesToScrubFromLogging: "
          + "write what was typed in place of \(TapeSecrets.placeholder) to replay it"
      }
      return "\(path):\(place.line + 1): \(what)"
    }
  }

  /// Where the stand-ins are: their line in the file (from 0) and what they replace; a line
  /// that held a value to scrub counts as a scrubbed stand-in.
  private var standInPlaces: [(line: Int, kind: StandInLine.Kind)] {
    let header = headerLines
    let secrets = TapeSecrets(passwords: nil, valuesToScrub: valuesToScrub)
    var places = standIns.map { (line: header.count + $0.index, kind: $0.kind) }
    let marked = Set(places.map(\.line))
    for (index, line) in (header + body).enumerated()
    where !marked.contains(index) && secrets.holdsScrubbedValue(line.description) {
      places.append((line: index, kind: .scrubbed))
    }
    return places.sorted { $0.line < $1.line }
  }

  /// The comments and settings before the body.
  private var headerLines: [TapeLine] {
    var lines: [TapeLine] = [.comment(Self.headerComment)]
    if isJournal { lines += Self.journalNote.map(TapeLine.comment) }
    if replacedPins { lines += Self.pinNote.map(TapeLine.comment) }
    if !replacedPasswords.isEmpty { lines += Self.passwordNote.map(TapeLine.comment) }
    var settings: [TapeSetting] = [.width(width), .height(height)]
    if let scenarioPath { settings.append(.scenario(scenarioPath)) }
    if let settingsPath { settings.append(.settings(settingsPath)) }
    if let appearance { settings.append(.appearance(appearance)) }
    if let language { settings.append(.language(language)) }
    return lines + settings.map { .command(.set($0)) }
  }

  /// Every line of the file: a line still holding a value to scrub becomes a comment with
  /// `<scrubbed>` in its place (a comment is only masked).
  private var fileLines: [TapeLine] {
    let secrets = TapeSecrets(passwords: nil, valuesToScrub: valuesToScrub)
    return (headerLines + body).map { line in
      guard secrets.holdsScrubbedValue(line.description) else { return line }
      if case .comment(let text) = line { return .comment(secrets.mask(text)) }
      return .comment(secrets.mask(line.description) + " " + Self.scrubbedLineNote)
    }
  }

  /// The whole file, ending with a line break.
  var text: String {
    fileLines.map(\.description).joined(separator: "\n") + "\n"
  }

  /// `path` (absolute, or relative to `workingFolder`) written relative to `tapeFolder` (same).
  static func relativePath(_ path: String, from tapeFolder: String, workingFolder: String) -> String
  {
    let target = TapePath.resolve(path, relativeTo: workingFolder).split(separator: "/")
    let base = TapePath.resolve(tapeFolder, relativeTo: workingFolder).split(separator: "/")
    let common = zip(target, base).prefix { $0 == $1 }.count
    let parts =
      Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
