/// Reads a regex's source into the characters it spells out (`RevealingPatterns.skeleton`).
///
/// Only as much of the regex syntax as tells a literal character from one of many, and what
/// matches nothing at all; it never fails: a construct it does not know counts as written.
struct PatternSkeletonReader {
  /// What is left of the source to read.
  private var rest: ArraySlice<Character>
  /// What the source spelled so far.
  private var result: [Character?] = []
  /// The open groups: where each starts in `result`, its capture number when it captures, and
  /// whether it only looks around (its characters then match nothing: they are left out).
  private var open: [(start: Int, capture: Int?, looks: Bool)] = []
  /// What each closed capturing group spelled, by number.
  private var captured: [Int: [Character?]] = [:]
  /// How many capturing groups have opened so far (the number of the last).
  private var captures = 0

  /// A reader of `source`.
  init(_ source: String) {
    rest = Array(source)[...]
  }

  /// The characters `source` spells out.
  mutating func read() -> [Character?] {
    while let character = rest.popFirst() {
      switch character {
      case "(": openGroup()
      case ")":
        guard let group = open.popLast() else { continue }
        if let number = group.capture { captured[number] = Array(result[group.start...]) }
        if group.looks { result.removeSubrange(group.start...) }
      case "|": result.append("|")
      case ".": result.append(nil)
      case "?", "*", "+", "^", "$": continue
      case "{": if !skipRepetition() { result.append("{") }
      case "[": result.append(readClass())
      case "\\": readEscape()
      default: result.append(Self.lowered(character))
      }
    }
    return result
  }

  /// After `(`: the group's kind, leaving out its syntax; a flags-only `(?i)` opens none.
  private mutating func openGroup() {
    guard rest.first == "?" else {
      captures += 1
      open.append((result.count, captures, false))
      return
    }
    rest = rest.dropFirst()
    switch rest.first {
    case "=", "!":
      rest = rest.dropFirst()
      open.append((result.count, nil, true))
    case ":", ">", "|":
      rest = rest.dropFirst()
      open.append((result.count, nil, false))
    case "<" where rest.dropFirst().first == "=" || rest.dropFirst().first == "!":
      rest = rest.dropFirst(2)
      open.append((result.count, nil, true))
    case "<", "'", "P":
      // A named group: (?<name>…), (?'name'…), (?P<name>…).
      if rest.first == "P" { rest = rest.dropFirst() }
      let close: Character = rest.first == "'" ? "'" : ">"
      rest = rest.dropFirst()
      while let next = rest.popFirst(), next != close {}
      captures += 1
      open.append((result.count, captures, false))
    default:
      // Flags: (?i) for the rest, (?i-s:…) for a group.
      while let next = rest.first, next.isLetter || next == "-" || next == "^" {
        rest = rest.dropFirst()
      }
      if rest.first == ":" { open.append((result.count, nil, false)) }
      rest = rest.dropFirst()
    }
  }

  /// After `{`: skips `n}`, `n,}` or `n,m}` (a repetition) and says so; else leaves it.
  private mutating func skipRepetition() -> Bool {
    guard let close = rest.firstIndex(of: "}") else { return false }
    let inside = rest[rest.startIndex..<close]
    guard let first = inside.first, first.isASCII, first.isNumber,
      inside.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "," })
    else { return false }
    rest = rest[rest.index(after: close)...]
    return true
  }

  /// After `[`: a class of one character is that character; any other, one of many (nil).
  private mutating func readClass() -> Character? {
    var members: [Character] = []
    var exact = true
    if rest.first == "^" {
      exact = false
      rest = rest.dropFirst()
    }
    var first = true
    while let next = rest.popFirst() {
      if next == "]", !first { break }
      first = false
      if next == "\\" {
        guard let escaped = rest.popFirst() else { break }
        if escaped.isLetter || escaped.isNumber { exact = false }
        members.append(escaped)
      } else if next == "[" || next == "-" && !members.isEmpty {
        exact = false
      } else {
        members.append(next)
      }
    }
    let lowered = Set(members.map(Self.lowered))
    return exact && lowered.count == 1 ? lowered.first : nil
  }

  /// After `\`: the character an escape stands for, one of many, a group's characters, or
  /// nothing (an anchor).
  private mutating func readEscape() {
    guard let next = rest.popFirst() else { return }
    switch next {
    case "Q":
      // Quoted up to `\E`: every character as written.
      while let quoted = rest.popFirst() {
        if quoted == "\\", rest.first == "E" {
          rest = rest.dropFirst()
          return
        }
        result.append(Self.lowered(quoted))
      }
    case "E", "b", "B", "A", "z", "Z", "G", "K", "y", "Y": return
    case "x", "u", "U", "o": result.append(readCode(after: next))
    case "1"..."9":
      // A group number; past any group a regex can have, its digits are only skipped.
      var number = next.wholeNumberValue ?? 0
      while let digit = rest.first, digit.isASCII, let value = digit.wholeNumberValue {
        if number < 100_000 { number = number * 10 + value }
        rest = rest.dropFirst()
      }
      if let group = captured[number] { result += group } else { result.append(nil) }
    case "k", "g":
      // A named or relative back-reference: one of many, as this reader keeps no names.
      if let open = rest.first, "<{'".contains(open) {
        let close: Character = open == "<" ? ">" : open == "{" ? "}" : "'"
        while let skipped = rest.popFirst(), skipped != close {}
      }
      result.append(nil)
    case "p", "P", "N":
      if rest.first == "{" { while let skipped = rest.popFirst(), skipped != "}" {} }
      result.append(nil)
    case "w", "W", "d", "D", "s", "S", "h", "H", "v", "V", "R", "X", "O":
      result.append(nil)
    case "t": result.append("\t")
    case "n": result.append("\n")
    case "r": result.append("\r")
    case "f": result.append("\u{0C}")
    case "e": result.append("\u{1B}")
    case "a": result.append("\u{07}")
    case "0":
      // An octal code: up to three digits after the 0.
      var code = 0
      for _ in 0..<2 {
        guard let digit = rest.first, let value = digit.wholeNumberValue, value < 8 else { break }
        code = code * 8 + value
        rest = rest.dropFirst()
      }
      result.append(Unicode.Scalar(UInt32(code)).map { Self.lowered(Character($0)) })
    default: result.append(Self.lowered(next))
    }
  }

  /// After `\x`, `\u`, `\U` or `\o`: the character of the code `{…}` or of the fixed number of
  /// digits that follow (2, 4 or 8 hexadecimal ones); nil when there is none.
  private mutating func readCode(after letter: Character) -> Character? {
    let radix = letter == "o" ? 8 : 16
    var digits = ""
    if rest.first == "{" {
      rest = rest.dropFirst()
      while let next = rest.popFirst(), next != "}" { digits.append(next) }
    } else {
      let count = letter == "x" ? 2 : letter == "u" ? 4 : letter == "U" ? 8 : 0
      while digits.count < count, let next = rest.first, next.isHexDigit {
        digits.append(next)
        rest = rest.dropFirst()
      }
    }
    guard let code = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(code)
    else { return nil }
    return Self.lowered(Character(scalar))
  }

  /// `character` lowercased, as secrets are compared (its first character, should lowering
  /// give more than one).
  private static func lowered(_ character: Character) -> Character {
    character.lowercased().first ?? character
  }
}
