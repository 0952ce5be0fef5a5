/// Writes JSON text by hand, in a fixed key order, so logs are byte-for-byte reproducible.
public enum JSONText {
  /// A JSON string literal for `text`.
  public static func quote(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  /// `value` as compact JSON; objects keep their keys sorted; strings pass through `scrubber`.
  public static func render(_ value: JSONValue, scrubber: LogScrubber? = nil) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
      return String(number)
    case .string(let text): return quote(scrubber?.scrub(text) ?? text)
    case .array(let items):
      return "[" + items.map { render($0, scrubber: scrubber) }.joined(separator: ",") + "]"
    case .object(let members):
      let body = members.keys.sorted().map { key in
        quote(key) + ":" + render(members[key] ?? .null, scrubber: scrubber)
      }
      return "{" + body.joined(separator: ",") + "}"
    }
  }
}
