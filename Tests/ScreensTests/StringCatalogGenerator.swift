import Foundation
import Screens
import SessionEngine
@testable import Strings

/// Keeps `Localizable.xcstrings` and the generated `Translations.swift` in step with the English
/// sentences of `StringTable.builtIn`: writes the catalog as Xcode does (keys sorted, `" : "`),
/// and the Swift source the app is built with (no JSON is read at start-up).
enum StringCatalogGenerator {
  /// The environment variable that rewrites both files instead of comparing them.
  static let regenerateVariable = "MAMSIM_REGENERATE_STRINGS"

  /// The command that regenerates both files.
  static let command = "scripts/regenerate-strings.sh"

  /// The folder of the catalog and the generated source.
  static func folder(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Strings").standardizedFileURL
  }

  /// The catalog file.
  static var catalogURL: URL { folder().appendingPathComponent("Localizable.xcstrings") }

  /// The generated Swift file.
  static var sourceURL: URL { folder().appendingPathComponent("Translations.swift") }

  /// `catalog` brought up to date with `english`: a key whose English changed gets the new English
  /// and its translations are marked `needs_review`; a new key gets its English only; keys mamsim
  /// no longer has are dropped.
  static func synced(_ catalog: StringCatalog, english: [StringKey: String]) -> StringCatalog {
    var result = StringCatalog(sourceLanguage: "en", entries: [], version: catalog.version)
    for key in StringKey.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
      let source = english[key] ?? ""
      var entry =
        catalog.entry(key.rawValue)
        ?? StringCatalog.Entry(key: key.rawValue, line: 0, units: [:], extractionState: "manual")
      if let old = entry.units["en"], old.value != source {
        for tag in entry.units.keys where tag != "en" { entry.units[tag]?.state = "needs_review" }
      }
      entry.units["en"] = StringCatalog.Unit(state: "translated", value: source, line: 0)
      result.entries.append(entry)
    }
    return result
  }

  /// The catalog as Xcode writes it.
  static func json(_ catalog: StringCatalog) -> String {
    var out = "{\n  \"sourceLanguage\" : \(quoted(catalog.sourceLanguage)),\n  \"strings\" : {\n"
    let entries = catalog.entries.sorted { $0.key < $1.key }
    for (index, entry) in entries.enumerated() {
      out += "    \(quoted(entry.key)) : {\n"
      if let state = entry.extractionState {
        out += "      \"extractionState\" : \(quoted(state)),\n"
      }
      out += "      \"localizations\" : {\n"
      let tags = entry.units.keys.sorted()
      for (tagIndex, tag) in tags.enumerated() {
        guard let unit = entry.units[tag] else { continue }
        out += "        \(quoted(tag)) : {\n          \"stringUnit\" : {\n"
        out += "            \"state\" : \(quoted(unit.state)),\n"
        out += "            \"value\" : \(quoted(unit.value))\n"
        out += "          }\n        }\(tagIndex == tags.count - 1 ? "" : ",")\n"
      }
      out += "      }\n    }\(index == entries.count - 1 ? "" : ",")\n"
    }
    out += "  },\n  \"version\" : \(quoted(catalog.version))\n}\n"
    return out
  }

  /// The Swift source of `Translations`: per language, each key translated (state `translated`)
  /// with placeholders that match the English, one `key<TAB>sentence` a line in a raw string
  /// literal (one piece of read-only data, read only for the language chosen).
  static func swiftSource(_ catalog: StringCatalog, english: [StringKey: String]) -> String {
    var out = """
      // swift-format-ignore-file
      // Generated from Localizable.xcstrings; do not edit. After changing the catalog or an
      // English sentence in StringTable.swift, run \(command).
      import SessionEngine

      /// The translations of mamsim's sentences, generated from `Localizable.xcstrings`: per
      /// language, every key translated and checked (a key missing here is shown in English).
      ///
      /// Each language is one text of `key<TAB>sentence` lines, split into a table the first
      /// time it is asked for: start-up builds the chosen language's table only, and the others
      /// stay read-only data that is never touched.
      enum Translations {
        /// The translated sentences of `language`; empty for English.
        static func table(for language: Language) -> [StringKey: String] {
          switch language {

      """
    let languages = Language.allCases
    for language in languages {
      let name = language == .english ? "[:]" : variable(language)
      out += "    case .\(String(describing: language)): \(name)\n"
    }
    out += "    }\n  }\n"
    for language in languages where language != .english {
      out += "\n  private static let \(variable(language)) = entries(\(variable(language))Text)\n"
    }
    out += """

        /// The table of `text`'s lines; a line whose key mamsim does not have is skipped. Read by
        /// UTF-8 bytes: a newline or a tab byte is always that character.
        private static func entries(_ text: String) -> [StringKey: String] {
          let keys = Dictionary(uniqueKeysWithValues: StringKey.allCases.map { ($0.rawValue, $0) })
          var table: [StringKey: String] = [:]
          for line in text.utf8.split(separator: UInt8(ascii: "\\n")) {
            guard let tab = line.firstIndex(of: UInt8(ascii: "\\t")),
              let key = keys[String(Substring(line[..<tab]))]
            else { continue }
            table[key] = String(Substring(line[line.index(after: tab)...]))
          }
          return table
        }

      """
    let keys = Dictionary(uniqueKeysWithValues: StringKey.allCases.map { ($0.rawValue, $0) })
    for language in languages where language != .english {
      out += "\n  /// \(englishName(language)) (`\(language.rawValue)`).\n"
      out += "  private static let \(variable(language))Text = #\"\"\"\n"
      for entry in catalog.entries.sorted(by: { $0.key < $1.key }) {
        guard let key = keys[entry.key], let source = english[key],
          let unit = entry.units[language.rawValue], unit.state == "translated",
          !unit.value.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" }),
          !unit.value.contains("\"\"\"#"),
          StringCatalogLinter.placeholderProblems(
            unit.value, expected: StringPlaceholder.parse(source).placeholders
          ).isEmpty
        else { continue }
        out += "    \(entry.key)\t\(unit.value)\n"
      }
      out += "    \"\"\"#\n"
    }
    out += "}\n"
    return out
  }

  private static func variable(_ language: Language) -> String {
    switch language {
    case .english: "english"
    case .simplifiedChinese: "simplifiedChinese"
    case .german: "german"
    case .italian: "italian"
    }
  }

  private static func englishName(_ language: Language) -> String {
    switch language {
    case .english: "English"
    case .simplifiedChinese: "Simplified Chinese"
    case .german: "German"
    case .italian: "Italian"
    }
  }

  /// `text` as a JSON string, escaped as Xcode escapes it.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
