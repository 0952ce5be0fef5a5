import Foundation
import Screens
import SessionEngine
import Testing

@testable import Strings

/// The String Catalog reader (total, with lines) and linter (keys, languages, placeholders).
@Suite struct StringCatalogTests {
  /// A catalog with `units` (key → language → value), one unit a line as Xcode writes them.
  static func catalogText(_ units: [(String, [(String, String)])], state: String = "translated")
    -> String
  {
    let entries = units.map { key, languages in
      let localizations = languages.map { tag, value in
        "\"\(tag)\" : {\n\"stringUnit\" : {\n\"state\" : \"\(state)\",\n\"value\" : \"\(value)\"\n}\n}"
      }
      return "\"\(key)\" : {\n\"localizations\" : {\n"
        + localizations.joined(separator: ",\n") + "\n}\n}"
    }
    return "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n"
      + entries.joined(separator: ",\n") + "\n},\n\"version\" : \"1.0\"\n}\n"
  }

  static func lint(_ text: String) -> [Diagnostic] {
    let read = StringCatalog.read(Array(text.utf8), file: "x.xcstrings")
    return read.diagnostics + StringCatalogLinter.diagnostics(read.catalog, file: "x.xcstrings")
  }

  @Test func readsUnitsWithTheirLines() {
    let text = Self.catalogText([("OK_Button", [("de", "OK"), ("en", "OK")])])
    let read = StringCatalog.read(Array(text.utf8), file: "x.xcstrings")
    #expect(read.diagnostics.isEmpty)
    let entry = read.catalog.entry("OK_Button")
    #expect(entry?.line == 4)
    #expect(entry?.units["de"]?.value == "OK")
    #expect(entry?.units["de"]?.line == 9)
    #expect(entry?.units["en"]?.line == 15)
  }

  @Test func syntaxErrorsAndWrongShapesNameTheLine() {
    let broken = StringCatalog.read(
      Array("{\n\"strings\" : {\n\"a\" : \n}".utf8), file: "b.xcstrings")
    #expect(broken.diagnostics.map(\.line) == [4])
    #expect(broken.diagnostics.first?.description.hasPrefix("b.xcstrings:4:") == true)
    let shape = StringCatalog.read(
      Array("{\n\"sourceLanguage\" : \"en\",\n\"strings\" : [1]\n}".utf8), file: "s.xcstrings")
    #expect(shape.diagnostics.first?.line == 3)
    #expect(shape.diagnostics.first?.message.contains("must be an object") == true)
    let notUTF8 = StringCatalog.read([0xFF, 0xFE, 0x7B], file: "u.xcstrings")
    #expect(notUTF8.diagnostics.first?.message.contains("UTF-8") == true)
  }

  @Test func refusesFilesOverTheSizeLimitAndDeepNesting() {
    let big = [UInt8](repeating: 0x20, count: StringCatalog.maximumBytes + 1)
    #expect(StringCatalog.read(big, file: "big").diagnostics.first?.severity == .error)
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let read = StringCatalog.read(Array(deep.utf8), file: "deep")
    #expect(read.diagnostics.first?.message.contains("nested") == true)
    #expect(read.catalog.entries.isEmpty)
  }

  @Test func unknownKeysAreErrorsWithASuggestion() {
    let found = Self.lint(Self.catalogText([("OK_Buton", [("en", "OK")])]))
    let problem = found.first { $0.keyPath == "strings.OK_Buton" }
    #expect(problem?.severity == .error)
    #expect(problem?.line == 4)
    #expect(problem?.message.contains("did you mean OK_Button") == true)
  }

  @Test func missingKeysAndTranslationsAreWarningsPerLanguage() {
    let found = Self.lint(Self.catalogText([("OK_Button", [("en", "OK"), ("de", "OK")])]))
    let okProblems = found.filter { $0.keyPath == "strings.OK_Button" }.map(\.message)
    #expect(
      okProblems.sorted() == [
        "no it translation: English is shown", "no zh-Hans translation: English is shown",
      ])
    // The keys left out are one warning that counts them and names the first few.
    let missing = found.filter { $0.keyPath == "strings" }
    let count = StringKey.allCases.count - 1
    #expect(missing.count == 1, "\(missing)")
    #expect(missing.first?.message.hasPrefix("\(count) keys are missing (") == true, "\(missing)")
    #expect(missing.first?.message.contains("and \(count - 5) more") == true, "\(missing)")
    #expect(found.allSatisfy { $0.severity == .warning })
  }

  @Test func aSingleMissingKeyIsNamedAndAnUnknownTopLevelKeyIsWarned() throws {
    var strings: [String: Any] = [:]
    for key in StringKey.allCases.dropFirst() {
      strings[key.rawValue] = [
        "localizations": [
          "en": ["stringUnit": ["state": "translated", "value": StringTable.builtIn[key] ?? ""]]
        ]
      ]
    }
    let json = try JSONSerialization.data(
      withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings])
    let found = Self.lint(String(decoding: json, as: UTF8.self))
    let first = StringKey.allCases[0].rawValue
    #expect(
      found.filter { $0.keyPath == "strings" }.map(\.message) == [
        "the key \(first) is missing: English is shown in every language"
      ])
    let text = "{\"sourceLanguage\": \"en\", \"strings\": {}, \"versoin\": \"1.0\"}"
    let (_, read) = StringCatalog.read(Array(text.utf8), file: "t.xcstrings")
    #expect(
      read.map(\.message) == [
        "unknown key \"versoin\" at the top of the catalog; did you mean version?"
      ])
  }

  @Test func placeholdersMustMatchTheEnglishByNumberAndType() {
    let found = Self.lint(
      Self.catalogText([
        ("Pin_Length_Required", [("de", "Mindestens %@ Ziffern."), ("it", "Almeno cifre.")]),
        ("Notes_Sign_In_Hint", [("de", "Demo: %2$@ / %1$@"), ("it", "Demo: %@ / %@ / %@")]),
        ("Walkthrough_Auth_Hint", [("zh-Hans", "%@ %x %@ %@")]),
      ]))
    let errors = found.filter { $0.severity == .error }
    let messages = errors.map { "\($0.line ?? 0) \($0.keyPath): \($0.message)" }
    #expect(errors.count == 4, "\(messages)")
    #expect(
      messages.contains {
        $0.contains("Pin_Length_Required.localizations.de")
          && $0.contains("%@ shows argument 1 as text; it is a number")
      })
    #expect(
      messages.contains {
        $0.contains("Pin_Length_Required.localizations.it")
          && $0.contains("argument 1 of the English sentence is not shown")
      })
    #expect(
      messages.contains {
        $0.contains("Notes_Sign_In_Hint.localizations.it") && $0.contains("refers to argument 3")
      })
    #expect(messages.contains { $0.contains("\"%x\" is not a placeholder") })
    // Numbered placeholders may reorder the arguments.
    #expect(!messages.contains { $0.contains("Notes_Sign_In_Hint.localizations.de") })
  }

  @Test func changedEnglishAndUnreviewedTranslationsAreWarnings() {
    let found = Self.lint(
      Self.catalogText([("OK_Button", [("en", "Okay"), ("de", "OK")])], state: "needs_review"))
    #expect(
      found.contains { $0.keyPath.hasSuffix(".en") && $0.message.contains("English differs") })
    #expect(found.contains { $0.keyPath.hasSuffix(".de") && $0.message.contains("needs_review") })
  }

  @Test func numberedPlaceholdersFillTheirArgument() {
    let table = StringTable(
      language: .german, translation: [.notesSignInHint: "%2$@ / %1$@ (%2$@)"])
    #expect(table.text(.notesSignInHint, "a@b.c", "pw") == "pw / a@b.c (pw)")
    let wide = StringTable(
      language: .simplifiedChinese, translation: [.walkthroughSignInAs: "%2$@：以 %1$@ 登录"])
    #expect(wide.text(.walkthroughSignInAs, "alex", "keys") == "keys：以 alex 登录")
  }

  @Test func aMissingTranslationFallsBackToEnglishKeyByKey() {
    let table = StringTable(language: .german, translation: [.okButton: "Gut"])
    #expect(table.text(.okButton) == "Gut")
    #expect(table.text(.cancelButton) == "Cancel")
    for language in Language.allCases {
      let full = StringTable(language: language)
      for key in StringKey.allCases {
        let text = full.text(key, "x", 1, "y", "z")
        #expect(!text.isEmpty && !text.contains(key.rawValue), "\(language) \(key.rawValue)")
      }
    }
  }

  /// Mutations of the real catalog: the reader and linter never trap, and every problem they
  /// report names the file, and a line whenever the text parsed that far.
  @Test func readingMutatedCatalogsNeverCrashes() throws {
    let original = try Array(Data(contentsOf: StringCatalogGenerator.catalogURL))
    var generator = SplitMix64(seed: 0x6D61_6D73)
    let fragments: [[UInt8]] =
      ["{", "}", "[", "]", "\"", ",", ":", "\\u12", "%", "null", "1e999", "\n"].map {
        Array($0.utf8)
      } + [[0xFF], [0xC3], [0xE4, 0xB8], Array(repeating: UInt8(ascii: "["), count: 300)]
    for round in 0..<400 {
      var bytes = original
      for _ in 0..<(1 + round % 4) {
        guard !bytes.isEmpty else { break }
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
        case 1:
          bytes.removeSubrange(
            at..<min(bytes.count, at + Int.random(in: 1...400, using: &generator)))
        case 2: bytes.insert(contentsOf: fragments.randomElement(using: &generator) ?? [], at: at)
        case 3: bytes = Array(bytes[..<at])
        default:
          let end = min(bytes.count, at + 200)
          bytes.insert(contentsOf: bytes[at..<end], at: at)
        }
      }
      let read = StringCatalog.read(bytes, file: "m.xcstrings")
      let lint = StringCatalogLinter.diagnostics(read.catalog, file: "m.xcstrings")
      for problem in read.diagnostics + lint {
        #expect(problem.description.hasPrefix("m.xcstrings"))
        #expect(!problem.message.isEmpty)
      }
      if read.diagnostics.isEmpty {
        #expect(!read.catalog.entries.isEmpty || lint.isEmpty == false)
      }
    }
  }
}
