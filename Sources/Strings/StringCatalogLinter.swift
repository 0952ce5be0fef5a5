import SessionEngine

/// Checks a String Catalog against mamsim's keys and English sentences: unknown keys, keys or
/// languages missing, translations waiting for review, and placeholders that do not match the
/// English sentence's (by number and type).
public enum StringCatalogLinter {
  /// How many missing keys the warning about them names.
  static let missingKeysNamed = 5

  /// Every problem of `catalog`, read from `file`, in the order of its lines.
  ///
  /// - Parameter english: the English sentences to compare with (mamsim's built-in wording).
  public static func diagnostics(
    _ catalog: StringCatalog, file: String, english: [StringKey: String] = StringTable.builtIn
  ) -> [Diagnostic] {
    var found: [Diagnostic] = []
    func report(_ severity: Diagnostic.Severity, _ line: Int, _ path: String, _ message: String) {
      found.append(Diagnostic(severity, file: file, line: line, keyPath: path, message: message))
    }
    if catalog.sourceLanguage != Language.english.rawValue {
      report(
        .error, 1, "sourceLanguage",
        "mamsim's sentences are written in English first; the source language must be \"en\", not \"\(catalog.sourceLanguage)\""
      )
    }
    let known = Dictionary(uniqueKeysWithValues: StringKey.allCases.map { ($0.rawValue, $0) })
    let candidates = KeySuggestion.Candidates(StringKey.allCases.map(\.rawValue))
    let translated = Language.allCases.filter { $0 != .english }.map(\.rawValue)
    var seen: Set<String> = []
    var unknownKeys = 0
    for entry in catalog.entries {
      let path = "strings.\(Excerpt.of(entry.key))"
      seen.insert(entry.key)
      guard let key = known[entry.key], let source = english[key] else {
        // Past `mostHinted`, no more time is spent on hints.
        unknownKeys += 1
        let hint =
          unknownKeys <= KeySuggestion.mostHinted
          ? candidates.closest(to: entry.key).map { "; did you mean \($0)?" } ?? "" : ""
        report(.error, entry.line, path, "mamsim has no key \"\(Excerpt.of(entry.key))\"\(hint)")
        continue
      }
      let expected = StringPlaceholder.parse(source).placeholders
      for tag in entry.units.keys.sorted() {
        guard let unit = entry.units[tag] else { continue }
        let unitPath = "\(path).localizations.\(Excerpt.of(tag))"
        guard Language.tags.contains(tag) else {
          report(
            .warning, unit.line, unitPath,
            "mamsim has no screens in \"\(Excerpt.of(tag))\" (it has \(Language.tags.joined(separator: ", "))); ignored"
          )
          continue
        }
        if tag == Language.english.rawValue, unit.value != source {
          report(
            .warning, unit.line, unitPath,
            "the English differs from mamsim's own sentence (\"\(source)\"); translations may be out of date"
          )
        }
        if tag != Language.english.rawValue, unit.state != "translated" {
          report(
            .warning, unit.line, unitPath,
            "the \(tag) translation is \"\(Excerpt.of(unit.state))\": English is shown until it is translated"
          )
        }
        for problem in placeholderProblems(unit.value, expected: expected) {
          report(.error, unit.line, unitPath, problem)
        }
      }
      // A language whose sentence could not be read has its error already.
      for tag in translated
      where entry.units[tag] == nil && !entry.isDamaged
        && !entry.damagedLanguages.contains(tag)
      {
        report(.warning, entry.line, path, "no \(tag) translation: English is shown")
      }
    }
    // One warning for the keys a partial catalog leaves out, naming the first few: a line each
    // would bury what matters under hundreds.
    let missing = StringKey.allCases.map(\.rawValue).filter { !seen.contains($0) }
    if missing.count == 1, let key = missing.first {
      report(
        .warning, 1, "strings", "the key \(key) is missing: English is shown in every language")
    } else if !missing.isEmpty {
      let named = missing.prefix(Self.missingKeysNamed).joined(separator: ", ")
      let rest = missing.count - min(missing.count, Self.missingKeysNamed)
      report(
        .warning, 1, "strings",
        "\(missing.count) keys are missing (\(named)\(rest > 0 ? " and \(rest) more" : "")): "
          + "English is shown for them in every language")
    }
    return found
  }

  /// What is wrong with `value`'s placeholders against the English sentence's `expected` ones.
  public static func placeholderProblems(_ value: String, expected: [StringPlaceholder]) -> [String]
  {
    let parsed = StringPlaceholder.parse(value)
    var problems = parsed.unknown.map {
      "\"\(Excerpt.of($0))\" is not a placeholder mamsim fills (use %@ for text, %d for a number, %% for %)"
    }
    var used: [Int: StringPlaceholder.Kind] = [:]
    for placeholder in parsed.placeholders {
      guard placeholder.argument <= expected.count else {
        problems.append(
          "\(placeholder.written) refers to argument \(placeholder.argument); the English sentence has \(expected.count)"
        )
        continue
      }
      let wanted = expected[placeholder.argument - 1].kind
      if placeholder.kind != wanted {
        problems.append(
          "\(placeholder.written) shows argument \(placeholder.argument) as \(describe(placeholder.kind)); it is \(describe(wanted)) (%\(wanted.rawValue) in English)"
        )
      }
      used[placeholder.argument] = placeholder.kind
    }
    let missing = (1...max(1, expected.count)).filter { $0 <= expected.count && used[$0] == nil }
    if !missing.isEmpty {
      problems.append(
        "argument \(missing.map(String.init).joined(separator: ", ")) of the English sentence is not shown"
      )
    }
    return problems
  }

  private static func describe(_ kind: StringPlaceholder.Kind) -> String {
    kind == .text ? "text" : "a number"
  }
}
