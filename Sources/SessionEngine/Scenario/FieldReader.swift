/// Reads the members of one JSON object into typed values, collecting a diagnostic for every
/// missing, mistyped or unknown member, each with its key path and line.
///
/// Public so that another vendor's scenario loader (MDXEngine) reads its files the same way.
public struct FieldReader {
  /// The object's members in reading order (no dictionary is built for them).
  public let members: JSONObject
  public let path: String
  public let file: String
  public let lines: JSONLines
  public private(set) var diagnostics: [Diagnostic] = []
  /// The keys asked for so far, present or not, perhaps more than once (an array: a
  /// `Set<String>`'s first use costs a conformance scan, and an object has few keys); only the
  /// hints for unknown members read it.
  private var used: [String] = []
  /// Which of the first 64 members were read, one bit each, by their place in `members`.
  private var readMask: UInt64 = 0
  /// The places of the members past the 64th that were read.
  private var readBeyond: [Int] = []

  /// A reader for `value` at `path`; a value that is not an object is reported once.
  public init(_ value: JSONValue, path: String, file: String, lines: JSONLines) {
    self.path = path
    self.file = file
    self.lines = lines
    if case .object(let members) = value {
      self.members = members
    } else {
      self.members = JSONObject()
      diagnostics.append(
        Diagnostic(
          .error, file: file, line: lines[path], keyPath: path,
          message: "expected an object, found \(value.kindName)"))
    }
  }

  /// The key path of member `key`.
  public func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// Records a problem with member `key`.
  public mutating func report(_ severity: Diagnostic.Severity, _ key: String, _ message: String) {
    let keyPath = keyPath(key)
    diagnostics.append(
      Diagnostic(
        severity, file: file, line: lines[keyPath] ?? lines[path], keyPath: keyPath,
        message: message))
  }

  /// Adds diagnostics found by a nested reader.
  public mutating func absorb(_ more: [Diagnostic]) { diagnostics += more }

  /// The raw member `key`, marking it as known.
  public mutating func raw(_ key: String) -> JSONValue? {
    used.append(key)
    guard let index = members.index(of: key) else { return nil }
    markRead(index)
    let value = members.members[index].value
    return value.isNull ? nil : value
  }

  private mutating func markRead(_ index: Int) {
    if index < 64 {
      readMask |= 1 << UInt64(index)
    } else if !readBeyond.contains(index) {
      readBeyond.append(index)
    }
  }

  private func wasRead(_ index: Int) -> Bool {
    index < 64 ? readMask & (1 << UInt64(index)) != 0 : readBeyond.contains(index)
  }

  /// A required member that is missing is an error.
  public mutating func require<T>(_ key: String, _ value: T?) -> T? {
    if value == nil, members[key]?.isNull ?? true {
      report(.error, key, "is required")
    }
    return value
  }

  /// Required member `key` as a string that is not blank: missing is an error ("is required"),
  /// and so is a string that is empty or only white space (the value itself is not repeated: it
  /// may be a password).
  public mutating func requiredText(_ key: String) -> String? {
    guard let text = require(key, string(key)) else { return nil }
    return nonBlank(key, text)
  }

  /// `text`, the value of member `key`, unless it is empty or only white space, which is an
  /// error at its line.
  public mutating func nonBlank(_ key: String, _ text: String) -> String? {
    guard text.allSatisfy(\.isWhitespace) else { return text }
    report(.error, key, text.isEmpty ? "must not be empty" : "must not be only white space")
    return nil
  }

  /// Member `key` as a string.
  public mutating func string(_ key: String) -> String? {
    guard let value = raw(key) else { return nil }
    guard let text = value.stringValue else {
      report(.error, key, "expected a string, found \(value.kindName)")
      return nil
    }
    return text
  }

  /// Member `key` as a boolean.
  public mutating func bool(_ key: String) -> Bool? {
    guard let value = raw(key) else { return nil }
    guard let flag = value.boolValue else {
      report(.error, key, "expected true or false, found \(value.kindName)")
      return nil
    }
    return flag
  }

  /// Member `key` as an ISO 8601 duration string (`PT0.8S`).
  public mutating func duration(_ key: String) -> Duration? {
    guard let text = string(key) else { return nil }
    do throws(ISO8601DurationError) {
      let duration = try ISO8601Duration.parse(text)
      guard duration >= .zero else {
        report(.error, key, "\"\(text)\" is negative; a time to wait cannot be")
        return nil
      }
      return duration
    } catch {
      report(.error, key, error.description)
      return nil
    }
  }

  /// Member `key` as an array.
  public mutating func array(_ key: String) -> [JSONValue]? {
    guard let value = raw(key) else { return nil }
    guard let items = value.arrayValue else {
      report(.error, key, "expected an array, found \(value.kindName)")
      return nil
    }
    return items
  }

  /// Member `key` as a list of strings.
  public mutating func strings(_ key: String) -> [String]? {
    guard let items = array(key) else { return nil }
    var result: [String] = []
    for (index, item) in items.enumerated() {
      if let text = item.stringValue {
        result.append(text)
      } else {
        report(.error, "\(key)[\(index)]", "expected a string, found \(item.kindName)")
      }
    }
    return result
  }

  /// Reports every member that was never read as an unknown key, an error (with the closest
  /// known key as a hint): a mistyped key would otherwise leave its default quietly in place.
  public mutating func finish() {
    // Most objects have no unknown member: find those first, and sort only when there are some.
    var unknown: [String] = []
    for (index, member) in members.members.enumerated() where !wasRead(index) {
      unknown.append(member.key)
    }
    if unknown.isEmpty { return }
    var known: [String] = []
    for key in used.sorted() where known.last != key { known.append(key) }
    let candidates = KeySuggestion.Candidates(known)
    for (index, key) in unknown.sorted().enumerated() {
      // Past `mostHinted`, no more time is spent on hints.
      let hint =
        index < KeySuggestion.mostHinted
        ? candidates.closest(to: key).map { "; did you mean \"\($0)\"?" } : nil
      report(.error, key, "unknown key\(hint ?? "")")
    }
  }
}
