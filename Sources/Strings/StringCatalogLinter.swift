import SessionEngine

/// Checks a String Catalog against mamsim's keys and English sentences: unknown keys, keys or
/// languages missing, translations waiting for review, and placeholders that do not match the
/// English sentence's (by number and type).
public enum StringCatalogLinter {
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
    let candidates = SuggestionCandidates(StringKey.allCases.map(\.rawValue))
    let translated = Language.allCases.filter { $0 != .english }.map(\.rawValue)
    var seen: Set<String> = []
    for entry in catalog.entries {
      let path = "strings.\(Excerpt.of(entry.key))"
      seen.insert(entry.key)
      guard let key = known[entry.key], let source = english[key] else {
        let hint =
          closest(entry.key, among: candidates).map { "; did you mean \($0)?" } ?? ""
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
    for key in StringKey.allCases where !seen.contains(key.rawValue) {
      report(
        .warning, 1, "strings",
        "the key \(key.rawValue) is missing: English is shown in every language")
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

  /// The known key closest to `key` by edit distance, when it is close enough to be a typo
  /// (the first of the closest, in the candidates' order).
  private static func closest(_ key: String, among candidates: SuggestionCandidates) -> String? {
    guard key.utf8.count <= 100 else { return nil }
    let target = candidates.numbers(of: key)
    var best: String?
    var limit = max(2, target.count / 5)
    for (candidate, characters) in candidates.names {
      guard let distance = editDistance(target, characters, atMost: limit) else { continue }
      best = candidate
      if distance == 0 { break }
      limit = distance - 1
    }
    return best
  }

  /// The edit distance between `left` and `right`, or nil when it is more than `limit`. Only the
  /// band of `limit` cells either side of the diagonal is worked out, and the work stops at the
  /// first row whose every cell is past `limit`, so each comparison costs at most
  /// `(2 × limit + 1) × left.count` steps.
  private static func editDistance(_ left: [Int], _ right: [Int], atMost limit: Int)
    -> Int?
  {
    guard abs(left.count - right.count) <= limit else { return nil }
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    let beyond = limit + 1
    var previous = Array(repeating: beyond, count: right.count + 1)
    for column in 0...min(right.count, limit) { previous[column] = column }
    var current = Array(repeating: beyond, count: right.count + 1)
    var row = 1
    while row <= left.count {
      let low = max(1, row - limit)
      let high = min(right.count, row + limit)
      current[0] = min(row, beyond)
      if low > 1 { current[low - 1] = beyond }
      var smallest = current[0]
      var column = low
      while column <= high {
        var value = previous[column - 1] + (left[row - 1] == right[column - 1] ? 0 : 1)
        value = min(value, min(previous[column], current[column - 1]) + 1)
        value = min(value, beyond)
        current[column] = value
        smallest = min(smallest, value)
        column += 1
      }
      if high < right.count { current[high + 1] = beyond }
      if smallest > limit { return nil }
      swap(&previous, &current)
      row += 1
    }
    let distance = previous[right.count]
    return distance <= limit ? distance : nil
  }
}

/// The names a misspelt key may be meant as, each with its lower-cased characters numbered (the
/// same character, the same number), so that comparing two characters is comparing two numbers.
private struct SuggestionCandidates {
  /// Each name with the numbers of its lower-cased characters.
  let names: [(String, [Int])]
  /// The number of each character the names hold.
  private let numbering: [Character: Int]

  /// The candidates `names`, in this order.
  init(_ names: [String]) {
    var numbering: [Character: Int] = [:]
    self.names = names.map { name in
      let numbers = name.lowercased().map { character in
        if let number = numbering[character] { return number }
        numbering[character] = numbering.count
        return numbering.count - 1
      }
      return (name, numbers)
    }
    self.numbering = numbering
  }

  /// The numbers of `text`'s lower-cased characters; one no name holds is -1, equal to none.
  func numbers(of text: String) -> [Int] {
    text.lowercased().map { numbering[$0] ?? -1 }
  }
}
