import Synchronization

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
///   with text between them that both can take, so that where each ends can slide:
///   `.* .* .*`, `.*a.*a.*`, `.*Sign in.*Sign in.*`, `.+\s(.+)\s.+` (each repeat stops at the
///   end of a line, but a screen's lines are hundreds of characters, a screen may show that
///   text over and over, as a field of typed `a`s or a border's line, and every further repeat
///   multiplies the tries by the line's length);
/// - a counted group whose length varies and whose rounds can take each other's characters,
///   `(a+){10}` or `(.*a){15}` (`Reader.readsTwice`); `(\d+\.){3}` is fine, as each round
///   ends with a character its repeat cannot take.
///
/// Elements that can match nothing (`x*`, `-?`, `(?:)`, `\b`, an optional group) are seen
/// through: ` *x* *` is two repeats of a space in a row once `x*` takes nothing, and is refused
/// as ` * *` is.
///
/// They are refused where the tape writes them, with the rewrite that avoids them. A possessive
/// repeat (`a++`) and an atomic group (`(?>…)`) never backtrack, so they are never refused.
///
/// This is a guard, not a proof: it knows the shapes above, not every one that backtracks (a
/// back reference is taken as matching something, and elements are only tried on the
/// characters a screen shows, `samples`), so a regex it lets through may still be slow on
/// some screen. It refuses the shapes above, each checked in about linear time in the pattern's
/// length: what each element can take is learnt once (`takes`) and kept as a set of samples,
/// and the elements before the cursor are summed up in those sets (`OpenEnd`, `RepeatChain`),
/// never compared pair by pair.
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
    /// Whether it is a group of more than one alternative (`(a|b)`).
    var hasAlternatives = false
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
    /// Which reading of the pattern's text it comes from: 0 for the first, another number for
    /// each second round of a counted group read again (`Reader.readsTwice`).
    var reading = 0

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
    /// Whether it has more than one alternative.
    var hasAlternatives = false
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
    /// Which reading of the text the elements read now belong to (`Item.reading`), and how many
    /// readings there have been.
    var reading = 0
    var readings = 0
    /// Whether the next group read is a second round (`readsTwice`) that may stop as soon as
    /// no chain of an earlier reading is left to lengthen.
    var settlesNextGroup = false

    init(_ characters: [Character]) { self.characters = characters }

    var atEnd: Bool { index >= characters.count }

    /// Reads elements up to the end, or up to the `)` closing the group being read; with
    /// `settles` (a second round, `readsTwice`), only until no chain of another reading is
    /// left, as nothing after can then reach into the round before.
    mutating func sequence(closing: Bool, settles: Bool = false) -> Finding {
      var finding = Finding()
      // The elements varying in number that can take the character before the cursor, seen
      // through those that can match nothing.
      var open = OpenEnd()
      var startsAlternative = true
      var alternativeCanBeEmpty = true
      // The elements that can take the alternative's first character so far (all of them
      // while every element before could match nothing), and its last.
      var heads: [Item] = []
      var tails: [Item] = []
      // Each alternative starts from the chain of sliding repeats as it was where the
      // sequence starts, and the sequence ends with what any of them ends with.
      let entry = chain
      var ends = RepeatChain()
      func endAlternative() {
        if alternativeCanBeEmpty { finding.canBeEmpty = true }
        finding.heads += heads
        finding.tails += tails
        open = OpenEnd()
        startsAlternative = true
        alternativeCanBeEmpty = true
        heads = []
        tails = []
      }

      /// Adds `current` to the sequence: what it shares with the elements before it, the
      /// chains it lengthens, and why it makes a failed search take hours.
      func take(_ current: Item, after chainBefore: RepeatChain) {
        // What it can take on its own, learnt only where a repeat needs it.
        let takes = current.varies ? takes(current) : SampleSet()
        if startsAlternative {
          finding.firsts.append(current.text)
          startsAlternative = false
        }
        let entering = [current] + current.heads
        if alternativeCanBeEmpty { heads += entering }
        if !current.optional { tails = [] }
        tails.append(current)
        tails += current.tails
        alternativeCanBeEmpty = alternativeCanBeEmpty && current.optional
        if current.varies || current.holdsVariation { finding.holdsVariation = true }
        // A repeat on one side of the seam before `current` and an element varying in number
        // on the other that can take the same character.
        var sharing: Sharing?
        for after in entering where after.varies {
          let afterTakes = after.text == current.text ? takes : self.takes(after)
          if let found = open.sharer(of: afterTakes, repeated: after.repeated) {
            sharing = Sharing(before: found.item, after: after, adjacent: found.adjacent)
            break
          }
        }
        // How many elements varying in number, each able to take a character of one before
        // it, lead up to `current`.
        let run = current.varies ? open.longestRun(sharing: takes) + 1 : 0
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
        if current.varies, current.most == nil, RegexBacktracking.isBroad(takes) {
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
          finding.problem = refusal(of: current, sharing: sharing, run: run)
        }
        if finding.problem == nil {
          finding.problem = extendChain(with: current, takes: takes, from: chainBefore)
        }
        open.read(
          current, takes: takes, run: run,
          tails: current.tails.filter(\.varies).map { ($0, self.takes($0)) })
      }

      /// Reads counted group `quantified` (at `start`, read as `current` for its first round)
      /// as its second round right after the first: the repeats inside it again, as far as a
      /// chain of the first round reaches, then the group itself, whose first elements meet
      /// the last of the first round.
      func secondRound(of quantified: Item, from start: Int, as current: Item) {
        let end = index
        let chainAfterFirst = chain
        let outer = reading
        readings += 1
        reading = readings
        var second = current
        second.reading = reading
        // Only a repeat inside can lengthen a chain: without one, the group itself does.
        if !chain.isEmpty {
          index = start
          settlesNextGroup = !current.hasAlternatives
          if element().problem != nil { finding.problem = roundsRefusal(of: quantified) }
        }
        if finding.problem == nil {
          take(second, after: chainAfterFirst)
          if finding.problem != nil { finding.problem = roundsRefusal(of: quantified) }
        }
        // The chains after a second round are those after the first, of later repeats.
        chain = chainAfterFirst
        reading = outer
        index = end
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
          finding.hasAlternatives = true
          endAlternative()
          ends.merge(chain)
          chain = entry
          continue
        }
        let start = index
        let chainBefore = chain
        var read = element()
        if let nested = read.problem { finding.problem = finding.problem ?? nested }
        quantifier(of: &read.item)
        read.item.reading = reading
        let quantified = read.item
        if quantified.text.isEmpty { continue }
        let twice = finding.problem == nil && readsTwice(quantified)
        var current = quantified
        if twice {
          // Read as its first round, then as its second right after it.
          current.least = 1
          current.most = 1
        }
        take(current, after: chainBefore)
        if twice, finding.problem == nil {
          secondRound(of: quantified, from: start, as: current)
        }
        if settles, !chain.holdsReading(otherThan: reading) { break }
      }
      endAlternative()
      chain.merge(ends)
      return finding
    }

    /// Why `current` makes a failed search take hours, or nil. `sharing` is a repeat on one side
    /// of the seam before `current` and an element varying in number on the other that can
    /// take the same character; `run` is how many elements varying in number, each able to
    /// take a character of one before it, lead up to `current`.
    func refusal(of current: Item, sharing: Sharing?, run: Int) -> String? {
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
      if let sharing {
        let pair = "\(self.written(sharing.before)) and \(self.written(sharing.after))"
        if sharing.adjacent {
          return RegexBacktracking.refusal(
            "\(pair) follow each other and can take the same characters",
            tries: "split the text between them", advice: "keep one (for .*.* write .*)")
        }
        return RegexBacktracking.refusal(
          "\(pair) can take the same characters, and what lies between them can match nothing",
          tries: "split the text between them",
          advice: "keep one, or let what lies between them take a character (for \" *x* *\" "
            + "write \" *x+ *\" or \" *\")")
      }
      if run >= RegexBacktracking.longestOptionalRun {
        return RegexBacktracking.refusal(
          "\(run) elements in a row that may or may not match can take the same characters",
          tries: "choose which of them take them",
          advice: "count them instead (for \" ? ? ?\" write \" {0,3}\")")
      }
      return nil
    }

    /// `item` as the pattern writes it, with its quantifier; in quotes when it starts with a
    /// space, which a message would not show (`" *"`).
    func written(_ item: Item) -> String {
      let written = item.text + item.quantifier
      return item.text.first?.isWhitespace == true ? "\"" + written + "\"" : written
    }

    /// Adds `current` (which can take `takes`, when it varies) to the chains of sliding
    /// repeats (`chainBefore` is as they were before `current` was read); why a chain has grown
    /// too long, or reaches from a counted group's second round into its first, or nil.
    mutating func extendChain(
      with current: Item, takes: SampleSet, from chainBefore: RepeatChain
    ) -> String? {
      if current.isGroup {
        // Read through a group: its elements are part of the sequence (repeated, they take
        // the same characters again; a counted group whose length varies is read twice, see
        // `readsTwice`). A look-around is matched on its own and an atomic group never gives
        // back, so each is one element of the sequence (one that can match nothing leaves
        // the chains as they were). A group that may be left out leaves them as they were, or
        // as its body left them.
        if current.zeroWidth || (current.atomic && current.canBeEmpty) {
          chain = chainBefore
        } else if current.atomic {
          chain = chainBefore
          if !chain.isEmpty { chain.pass(self.takes(current)) }
        } else if current.least == 0 {
          chain.merge(chainBefore)
        }
        return nil
      }
      if current.zeroWidth { return nil }
      guard current.varies, current.most == nil else {
        // An element that can match nothing (`x?`, `a{0,3}`) leaves the chains as they are:
        // the repeats on either side meet when it does. One that must match (`a`, `\d{4}`)
        // lets a chain go on when its last repeat can take it too.
        if current.optional || chain.isEmpty { return nil }
        chain.pass(self.takes(current))
        return nil
      }
      let repeats = chain.longest(slidingInto: takes) + [current]
      if current.least == 0 {
        chain.open(repeats, takes: takes)
      } else {
        chain = RepeatChain()
        chain.open(repeats, takes: takes)
      }
      if current.reading != 0, repeats.contains(where: { $0.reading != current.reading }) {
        // The outer loop words it for the group (`roundsRefusal`).
        return "\(written(current)) can take what the round before it takes"
      }
      guard repeats.count >= RegexBacktracking.longestRepeatChain else { return nil }
      // A repeat that ends the regex never gives back: once the engine reaches it, the search
      // has found a match (`Name: .* Value: .* Unit: .*` chooses where two repeats end).
      if repeats.count == RegexBacktracking.longestRepeatChain, endsPattern { return nil }
      let written = repeats.map(written).joined(separator: ", ")
      return RegexBacktracking.refusal(
        "\(written) are \(repeats.count) unlimited repeats in a row, each able to take "
          + "what lies between it and the next", tries: "choose where each of them ends",
        advice: "let each stop where the next part begins (for .* .* .* write \\S* \\S* .*, and "
          + "for .*a.*a.* write [^a\\n]*a[^a\\n]*a.*), or keep two at most")
    }

    /// Whether `item` is a counted group whose rounds may share characters, to be read as its
    /// first round and then as its second (`(a+){10}` as `(a+)(a+)`, `(.*a){15}` as
    /// `(.*a)(.*a)`): where a repeat of the second slides into the first, or the first ends
    /// with a repeat that the second starts with, so that the end of each round can move, the
    /// rounds can be split in a number of ways that grows with the text's length to the power
    /// of the count. Its second round reads its body once, its own counted groups included
    /// (they are not read twice again), and stops once no chain of the first round is left, so
    /// an element is read at most once more for each counted group around it.
    func readsTwice(_ item: Item) -> Bool {
      guard reading == 0, item.isGroup, !item.atomic, !item.zeroWidth, item.holdsVariation,
        item.least == item.most, item.least >= 2
      else { return false }
      // Those that can match nothing or hold a repeat taking any character are refused as such.
      return !item.canBeEmpty && !item.holdsBroadRepeat
    }

    /// Why counted `group` (read twice: `readsTwice`) makes a failed search take hours.
    func roundsRefusal(of group: Item) -> String {
      RegexBacktracking.refusal(
        "\(written(group)) repeats a group whose length varies, and each round can take "
          + "characters of the next, so where one round ends and the next begins can move",
        tries: "split the text between its rounds",
        advice: "end each round with a character that what varies in it cannot take, or repeat "
          + "what varies instead of the group (for (a+){10} write a{10,}, and for (.*a){15} "
          + "write ([^a\\n]*a){15})")
    }

    /// What `item` can take on its own, under the options of the pattern.
    func takes(_ item: Item) -> SampleSet {
      RegexBacktracking.takes(item.text, options: options)
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
      let settles = settlesNextGroup
      settlesNextGroup = false
      let body = sequence(closing: true, settles: settles)
      if !atEnd { index += 1 }
      var item = Item(text: text(from: start))
      item.isGroup = true
      item.atomic = atomic
      item.holdsVariation = body.holdsVariation && !atomic
      item.canBeEmpty = body.canBeEmpty
      item.hasAlternatives = body.hasAlternatives
      item.holdsBroadRepeat = body.holdsBroadRepeat && !atomic
      item.zeroWidth = lookaround
      if !atomic, !lookaround {
        item.heads = body.heads
        item.tails = body.tails
      }
      if !atomic, body.firsts.count > 1 {
        // Whether a first element takes a character one of those before it takes.
        var taken = SampleSet()
        for first in body.firsts {
          let takes = RegexBacktracking.takes(first, options: options)
          if takes.intersects(taken) {
            item.ambiguous = true
            break
          }
          taken.formUnion(takes)
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

    /// Whether nothing but the closing of groups follows the cursor (`)`), so that the element
    /// before it ends the pattern.
    var endsPattern: Bool { characters[min(index, characters.count)...].allSatisfy { $0 == ")" } }

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

  /// How many unlimited repeats in a row that may slide into each other are refused
  /// (`.*a.*a.*`): the tries of a failed search grow with a line's length to the power of their
  /// number plus one. On a line of one character over and over (bench/README-check.md), two
  /// take 0.36 s at 300 columns and 10 s at 1,000 (the widest terminal), three take 36 s at
  /// 300 columns and 0.15 s at 80.
  static let longestRepeatChain = 3

  /// A repeat on one side of a seam and an element varying in number on the other, able to
  /// take the same character.
  private struct Sharing {
    var before: Item
    var after: Item
    /// Whether `before` is the element right before `after`, or ends it (only elements that
    /// match no character between them).
    var adjacent: Bool
  }

  /// The elements varying in number that can take the character right before the cursor: the
  /// last element read that must take one, the elements after it (each of which can match
  /// nothing), and the elements that end them. Kept as sets of samples, so that asking whether
  /// the next element shares a character with any of them is as cheap as with one.
  private struct OpenEnd {
    /// The elements, each with what it can take, and whether the last element read holds it.
    private var items: [(item: Item, takes: SampleSet, last: Bool)] = []
    /// What they can take together, and what those of them that repeat (`*`, `+`) can.
    private var varying = SampleSet()
    private var repeated = SampleSet()
    /// For each sample, the longest run of elements among them that takes it
    /// (`RegexBacktracking.longestOptionalRun`); empty until one is added.
    private var runs: [Int] = []

    /// Adds what `current` leaves open: it and `tails`, the elements varying in number that end
    /// it (a group's), each with what it can take; `run` is `current`'s own run. What came
    /// before stays open when `current` can match nothing.
    mutating func read(
      _ current: Item, takes: SampleSet, run: Int, tails: [(Item, SampleSet)]
    ) {
      if current.optional {
        for place in items.indices { items[place].last = false }
      } else {
        self = OpenEnd()
      }
      if current.varies { add(current, takes: takes, run: run) }
      for (tail, takes) in tails { add(tail, takes: takes, run: 1) }
    }

    private mutating func add(_ item: Item, takes: SampleSet, run: Int) {
      items.append((item, takes, true))
      varying.formUnion(takes)
      if item.repeated { repeated.formUnion(takes) }
      if runs.isEmpty { runs = Array(repeating: 0, count: SampleSet.capacity) }
      for place in takes.indices { runs[place] = max(runs[place], run) }
    }

    /// The element, latest first, that takes a character of `takes`, and whether the last
    /// element read holds it; only a repeat when the element after is not one (`repeated`).
    func sharer(of takes: SampleSet, repeated: Bool) -> (item: Item, adjacent: Bool)? {
      guard takes.intersects(repeated ? varying : self.repeated) else { return nil }
      let found = items.last { ($0.item.repeated || repeated) && $0.takes.intersects(takes) }
      return found.map { ($0.item, $0.last) }
    }

    /// The longest run among the elements that take a character of `takes`, 0 for none.
    func longestRun(sharing takes: SampleSet) -> Int {
      guard !runs.isEmpty else { return 0 }
      return takes.indices.reduce(0) { max($0, runs[$1]) }
    }
  }

  /// The chains of unlimited repeats whose ends can slide into each other, that the next
  /// unlimited repeat may lengthen (`.* .* .*`, `.*a.*a.*`, `.*Sign in.*Sign in.*`).
  private struct RepeatChain {
    /// A chain, with what its last repeat can take, and what it needs of the next repeat that
    /// lengthens it.
    ///
    /// Right after its last repeat, or with only elements that can match nothing after it,
    /// the next repeat lengthens it when the two share a character. After elements that must
    /// match (`a`, ` Value: `), each able to take a character the last repeat takes too (else
    /// the chain ends there), the next repeat must take those characters as well: a screen
    /// showing that text over and over (`aaaa`, ` Value:  Value: `) lets each repeat end at
    /// any of its copies.
    struct Link {
      var repeats: [Item]
      var takes: SampleSet
      /// The characters of the elements after the last repeat that take one character only
      /// (a letter, `\.`), all of which the next repeat must take.
      var characters = SampleSet()
      /// What the last repeat takes of each other element after it (`\d`, a letter under
      /// `(?i)`), at most `classLimit` of them: the next repeat must take one of each.
      var classes: [SampleSet] = []

      /// Whether only elements that can match nothing follow the last repeat.
      var isOpen: Bool { characters.isEmpty && classes.isEmpty }

      /// Whether a repeat that takes `takes` lengthens it.
      func slides(into takes: SampleSet) -> Bool {
        if isOpen { return self.takes.intersects(takes) }
        return takes.isSuperset(of: characters) && classes.allSatisfy(takes.intersects)
      }

      /// Moves the chain past an element that must match and takes `element`; false where
      /// the chain ends there.
      mutating func pass(_ element: SampleSet) -> Bool {
        let shared = takes.intersection(element)
        if shared.isEmpty { return false }
        if shared.count == 1 {
          characters.formUnion(shared)
        } else if !classes.contains(shared) {
          if classes.count < RepeatChain.classLimit {
            classes.append(shared)
          } else if let last = classes.indices.last {
            // Past the limit, the last class grows: the next repeat needs only one of its
            // characters, so more chains are refused, never fewer.
            classes[last].formUnion(shared)
          }
        }
        return true
      }
    }

    /// The most classes a link keeps one by one.
    static let classLimit = 8

    private var links: [Link] = []

    /// Whether it holds no chain.
    var isEmpty: Bool { links.isEmpty }

    /// Whether a chain's last repeat comes from a reading of the text other than `reading`
    /// (`Item.reading`).
    func holdsReading(otherThan reading: Int) -> Bool {
      links.contains { $0.repeats.last?.reading != reading }
    }

    /// The longest chain that an unlimited repeat taking `takes` lengthens.
    func longest(slidingInto takes: SampleSet) -> [Item] {
      var longest: [Item] = []
      for link in links where link.repeats.count > longest.count && link.slides(into: takes) {
        longest = link.repeats
      }
      return longest
    }

    /// Adds a chain whose last repeat (which can take `takes`) was just read.
    mutating func open(_ repeats: [Item], takes: SampleSet) {
      guard !takes.isEmpty else { return }
      links.append(Link(repeats: repeats, takes: takes))
      trim()
    }

    /// Moves past an element that must match, and takes `element` (`a`, `\d{4}`, `(?>ab)`):
    /// each chain goes on through it when its last repeat can take it too.
    mutating func pass(_ element: SampleSet) {
      var kept = 0
      for place in links.indices where links[place].pass(element) {
        if kept != place { links.swapAt(kept, place) }
        kept += 1
      }
      links.removeLast(links.count - kept)
    }

    /// Adds the chains of `other`: where a sequence goes on after an alternative or a group
    /// that may be left out, a chain of either may be lengthened.
    mutating func merge(_ other: RepeatChain) {
      links += other.links
      trim()
    }

    /// Keeps the longest chains only, at most as many as there are samples, so that each step
    /// stays cheap.
    private mutating func trim() {
      guard links.count > SampleSet.capacity else { return }
      if links.count == SampleSet.capacity + 1 {
        // One more than the most: drop the shortest (the first of them).
        var shortest = 0
        for place in links.indices
        where links[place].repeats.count < links[shortest].repeats.count {
          shortest = place
        }
        links.remove(at: shortest)
      } else {
        links.sort { $0.repeats.count > $1.repeats.count }
        links.removeLast(links.count - SampleSet.capacity)
      }
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

  /// The samples `element` matches on its own under `options`; none when the engine cannot
  /// read it on its own (a back reference). Learnt once per element and options in a process
  /// (`learnt`): each costs the engine a compile and a match per sample.
  static func takes(_ element: String, options: String) -> SampleSet {
    if let takes = literalTakes(element, options: options) { return takes }
    let key = options + "\u{0}" + element
    if let takes = learnt.withLock({ $0[key] }) { return takes }
    var takes = SampleSet()
    if let regex = try? Regex(options + "(?:" + element + ")") {
      for (place, sample) in samples.enumerated() where (try? regex.wholeMatch(in: sample)) != nil {
        takes.insert(place)
      }
    }
    learnt.withLock { learnt in
      // A bound on the memory: a tape's regexes hold far fewer distinct elements.
      if learnt.count >= 10_000 { learnt.removeAll() }
      learnt[key] = takes
    }
    return takes
  }

  /// What the elements read so far can take, by options and element (`takes`).
  private static let learnt = Mutex<[String: SampleSet]>([:])

  /// The samples a character that means nothing to the regex engine matches, without asking
  /// it: itself, and under `i` its other case; nil for any other element.
  private static func literalTakes(_ element: String, options: String) -> SampleSet? {
    // A printable ASCII character, the most common element, read from its byte alone.
    let bytes = element.utf8
    if bytes.count == 1, let byte = bytes.first, let first = firstPrintable, byte > 0x20,
      byte < 0x7F
    {
      if regexSyntaxBytes.contains(byte) { return nil }
      var takes = SampleSet()
      takes.insert(first + Int(byte) - 0x21)
      // Under `i`, the other case of a letter too: ASCII puts the two 0x20 apart.
      if (0x61...0x7A).contains(byte | 0x20), options.contains("i") {
        takes.insert(first + Int(byte ^ 0x20) - 0x21)
      }
      return takes
    }
    guard element.count == 1, let character = element.first,
      !"\\^$.|?*+()[]{}#".contains(character)
    else { return nil }
    let ignoresCase = options.contains("i") && character.isLetter
    // Beyond ASCII, leave the cases to the engine.
    if ignoresCase, !character.isASCII { return nil }
    var takes = SampleSet()
    let cases = ignoresCase ? [element.lowercased(), element.uppercased()] : [element]
    for written in cases {
      if let place = samplePlaces[written] { takes.insert(place) }
    }
    return takes
  }

  /// Where `!` is among `samples`, the first of the printable ASCII characters that follow it
  /// in order.
  private static let firstPrintable = samples.firstIndex(of: "!")

  /// The bytes of the ASCII characters that mean something to the regex engine on their own.
  private static let regexSyntaxBytes = Set("\\^$.|?*+()[]{}#".utf8)

  /// Where each of `samples` is in it.
  private static let samplePlaces = Dictionary(
    samples.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

  /// Whether an element that takes `takes` takes line breaks and nearly every other character
  /// a screen shows too (`[\s\S]`, `[^x]`, `.` under `(?s)`): repeated without limit, it can
  /// reach across the whole screen, where `.` stops at the end of a line and `\s` at the end
  /// of the spaces.
  private static func isBroad(_ takes: SampleSet) -> Bool {
    takes.contains(0) && takes.count * 10 >= samples.count * 9
  }
}

/// A set of `RegexBacktracking`'s samples, by their place in its list.
struct SampleSet: Hashable, Sendable {
  /// The most samples a set holds.
  static let capacity = 128

  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// Whether it holds the sample at `place`.
  func contains(_ place: Int) -> Bool {
    guard place >= 0, place < Self.capacity else { return false }
    return place < 64 ? low & (1 << UInt64(place)) != 0 : high & (1 << UInt64(place - 64)) != 0
  }

  /// Adds the sample at `place`; a place past `capacity` is left out.
  mutating func insert(_ place: Int) {
    guard place >= 0, place < Self.capacity else { return }
    if place < 64 { low |= 1 << UInt64(place) } else { high |= 1 << UInt64(place - 64) }
  }

  /// Adds the samples of `other`.
  mutating func formUnion(_ other: SampleSet) {
    low |= other.low
    high |= other.high
  }

  /// Whether it and `other` hold a sample in common.
  func intersects(_ other: SampleSet) -> Bool { low & other.low != 0 || high & other.high != 0 }

  /// The samples it and `other` both hold.
  func intersection(_ other: SampleSet) -> SampleSet {
    var both = SampleSet()
    both.low = low & other.low
    both.high = high & other.high
    return both
  }

  /// Whether it holds every sample of `other`.
  func isSuperset(of other: SampleSet) -> Bool {
    other.low & ~low == 0 && other.high & ~high == 0
  }

  /// Whether it holds no sample.
  var isEmpty: Bool { low == 0 && high == 0 }

  /// How many samples it holds.
  var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

  /// The places of its samples, in order.
  var indices: [Int] {
    var places: [Int] = []
    var bits = low
    while bits != 0 {
      places.append(bits.trailingZeroBitCount)
      bits &= bits - 1
    }
    bits = high
    while bits != 0 {
      places.append(64 + bits.trailingZeroBitCount)
      bits &= bits - 1
    }
    return places
  }
}
