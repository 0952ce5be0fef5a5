import Foundation
import Screens
import SessionEngine
import Testing
@testable import Strings

/// The String Catalog against the English sentences, and the generated `Translations.swift`
/// against the catalog. `scripts/regenerate-strings.sh` rewrites both.
@Suite struct StringCatalogFreshnessTests {
  private func load() throws -> (StringCatalog, text: String) {
    let data = try Data(contentsOf: StringCatalogGenerator.catalogURL)
    let read = StringCatalog.read(Array(data), file: "Localizable.xcstrings")
    #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.description))")
    return (read.catalog, String(decoding: data, as: UTF8.self))
  }

  private var regenerating: Bool {
    ProcessInfo.processInfo.environment[StringCatalogGenerator.regenerateVariable] == "1"
  }

  @Test("the catalog and Translations.swift are up to date (or are rewritten on request)")
  func generatedFilesAreFresh() throws {
    let (catalog, text) = try load()
    let synced = StringCatalogGenerator.synced(catalog, english: StringTable.builtIn)
    let json = StringCatalogGenerator.json(synced)
    let source = StringCatalogGenerator.swiftSource(synced, english: StringTable.builtIn)
    let onDisk = (try? String(contentsOf: StringCatalogGenerator.sourceURL, encoding: .utf8)) ?? ""
    if regenerating {
      try json.write(to: StringCatalogGenerator.catalogURL, atomically: true, encoding: .utf8)
      try source.write(to: StringCatalogGenerator.sourceURL, atomically: true, encoding: .utf8)
      return
    }
    let changedEnglish = catalog.entries.filter { entry in
      guard let key = StringKey(rawValue: entry.key) else { return false }
      return entry.units["en"]?.value != StringTable.builtIn[key]
    }.map(\.key)
    #expect(
      changedEnglish.isEmpty,
      "English changed in StringTable.swift since these keys were translated: \(changedEnglish.joined(separator: ", ")). Run \(StringCatalogGenerator.command), then translate the keys it marks needs_review."
    )
    #expect(
      json == text,
      "Localizable.xcstrings is not in step with StringTable.swift; run \(StringCatalogGenerator.command)"
    )
    #expect(
      source == onDisk,
      "Translations.swift is not generated from the current catalog; run \(StringCatalogGenerator.command)"
    )
  }

  @Test("every key is translated into every language, and none waits for review")
  func everyKeyIsTranslated() throws {
    let (catalog, _) = try load()
    for language in Language.allCases where language != .english {
      let missing = StringKey.allCases.filter {
        catalog.entry($0.rawValue)?.units[language.rawValue] == nil
      }.map(\.rawValue)
      let review = catalog.entries.filter {
        guard let state = $0.units[language.rawValue]?.state else { return false }
        return state != "translated"
      }.map(\.key)
      #expect(
        missing.isEmpty,
        "\(language.rawValue) has no translation of: \(missing.joined(separator: ", "))")
      #expect(
        review.isEmpty,
        "\(language.rawValue) translations to review (their English changed): \(review.joined(separator: ", "))"
      )
    }
  }

  @Test("mamsim's own catalog lints clean")
  func catalogLintsClean() throws {
    let (catalog, _) = try load()
    let found = StringCatalogLinter.diagnostics(catalog, file: "Localizable.xcstrings")
    #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
  }
}
