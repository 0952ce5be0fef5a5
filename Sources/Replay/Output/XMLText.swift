/// Escapes text for XML 1.0 documents (JUnit reports, SVG recordings).
///
/// XML 1.0 cannot carry most C0 control characters at all, not even as character references, so
/// they are shown by their Unicode control pictures (ESC becomes `␛`, NUL `␀`, DEL `␡`); the
/// noncharacters U+FFFE and U+FFFF become U+FFFD. Everything else is kept, with `&`, `<` and `>`
/// escaped everywhere and quotes, tabs and line breaks also escaped inside attribute values.
public enum XMLText {
  /// `text` as element content.
  public static func content(_ text: String) -> String {
    escape(text, attribute: false)
  }

  /// `text` as an attribute value, without the surrounding quotes.
  public static func attribute(_ text: String) -> String {
    escape(text, attribute: true)
  }

  /// Whether `scalar` may appear in an XML 1.0 document at all.
  public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: scalar.value != 0x7F
    default: false
    }
  }

  private static func escape(_ text: String, attribute: Bool) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where attribute: output += "&quot;"
      case "'" where attribute: output += "&apos;"
      case "\n" where attribute: output += "&#10;"
      case "\r": output += "&#13;"
      case "\t" where attribute: output += "&#9;"
      default:
        if isAllowed(scalar) {
          output.unicodeScalars.append(scalar)
        } else {
          output.unicodeScalars.append(picture(of: scalar))
        }
      }
    }
    return output
  }

  /// The visible stand-in for a character XML 1.0 cannot hold.
  private static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    default: "\u{FFFD}"
    }
  }
}
