import Screens

/// What a regex's source tells about the text of its matches, read without the regex engine:
/// the runs of plain text every match holds, and, for a regex made only of plain text, single
/// dots and `.*`, enough to match it outright.
///
/// Understood: plain characters, `\n`, `\t` and escaped punctuation, `.`, `^`, `$` and the
/// quantifiers `*`, `+`, `?`. Anything else (groups, classes, alternation, counted repeats, other
/// escapes, case folding) gives no runs and no chain, and the regex engine decides alone.
struct RegexLiterals: Sendable, Equatable {
  /// One step of a chain's run: a byte, or any one character but a newline (a single `.`).
  enum Atom: Sendable, Equatable {
    case byte(UInt8)
    case anyCharacter
  }

  /// UTF-8 runs that every match contains, in order; empty when nothing is known.
  private(set) var runs: [[UInt8]] = []
  /// For a regex of runs (plain text and single dots) joined by `.*` (any text within one
  /// line), those runs.
  private(set) var chain: [[Atom]]?

  /// Reads `source`; with `caseInsensitive`, nothing is known.
  init(source: String, caseInsensitive: Bool) {
    guard !caseInsensitive else { return }
    var runs: [[UInt8]] = []
    // The run being read, and the byte length of its last character (the one a quantifier
    // repeats).
    var current: [UInt8] = []
    var lastLength = 0
    // A `.` was read, and what follows decides whether it is `.*`, `.+`, `.?` or a single dot.
    var dotPending = false
    // The chain: runs between `.*`s; nil once anything else shows up.
    var chain: [[Atom]]? = []
    var segment: [Atom] = []
    var scalars = source.unicodeScalars.makeIterator()
    var pending = scalars.next()

    func endRun() {
      if !current.isEmpty { runs.append(current) }
      current = []
      lastLength = 0
    }
    func settleDot() {
      if dotPending { segment.append(.anyCharacter) }
      dotPending = false
    }
    func literal(_ bytes: some Collection<UInt8>) {
      settleDot()
      current.append(contentsOf: bytes)
      segment.append(contentsOf: bytes.map(Atom.byte))
      lastLength = bytes.count
    }
    while let scalar = pending {
      pending = scalars.next()
      switch scalar {
      case "\\":
        guard let escaped = pending else { return }
        pending = scalars.next()
        switch escaped {
        case "n": literal([0x0A])
        case "t": literal([0x09])
        case _
        where escaped.isASCII && !escaped.properties.isAlphabetic
          && !("0"..."9").contains(escaped):
          literal(String(escaped).utf8)
        default:
          return
        }
      case ".":
        settleDot()
        endRun()
        dotPending = true
      case "*", "+", "?":
        // Lazy and possessive marks change nothing here.
        while pending == "?" || pending == "+" { pending = scalars.next() }
        if dotPending {
          // `.*` between runs keeps the chain; any other repeated dot ends it.
          if scalar == "*", chain != nil {
            chain?.append(segment)
            segment = []
          } else {
            chain = nil
          }
          dotPending = false
        } else {
          guard lastLength > 0 else { return }
          // The repeated character may be absent (`*`, `?`): then it leaves the run.
          if scalar != "+" { current.removeLast(lastLength) }
          chain = nil
          endRun()
        }
      case "|", "(", ")", "[", "]", "{", "}":
        return
      case "^", "$":
        settleDot()
        endRun()
        chain = nil
      default:
        literal(String(scalar).utf8)
      }
    }
    settleDot()
    chain?.append(segment)
    endRun()
    self.runs = runs
    self.chain = chain.map { $0.filter { !$0.isEmpty } }
  }

  /// Whether `text` holds every required run; false means the regex cannot match.
  func mayMatch(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    runs.allSatisfy { run in run.withUnsafeBufferPointer { ByteSearch.find($0, in: text) != nil } }
  }

  /// Whether the chain matches somewhere in `text`; nil when the regex is not a chain, or when
  /// its single dots meet text where a character may span several scalars.
  func chainMatches(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard let chain else { return nil }
    if chain.contains(where: { $0.contains(.anyCharacter) }), !Self.isOneScalarPerCharacter(text) {
      return nil
    }
    guard let first = chain.first else { return true }
    var start = 0
    while let (found, end) = Self.find(first, in: text, from: start, through: text.count) {
      if rest(chain, 1, in: text, from: end) { return true }
      start = found + 1
    }
    return false
  }

  /// Whether runs `index...` of `chain` follow in `text` from `position`, each starting on
  /// the line where the text before it ended (`.*` never crosses a newline).
  private func rest(
    _ chain: [[Atom]], _ index: Int, in text: UnsafeBufferPointer<UInt8>, from position: Int
  ) -> Bool {
    guard index < chain.count else { return true }
    var lineEnd = position
    while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
    var start = position
    while let (found, end) = Self.find(chain[index], in: text, from: start, through: lineEnd) {
      if rest(chain, index + 1, in: text, from: end) { return true }
      start = found + 1
    }
    return false
  }

  /// The first place at or after `start`, and no later than `last`, where `run` matches in
  /// `text`, with where the match ends.
  private static func find(
    _ run: [Atom], in text: UnsafeBufferPointer<UInt8>, from start: Int, through last: Int
  ) -> (Int, Int)? {
    guard run.contains(.anyCharacter) else {
      let bytes = run.map { atom -> UInt8 in
        if case .byte(let byte) = atom { return byte }
        return 0
      }
      return bytes.withUnsafeBufferPointer { needle in
        ByteSearch.find(needle, in: text, from: start).flatMap {
          $0 <= last ? ($0, $0 + needle.count) : nil
        }
      }
    }
    var position = start
    while position <= min(last, text.count) {
      // Characters start on scalar boundaries: skip continuation bytes.
      if position < text.count, text[position] & 0xC0 == 0x80 {
        position += 1
        continue
      }
      if let end = match(run, in: text, at: position) { return (position, end) }
      position += 1
    }
    return nil
  }

  /// Where `run` ends when it matches `text` at `position`, or nil.
  private static func match(_ run: [Atom], in text: UnsafeBufferPointer<UInt8>, at position: Int)
    -> Int?
  {
    var index = position
    for atom in run {
      guard index < text.count else { return nil }
      switch atom {
      case .byte(let byte):
        guard text[index] == byte else { return nil }
        index += 1
      case .anyCharacter:
        guard text[index] != 0x0A else { return nil }
        index += 1
        while index < text.count, text[index] & 0xC0 == 0x80 { index += 1 }
      }
    }
    return index
  }

  /// Whether every scalar of `text` is a character of its own (no scalar joins the one before
  /// or after it), so that a dot can be matched scalar by scalar.
  ///
  /// Eight bytes of printable ASCII (no control character, newline included) are passed at
  /// once unless `byteByByte` (the plain reading, which tests compare with).
  static func isOneScalarPerCharacter(
    _ text: UnsafeBufferPointer<UInt8>, byteByByte: Bool = false
  ) -> Bool {
    var index = 0
    while index < text.count {
      if !byteByByte, index + 8 <= text.count, let base = text.baseAddress {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        // No byte at 0x80 or above, and none below 0x20: the lowest such byte sets its own top
        // bit when 0x20 is taken from each byte (a borrow only ever sets more, sending the word
        // the slow way).
        let tops: UInt64 = 0x8080_8080_8080_8080
        if word & tops == 0, (word &- 0x2020_2020_2020_2020) & tops == 0 {
          index += 8
          continue
        }
      }
      let lead = text[index]
      if lead < 0x80 {
        guard lead >= 0x20 || lead == 0x0A else { return false }
        index += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      guard index + length <= text.count else { return false }
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for offset in 1..<length { value = value << 6 | UInt32(text[index + offset] & 0x3F) }
      guard let scalar = Unicode.Scalar(value), standsAlone(scalar) else { return false }
      index += length
    }
    return true
  }

  /// Whether `scalar` never joins a neighbour into one character: not a mark, joiner, variation
  /// selector or emoji modifier, not Hangul, not a regional indicator, and not from the scripts
  /// that have prepended marks (left to the regex engine wholesale).
  private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if CharacterWidth.isPlainNarrow(scalar: scalar) { return true }
    if (0x0600..<0x1200).contains(value) || (0x11000..<0x12000).contains(value)
      || (0x1100..<0x1200).contains(value) || (0xA960..<0xA980).contains(value)
      || (0xAC00..<0xD800).contains(value) || (0x1F1E6...0x1F1FF).contains(value)
    {
      return false
    }
    let properties = scalar.properties
    if properties.isGraphemeExtend || properties.isJoinControl || properties.isVariationSelector
      || properties.isEmojiModifier
    {
      return false
    }
    switch properties.generalCategory {
    case .spacingMark, .nonspacingMark, .enclosingMark, .control, .format, .surrogate,
      .lineSeparator, .paragraphSeparator, .unassigned:
      return false
    default:
      return true
    }
  }
}
