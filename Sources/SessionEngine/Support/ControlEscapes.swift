/// How a line mamsim prints shows the control characters a user's file put in it: as their
/// escapes (`\u{1B}`, `\n`), so that nothing in a file name or a tape's text can drive the
/// terminal, a CI log viewer, or split one line into two.
public enum ControlEscapes {
  /// `text` with each control character (C0 but a tab, DEL, C1, U+2028 and U+2029) written as
  /// its escape: a line feed as `\n`, a carriage return as `\r` (unless `keepsLineBreaks`,
  /// which leaves those two to the caller), any other as `\u{…}`.
  public static func visible(_ text: String, keepsLineBreaks: Bool = false) -> String {
    var line = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where !keepsLineBreaks: line += "\\n"
      case 0x0D where !keepsLineBreaks: line += "\\r"
      case 0x09, 0x0A, 0x0D: line.unicodeScalars.append(scalar)
      case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
        line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: line.unicodeScalars.append(scalar)
      }
    }
    return line
  }
}
