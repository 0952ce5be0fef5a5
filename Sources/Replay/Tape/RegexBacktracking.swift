/// The shapes of a tape's regex that make a failed search take hours, found in its source.
///
/// Swift's regex engine backtracks: where a screen holds no match, it tries every way the
/// pattern's repeats can share the screen's text before it gives up, at every start position.
/// Three shapes make that number explode on a screen of a few thousand characters, and a `Wait`
/// or an `Expect` then never ends (there is no way to stop the engine once it runs):
/// - a repeat of a group that itself holds a repeat, `(\w+ ?)+` or `(.*)*`;
/// - a repeat of alternatives that can take the same character, `(.|\s)*`;
/// - two repeats one right after the other that can take the same characters, `.*.*`,
///   `[^z]*[^z]*` or `.*\b.*` (`\s*\d+` is fine: no character is both).
///
/// They are refused where the tape writes them, with the rewrite that avoids them. A possessive
/// repeat (`a++`) and an atomic group (`(?>…)`) never backtrack, so they are never refused.
enum RegexBacktracking {
  /// Why `source` (already known to be small and shallow: `TapeLimits`) may make a failed
  /// search run for hours, or nil.
  ///
  /// With `caseInsensitive` (`/…/i`, or `(?i)` in it), two repeats share a letter in either
  /// case.
  static func problem(_ source: String, caseInsensitive: Bool = false) -> String? {
    var reader = Reader(Array(source))
    reader.ignoresCase = caseInsensitive || ignoresCaseInside(source)
    return reader.sequence(closing: false).problem
  }

  /// Whether `source` turns case-insensitivity on somewhere (`(?i)`, `(?im:…)`).
  private static func ignoresCaseInside(_ source: String) -> Bool {
    let characters = Array(source)
    for start in characters.indices where characters[start] == "(" {
      guard start + 1 < characters.count, characters[start + 1] == "?" else { continue }
      for character in characters[(start + 2)...] {
        if character == "i" { return true }
        if !character.isLetter { break }
      }
    }
    return false
  }

  /// One element of a sequence, as far as repeats go.
  private struct Item {
    /// The element as written (a character, an escape, a class, a group).
    var text: String
    /// Whether it is a group holding a repeat (an atomic group never counts: it never backtracks).
    var holdsRepeat = false
    /// Whether it is a group whose alternatives can start with the same character (`(.|\s)`).
    var ambiguous = false
    /// Whether it matches no character: an anchor (`^`, `\b`) or a look-around (`(?=…)`).
    var zeroWidth = false
    /// Whether it is repeated (`*`, `+`, `{2,}`, `{1,5}`; not `?`, `{3}` or a possessive repeat).
    var repeated = false
    /// Its repeat as written (`*`, `+?`, `{2,}`), "" when there is none.
    var quantifier = ""
  }

  /// What a sequence (the whole pattern, or a group's body) was found to hold.
  private struct Finding {
    var holdsRepeat = false
    var problem: String?
    /// The first element of each alternative, as written.
    var firsts: [String] = []
  }

  /// Walks a pattern's characters once, group by group.
  private struct Reader {
    let characters: [Character]
    var index = 0
    /// Whether letters match in either case.
    var ignoresCase = false

    init(_ characters: [Character]) { self.characters = characters }

    var atEnd: Bool { index >= characters.count }

    /// Reads elements up to the end, or up to the `)` closing the group being read.
    mutating func sequence(closing: Bool) -> Finding {
      var finding = Finding()
      var previous: Item?
      var startsAlternative = true
      while !atEnd {
        let character = characters[index]
        if character == ")" {
          if closing { return finding }
          index += 1
          continue
        }
        if character == "|" {
          index += 1
          previous = nil
          startsAlternative = true
          continue
        }
        var item = element()
        if let nested = item.problem {
          finding.problem = finding.problem ?? nested
        }
        quantifier(of: &item.item)
        let current = item.item
        if startsAlternative, !current.text.isEmpty {
          finding.firsts.append(current.text)
          startsAlternative = false
        }
        if current.repeated || current.holdsRepeat { finding.holdsRepeat = true }
        if finding.problem == nil, current.repeated, current.holdsRepeat {
          finding.problem = RegexBacktracking.refusal(
            "\(current.text)\(current.quantifier) repeats a group that holds a repeat",
            tries: "split the text between the two",
            advice: "repeat the group or what is in it, not both (for (\\w+ ?)+ write [\\w ]+)")
        }
        if finding.problem == nil, current.repeated, current.ambiguous {
          finding.problem = RegexBacktracking.refusal(
            "\(current.text)\(current.quantifier) repeats alternatives that can take the same "
              + "character", tries: "choose between them",
            advice: "make the alternatives take different characters, or write one class "
              + "(for (.|\\s)* write [\\s\\S]*)")
        }
        if finding.problem == nil, let before = previous, before.repeated, current.repeated,
          RegexBacktracking.overlap(before.text, current.text, ignoringCase: ignoresCase)
        {
          finding.problem = RegexBacktracking.refusal(
            "\(before.text)\(before.quantifier) and \(current.text)\(current.quantifier) follow "
              + "each other and can take the same characters",
            tries: "split the text between them", advice: "keep one (for .*.* write .*)")
        }
        // Options, comments, anchors and look-arounds take no character: the elements around
        // them still follow each other.
        if !current.text.isEmpty, !current.zeroWidth || current.repeated { previous = current }
      }
      return finding
    }

    /// Reads one element: an escape, a class, a group or a character; a group's own problem
    /// comes with it.
    mutating func element() -> (item: Item, problem: String?) {
      let start = index
      let character = characters[index]
      index += 1
      switch character {
      case "\\":
        escape()
        var item = Item(text: text(from: start))
        item.zeroWidth = ["\\b", "\\B", "\\A", "\\z", "\\Z", "\\G"].contains(item.text)
        return (item, nil)
      case "[":
        characterClass()
        return (Item(text: text(from: start)), nil)
      case "(":
        return group(from: start)
      default:
        var item = Item(text: String(character))
        item.zeroWidth = character == "^" || character == "$"
        return (item, nil)
      }
    }

    /// Skips the rest of an escape: one character, with its `{…}` or `<…>` argument
    /// (`\p{L}`, `\x{41}`, `\k<name>`), or a `\Q…\E` quotation.
    mutating func escape() {
      guard !atEnd else { return }
      let letter = characters[index]
      index += 1
      if letter == "Q" {
        while !atEnd, !(characters[index] == "\\" && next(is: "E")) { index += 1 }
        index = min(characters.count, index + 2)
        return
      }
      // Only these take an argument; `\d{2}` is a digit repeated twice.
      guard !atEnd, "pPxuNokg".contains(letter) else { return }
      let close: Character? =
        switch characters[index] {
        case "{": "}"
        case "<" where letter == "k" || letter == "g": ">"
        default: nil
        }
      guard let close else { return }
      while !atEnd, characters[index] != close { index += 1 }
      if !atEnd { index += 1 }
    }

    /// Skips a character class after its `[`, nested classes and escapes included; a `]`
    /// right after `[` or `[^` is a character of the class.
    mutating func characterClass() {
      var depth = 1
      if !atEnd, characters[index] == "^" { index += 1 }
      if !atEnd, characters[index] == "]" { index += 1 }
      while !atEnd, depth > 0 {
        switch characters[index] {
        case "\\": index += 1
        case "[": depth += 1
        case "]": depth -= 1
        default: break
        }
        index += 1
      }
    }

    /// Reads a group after its `(`: its body, then whether it can be repeated at all (an
    /// options group `(?i)` and a comment are not elements; an atomic group never backtracks).
    mutating func group(from start: Int) -> (item: Item, problem: String?) {
      var atomic = false
      var lookaround = false
      if !atEnd, characters[index] == "?" {
        if next(is: "#") {
          while !atEnd, characters[index] != ")" { index += 1 }
          if !atEnd { index += 1 }
          return (Item(text: ""), nil)
        }
        if next(is: ">") { atomic = true }
        if next(is: "=") || next(is: "!") { lookaround = true }
        if next(is: "<"), index + 2 < characters.count, "=!".contains(characters[index + 2]) {
          lookaround = true
        }
        // Options alone, `(?i)` or `(?s-i)`: they change what follows, and match nothing.
        var probe = index + 1
        while probe < characters.count,
          characters[probe].isLetter || characters[probe] == "-"
            || characters[probe] == "^"
        {
          probe += 1
        }
        if probe < characters.count, characters[probe] == ")" {
          index = probe + 1
          return (Item(text: ""), nil)
        }
      }
      let body = sequence(closing: true)
      if !atEnd { index += 1 }
      var item = Item(text: text(from: start))
      item.holdsRepeat = body.holdsRepeat && !atomic
      item.zeroWidth = lookaround
      if !atomic, body.firsts.count > 1 {
        let firsts = body.firsts
        let ignoringCase = ignoresCase
        item.ambiguous = firsts.indices.contains { one in
          firsts.indices.contains { other in
            one < other
              && RegexBacktracking.overlap(firsts[one], firsts[other], ignoringCase: ignoringCase)
          }
        }
      }
      return (item, body.problem)
    }

    /// Reads the quantifier after `item`, if any, and says whether it repeats.
    mutating func quantifier(of item: inout Item) {
      guard !atEnd, !item.text.isEmpty else { return }
      let start = index
      var repeats: Bool
      switch characters[index] {
      case "*", "+":
        repeats = true
        index += 1
      case "?":
        repeats = false
        index += 1
      case "{":
        guard let bounds = bounds() else { return }
        repeats = bounds.upper.map { $0 > max(1, bounds.lower) } ?? true
      default:
        return
      }
      if !atEnd, characters[index] == "?" {
        index += 1
      } else if !atEnd, characters[index] == "+" {
        // Possessive: what it took is never given back.
        index += 1
        repeats = false
      }
      item.quantifier = text(from: start)
      item.repeated = repeats
    }

    /// Reads `{n}`, `{n,}`, `{n,m}` or `{,m}` at the cursor, or leaves it when the `{` is a
    /// character of its own.
    mutating func bounds() -> (lower: Int, upper: Int?)? {
      var probe = index + 1
      func number() -> Int? {
        var digits = ""
        while probe < characters.count, characters[probe].isASCII, characters[probe].isWholeNumber {
          // A count too big to read is as good as unbounded.
          if digits.count < 6 { digits.append(characters[probe]) }
          probe += 1
        }
        return Int(digits)
      }
      let lower = number()
      var upper = lower
      if probe < characters.count, characters[probe] == "," {
        probe += 1
        upper = number()
      } else if lower == nil {
        return nil
      }
      guard probe < characters.count, characters[probe] == "}", lower != nil || upper != nil
      else { return nil }
      index = probe + 1
      return (lower ?? 0, upper)
    }

    /// Whether the character after the cursor is `character`.
    func next(is character: Character) -> Bool {
      index + 1 < characters.count && characters[index + 1] == character
    }

    /// The source from `start` to the cursor.
    func text(from start: Int) -> String {
      String(characters[start..<min(index, characters.count)])
    }
  }

  /// Why a shape is refused: what the regex does, what the engine would try, and the way out.
  private static func refusal(_ shape: String, tries: String, advice: String) -> String {
    "\(shape): on a screen without a match the regex engine would try every way to \(tries), "
      + "which can take hours; \(advice)"
  }

  /// Characters a screen shows, to learn whether two repeated elements can take the same one.
  private static let samples: [String] =
    ["\n", "\t", " "] + (0x21..<0x7F).compactMap { Unicode.Scalar($0).map { String($0) } }
    + ["é", "·", "›", "│", "─", "会", "👍"]

  /// Whether some character a screen shows matches both `first` and `second` (in either case
  /// when `ignoringCase`); an element the
  /// engine cannot read on its own (a back reference) is taken to share none.
  private static func overlap(_ first: String, _ second: String, ignoringCase: Bool) -> Bool {
    guard var one = try? Regex("(?:" + first + ")"), var two = try? Regex("(?:" + second + ")")
    else { return false }
    if ignoringCase {
      one = one.ignoresCase()
      two = two.ignoresCase()
    }
    return samples.contains {
      (try? one.wholeMatch(in: $0)) != nil && (try? two.wholeMatch(in: $0)) != nil
    }
  }
}
