/// Hides, in a recording's command lines, the text of a `Type` that the screen did not echo.
///
/// What a user types into a PIN or password field appears on the screen as dots. So when the
/// typed text does not appear more often on the screen after the command than before it (the
/// side panel may show a demo account's password all along), it was a secret, or went to a
/// screen that is gone: the `.txt` log then heads that frame with `Type "••••"`, always four dots,
/// so neither the secret nor its length is recorded. Text the field echoes (an e-mail address)
/// stays.
enum TypedTextMask {
  /// What replaces hidden typed text.
  static let mask = "••••"

  /// `command` (as a tape writes it) with its typed text masked unless `after` shows it more
  /// often than `before`.
  static func masked(_ command: String, before: [String], after: [String]) -> String {
    guard command.hasPrefix("Type"),
      let open = command.firstIndex(where: { $0 == "\"" || $0 == "'" || $0 == "`" }),
      let close = command.lastIndex(of: command[open]), close > open
    else { return command }
    let typed = String(command[command.index(after: open)..<close])
    if !typed.isEmpty, occurrences(of: typed, in: after) > occurrences(of: typed, in: before) {
      return command
    }
    return command[..<open] + "\"" + mask + "\"" + command[command.index(after: close)...]
  }

  /// How many times `text` occurs in `lines`, not overlapping, as `String.ranges(of:)` counts
  /// them (by characters, canonically equivalent text matching).
  static func occurrences(of text: String, in lines: [String]) -> Int {
    lines.reduce(0) { count, line in count + line.ranges(of: text).count }
  }
}
