/// Writes a property-list tree as XML, the form `mamsim configure` gives a binary input.
public enum PlistXMLWriter {
  /// The text before the top value.
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// The whole document for `root`, tab-indented.
  public static func document(_ root: PlistNode) -> String {
    var text = header
    write(root, indent: "", into: &text)
    return text + "</plist>\n"
  }

  /// `text` with `&`, `<` and `>` escaped for an element's content, and a carriage return
  /// written as `&#13;` (an XML reader would turn a raw one, or CR LF, into a line feed).
  public static func escaped(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\r": output += "&#13;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Whether XML 1.0 can hold `scalar` at all, raw or as a reference: not a C0 control other
  /// than tab, line feed and carriage return, nor U+FFFE or U+FFFF.
  static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x00..<0x20, 0xFFFE, 0xFFFF: false
    default: true
    }
  }

  /// The first key or string of `root` that XML cannot hold, as its key path and the
  /// character (`U+000B`); nil when the whole tree can be written.
  public static func unwritable(in root: PlistNode) -> (keyPath: String, character: String)? {
    func bad(_ text: String) -> String? {
      text.unicodeScalars.first { !isXMLCharacter($0) }.map {
        let hex = String($0.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      }
    }
    func search(_ node: PlistNode, _ path: String) -> (String, String)? {
      switch node.value {
      case .string(let value): return bad(value).map { (path, $0) }
      case .array(let items):
        for (index, item) in items.enumerated() {
          if let found = search(item, "\(path)[\(index)]") { return found }
        }
      case .dictionary(let entries):
        for entry in entries {
          let inner = path.isEmpty ? entry.key : "\(path).\(entry.key)"
          if let character = bad(entry.key) { return (inner, character) }
          if let found = search(entry.value, inner) { return found }
        }
      default: break
      }
      return nil
    }
    return search(root, "")
  }

  /// Appends `node` and a newline, each line starting with `indent`.
  private static func write(_ node: PlistNode, indent: String, into text: inout String) {
    text += indent
    switch node.value {
    case .string(let value): text += "<string>\(escaped(value))</string>\n"
    case .integer(let value): text += "<integer>\(value)</integer>\n"
    case .real(let value): text += "<real>\(value)</real>\n"
    case .bool(let value): text += value ? "<true/>\n" : "<false/>\n"
    case .date(let value): text += "<date>\(escaped(value))</date>\n"
    case .data(let value): text += "<data>\(value)</data>\n"
    case .null: text += "<string></string>\n"
    case .array(let items):
      guard !items.isEmpty else {
        text += "<array/>\n"
        return
      }
      text += "<array>\n"
      for item in items { write(item, indent: indent + "\t", into: &text) }
      text += indent + "</array>\n"
    case .dictionary(let entries):
      guard !entries.isEmpty else {
        text += "<dict/>\n"
        return
      }
      text += "<dict>\n"
      for entry in entries {
        text += indent + "\t<key>\(escaped(entry.key))</key>\n"
        write(entry.value, indent: indent + "\t", into: &text)
      }
      text += indent + "</dict>\n"
    }
  }
}
