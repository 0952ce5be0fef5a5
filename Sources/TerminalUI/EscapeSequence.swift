/// Where an escape sequence a terminal sends ends, for the readers that must drop one whole:
/// the key reader (a key curses does not know) and a paste (a colour or a window title in it).
public enum EscapeSequence {
  /// Whether `body`, what followed an ESC, is a whole sequence: a CSI (`[` to its final byte,
  /// `@`…`~`), SS3 (`O` and one character), a string (OSC `]`, DCS `P`, SOS `X`, PM `^`, APC
  /// `_`: to BEL or `ESC \`), or any other single character.
  public static func isComplete(_ body: [UInt32]) -> Bool {
    guard let first = body.first else { return false }
    switch first {
    case UInt32(UInt8(ascii: "[")):
      guard body.count > 1, let last = body.last else { return false }
      return (0x40...0x7E).contains(last)
    case UInt32(UInt8(ascii: "O")):
      return body.count == 2
    case UInt32(UInt8(ascii: "]")), UInt32(UInt8(ascii: "P")), UInt32(UInt8(ascii: "X")),
      UInt32(UInt8(ascii: "^")), UInt32(UInt8(ascii: "_")):
      guard body.count > 1, let last = body.last else { return false }
      return last == 0x07 || (last == 0x5C && body[body.count - 2] == 0x1B)
    default:
      return true
    }
  }
}
