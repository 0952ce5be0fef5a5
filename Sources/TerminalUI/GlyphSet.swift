/// The characters a terminal can show: all of Unicode in a UTF-8 locale, or ASCII only.
///
/// Chosen once at start from the locale (`LC_ALL`, `LC_CTYPE`, `LANG`). In a locale that is not
/// UTF-8 (`LANG=C`, `POSIX`, Latin-1), curses sends each character in the locale's own encoding:
/// box drawing vanishes and `·` goes out as a single byte. There every picture is drawn in ASCII.
public enum GlyphSet: Equatable, Sendable {
  /// Any character: the terminal reads UTF-8.
  case unicode
  /// Printable ASCII only: every other character is replaced by its nearest ASCII look-alike.
  case ascii

  /// The glyph set for a process whose environment is `environment`: ASCII unless the locale
  /// that decides the character type names UTF-8.
  public static func detect(environment: [String: String]) -> GlyphSet {
    namesUTF8(characterLocale(environment)) ? .unicode : .ascii
  }

  /// The name of the locale that decides the character type: `LC_ALL`, else `LC_CTYPE`, else
  /// `LANG` (the first that is set and not empty), or "".
  public static func characterLocale(_ environment: [String: String]) -> String {
    ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
  }

  /// Whether `locale` names UTF-8: "utf8" in it, ignoring case, `-` and `_` ("en_US.UTF-8").
  public static func namesUTF8(_ locale: String) -> Bool {
    String(locale.unicodeScalars.filter { $0 != "-" && $0 != "_" }).lowercased().contains("utf8")
  }

  /// `buffer` as this glyph set can show it: unchanged for Unicode; for ASCII, every cell that
  /// holds anything else holds its look-alike instead (the right half of a wide character a
  /// space), so the layout stays column for column.
  public func apply(to buffer: CellBuffer) -> CellBuffer {
    guard self == .ascii else { return buffer }
    var result = buffer
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        guard !cell.text.utf8.allSatisfy({ $0 < 0x80 }) || cell.isContinuation else { continue }
        let replacement = cell.isContinuation ? " " : Self.ascii(for: cell.text)
        result.put(replacement, x: x, y: y, style: cell.style, maxWidth: 1)
      }
    }
    return result
  }

  /// The one-character ASCII look-alike of `text`.
  static func ascii(for text: String) -> String {
    guard let scalar = text.unicodeScalars.first else { return " " }
    switch scalar.value {
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550: return "-"
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551: return "|"
    case 0x2500...0x257F: return "+"
    case 0x2580...0x259F: return "#"
    case 0x00B7, 0x2022, 0x2219, 0x22C5: return "-"
    case 0x25CF, 0x2B24, 0x26AB: return "*"
    case 0x25CB, 0x25EF: return "o"
    case 0x2013, 0x2014, 0x2212: return "-"
    case 0x2026: return "~"
    case 0x00D7: return "x"
    case 0x2039, 0x2190, 0x25C0, 0x25C2: return "<"
    case 0x203A, 0x2192, 0x25B6, 0x25B8: return ">"
    case 0x2191, 0x25B2, 0x25B4: return "^"
    case 0x2193, 0x25BC, 0x25BE: return "v"
    case 0x2713, 0x2714, 0x2705: return "x"
    case 0x2018, 0x2019, 0x201A, 0x2032: return "'"
    case 0x201C, 0x201D, 0x201E, 0x2033: return "\""
    case 0x00A0, 0x2000...0x200A: return " "
    // Latin letters with accents (German, Italian, French...) keep their base letter, so the
    // words stay readable: Gerät is Gerat, città is citta.
    case 0x00C0...0x00FF:
      let index = latin1Letters.index(latin1Letters.startIndex, offsetBy: Int(scalar.value) - 0xC0)
      return String(latin1Letters[index])
    default: return "?"
    }
  }

  /// The look-alikes of U+00C0 to U+00FF, one each: `À` is `A`, `ß` is `s`, `×` is `x`.
  private static let latin1Letters =
    "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty"
}
