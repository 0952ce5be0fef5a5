import SessionEngine

/// Reads a small XML document into `XMLElement`s, or says where it stops being well formed.
///
/// Total and bounded: it never recurses, refuses elements nested deeper than `maximumDepth` or
/// more than `maximumElements` in all, and reads any input in time proportional to its size.
/// It refuses what an XML parser refuses in the documents a policy file may hold: a tag not
/// closed by its own `>`, an end tag with anything after its name, malformed or repeated
/// attributes, `<` or an unknown `&` in an attribute value, text or `]]>` outside CDATA in the
/// wrong place. It skips the declaration, processing instructions and comments; a `<!DOCTYPE>`
/// before the root is accepted and ignored, its internal subset never read, so nothing it
/// declares is ever expanded. Only the five predefined entities are decoded; any other
/// reference, numeric ones included, is refused. CDATA is kept as text; attributes are checked,
/// then dropped.
public struct XMLElementReader {
  /// How deep elements may nest.
  public static let maximumDepth = 32
  /// How many elements a document may hold.
  public static let maximumElements = 20_000

  /// Where and why a document is not well formed.
  public struct Problem: Error, Equatable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column (in characters) on that line.
    public var column: Int
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

  /// A problem at byte `offset`.
  private struct Stop: Error {
    var offset: Int
    var message: String
  }

  private mutating func run() -> Result<XMLElement, Problem> {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    do throws(Stop) {
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<") {
          try markup()
        } else {
          try character()
        }
      }
    } catch {
      return .failure(problem(at: error.offset, error.message))
    }
    if let open = stack.last {
      return .failure(
        Problem(
          line: open.line, column: 1,
          message: "<\(Excerpt.of(open.name))> opened here is never closed"))
    }
    guard let root else {
      return .failure(Problem(line: 1, column: 1, message: "no element was found"))
    }
    return .success(root)
  }

  /// One byte of text (an entity reference as a whole).
  private mutating func character() throws(Stop) {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\n") { line += 1 }
    if stack.isEmpty {
      guard Self.isSpace(byte) else {
        throw Stop(offset: index, message: "text outside the root element")
      }
      index += 1
      return
    }
    if byte == UInt8(ascii: "&") {
      let decoded = try entity(at: index)
      textBytes[textBytes.count - 1].append(contentsOf: decoded.bytes)
      index = decoded.end
      return
    }
    if byte == UInt8(ascii: "]"), starts(with: "]]>", at: index) {
      throw Stop(offset: index, message: "']]>' in text, outside a CDATA section")
    }
    textBytes[textBytes.count - 1].append(byte)
    index += 1
  }

  /// The markup starting at `index` (a `<`).
  private mutating func markup() throws(Stop) {
    let start = index
    if starts(with: "<!--", at: start) {
      try skip(from: start + 4, past: "-->", capture: false, start, "a comment starting here")
    } else if starts(with: "<![CDATA[", at: start) {
      guard !stack.isEmpty else {
        throw Stop(offset: start, message: "CDATA outside the root element")
      }
      try skip(from: start + 9, past: "]]>", capture: true, start, "a CDATA section starting here")
    } else if starts(with: "<?", at: start) {
      try skip(from: start + 2, past: "?>", capture: false, start, "a declaration starting here")
    } else if starts(with: "<!DOCTYPE", at: start) {
      guard stack.isEmpty, root == nil else {
        throw Stop(offset: start, message: "a <!DOCTYPE> after the root element started")
      }
      try doctype(start)
    } else if starts(with: "<!", at: start) {
      throw Stop(offset: start, message: "'<!' starts no comment, CDATA section or <!DOCTYPE> here")
    } else {
      try tag(start)
    }
  }

  /// Skips a `<!DOCTYPE …>`, its internal subset (`[…]`) and quoted literals included; nothing in
  /// it is read.
  private mutating func doctype(_ start: Int) throws(Stop) {
    var depth = 0
    var quote: UInt8?
    index = start + 9
    while index < bytes.count {
      if quote == nil, starts(with: "<!--", at: index) {
        try skip(from: index + 4, past: "-->", capture: false, index, "a comment starting here")
        continue
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") { line += 1 }
      index += 1
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "]") {
        depth = max(0, depth - 1)
      } else if byte == UInt8(ascii: ">"), depth == 0 {
        return
      }
    }
    throw Stop(offset: start, message: "a <!DOCTYPE> starting here is never closed")
  }

  /// A start, end or empty-element tag starting at `start`.
  private mutating func tag(_ start: Int) throws(Stop) {
    var quote: UInt8?
    var end = start + 1
    var lines = 0
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\n") { lines += 1 }
      if let open = quote {
        if byte == open { quote = nil }
        if byte == UInt8(ascii: "<") {
          throw Stop(offset: end, message: "'<' in an attribute value")
        }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        break
      } else if byte == UInt8(ascii: "<") {
        throw Stop(offset: start, message: "the tag starting here is not closed with '>'")
      }
      end += 1
    }
    guard end < bytes.count else {
      throw Stop(offset: start, message: "the tag starting here is not closed with '>'")
    }
    let tagLine = line
    line += lines
    index = end + 1
    if bytes[start + 1] == UInt8(ascii: "/") {
      try endTag(from: start + 2, to: end, start)
    } else {
      try startTag(from: start + 1, to: end, start, line: tagLine)
    }
  }

  /// `</name S?>`: the body between `</` and `>` is `from..<to`.
  private mutating func endTag(from: Int, to: Int, _ start: Int) throws(Stop) {
    let nameEnd = try nameEnd(from: from, to: to, start)
    let name = String(decoding: bytes[from..<nameEnd], as: UTF8.self)
    if let junk = (nameEnd..<to).first(where: { !Self.isSpace(bytes[$0]) }) {
      throw Stop(offset: junk, message: "</\(Excerpt.of(name))> holds something after its name")
    }
    guard var element = stack.popLast(), let text = textBytes.popLast() else {
      throw Stop(offset: start, message: "</\(Excerpt.of(name))> closes nothing")
    }
    guard element.name == name else {
      throw Stop(
        offset: start,
        message:
          "</\(Excerpt.of(name))> closes <\(Excerpt.of(element.name))> opened on line \(element.line)"
      )
    }
    element.text = String(decoding: text, as: UTF8.self)
    attach(element)
  }

  /// `<name (S attribute)* S? /?>`: the body between `<` and `>` is `from..<to`.
  private mutating func startTag(from: Int, to: Int, _ start: Int, line tagLine: Int) throws(Stop) {
    let selfClosing = to > from && bytes[to - 1] == UInt8(ascii: "/")
    let last = selfClosing ? to - 1 : to
    let nameEnd = try nameEnd(from: from, to: last, start)
    let name = String(decoding: bytes[from..<nameEnd], as: UTF8.self)
    try attributes(from: nameEnd, to: last, of: name)
    guard root == nil else {
      throw Stop(offset: start, message: "<\(Excerpt.of(name))> follows the root element")
    }
    count += 1
    guard count <= Self.maximumElements else {
      throw Stop(
        offset: start, message: "more than \(Self.maximumElements) elements, the most accepted")
    }
    let element = XMLElement(name: name, line: tagLine)
    if selfClosing { return attach(element) }
    guard stack.count < Self.maximumDepth else {
      throw Stop(
        offset: start,
        message: "elements nest more than \(Self.maximumDepth) deep, the most accepted")
    }
    stack.append(element)
    textBytes.append([])
  }

  /// Checks `(S name S? = S? "value")*` in `from..<to`, each name once; the values are dropped.
  private func attributes(from: Int, to: Int, of element: String) throws(Stop) {
    var seen: Set<String> = []
    var at = from
    while at < to {
      let afterSpace = skipSpace(from: at, to: to)
      if afterSpace == to { return }
      guard afterSpace > at else {
        throw Stop(
          offset: at, message: "<\(Excerpt.of(element))> needs white space before an attribute")
      }
      at = afterSpace
      let nameEnd = try nameEnd(from: at, to: to, at)
      let name = String(decoding: bytes[at..<nameEnd], as: UTF8.self)
      guard seen.insert(name).inserted else {
        throw Stop(
          offset: at,
          message: "<\(Excerpt.of(element))> has the attribute \(Excerpt.of(name)) twice")
      }
      at = skipSpace(from: nameEnd, to: to)
      guard at < to, bytes[at] == UInt8(ascii: "=") else {
        throw Stop(
          offset: at, message: "the attribute \(Excerpt.of(name)) has no '=' and quoted value")
      }
      at = skipSpace(from: at + 1, to: to)
      guard at < to, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else {
        throw Stop(
          offset: at, message: "the value of the attribute \(Excerpt.of(name)) is not quoted")
      }
      let quote = bytes[at]
      at += 1
      while at < to, bytes[at] != quote {
        if bytes[at] == UInt8(ascii: "&") {
          at = try entity(at: at).end
        } else {
          at += 1
        }
      }
      at += 1
    }
  }

  /// The end of the name starting at `from` (before `to`); a problem when there is none.
  private func nameEnd(from: Int, to: Int, _ start: Int) throws(Stop) -> Int {
    guard from < to, Self.isNameStart(bytes[from]) else {
      throw Stop(offset: from < to ? from : start, message: "a tag or attribute with no valid name")
    }
    var end = from + 1
    while end < to, Self.isNameByte(bytes[end]) { end += 1 }
    return end
  }

  private func skipSpace(from: Int, to: Int) -> Int {
    var at = from
    while at < to, Self.isSpace(bytes[at]) { at += 1 }
    return at
  }

  /// The reference at `offset` (an `&`): a predefined entity or a character reference
  /// (`&#116;`, `&#x74;`), its text as UTF-8 and where it ends.
  private func entity(at offset: Int) throws(Stop) -> (bytes: [UInt8], end: Int) {
    let names: [(String, UInt8)] = [
      ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")), ("&amp;", UInt8(ascii: "&")),
      ("&quot;", UInt8(ascii: "\"")), ("&apos;", UInt8(ascii: "'")),
    ]
    for (name, byte) in names where starts(with: name, at: offset) {
      return ([byte], offset + name.utf8.count)
    }
    if starts(with: "&#", at: offset) { return try characterReference(at: offset) }
    throw Stop(
      offset: offset,
      message: "an '&' that is none of &lt; &gt; &amp; &quot; &apos; or a character reference "
        + "such as &#116; (no other entity is read)")
  }

  /// The character reference at `offset` (`&#` then decimal digits, or `&#x` then hex digits,
  /// then `;`): the character as UTF-8 and where it ends. At most 8 digits are read, and a
  /// character XML does not allow (NUL, a lone surrogate, past U+10FFFF) is refused.
  private func characterReference(at offset: Int) throws(Stop) -> (bytes: [UInt8], end: Int) {
    var at = offset + 2
    let hex = at < bytes.count && bytes[at] == UInt8(ascii: "x")
    if hex { at += 1 }
    var value: UInt32 = 0
    var digits = 0
    while at < bytes.count, digits <= 8 {
      let byte = bytes[at]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where hex:
        digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where hex:
        digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: digit = UInt32.max
      }
      guard digit != UInt32.max else { break }
      value = value * (hex ? 16 : 10) + digit
      digits += 1
      at += 1
    }
    guard digits > 0, digits <= 8, at < bytes.count, bytes[at] == UInt8(ascii: ";"),
      value == 0x9 || value == 0xA || value == 0xD || value >= 0x20,
      let scalar = Unicode.Scalar(value)
    else {
      throw Stop(
        offset: offset,
        message: "a character reference that is not a character XML allows (write &#116; or "
          + "&#x74;, digits then ';')")
    }
    return (Array(String(Character(scalar)).utf8), at + 1)
  }

  private mutating func attach(_ element: XMLElement) {
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  /// The problem at byte `offset`, with its line and column counted from the start.
  private func problem(at offset: Int, _ message: String) -> Problem {
    var line = 1
    var column = 1
    for byte in bytes[0..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Problem(line: line, column: column, message: message)
  }

  private func starts(with prefix: String, at offset: Int) -> Bool {
    let pattern = Array(prefix.utf8)
    guard offset + pattern.count <= bytes.count else { return false }
    return bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
  }

  /// Moves `index` just past `terminator`, counting lines (and keeping text when `capture`);
  /// a problem naming `what` at `start` when the input ends first.
  private mutating func skip(
    from first: Int, past terminator: String, capture: Bool, _ start: Int, _ what: String
  ) throws(Stop) {
    let length = terminator.utf8.count
    index = first
    while index < bytes.count {
      if starts(with: terminator, at: index) {
        index += length
        return
      }
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      if capture, !textBytes.isEmpty { textBytes[textBytes.count - 1].append(bytes[index]) }
      index += 1
    }
    throw Stop(offset: start, message: "\(what) is never closed")
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether `byte` may start a name: a letter, `_`, `:` or any non-ASCII byte.
  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte == 0x3A || byte >= 0x80
  }

  /// Whether `byte` may follow in a name: those, digits, `-` and `.`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
  }
}
