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

  /// `text` with `&`, `<` and `>` escaped for an element's content.
  public static func escaped(_ text: String) -> String {
    var output = ""
    for character in text {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default: output.append(character)
      }
    }
    return output
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
