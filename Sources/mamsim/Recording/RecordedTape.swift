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

  /// The sentences `mamsim record` writes on standard error about the passwords it replaced:
  /// what each became and how the replay gets the real one.
  var passwordReport: [String] {
    replacedPasswords.map { account in
      guard let account else {
        return "a typed password that no account of the scenario has is written as a stand-in "
          + "of its shape; the replay types that wrong password instead"
      }
      return "the password typed for \(account) is written as "
        + "\(TapeCommand.password(account: account)); the replay types the password the "
        + "scenario gives that account, so replay the tape with the same scenario"
    }
  }

  /// The whole file, ending with a line break.
  var text: String {
    var lines: [TapeLine] = [.comment("Recorded with mamsim record; replay it with mamsim replay.")]
    if replacedPins { lines += Self.pinNote.map(TapeLine.comment) }
    if !replacedPasswords.isEmpty { lines += Self.passwordNote.map(TapeLine.comment) }
    var settings: [TapeSetting] = [.width(width), .height(height)]
    if let scenarioPath { settings.append(.scenario(scenarioPath)) }
    if let settingsPath { settings.append(.settings(settingsPath)) }
    if let appearance { settings.append(.appearance(appearance)) }
    if let language { settings.append(.language(language)) }
    lines += settings.map { .command(.set($0)) }
    lines += body
    return lines.map(\.description).joined(separator: "\n") + "\n"
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
