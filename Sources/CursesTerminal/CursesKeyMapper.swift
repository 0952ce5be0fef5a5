import CNcursesw
import Screens
import TerminalUI

/// Turns what ncurses' `wget_wch` returns into `Key` values.
public enum CursesKeyMapper {
  /// The key for a curses key code (`wget_wch` returned `KEY_CODE_YES`); nil for codes mamsim
  /// ignores and for `KEY_MOUSE`, which needs `getmouse`.
  public static func key(forKeyCode code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_ENTER: return .enter
    case KEY_BTAB: return .backTab
    case KEY_RESIZE: return .resize
    default:
      let first = mamsim_key_f(1)
      if code >= first, code < first + 63 { return .function(Int(code - first) + 1) }
      return nil
    }
  }

  /// The key for a character `wget_wch` returned (`OK`); nil for codes with no meaning here.
  ///
  /// Control codes become `.control` with a lowercase letter, except Tab, Enter (CR or LF) and
  /// Backspace (BS or DEL); a lone ESC is `.escape`.
  public static func key(forCharacter value: UInt32) -> Key? {
    switch value {
    case 0: return .control("@")
    case 8, 127: return .backspace
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 1...26:
      guard let scalar = Unicode.Scalar(value + 96) else { return nil }
      return .control(Character(scalar))
    case 28: return .control("\\")
    case 29: return .control("]")
    case 30: return .control("^")
    case 31: return .control("_")
    case 128..<160: return nil
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// The key for a character that followed ESC at once: Alt with that key, or nil when it is
  /// not printable (the ESC then stands alone).
  public static func key(afterEscape value: UInt32) -> Key? {
    guard case .character(let character)? = key(forCharacter: value) else { return nil }
    return .alt(character)
  }

  /// The key an escape sequence curses did not know stands for, from what followed its ESC
  /// (`[1~`, `OH`, `[15~`): Home, End, Delete, Page Up and Page Down as other terminals send
  /// them (the Linux console, rxvt, VT220), the arrows in either cursor mode; nil for any
  /// other sequence, which is then dropped whole rather than typed as text.
  public static func key(forEscapeSequence body: [UInt32]) -> Key? {
    guard let first = body.first, let final = body.last, body.count >= 2 else { return nil }
    let parameters = String(
      decoding: body.dropFirst().dropLast().map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
    switch (first, final) {
    case (UInt32(UInt8(ascii: "[")), UInt32(UInt8(ascii: "~"))):
      switch parameters.split(separator: ";").first {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    case (UInt32(UInt8(ascii: "[")), _), (UInt32(UInt8(ascii: "O")), _):
      guard parameters.isEmpty || parameters == "1" || body.count == 2 else { return nil }
      switch final {
      case UInt32(UInt8(ascii: "A")): return .up
      case UInt32(UInt8(ascii: "B")): return .down
      case UInt32(UInt8(ascii: "C")): return .right
      case UInt32(UInt8(ascii: "D")): return .left
      case UInt32(UInt8(ascii: "H")): return .home
      case UInt32(UInt8(ascii: "F")): return .end
      default: return nil
      }
    default:
      return nil
    }
  }
}
