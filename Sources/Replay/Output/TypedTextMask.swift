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
  ///
  /// When `text` is ASCII other than `K`, `;`, `` ` `` and carriage return, a match by
  /// characters is also a match of its bytes (no other scalars are equivalent to those ASCII
  /// characters, and each is a character of its own), so a line without its bytes holds none
  /// and is not searched by characters.
  static func occurrences(of text: String, in lines: [String]) -> Int {
    var needle = text
    let screened = needle.utf8.allSatisfy { $0 < 0x80 && !Self.equivalentASCII.contains($0) }
    return lines.reduce(0) { count, line in
      if screened {
        var line = line
        let absent = needle.withUTF8 { needle in
          line.withUTF8 { ByteSearch.find(needle, in: $0) == nil }
        }
        if absent { return count }
      }
      return count + line.ranges(of: text).count
    }
  }

  /// The ASCII bytes another scalar is canonically equivalent to (KELVIN SIGN is `K`, GREEK
  /// QUESTION MARK `;`, GREEK VARIA `` ` ``) or that join the next byte (a carriage return
  /// before a line feed).
  private static let equivalentASCII: Set<UInt8> = [0x4B, 0x3B, 0x60, 0x0D]

  /// `occurrences` without the byte screen: the plain answer it is checked against.
  static func occurrencesByCharacter(of text: String, in lines: [String]) -> Int {
    lines.reduce(0) { count, line in count + line.ranges(of: text).count }
  }
}
