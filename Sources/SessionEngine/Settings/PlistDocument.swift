import FoundationEssentials

/// A property list read from a user's file, XML or binary, with the bytes it was read from.
///
/// The one entry to the two readers (`PlistXMLScanner`, `BinaryPlistReader`): the settings
/// loader, the entitlements loader and `mamsim configure` all start here, so a broken file gets
/// the same `file:line` message whichever command reads it.
public struct PlistDocument: Equatable, Sendable {
  /// The file as the user named it.
  public var file: String
  /// The top value, with lines and places when the file is XML.
  public var root: PlistNode
  /// Whether the file is a binary property list (then no node has a line or a place).
  public var isBinary: Bool
  /// The bytes read.
  public var bytes: [UInt8]
  /// Every `<key>` with the keys around it and its line (XML only).
  var keys: [PlistXMLScanner.KeyLine]
  /// Every key written again in its dictionary (XML only; a binary plist cannot repeat one).
  var repeatedKeys: [PlistXMLScanner.RepeatedKey] = []

  /// The most repeated keys warned about one by one; the rest are counted in one more warning.
  static let maximumRepeatWarnings = 20

  /// A warning for each key written twice in one dictionary, at the line of the repeat: the SDK
  /// reads only the last value, so the first is lost without a word. Past
  /// `maximumRepeatWarnings`, one warning at the next repeat counts the rest.
  public var warnings: [Diagnostic] {
    let named = repeatedKeys.prefix(Self.maximumRepeatWarnings).map { repeated in
      Diagnostic(
        .warning, file: file, line: repeated.line,
        keyPath: repeated.path.map { Excerpt.of($0) }.joined(separator: "."),
        message: "the key is written again (first on line \(repeated.firstLine)); only this "
          + "last value counts")
    }
    let rest = repeatedKeys.dropFirst(Self.maximumRepeatWarnings)
    guard let next = rest.first else { return named }
    return named + [
      Diagnostic(
        .warning, file: file, line: next.line, keyPath: "",
        message: "\(rest.count) more keys from here on are written again in their "
          + "dictionaries; only the last value of each counts")
    ]
  }

  /// Reads the property list at `path` (at most `BoundedFile.defaultLimit` bytes).
  public static func load(path: String) -> Result<PlistDocument, Diagnostic> {
    switch BoundedFile.contents(of: path) {
    case .success(let data): read(data: data, file: path)
    case .failure(let failure):
      .failure(Diagnostic(.error, file: path, keyPath: "", message: failure.description))
    }
  }

  /// Reads property-list bytes; `file` is the name used in diagnostics.
  public static func read(data: Data, file: String) -> Result<PlistDocument, Diagnostic> {
    parse(data: data, file: file).map(\.document)
  }

  /// What `parse` found: the document and the plain value.
  struct Parsed {
    var document: PlistDocument
    var value: JSONValue
  }

  /// Reads property-list bytes into the document and its plain value (what the settings
  /// loader decodes).
  static func parse(data: Data, file: String) -> Result<Parsed, Diagnostic> {
    func failure(_ message: String, line: Int? = nil) -> Result<Parsed, Diagnostic> {
      .failure(Diagnostic(.error, file: file, line: line, keyPath: "", message: message))
    }
    guard !data.isEmpty else { return failure("the file is empty, not a property list") }
    let bytes = Array(data)
    if bytes.starts(with: Array("bplist".utf8)) {
      do throws(BinaryPlistReader.Failure) {
        let root = try BinaryPlistReader.readTree(data)
        let document = PlistDocument(
          file: file, root: root, isBinary: true, bytes: bytes, keys: [])
        return .success(Parsed(document: document, value: root.jsonValue))
      } catch {
        return failure(
          "not a valid binary property list: at byte offset \(error.offset): \(error.message)")
      }
    }
    if let problem = textProblem(bytes) {
      return failure(problem.message, line: problem.line)
    }
    let first = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if let first, bytes[first] == UInt8(ascii: "[") || looksLikeJSON(bytes, from: first) {
      return failure(
        "this is JSON, not a property list; convert it to XML, for example with "
          + "plutil -convert xml1", line: 1)
    }
    if let first, bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "(") {
      return failure(
        "an old-style (OpenStep) property list is not read; convert it to XML, for example "
          + "with plutil -convert xml1", line: 1)
    }
    let scanner = PlistXMLScanner(text: String(decoding: bytes, as: UTF8.self))
    if let problem = scanner.problem {
      return failure("not a valid property list: \(problem.message)", line: problem.line)
    }
    guard let value = scanner.value else { return failure("the property list holds no value") }
    let document = PlistDocument(
      file: file, root: scanner.tree ?? PlistNode(.null), isBinary: false, bytes: bytes,
      keys: scanner.keys, repeatedKeys: scanner.repeatedKeys)
    return .success(Parsed(document: document, value: value))
  }

  /// Why the bytes of a text property list cannot be read as text, with the line: UTF-16
  /// (named as such), a byte that is not UTF-8, or a NUL byte. A UTF-8 byte-order mark is fine.
  static func textProblem(_ bytes: [UInt8]) -> (line: Int, message: String)? {
    if UTF8Text.isUTF16(bytes) {
      return (
        1,
        "the file is UTF-16, which is not read; save it as UTF-8, for example with "
          + "plutil -convert xml1"
      )
    }
    // A line at a time: a UTF-8 sequence never holds a newline byte, so each line is whole.
    var line = 1
    var start = 0
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let slice = bytes[start..<end]
      if slice.contains(0) { return (line, "a NUL byte, which a property list cannot hold") }
      if String(validating: slice, as: UTF8.self) == nil {
        return (line, "a byte that is not UTF-8; the file must be saved as UTF-8")
      }
      line += 1
      start = end + 1
    }
    return nil
  }

  /// Whether the text from `start` (a `{`) opens a JSON object: a quoted name then a colon.
  private static func looksLikeJSON(_ bytes: [UInt8], from start: Int) -> Bool {
    guard bytes[start] == UInt8(ascii: "{") else { return false }
    let spaces: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
    var index = start + 1
    while index < bytes.count, spaces.contains(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    index += 1
    while index < bytes.count, spaces.contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: ":")
  }
}
