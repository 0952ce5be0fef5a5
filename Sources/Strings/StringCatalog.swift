import SessionEngine

/// A String Catalog (`.xcstrings`, the JSON Xcode writes) read into sentences by key and
/// language, with the line of each, for the linter and the generator of `Translations`.
///
/// The reader is total: any bytes give a catalog (possibly empty) and diagnostics, never a trap.
/// Files over `maximumBytes`, JSON nested deeper than the JSON reader allows, more than
/// `maximumKeys` keys or sentences over `maximumValueLength` characters are refused or skipped
/// with a diagnostic that names the file and line.
public struct StringCatalog: Equatable, Sendable {
  /// One sentence in one language.
  public struct Unit: Equatable, Sendable {
    /// The translation's state as Xcode writes it: `translated`, `needs_review`, `new`, `stale`.
    public var state: String
    /// The sentence, with `%@`/`%d` placeholders.
    public var value: String
    /// The 1-based line of the value in the file.
    public var line: Int

    /// Creates a unit.
    public init(state: String, value: String, line: Int) {
      self.state = state
      self.value = value
      self.line = line
    }
  }

  /// One key: its sentence in each language, and where the key is written.
  public struct Entry: Equatable, Sendable {
    /// The key, as written in the file.
    public var key: String
    /// The 1-based line of the key.
    public var line: Int
    /// The sentence by language tag (`en`, `zh-Hans`, ...).
    public var units: [String: Unit]
    /// Xcode's extraction state, e.g. `manual`, when present.
    public var extractionState: String?
    /// Whether its languages could not be read at all (an error says why), so no translation
    /// of it is missing but unread.
    public var isDamaged = false
    /// The languages whose sentence could not be read (an error says why for each).
    public var damagedLanguages: Set<String> = []

    /// Creates an entry.
    public init(key: String, line: Int, units: [String: Unit], extractionState: String? = nil) {
      self.key = key
      self.line = line
      self.units = units
      self.extractionState = extractionState
    }
  }

  /// The largest file read, in bytes.
  public static let maximumBytes = 4 << 20
  /// The most keys read.
  public static let maximumKeys = 10_000
  /// The longest sentence kept, in characters.
  public static let maximumValueLength = 4_000

  /// The file's source language (`en` for mamsim's catalog).
  public var sourceLanguage: String
  /// Every key, in the order of their lines.
  public var entries: [Entry]
  /// The catalog's `version`, as written.
  public var version: String

  /// Creates a catalog.
  public init(sourceLanguage: String = "en", entries: [Entry] = [], version: String = "1.0") {
    self.sourceLanguage = sourceLanguage
    self.entries = entries
    self.version = version
  }

  /// The entry for `key`, if the catalog has it.
  public func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }

  /// Reads `bytes` as the catalog `file` (the name diagnostics give).
  public static func read(_ bytes: some Collection<UInt8>, file: String) -> (
    catalog: StringCatalog, diagnostics: [Diagnostic]
  ) {
    var catalog = StringCatalog()
    var diagnostics: [Diagnostic] = []
    func report(_ severity: Diagnostic.Severity, _ line: Int?, _ path: String, _ message: String) {
      diagnostics.append(
        Diagnostic(severity, file: file, line: line, keyPath: path, message: message))
    }
    guard bytes.count <= maximumBytes else {
      report(
        .error, nil, "",
        "the file is \(bytes.count) bytes; a catalog may have at most \(maximumBytes)")
      return (catalog, diagnostics)
    }
    let text: String
    switch UTF8Text.decode(bytes) {
    case .success(let decoded): text = decoded
    case .failure(let problem):
      report(.error, problem.line, "", problem.text)
      return (catalog, diagnostics)
    }
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(text)
    } catch {
      report(.error, error.line, "", "\(error.message) (column \(error.column))")
      return (catalog, diagnostics)
    }
    let lines = document.lines
    guard let root = document.value.objectValue else {
      report(.error, lines[""], "", "a catalog is a JSON object, not \(document.value.kindName)")
      return (catalog, diagnostics)
    }
    switch root["sourceLanguage"] {
    case .string(let language)?: catalog.sourceLanguage = language
    case nil:
      report(.error, lines[""], "sourceLanguage", "the catalog does not say its source language")
    case let other?:
      report(
        .error, lines["sourceLanguage"], "sourceLanguage", "must be a string, not \(other.kindName)"
      )
    }
    if let version = root["version"] {
      catalog.version = version.stringValue ?? catalog.version
    }
    // Xcode writes these three at the top; anything else is a slip nobody would see.
    for key in root.keys.sorted() where !["sourceLanguage", "strings", "version"].contains(key) {
      let hint = KeySuggestion.closest(to: key, in: ["sourceLanguage", "strings", "version"])
      report(
        .warning, lines[key], Excerpt.of(key),
        "unknown key \"\(Excerpt.of(key))\" at the top of the catalog"
          + (hint.map { "; did you mean \($0)?" } ?? "; ignored"))
    }
    guard let strings = root["strings"] else {
      report(.error, lines[""], "strings", "the catalog has no \"strings\" object")
      return (catalog, diagnostics)
    }
    guard let members = strings.objectValue else {
      report(.error, lines["strings"], "strings", "must be an object, not \(strings.kindName)")
      return (catalog, diagnostics)
    }
    if members.count > maximumKeys {
      report(
        .error, lines["strings"], "strings",
        "the catalog has \(members.count) keys; only the first \(maximumKeys) by line are read")
    }
    let keys = members.keys.sorted {
      (lines["strings.\($0)"] ?? 0, $0) < (lines["strings.\($1)"] ?? 0, $1)
    }
    for key in keys.prefix(maximumKeys) {
      guard let value = members[key] else { continue }
      let path = "strings.\(key)"
      // Diagnostics quote a long key or language tag only in part (worked out only for one).
      func shown() -> String { "strings.\(Excerpt.of(key))" }
      var entry = Entry(key: key, line: lines[path] ?? lines["strings"] ?? 1, units: [:])
      guard let object = value.objectValue else {
        report(.error, entry.line, shown(), "must be an object, not \(value.kindName)")
        entry.isDamaged = true
        catalog.entries.append(entry)
        continue
      }
      entry.extractionState = object["extractionState"]?.stringValue
      if let localizations = object["localizations"] {
        guard let languages = localizations.objectValue else {
          report(
            .error, lines["\(path).localizations"] ?? entry.line, "\(shown()).localizations",
            "must be an object, not \(localizations.kindName)")
          entry.isDamaged = true
          catalog.entries.append(entry)
          continue
        }
        for language in languages.keys.sorted() {
          let unitPath = "\(path).localizations.\(language).stringUnit"
          func shownUnit() -> String {
            "\(shown()).localizations.\(Excerpt.of(language)).stringUnit"
          }
          guard let unit = languages[language]?["stringUnit"]?.objectValue else {
            report(
              .warning, lines["\(path).localizations.\(language)"] ?? entry.line, shownUnit(),
              "no stringUnit (plural and device variations are not read); the key falls back to English"
            )
            continue
          }
          let line = lines["\(unitPath).value"] ?? lines[unitPath] ?? entry.line
          guard let sentence = unit["value"]?.stringValue else {
            let found = unit["value"].map { "not \($0.kindName)" } ?? "and is missing"
            report(.error, line, "\(shownUnit()).value", "must be a string, \(found)")
            entry.damagedLanguages.insert(language)
            continue
          }
          guard sentence.count <= maximumValueLength else {
            report(
              .error, line, "\(shownUnit()).value",
              "the sentence has \(sentence.count) characters; at most \(maximumValueLength) are allowed"
            )
            entry.damagedLanguages.insert(language)
            continue
          }
          var state = "translated"
          switch unit["state"] {
          case .string(let written)?: state = written
          case nil: break
          case let other?:
            report(
              .error, lines["\(unitPath).state"] ?? line, "\(shownUnit()).state",
              "must be a string, not \(other.kindName)")
          }
          entry.units[language] = Unit(state: state, value: sentence, line: line)
        }
      }
      catalog.entries.append(entry)
    }
    return (catalog, diagnostics)
  }
}
