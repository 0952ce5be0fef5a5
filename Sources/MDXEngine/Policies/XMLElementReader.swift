/// Reads a small XML document into `XMLElement`s, or says where it stops being well formed.
///
/// Total and bounded: it never recurses, refuses elements nested deeper than `maximumDepth` or
/// more than `maximumElements` in all, skips the declaration, comments and doctype, keeps CDATA
/// as text, decodes the five predefined entities and numeric references, and ignores attributes.
/// Any input is read in time proportional to its size.
public struct XMLElementReader {
  /// How deep elements may nest.
  public static let maximumDepth = 32
  /// How many elements a document may hold.
  public static let maximumElements = 20_000

  /// Where and why a document is not well formed.
  public struct Problem: Error, Equatable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// What is wrong, in our words.
    public var message: String
  }

  /// Reads `text`: the root element, or the first problem.
  public static func read(_ text: String) -> Result<XMLElement, Problem> {
    var reader = XMLElementReader(bytes: Array(text.utf8))
    return reader.run()
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var stack: [XMLElement] = []
  private var textBytes: [[UInt8]] = []
  private var root: XMLElement?
  private var count = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func run() -> Result<XMLElement, Problem> {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count {
      let byte = bytes[index]
      if byte != UInt8(ascii: "<") {
        if byte == UInt8(ascii: "\n") { line += 1 }
        if stack.isEmpty {
          if !Self.isSpace(byte) { return fail(line, "text outside the root element") }
        } else {
          textBytes[textBytes.count - 1].append(byte)
        }
        index += 1
        continue
      }
      let start = line
      if starts(with: "<!--") {
        guard skip(from: index + 4, past: "-->", capture: false) else {
          return fail(start, "a comment starting here is never closed")
        }
      } else if starts(with: "<![CDATA[") {
        guard !stack.isEmpty else { return fail(start, "CDATA outside the root element") }
        guard skip(from: index + 9, past: "]]>", capture: true) else {
          return fail(start, "a CDATA section starting here is never closed")
        }
      } else if starts(with: "<?") || starts(with: "<!") {
        guard skip(from: index + 2, past: ">", capture: false) else {
          return fail(start, "a declaration starting here is never closed")
        }
      } else {
        let open = index + 1
        guard skip(from: open, past: ">", capture: false) else {
          return fail(start, "a tag starting here is never closed with '>'")
        }
        let body = String(decoding: bytes[open..<(index - 1)], as: UTF8.self)
        if let problem = tag(body, line: start) { return .failure(problem) }
      }
    }
    if let open = stack.last {
      return fail(open.line, "<\(open.name)> opened here is never closed")
    }
    guard let root else { return fail(1, "no element was found") }
    return .success(root)
  }

  /// Handles one tag's body (between `<` and `>`); a problem, or nil.
  private mutating func tag(_ body: String, line: Int) -> Problem? {
    if body.hasPrefix("/") {
      let name = Self.name(of: body.dropFirst())
      guard var element = stack.popLast(), let text = textBytes.popLast() else {
        return Problem(line: line, message: "</\(name)> closes nothing")
      }
      guard element.name == name else {
        return Problem(
          line: line, message: "</\(name)> closes <\(element.name)> opened on line \(element.line)")
      }
      guard let decoded = Self.decode(text) else {
        return Problem(line: line, message: "<\(name)> holds an unknown '&' entity")
      }
      element.text = decoded
      attach(element)
      return nil
    }
    let selfClosing = body.hasSuffix("/")
    let name = Self.name(of: selfClosing ? body.dropLast() : Substring(body))
    guard !name.isEmpty else { return Problem(line: line, message: "a tag with no name") }
    guard root == nil else {
      return Problem(line: line, message: "<\(name)> follows the root element")
    }
    count += 1
    guard count <= Self.maximumElements else {
      return Problem(
        line: line, message: "more than \(Self.maximumElements) elements, the most accepted")
    }
    let element = XMLElement(name: name, line: line)
    if selfClosing {
      attach(element)
      return nil
    }
    guard stack.count < Self.maximumDepth else {
      return Problem(
        line: line, message: "elements nest more than \(Self.maximumDepth) deep, the most accepted")
    }
    stack.append(element)
    textBytes.append([])
    return nil
  }

  private mutating func attach(_ element: XMLElement) {
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  private func fail(_ line: Int, _ message: String) -> Result<XMLElement, Problem> {
    .failure(Problem(line: line, message: message))
  }

  private func starts(with prefix: String) -> Bool {
    let pattern = Array(prefix.utf8)
    guard index + pattern.count <= bytes.count else { return false }
    return bytes[index..<(index + pattern.count)].elementsEqual(pattern)
  }

  /// Moves `index` just past `terminator`, counting lines (and keeping text when `capture`);
  /// false at the end of the input.
  private mutating func skip(from start: Int, past terminator: String, capture: Bool) -> Bool {
    let pattern = Array(terminator.utf8)
    index = start
    while index < bytes.count {
      if starts(with: terminator) {
        index += pattern.count
        return true
      }
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      if capture, !textBytes.isEmpty { textBytes[textBytes.count - 1].append(bytes[index]) }
      index += 1
    }
    return false
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The element name at the start of a tag body (attributes dropped).
  private static func name(of body: Substring) -> String {
    String(body.prefix { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r") })
  }

  /// The text with entities decoded, or nil for an unknown or unfinished entity.
  private static func decode(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semi = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 10
      else { return nil }
      let entity = rest[rest.index(after: amp)..<semi]
      switch entity {
      case "lt": result += "<"
      case "gt": result += ">"
      case "amp": result += "&"
      case "quot": result += "\""
      case "apos": result += "'"
      default:
        let number: UInt32?
        if entity.hasPrefix("#x") {
          number = UInt32(entity.dropFirst(2), radix: 16)
        } else if entity.hasPrefix("#") {
          number = UInt32(entity.dropFirst())
        } else {
          number = nil
        }
        guard let number, let scalar = Unicode.Scalar(number) else { return nil }
        result.unicodeScalars.append(scalar)
      }
      rest = rest[rest.index(after: semi)...]
    }
    return result + rest
  }
}
