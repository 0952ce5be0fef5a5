/// What a regex's source tells about the literal text of its matches, read without the regex
/// engine: the runs of plain text every match holds, and, for a regex made only of plain text
/// joined by `.*`, enough to match it outright.
///
/// Understood: plain characters, `\n`, `\t` and escaped punctuation, `.`, `^`, `$` and the
/// quantifiers `*`, `+`, `?`. Anything else (groups, classes, alternation, counted repeats, other
/// escapes, case folding) gives no runs and no chain, and the regex engine decides alone.
struct RegexLiterals: Sendable, Equatable {
  /// UTF-8 runs that every match contains, in order; empty when nothing is known.
  private(set) var runs: [[UInt8]] = []
  /// For a regex of plain runs joined by `.*` (any text within one line), those runs.
  private(set) var chain: [[UInt8]]?

  /// Reads `source`; with `caseInsensitive`, nothing is known.
  init(source: String, caseInsensitive: Bool) {
    guard !caseInsensitive else { return }
    var runs: [[UInt8]] = []
    // The run being read, and the byte length of its last character (the one a quantifier
    // repeats).
    var current: [UInt8] = []
    var lastLength = 0
    var lastWasDot = false
    // The chain: runs between `.*`s; nil once anything else shows up.
    var chain: [[UInt8]]? = []
    var segment: [UInt8] = []
    var scalars = source.unicodeScalars.makeIterator()
    var pending = scalars.next()

    func endRun() {
      if !current.isEmpty { runs.append(current) }
      current = []
      lastLength = 0
    }
    func literal(_ bytes: some Collection<UInt8>) {
      if lastWasDot { chain = nil }
      current.append(contentsOf: bytes)
      segment.append(contentsOf: bytes)
      lastLength = bytes.count
      lastWasDot = false
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
        if lastWasDot { chain = nil }
        endRun()
        lastWasDot = true
      case "*", "+", "?":
        // Lazy and possessive marks change nothing here.
        while pending == "?" || pending == "+" { pending = scalars.next() }
        if lastWasDot {
          // `.*` between runs keeps the chain; any other repeated dot ends it.
          if scalar == "*", chain != nil {
            chain?.append(segment)
            segment = []
          } else {
            chain = nil
          }
        } else {
          guard lastLength > 0 else { return }
          // The repeated character may be absent (`*`, `?`): then it leaves the run.
          if scalar != "+" { current.removeLast(lastLength) }
          chain = nil
          endRun()
        }
        lastWasDot = false
      case "|", "(", ")", "[", "]", "{", "}":
        return
      case "^", "$":
        endRun()
        chain = nil
        lastWasDot = false
      default:
        literal(String(scalar).utf8)
      }
    }
    if lastWasDot { chain = nil }
    chain?.append(segment)
    endRun()
    self.runs = runs
    self.chain = chain.map { $0.filter { !$0.isEmpty } }
  }

  /// Whether `text` holds every required run; false means the regex cannot match.
  func mayMatch(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    runs.allSatisfy { run in run.withUnsafeBufferPointer { ByteSearch.find($0, in: text) != nil } }
  }

  /// Whether the chain matches somewhere in `text`; nil when the regex is not a chain.
  func chainMatches(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard let chain else { return nil }
    guard let first = chain.first else { return true }
    var start = 0
    while let found = first.withUnsafeBufferPointer({ ByteSearch.find($0, in: text, from: start) })
    {
      if rest(chain, 1, in: text, from: found + first.count) { return true }
      start = found + 1
    }
    return false
  }

  /// Whether runs `index...` of `chain` follow in `text` from `position`, each starting on
  /// the line where the text before it ended (`.*` never crosses a newline).
  private func rest(
    _ chain: [[UInt8]], _ index: Int, in text: UnsafeBufferPointer<UInt8>, from position: Int
  ) -> Bool {
    guard index < chain.count else { return true }
    var lineEnd = position
    while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
    var start = position
    while start <= lineEnd,
      let found = chain[index].withUnsafeBufferPointer({
        ByteSearch.find($0, in: text, from: start)
      }), found <= lineEnd
    {
      if rest(chain, index + 1, in: text, from: found + chain[index].count) { return true }
      start = found + 1
    }
    return false
  }
}
