/// A JSON text read into a `JSONValue`, remembering the line of every key path for diagnostics.
///
/// Key paths are written `tenant.users[2].upn`. Syntax errors name the line and column.
public struct JSONDocument: Sendable {
  /// The value the text holds.
  public var value: JSONValue
  /// The 1-based line where each key path's value starts ("" is the root).
  public var lines: JSONLines

  /// Parses `text`; a syntax error says where it is. A UTF-8 byte-order mark before the text
  /// (some Windows editors write one; RFC 8259 lets a reader ignore it) is skipped. Text that
  /// was UTF-16 read as if it were UTF-8 (NULs between its letters) is refused as UTF-16.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
    try read(Array(text.utf8))
  }

  /// Parses the bytes of a file; beyond `parse(_:)`'s errors, a file in UTF-16 is refused (it
  /// must be saved as UTF-8), and so is one with a byte that is not UTF-8, at that byte's line
  /// and column.
  public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
    if !UTF8Text.isUTF16(bytes), let problem = UTF8Text.problem(in: bytes) {
      throw JSONSyntaxError(
        line: problem.line, column: problem.column ?? 1, message: problem.message,
        isEncoding: true)
    }
    return try read(bytes)
  }

  /// Reads UTF-8 `bytes` (a UTF-16 text is refused first).
  private static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
    if UTF8Text.isUTF16(bytes) {
      throw JSONSyntaxError(
        line: 1, column: 1,
        message: "the file is UTF-16 text; save it as UTF-8, the one encoding mamsim reads JSON in",
        isEncoding: true)
    }
    var reader = Reader(bytes: bytes)
    if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      reader.offset = 3
      reader.lineStart = 3
    }
    // About one value per 16 bytes in a scenario; the table grows past this if it must.
    reader.lines.reserveCapacity(16 + min(reader.bytes.count / 16, 4096))
    reader.skipSpace()
    let root = reader.lines.addRoot(line: reader.line)
    let value = try reader.value(entry: root)
    reader.skipSpace()
    guard reader.atEnd else { throw reader.failure("unexpected text after the JSON value") }
    return JSONDocument(value: value, lines: reader.lines)
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    var lines = JSONLines()
    var depth = 0

    var atEnd: Bool { offset >= bytes.count }

    func failure(_ message: String) -> JSONSyntaxError {
      JSONSyntaxError(line: line, column: offset - lineStart + 1, message: message)
    }

    mutating func skipSpace() {
      while offset < bytes.count {
        switch bytes[offset] {
        case UInt8(ascii: "\n"):
          line += 1
          offset += 1
          lineStart = offset
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
        default: return
        }
      }
    }

    /// The value starting here, whose line is recorded as `entry` of `lines`.
    mutating func value(entry: Int) throws(JSONSyntaxError) -> JSONValue {
      guard offset < bytes.count else { throw failure("the text ends where a value should be") }
      switch bytes[offset] {
      case UInt8(ascii: "{"): return try object(entry: entry)
      case UInt8(ascii: "["): return try array(entry: entry)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default: return try number()
      }
    }

    mutating func enter() throws(JSONSyntaxError) {
      depth += 1
      if depth > 200 { throw failure("values are nested more than 200 deep") }
    }

    mutating func object(entry: Int) throws(JSONSyntaxError) -> JSONValue {
      try enter()
      offset += 1
      var members = JSONObject()
      skipSpace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        depth -= 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
          throw failure("expected a quoted key")
        }
        let key = try string()
        if members.contains(key) { throw failure("the key \"\(key)\" appears twice") }
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
          throw failure("expected ':' after the key \"\(key)\"")
        }
        offset += 1
        skipSpace()
        let member = lines.addMember(key, of: entry, line: line)
        members.append(key, try value(entry: member))
        skipSpace()
        guard offset < bytes.count else { throw failure("the text ends inside an object") }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          continue
        }
        if bytes[offset] == UInt8(ascii: "}") {
          offset += 1
          depth -= 1
          return .object(members)
        }
        throw failure("expected ',' or '}' in an object")
      }
    }

    mutating func array(entry: Int) throws(JSONSyntaxError) -> JSONValue {
      try enter()
      offset += 1
      var items: [JSONValue] = []
      skipSpace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        depth -= 1
        return .array(items)
      }
      while true {
        skipSpace()
        let element = lines.addElement(items.count, of: entry, line: line)
        items.append(try value(entry: element))
        skipSpace()
        guard offset < bytes.count else { throw failure("the text ends inside an array") }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          continue
        }
        if bytes[offset] == UInt8(ascii: "]") {
          offset += 1
          depth -= 1
          return .array(items)
        }
        throw failure("expected ',' or ']' in an array")
      }
    }

    mutating func literal(_ word: String, _ result: JSONValue) throws(JSONSyntaxError) -> JSONValue
    {
      let expected = Array(word.utf8)
      guard offset + expected.count <= bytes.count,
        Array(bytes[offset..<(offset + expected.count)]) == expected
      else { throw failure("unexpected text; expected a value") }
      offset += expected.count
      return result
    }

    mutating func number() throws(JSONSyntaxError) -> JSONValue {
      let start = offset
      while offset < bytes.count,
        "+-0123456789.eE".utf8.contains(bytes[offset])
      {
        offset += 1
      }
      guard offset > start, let text = String(validating: bytes[start..<offset], as: UTF8.self),
        let number = Double(text)
      else {
        offset = start
        throw failure("unexpected character; expected a value")
      }
      return .number(number)
    }

    mutating func string() throws(JSONSyntaxError) -> String {
      offset += 1
      // Most strings have no escapes: take their bytes in one piece.
      var end = offset
      while end < bytes.count {
        let byte = bytes[end]
        if byte == UInt8(ascii: "\"") {
          let text = String(decoding: bytes[offset..<end], as: UTF8.self)
          offset = end + 1
          return text
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        end += 1
      }
      var scalars = String.UnicodeScalarView()
      var run: [UInt8] = []
      func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
        if !run.isEmpty {
          scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
          run.removeAll()
        }
      }
      while offset < bytes.count {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""):
          offset += 1
          flush(&run, into: &scalars)
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush(&run, into: &scalars)
          offset += 1
          guard offset < bytes.count else { break }
          let escape = bytes[offset]
          offset += 1
          switch escape {
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "b"): scalars.append("\u{8}")
          case UInt8(ascii: "f"): scalars.append("\u{C}")
          case UInt8(ascii: "u"):
            scalars.append(try unicodeEscape())
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            scalars.append(Unicode.Scalar(escape))
          default: throw failure("unknown escape in a string")
          }
        case UInt8(ascii: "\n"):
          throw failure(
            "a string runs past the end of its line (missing closing quote?); "
              + "a line break inside a string is written \\n")
        case 0..<0x20:
          throw failure(Self.controlCharacterMessage(byte))
        default:
          run.append(byte)
          offset += 1
        }
      }
      throw failure("the text ends inside a string")
    }

    /// Why the control character `byte` (below 0x20, not a line feed) cannot stand in a string
    /// as it is (RFC 8259 requires an escape), naming the escape to write instead.
    static func controlCharacterMessage(_ byte: UInt8) -> String {
      let hex = String(byte, radix: 16, uppercase: true)
      let code = String(repeating: "0", count: 4 - hex.count) + hex
      let (name, escape): (String, String) =
        switch byte {
        case 0x08: ("a backspace (U+0008)", "\\b")
        case 0x09: ("a tab (U+0009)", "\\t")
        case 0x0C: ("a form feed (U+000C)", "\\f")
        case 0x0D: ("a carriage return (U+000D)", "\\r")
        default: ("the control character U+\(code)", "\\u\(code)")
        }
      return "\(name) is written as it is inside a string; JSON needs it escaped: write \(escape)"
    }

    mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
      func hex4(_ reader: inout Reader) throws(JSONSyntaxError) -> UInt32 {
        let digits = reader.bytes[reader.offset..<min(reader.offset + 4, reader.bytes.count)]
        guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
          let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else { throw reader.failure("a \\u escape needs four hex digits") }
        reader.offset += 4
        return value
      }
      let first = try hex4(&self)
      if (0xD800..<0xDC00).contains(first), offset + 1 < bytes.count,
        bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
      {
        offset += 2
        let second = try hex4(&self)
        guard (0xDC00..<0xE000).contains(second) else {
          throw failure("a \\u escape of a high surrogate must be followed by a low one")
        }
        let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return Unicode.Scalar(combined) ?? "\u{FFFD}"
      }
      return Unicode.Scalar(first) ?? "\u{FFFD}"
    }
  }
}

/// A JSON syntax error at a line and column.
public struct JSONSyntaxError: Error, Equatable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column (in bytes).
  public var column: Int
  /// What is wrong.
  public var message: String
  /// Whether the text's encoding is at fault (UTF-16, or a byte that is not UTF-8) rather than
  /// its JSON.
  public var isEncoding = false
}
