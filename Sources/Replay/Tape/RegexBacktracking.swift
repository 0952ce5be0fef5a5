/// The shapes of a tape's regex that make a failed search take hours, found in its source.
///
/// Swift's regex engine backtracks: where a screen holds no match, it tries every way the
/// pattern's repeats can share the screen's text before it gives up, at every start position.
/// These shapes make that number explode on a screen of a few thousand characters, and a `Wait`
/// or an `Expect` then never ends (there is no way to stop the engine once it runs):
/// - a repeated group whose length varies, `(\w+ ?)+` or `(.*)*`;
/// - a repeat of alternatives that can take the same character, `(.|\s)*`;
/// - a repeat of a group that can match nothing, `( ?){25}` or `(a?b?)*`;
/// - two repeats one right after the other that can take the same characters, `.*.*`,
///   `[^z]*[^z]*`, `.*\b.*` or `a*(a+b)` (`\s*\d+` is fine: no character is both);
/// - a run of `longestOptionalRun` elements that may or may not match and can take the same
///   characters, ` ? ? ? ? ? ? ? ?`;
/// - a second unlimited repeat of an element that takes any character, line breaks included,
///   or one inside a repeated group: `[\s\S]*a[\s\S]*`, `([^x]*a){4}`;
/// - `longestRepeatChain` unlimited repeats in a row, each two either following each other or
///   with spaces (or a border's line) between them that both can take, so that where each
///   ends can slide: `.* .* .*`, `.+\s(.+)\s.+` (each repeat stops at the end of a line, but
///   a screen's lines are hundreds of characters, and every further repeat multiplies the
///   tries by their length).
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
    var options = inlineOptions(source)
    if caseInsensitive { options.insert("i") }
    var reader = Reader(Array(source))
    // Elements are tried on their own under the options the pattern turns on anywhere: case
    // (`i`) and a dot that takes line breaks (`s`).
    reader.options = options.isEmpty ? "" : "(?" + String(options.sorted()) + ")"
    return reader.sequence(closing: false).problem
  }

  /// The options among `i` and `s` that `source` turns on somewhere (`(?i)`, `(?is:…)`).
  private static func inlineOptions(_ source: String) -> Set<Character> {
    let characters = Array(source)
    var options: Set<Character> = []
    for start in characters.indices where characters[start] == "(" {
      guard start + 1 < characters.count, characters[start + 1] == "?" else { continue }
      for character in characters[(start + 2)...] {
        guard character.isLetter else { break }
        if character == "i" || character == "s" { options.insert(character) }
      }
    }
    return options
  }

  /// One element of a sequence, as far as repeats go.
  private struct Item {
    /// The element as written (a character, an escape, a class, a group).
    var text: String
    /// Whether it is a group whose alternatives can start with the same character (`(.|\s)`).
    var ambiguous = false
    /// Whether it matches no character: an anchor (`^`, `\b`) or a look-around (`(?=…)`).
    var zeroWidth = false
    /// Whether it is a group, and whether an atomic one (`(?>…)`).
    var isGroup = false
    var atomic = false
    /// Whether it is a group that can match nothing at all (`( ?)`, `(a*|b)`).
    var canBeEmpty = false
    /// Whether it is a group holding an unlimited repeat that can take any character, line
    /// breaks included (`([\s\S]*a)`).
    var holdsBroadRepeat = false
    /// Whether it is a group holding an element that may match a varying number of times (an
    /// atomic group never counts: it never backtracks).
    var holdsVariation = false
    /// A group's elements that can take its first character, one or more per alternative
    /// (`(a*b|c)` → `a*`, `b`, `c`), and those that can take its last.
    var heads: [Item] = []
    var tails: [Item] = []
    /// How few times its quantifier lets it match (1 without one; a possessive quantifier,
    /// which never gives back what it took, counts as none).
    var least = 1
    /// How many times its quantifier lets it match; nil for no limit.
    var most: Int? = 1
    /// Its quantifier as written (`*`, `+?`, `{2,}`), "" when there is none.
    var quantifier = ""

    /// Whether it may match a varying number of times (`?`, `*`, `{1,5}`; not `{3}`).
    var varies: Bool { most != least }
    /// Whether it is repeated a varying number of times, more than once (`*`, `+`, `{1,5}`).
    var repeated: Bool { varies && (most ?? 2) > 1 }
    /// Whether it may match more than once (`*`, `{3}`).
    var multiplied: Bool { (most ?? 2) > 1 }
    /// Whether it may match no character (`a?`, `\b`, `( ?)`).
    var optional: Bool { least == 0 || zeroWidth || canBeEmpty }
  }

  /// What a sequence (the whole pattern, or a group's body) was found to hold.
  private struct Finding {
    var problem: String?
    /// The first element of each alternative, as written.
    var firsts: [String] = []
    /// Whether some alternative can match nothing at all.
    var canBeEmpty = false
    /// Whether it holds an unlimited repeat that can take any character (`[\s\S]*`).
    var holdsBroadRepeat = false
    /// The elements that can take the first and the last character (`Item.heads`, `tails`).
    var heads: [Item] = []
    var tails: [Item] = []
    /// Whether it holds an element that may match a varying number of times.
    var holdsVariation = false
  }

  /// Walks a pattern's characters once, group by group.
  private struct Reader {
    let characters: [Character]
    var index = 0
    /// The options each element is tried under on its own (`(?i)`), "" for none.
    var options = ""
    /// How many elements repeated without limit so far can take any character, line breaks
    /// included (`[\s\S]*`, `[^x]+`).
    var unlimitedBroadRepeats = 0
    /// The unlimited repeats read last whose ends can slide into each other, and what was
    /// read since the last of them; a group without a quantifier is read through, as its
    /// elements are part of the sequence around it.
    var chain = RepeatChain()

    init(_ characters: [Character]) { self.characters = characters }

    var atEnd: Bool { index >= characters.count }

    /// Reads elements up to the end, or up to the `)` closing the group being read.
    mutating func sequence(closing: Bool) -> Finding {
      var finding = Finding()
      // The element before (anchors and look-arounds between do not count), and how many
      // elements that vary in number have followed each other, each able to take a character
      // of the one before.
      var previous: Item?
      var run = 0
      var startsAlternative = true
      var alternativeCanBeEmpty = true
      // The elements that can take the alternative's first character so far (all of them
      // while every element before could match nothing), and its last.
      var heads: [Item] = []
      var tails: [Item] = []
      func endAlternative() {
        if alternativeCanBeEmpty { finding.canBeEmpty = true }
        finding.heads += heads
        finding.tails += tails
        previous = nil
        run = 0
        startsAlternative = true
        alternativeCanBeEmpty = true
        heads = []
        tails = []
      }
      while !atEnd {
        let character = characters[index]
        if character == ")" {
          if closing { break }
          index += 1
          continue
        }
        if character == "|" {
          index += 1
          endAlternative()
          chain = RepeatChain()
          continue
        }
        let chainBefore = chain
        var read = element()
        if let nested = read.problem { finding.problem = finding.problem ?? nested }
        quantifier(of: &read.item)
        let current = read.item
        if current.text.isEmpty { continue }
        if startsAlternative {
          finding.firsts.append(current.text)
          startsAlternative = false
        }
        let entering = [current] + current.heads
        if alternativeCanBeEmpty { heads += entering }
        tails = current.optional ? tails + [current] + current.tails : [current] + current.tails
        alternativeCanBeEmpty = alternativeCanBeEmpty && current.optional
        if current.varies || current.holdsVariation { finding.holdsVariation = true }
        // The elements around the seam between `previous` and `current` that can take the
        // same character, each varying in number.
        let leaving = previous.map { [$0] + $0.tails } ?? []
        let pairs = leaving.filter(\.varies).flatMap { before in
          entering.filter(\.varies).map { (before, $0) }
        }
        let shared = pairs.filter {
          RegexBacktracking.overlap($0.0.text, $0.1.text, options: options)
        }
        run = current.varies ? (shared.isEmpty ? 1 : run + 1) : (current.zeroWidth ? run : 0)
        if current.holdsBroadRepeat {
          finding.holdsBroadRepeat = true
          if finding.problem == nil, current.multiplied {
            finding.problem = RegexBacktracking.refusal(
              "\(written(current)) repeats a group holding a repeat that can take any character, "
                + "line breaks included", tries: "split the whole screen between its rounds",
              advice: "take the repeat out of the group, or use ., which stops at the end of a line"
            )
          }
        }
        if current.varies, current.most == nil,
          RegexBacktracking.isBroad(current.text, options: options)
        {
          finding.holdsBroadRepeat = true
          unlimitedBroadRepeats += 1
          if finding.problem == nil, unlimitedBroadRepeats == 2 {
            finding.problem = RegexBacktracking.refusal(
              "\(written(current)) is a second repeat that can take any character, line breaks "
                + "included", tries: "split the whole screen between them",
              advice: "keep one, or use ., which stops at the end of a line")
          }
        }
        if finding.problem == nil {
          finding.problem = refusal(
            of: current, sharing: shared.first { $0.0.repeated || $0.1.repeated }, run: run)
        }
        if finding.problem == nil {
          finding.problem = extendChain(with: current, from: chainBefore)
        }
        if !current.zeroWidth || current.varies { previous = current }
      }
      endAlternative()
      return finding
    }

    /// Why `current` makes a failed search take hours, or nil. `sharing` is a repeat on one side
    /// of the seam before `current` and an element varying in number on the other that can
    /// take the same character; `run` is how many elements varying in number and able to take
    /// a character of the one before have followed each other up to `current`.
    func refusal(of current: Item, sharing: (Item, Item)?, run: Int) -> String? {
      let written = written(current)
      if current.repeated, current.holdsVariation {
        return RegexBacktracking.refusal(
          "\(written) repeats a group whose length varies",
          tries: "split the text between its rounds",
          advice: "repeat the group or what varies in it, not both (for (\\w+ ?)+ write [\\w ]+)")
      }
      if current.repeated, current.ambiguous {
        return RegexBacktracking.refusal(
          "\(written) repeats alternatives that can take the same character",
          tries: "choose between them",
          advice: "make the alternatives take different characters, or write one class "
            + "(for (.|\\s)* write [\\s\\S]*)")
      }
      if current.multiplied, current.canBeEmpty, current.holdsVariation {
        return RegexBacktracking.refusal(
          "\(written) repeats a group that can match nothing",
          tries: "share the text between the group's rounds",
          advice: "let each round take a character (for ( ?){20} write \" {0,20}\")")
      }
      if let (before, after) = sharing {
        return RegexBacktracking.refusal(
          "\(before.text)\(before.quantifier) and \(after.text)\(after.quantifier) follow each "
            + "other and can take the same characters", tries: "split the text between them",
          advice: "keep one (for .*.* write .*)")
      }
      if run >= RegexBacktracking.longestOptionalRun {
        return RegexBacktracking.refusal(
          "\(run) elements in a row that may or may not match can take the same characters",
          tries: "choose which of them take them",
          advice: "count them instead (for \" ? ? ?\" write \" {0,3}\")")
      }
      return nil
    }

    /// `item` as the pattern writes it, with its quantifier.
    func written(_ item: Item) -> String { item.text + item.quantifier }

    /// Adds `current` to the chain of sliding repeats (`chainBefore` is the chain as it was
    /// before `current` was read); why the chain has grown too long, or nil.
    mutating func extendChain(with current: Item, from chainBefore: RepeatChain) -> String? {
      if current.isGroup {
        // Read through a group without a quantifier; a look-around is matched on its own and
        // an atomic group never gives back, so each is one element of the sequence.
        if current.zeroWidth {
          chain = chainBefore
        } else if current.atomic {
          chain = chainBefore
          chain.between.append(current)
        } else if current.least != 1 || current.most != 1 {
          chain = RepeatChain()
        }
        return nil
      }
      if current.zeroWidth { return nil }
      guard current.varies, current.most == nil else {
        chain.between.append(current)
        return nil
      }
      let options = options
      let slides =
        chain.repeats.last.map { last in
          let between = chain.between
          if between.isEmpty {
            return RegexBacktracking.overlap(last.text, current.text, options: options)
          }
          // What lies between must be a character screens hold in long runs (a space, a
          // border's line), one or more times, and both repeats must be able to take it: with
          // a rarer character between them (`o.*o.*o`), each repeat has few places to end.
          guard between.allSatisfy({ $0.text == between[0].text && $0.most == 1 }) else {
            return false
          }
          return RegexBacktracking.runCharacters.contains { run in
            [between[0], last, current].allSatisfy {
              RegexBacktracking.takes(run, $0.text, options: options)
            }
          }
        } ?? false
      chain.repeats = slides ? chain.repeats + [current] : [current]
      chain.between = []
      guard chain.repeats.count >= RegexBacktracking.longestRepeatChain else { return nil }
      let repeats = chain.repeats.map(written).joined(separator: ", ")
      return RegexBacktracking.refusal(
        "\(repeats) are \(chain.repeats.count) unlimited repeats in a row, each able to take "
          + "what lies between it and the next", tries: "choose where each of them ends",
        advice: "let each stop where the next part begins (for .* .* .* write \\S* \\S* .*), "
          + "or keep fewer")
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
        index += 1
        let kind = atEnd ? ")" : characters[index]
        switch kind {
        case "#":
          // A comment matches nothing.
          while !atEnd, characters[index] != ")" { index += 1 }
          if !atEnd { index += 1 }
          return (Item(text: ""), nil)
        case ":", "|":
          index += 1
        case ">":
          atomic = true
          index += 1
        case "=", "!":
          lookaround = true
          index += 1
        case "<" where next(is: "=") || next(is: "!"):
          lookaround = true
          index += 2
        case "<", "'", "P":
          // A named group, `(?<name>…)`, `(?'name'…)` or `(?P<name>…)`.
          let close: Character = kind == "'" ? "'" : ">"
          index += 1
          while !atEnd, characters[index] != close { index += 1 }
          if !atEnd { index += 1 }
        default:
          // Options: alone, `(?i)`, they change what follows and match nothing; `(?i:…)`
          // is a group under them.
          while !atEnd, characters[index].isLetter || "-^".contains(characters[index]) {
            index += 1
          }
          if !atEnd, characters[index] == ")" {
            index += 1
            return (Item(text: ""), nil)
          }
          if !atEnd, characters[index] == ":" { index += 1 }
        }
      }
      let body = sequence(closing: true)
      if !atEnd { index += 1 }
      var item = Item(text: text(from: start))
      item.isGroup = true
      item.atomic = atomic
      item.holdsVariation = body.holdsVariation && !atomic
      item.canBeEmpty = body.canBeEmpty
      item.holdsBroadRepeat = body.holdsBroadRepeat && !atomic
      item.zeroWidth = lookaround
      if !atomic, !lookaround {
        item.heads = body.heads
        item.tails = body.tails
      }
      if !atomic, body.firsts.count > 1 {
        let firsts = body.firsts
        let options = options
        item.ambiguous = firsts.indices.contains { one in
          firsts.indices.contains { other in
            one < other
              && RegexBacktracking.overlap(firsts[one], firsts[other], options: options)
          }
        }
      }
      return (item, body.problem)
    }

    /// Reads the quantifier after `item`, if any: how few and how many times it may match.
    mutating func quantifier(of item: inout Item) {
      guard !atEnd, !item.text.isEmpty else { return }
      let start = index
      let count: (least: Int, most: Int?)
      switch characters[index] {
      case "*", "+", "?":
        count = (characters[index] == "+" ? 1 : 0, characters[index] == "?" ? 1 : nil)
        index += 1
      case "{":
        guard let bounds = bounds() else { return }
        count = (bounds.lower, bounds.upper)
      default:
        return
      }
      var possessive = false
      if !atEnd, characters[index] == "?" {
        index += 1
      } else if !atEnd, characters[index] == "+" {
        // Possessive: what it took is never given back, so it never backtracks.
        index += 1
        possessive = true
      }
      item.quantifier = text(from: start)
      guard !possessive else { return }
      item.least = count.least
      item.most = count.most
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

  /// The most optional elements in a row that can take the same characters (` ? ? ?`): each
  /// doubles the ways a failed search tries, and at this many a search of a screen is still
  /// far under a second.
  static let longestOptionalRun = 8

  /// The most unlimited repeats in a row that may slide into each other (`.* .*`): the tries
  /// of a failed search grow with a line's length to the power of their number plus one, and
  /// at two a 300-column screen is still searched within a second.
  static let longestRepeatChain = 3

  /// Unlimited repeats read one after the other, with what lies between the last and now.
  private struct RepeatChain {
    /// The repeats whose ends can slide into each other, in order.
    var repeats: [Item] = []
    /// The elements read since the last of `repeats`.
    var between: [Item] = []
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

  /// The samples `element` matches on its own under `options`; none when the engine cannot
  /// read it on its own (a back reference).
  private static func matched(_ element: String, options: String) -> [Bool] {
    guard let regex = try? Regex(options + "(?:" + element + ")") else {
      return samples.map { _ in false }
    }
    return samples.map { (try? regex.wholeMatch(in: $0)) != nil }
  }

  /// Whether some character a screen shows matches both `first` and `second` under `options`.
  private static func overlap(_ first: String, _ second: String, options: String) -> Bool {
    zip(matched(first, options: options), matched(second, options: options)).contains {
      $0 && $1
    }
  }

  /// The characters a screen holds in long runs: spaces, and the line a border is drawn with
  /// (`-` where the terminal shows ASCII only).
  static let runCharacters = [" ", "─", "-"]

  /// Whether `element` matches `character` (one of `samples`) under `options`.
  private static func takes(_ character: String, _ element: String, options: String) -> Bool {
    guard let place = samples.firstIndex(of: character) else { return false }
    return matched(element, options: options)[place]
  }

  /// Whether `element` takes line breaks and nearly every other character a screen shows too
  /// (`[\s\S]`, `[^x]`, `.` under `(?s)`): repeated without limit, it can reach across the
  /// whole screen, where `.` stops at the end of a line and `\s` at the end of the spaces.
  private static func isBroad(_ element: String, options: String) -> Bool {
    let matches = matched(element, options: options)
    return matches[0] && matches.filter { $0 }.count * 10 >= samples.count * 9
  }
}
