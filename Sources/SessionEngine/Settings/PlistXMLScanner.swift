/// Reads an XML property list: its value, the line of every key, and the first problem.
///
/// It finds the line of every `<key>` (with the keys of the dictionaries around it) and the first
/// place where the document stops being a well-formed property list, so a broken file can be
/// reported at the right line, and builds the value as it goes (dates as their text, data as
/// base64 text). It never recurses, and refuses elements nested more than `maximumDepth` deep, so
/// any input is read in time proportional to its size.
struct PlistXMLScanner {
  /// How deep elements may nest, counting `<plist>`.
  static let maximumDepth = 64

  /// One `<key>` element: the keys of the enclosing dictionaries, then its own, and its line.
  struct KeyLine: Equatable {
    /// Key names from the outermost dictionary down to this key.
    var path: [String]
    /// The 1-based line of the `<key>` element.
    var line: Int
  }

  /// The first structural problem: where it is and what is wrong.
  struct Problem: Equatable {
    /// The 1-based line.
    var line: Int
    /// What is wrong, in our words.
    var message: String
  }

  /// A key written twice in one dictionary: the second (or later) `<key>`, and the first's line.
  struct RepeatedKey: Equatable {
    /// Key names from the outermost dictionary down to the repeated key.
    var path: [String]
    /// The 1-based line of the repeated `<key>` element.
    var line: Int
    /// The 1-based line of the key's first `<key>` element in the dictionary.
    var firstLine: Int
  }

  /// Every key found before the first problem.
  private(set) var keys: [KeyLine] = []
  /// Every key written again in its dictionary, in the order found (the last value counts).
  private(set) var repeatedKeys: [RepeatedKey] = []
  /// The first problem, when the document is not a well-formed property list.
  private(set) var problem: Problem?
  /// The value the document holds, when it is well formed and holds one.
  private(set) var value: JSONValue?
  /// The same value as a tree with lines and places.
  private(set) var tree: PlistNode?

  /// An element still open, with what its dictionary expects next.
  private struct Frame {
    var element: Element
    var name: String { element.rawValue }
    var line: Int
    /// The byte offset of the opening tag's `<`.
    var start: Int
    /// The keys of the dictionaries around a container's members or a `<key>` (empty for other
    /// elements, which never need it).
    var path: [String]
    /// Whether the element holds text (a `.leaf` element), worked out once rather than per byte.
    var holdsText: Bool
    var expectingKey = true
    var pendingKey: String?
    /// A leaf's text so far while a `<plist>` opened inside it is read (which the scanner lets
    /// through, to refuse it later as a second value): that one's leaves use the shared buffer.
    var stashedText: [UInt8] = []
    var items: [JSONValue] = []
    var members = JSONObject()
    /// The elements and entries as nodes, and the pending key's place.
    var nodeItems: [PlistNode] = []
    var nodeEntries: [PlistEntry] = []
    var pendingKeyLine = 0
    var pendingKeyStart = 0
    /// A dictionary's keys so far, each with the line of its first `<key>`.
    var keyLines: [String: Int] = [:]
  }

  /// What a property-list element holds.
  private enum ElementKind {
    /// Holds text: `key`, `string`, `integer`, `real`, `date`, `data`.
    case leaf
    /// Holds elements: `plist`, `dict`, `array`.
    case container
    /// Holds nothing: `true`, `false`.
    case empty
  }

  /// A property-list element, by name.
  private enum Element: String {
    case key, string, integer, real, date, data, plist, dict, array
    case `true`, `false`

    /// What the element holds.
    var kind: ElementKind {
      switch self {
      case .key, .string, .integer, .real, .date, .data: .leaf
      case .plist, .dict, .array: .container
      case .true, .false: .empty
      }
    }
  }

  private var stack: [Frame] = []
  private var line = 1
  /// The text of the open leaf element (only a leaf holds text, and leaves do not nest, so one
  /// buffer serves them all; it is emptied when a leaf opens).
  private var text: [UInt8] = []
  /// Whether the open leaf's text took a CDATA section, where `&` is only a character.
  private var textHasCDATA = false

  /// Scans `text` into `value` and `tree`, stopping at the first problem.
  init(text: String) {
    let bytes = Array(text.utf8)
    // A UTF-8 byte-order mark, as Apple's tools accept it; places still count from the file's start.
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, problem == nil {
      let byte = bytes[index]
      if byte != UInt8(ascii: "<") {
        if byte == UInt8(ascii: "\n") { line += 1 }
        addText(byte)
        index += 1
        continue
      }
      let start = line
      if starts(bytes, at: index, with: "<!--") {
        guard let end = skip(bytes, from: index + 4, past: "-->") else {
          fail(start, "a comment starting here is never closed")
          break
        }
        index = end
      } else if starts(bytes, at: index, with: "<![CDATA[") {
        textHasCDATA = true
        guard let end = skip(bytes, from: index + 9, past: "]]>", capture: true) else {
          fail(start, "a CDATA section starting here is never closed")
          break
        }
        index = end
      } else if starts(bytes, at: index, with: "<!DOCTYPE"),
        let entities = Self.internalSubset(bytes, from: index)
      {
        fail(
          start,
          entities.isEmpty
            ? "the DOCTYPE has an internal subset ([…]), which a property list may not have"
            : "the DOCTYPE declares "
              + (entities.count == 1
                ? "the entity \(entities[0]), which a property list may not have; write its text "
                  + "in the values instead"
                : "the entities \(entities.dropLast().joined(separator: ", ")) and "
                  + "\(entities[entities.count - 1]), which a property list may not have; write "
                  + "their text in the values instead"))
        break
      } else if starts(bytes, at: index, with: "<?") {
        // The XML declaration or a processing instruction: skipped up to its own "?>", so a '>'
        // inside it ends nothing. A declaration is allowed only before the <plist> element.
        let isDeclaration =
          starts(bytes, at: index, with: "<?xml")
          && (index + 5 == bytes.count
            || [0x20, 0x09, 0x0A, 0x0D, 0x3F].contains(bytes[index + 5]))
        if isDeclaration, sawPlist {
          fail(
            start,
            "an XML declaration (<?xml …?>) inside the property list; it may only open the file")
          break
        }
        guard let end = skip(bytes, from: index + 2, past: "?>") else {
          fail(
            start,
            isDeclaration
              ? "the XML declaration starting here is never closed with '?>'"
              : "a processing instruction (<?…) starting here is never closed with '?>'")
          break
        }
        index = end
      } else if starts(bytes, at: index, with: "<!") {
        guard let end = skip(bytes, from: index + 2, past: ">") else {
          fail(start, "a declaration starting here is never closed")
          break
        }
        index = end
      } else {
        guard let end = skip(bytes, from: index + 1, past: ">") else {
          fail(start, "a tag starting here is never closed with '>'")
          break
        }
        tag(bytes, from: index + 1, to: end - 1, line: start, place: index..<end)
        index = end
      }
    }
    if problem == nil, let open = stack.last {
      fail(open.line, "<\(open.name)> opened here is never closed")
    }
    if problem == nil, !sawPlist {
      fail(1, "no <plist> element was found")
    }
  }

  private var sawPlist = false

  private mutating func fail(_ line: Int, _ message: String) {
    if problem == nil { problem = Problem(line: line, message: message) }
  }

  private func starts(_ bytes: [UInt8], at index: Int, with prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return prefix.withUTF8Buffer { pattern in
      for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
      return true
    }
  }

  /// The index just past `terminator`, counting lines on the way; nil at the end of the text.
  private mutating func skip(
    _ bytes: [UInt8], from start: Int, past terminator: StaticString, capture: Bool = false
  ) -> Int? {
    let first = terminator.withUTF8Buffer { $0[0] }
    var index = start
    while index < bytes.count {
      if bytes[index] == first, starts(bytes, at: index, with: terminator) {
        return index + terminator.utf8CodeUnitCount
      }
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      if capture { addText(bytes[index]) }
      index += 1
    }
    return nil
  }

  private mutating func addText(_ byte: UInt8) {
    guard let top = stack.indices.last, stack[top].holdsText else {
      let isSpace =
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      if !isSpace { fail(line, "text outside of any value") }
      return
    }
    text.append(byte)
  }

  /// Reads the tag whose body (between `<` and `>`) is `bytes[start..<end]`.
  private mutating func tag(
    _ bytes: [UInt8], from start: Int, to end: Int, line: Int, place: Range<Int>
  ) {
    let body = String(decoding: bytes[start..<end], as: UTF8.self)
    if body.hasPrefix("/") {
      let name = String(body.dropFirst()).trimmedTagName
      close(Element(rawValue: name), name: name, line: line, place: place)
      return
    }
    let selfClosing = body.hasSuffix("/")
    let name = String(selfClosing ? body.dropLast() : Substring(body)).trimmedTagName
    guard let element = Element(rawValue: name) else {
      fail(line, "<\(Excerpt.of(name))> is not a property-list element")
      return
    }
    open(element, selfClosing: selfClosing, line: line, place: place)
  }

  /// Opens `element` (closing it at once when `selfClosing`).
  private mutating func open(
    _ element: Element, selfClosing: Bool, line: Int, place: Range<Int>
  ) {
    let name = element.rawValue
    let kind = element.kind
    if element == .plist {
      sawPlist = true
    } else if !beginValue(isKey: element == .key, element: element, line: line) {
      return
    }
    if selfClosing || kind == .empty {
      if !selfClosing {
        fail(line, "<\(name)> must be written as <\(name)/>")
        return
      }
      let span = PlistSpan(start: place.lowerBound, end: place.upperBound, closingTag: nil)
      switch element {
      case .true: attach(.bool(true), .bool(true), line: line, span: span)
      case .false: attach(.bool(false), .bool(false), line: line, span: span)
      case .dict: attach(.object(JSONObject()), .dictionary([]), line: line, span: span)
      case .array: attach(.array([]), .array([]), line: line, span: span)
      case .plist: break
      case .key:
        fail(line, "a <key/> with no name")
        return
      case .integer, .real:
        fail(line, "<\(name)/> holds no number")
        return
      case .date: attach(.string(""), .date(""), line: line, span: span)
      case .data: attach(.string(""), .data(""), line: line, span: span)
      default: attach(.string(""), .string(""), line: line, span: span)
      }
      endValue()
      return
    }
    guard stack.count < Self.maximumDepth else {
      fail(line, "elements nest more than \(Self.maximumDepth) deep, the most accepted")
      return
    }
    var path: [String] = []
    if let top = stack.indices.last, kind == .container || element == .key {
      if stack[top].holdsText {
        // A <plist> inside a leaf: its path is the leaf's, which a leaf other than a key does
        // not keep (its parent's path, with the parent's pending key).
        if stack[top].element == .key {
          path = stack[top].path
        } else if top > 0 {
          path = stack[top - 1].path
          if stack[top - 1].element == .dict, let key = stack[top - 1].pendingKey {
            path.append(key)
          }
        }
        stack[top].stashedText = text
        text.removeAll(keepingCapacity: true)
      } else {
        path = stack[top].path
        if element != .key, stack[top].element == .dict, let key = stack[top].pendingKey {
          path.append(key)
        }
      }
    }
    if kind == .leaf {
      text.removeAll(keepingCapacity: true)
      textHasCDATA = false
    }
    stack.append(
      Frame(
        element: element, line: line, start: place.lowerBound, path: path,
        holdsText: kind == .leaf))
  }

  /// Checks that a dictionary alternates keys and values; false after reporting a problem.
  private mutating func beginValue(isKey: Bool, element: Element, line: Int) -> Bool {
    let name = element.rawValue
    guard let top = stack.indices.last else {
      if element != .plist { fail(line, "<\(name)> is outside the <plist> element") }
      return problem == nil
    }
    let parent = stack[top].element
    if parent.kind == .leaf {
      fail(line, "<\(name)> cannot appear inside <\(parent.rawValue)>")
      return false
    }
    if parent == .dict {
      let expectingKey = stack[top].expectingKey
      if isKey, !expectingKey {
        fail(
          line,
          "key \"\(Excerpt.of(stack[top].pendingKey ?? ""))\" has no value before the next <key>")
        return false
      }
      if !isKey, expectingKey {
        fail(line, "<\(name)> in a dictionary needs a <key> in front of it")
        return false
      }
    } else if isKey {
      fail(line, "<key> is only allowed directly inside <dict>")
      return false
    }
    return true
  }

  /// Puts a finished value into the element around it: the dictionary's pending key, the array,
  /// or the document.
  private mutating func attach(
    _ finished: JSONValue, _ node: @autoclosure () -> PlistNode.Value, line: Int, span: PlistSpan
  ) {
    guard let top = stack.indices.last else { return }
    switch stack[top].element {
    case .dict:
      let key = stack[top].pendingKey ?? ""
      if let first = stack[top].keyLines[key] {
        repeatedKeys.append(
          RepeatedKey(
            path: stack[top].path + [key], line: stack[top].pendingKeyLine, firstLine: first))
      } else {
        stack[top].keyLines[key] = stack[top].pendingKeyLine
      }
      stack[top].members[key] = finished
      stack[top].nodeEntries.append(
        PlistEntry(
          key: stack[top].pendingKey ?? "", keyLine: stack[top].pendingKeyLine,
          keyStart: stack[top].pendingKeyStart,
          value: PlistNode(node(), line: line, span: span)))
    case .array:
      stack[top].items.append(finished)
      stack[top].nodeItems.append(PlistNode(node(), line: line, span: span))
    case .plist:
      if value == nil {
        value = finished
        tree = PlistNode(node(), line: line, span: span)
      } else {
        fail(line, "a property list holds one value, and this is a second one")
      }
    default:
      break
    }
  }

  private mutating func endValue() {
    guard let top = stack.indices.last, stack[top].element == .dict else { return }
    stack[top].expectingKey = true
    stack[top].pendingKey = nil
  }

  /// Closes the element `name` (`element` when it is a property-list one).
  private mutating func close(
    _ element: Element?, name: @autoclosure () -> String, line: Int, place: Range<Int>
  ) {
    guard let last = stack.indices.last else {
      fail(line, "</\(Excerpt.of(name()))> closes nothing")
      return
    }
    guard stack[last].element == element else {
      fail(
        line,
        "</\(Excerpt.of(name()))> does not match <\(stack[last].name)> opened on line \(stack[last].line)"
      )
      return
    }
    let top = stack.removeLast()
    if top.holdsText, !textHasCDATA, let (offset, name) = Self.undefinedEntity(self.text) {
      fail(top.line + offset, "&\(name); is not an entity a property list knows")
      return
    }
    let span = PlistSpan(start: top.start, end: place.upperBound, closingTag: place.lowerBound)
    let text = top.holdsText ? Self.decodingEntities(self.text) : ""
    if let parent = stack.indices.last, stack[parent].holdsText {
      // A <plist> inside a leaf closed: the leaf's text goes on from where it was.
      self.text = stack[parent].stashedText
    }
    switch top.element {
    case .key:
      var path = top.path
      path.append(text)
      keys.append(KeyLine(path: path, line: top.line))
      if let parent = stack.indices.last, stack[parent].element == .dict {
        stack[parent].expectingKey = false
        stack[parent].pendingKey = text
        stack[parent].pendingKeyLine = top.line
        stack[parent].pendingKeyStart = top.start
      }
      return
    case .dict where !top.expectingKey:
      fail(line, "key \"\(Excerpt.of(top.pendingKey ?? ""))\" has no value before </dict>")
      return
    case .dict:
      attach(.object(top.members), .dictionary(top.nodeEntries), line: top.line, span: span)
    case .array:
      attach(.array(top.items), .array(top.nodeItems), line: top.line, span: span)
    case .integer:
      let digits = text.trimmingPlistSpaces
      let body =
        digits.hasPrefix("-") || digits.hasPrefix("+") ? digits.dropFirst() : Substring(digits)
      guard !body.isEmpty, body.allSatisfy(\.isASCIIDigit) else {
        fail(top.line, "\"\(Excerpt.of(digits))\" is not a whole number")
        return
      }
      guard let number = PlistInteger(digits: digits) else {
        fail(top.line, "\"\(Excerpt.of(digits))\" is \(PlistInteger.tooLarge)")
        return
      }
      attach(.number(number.doubleValue), .integer(number), line: top.line, span: span)
    case .real:
      let digits = text.trimmingPlistSpaces
      guard let number = Double(digits) else {
        fail(top.line, "\"\(Excerpt.of(digits))\" is not a number")
        return
      }
      attach(.number(number), .real(number), line: top.line, span: span)
    case .date:
      let date = text.trimmingPlistSpaces
      attach(.string(date), .date(date), line: top.line, span: span)
    case .data:
      let base64 = String(text.filter { !$0.isXMLSpace })
      attach(.string(base64), .data(base64), line: top.line, span: span)
    case .string:
      attach(.string(text), .string(text), line: top.line, span: span)
    default:
      break
    }
    if top.element != .plist { endValue() }
  }
}

extension PlistXMLScanner {
  /// The entities the `<!DOCTYPE` at `start` declares in its internal subset (empty when it
  /// declares none), nil when it has no internal subset (a `[` before its `>`): the first five
  /// by name, then "N more" for the rest.
  fileprivate static func internalSubset(_ bytes: [UInt8], from start: Int) -> [String]? {
    guard
      let bracket = bytes[start...].firstIndex(where: {
        $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: ">")
      }), bytes[bracket] == UInt8(ascii: "[")
    else { return nil }
    let end = bytes[bracket...].firstIndex(of: UInt8(ascii: "]")) ?? bytes.count
    let subset = String(decoding: bytes[bracket..<end], as: UTF8.self)
    var names: [String] = []
    var more = 0
    for part in subset.components(separatedBy: "<!ENTITY").dropFirst() {
      guard names.count < 5 else {
        more += 1
        continue
      }
      let words = part.split(whereSeparator: \.isXMLSpace)
      guard var name = words.first else { continue }
      if name == "%", words.count > 1 { name = words[1] }
      names.append(String(name.prefix(40)))
    }
    if more > 0 { names.append("\(more) more") }
    return names
  }

  /// The first `&name;` in an element's text that is neither one of XML's five entities nor a
  /// character reference, with how many lines into the text it is.
  fileprivate static func undefinedEntity(_ bytes: [UInt8]) -> (Int, String)? {
    guard bytes.contains(UInt8(ascii: "&")) else { return nil }
    var lines = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { lines += 1 }
      guard bytes[index] == UInt8(ascii: "&") else {
        index += 1
        continue
      }
      let tail = bytes[(index + 1)...].prefix(12)
      guard let semicolon = tail.firstIndex(of: UInt8(ascii: ";")) else {
        index += 1
        continue
      }
      let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
      let known = ["lt", "gt", "quot", "apos", "amp"].contains(name)
      let digits = name.dropFirst()
      let code =
        digits.hasPrefix("x") || digits.hasPrefix("X")
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      let reference = name.hasPrefix("#") && code.flatMap(Unicode.Scalar.init) != nil
      if !known, !reference, !name.isEmpty,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" || $0 == "_" || $0 == "-" })
      {
        return (lines, name)
      }
      index = semicolon + 1
    }
    return nil
  }

  /// The text of an element's bytes with entities replaced; without a `&` byte there is none to
  /// replace (a `&` joined to a mark is not one either), so the text is taken as it is.
  fileprivate static func decodingEntities(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    return bytes.contains(UInt8(ascii: "&")) ? text.decodingEntities : text
  }
}

extension String {
  /// The element name of a tag body: up to the first space, without attributes.
  fileprivate var trimmedTagName: String {
    String(prefix { !$0.isXMLSpace })
  }

  /// The text without the XML white space around it.
  fileprivate var trimmingPlistSpaces: String {
    var text = Substring(self)
    while let first = text.first, first.isXMLSpace { text = text.dropFirst() }
    while let last = text.last, last.isXMLSpace { text = text.dropLast() }
    return String(text)
  }

  /// The text with the five predefined XML entities and character references (`&#233;`,
  /// `&#xE9;`) replaced by their characters; anything else after `&` is kept as written.
  fileprivate var decodingEntities: String {
    guard contains("&") else { return self }
    func named(_ name: Substring) -> String? {
      switch name {
      case "lt": "<"
      case "gt": ">"
      case "quot": "\""
      case "apos": "'"
      case "amp": "&"
      default: nil
      }
    }
    var result = ""
    var rest = Substring(self)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let afterAmpersand = rest.index(after: ampersand)
      let tail = rest[afterAmpersand...]
      guard let semicolon = tail.prefix(12).firstIndex(of: ";") else {
        result += "&"
        rest = tail
        continue
      }
      let name = tail[..<semicolon]
      var replacement = named(name)
      if replacement == nil, name.hasPrefix("#") {
        let digits = name.dropFirst()
        let code =
          digits.hasPrefix("x") || digits.hasPrefix("X")
          ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        replacement = code.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
      }
      guard let replacement else {
        result += "&"
        rest = tail
        continue
      }
      result += replacement
      rest = tail[tail.index(after: semicolon)...]
    }
    return result + rest
  }
}

extension Character {
  /// Whether this is white space as XML counts it: a space, a tab, a carriage return, a line
  /// feed, or a CR-LF pair (one character in Swift). Other Unicode spaces, such as a no-break
  /// space, are text: `<integer>\u{A0}5</integer>` is not a number.
  fileprivate var isXMLSpace: Bool {
    self == " " || self == "\n" || self == "\t" || self == "\r" || self == "\r\n"
  }
}
