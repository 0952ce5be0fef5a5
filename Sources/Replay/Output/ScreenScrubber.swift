import Screens
import SessionEngine
import TerminalUI

/// Masks values that must never be recorded (`ValuesToScrubFromLogging`) on a screen.
///
/// Every occurrence, in any letter case, overlapping ones too (matched by `LogScrubber`, as in
/// the log), is overwritten cell by cell with `*`, so the mask has the value's width and the
/// layout around it stays as it was; styles are kept. What the layout split of a value is
/// masked too: the halves of one wrapped onto the next row, what an ellipsis left of one, and
/// the start of one being typed at the cursor.
public struct ScreenScrubber: Equatable, Sendable {
  /// The character a masked cell shows.
  public static let maskCharacter = "*"

  private let values: [[Character]]
  /// The values, as the screen's cells are masked.
  private let cellScrubber: LogScrubber
  /// The values and what is masked in text only.
  private var textValues: [String]
  private var textScrubber: LogScrubber

  /// A scrubber for `values` (only those `LogScrubber.maskable` keeps; longer values are masked
  /// first), and for `textOnly` in text alone (a tape's pattern that spells a value out, never
  /// on screen).
  public init(values: [String], textOnly: [String] = []) {
    let unique = Set(LogScrubber.maskable(values).map { $0.lowercased() })
    self.values = unique.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
      .map { Array($0) }
    cellScrubber = LogScrubber(values: values)
    textValues = values + textOnly
    textScrubber = textOnly.isEmpty ? cellScrubber : LogScrubber(values: textValues)
  }

  /// Masks `secret` too from now on, in text only (a PIN the tape just typed, which its later
  /// lines' headings, markers and failures must not spell out); the screen already hides it.
  public mutating func maskInText(_ secret: String) {
    guard !secret.isEmpty, !textValues.contains(secret) else { return }
    textValues.append(secret)
    textScrubber = LogScrubber(values: textValues)
  }

  /// Whether there is nothing to mask.
  public var isEmpty: Bool { values.isEmpty }

  /// `buffer` with every value masked.
  public func scrub(_ buffer: CellBuffer) -> CellBuffer {
    guard !values.isEmpty else { return buffer }
    var result = buffer
    // Each row's characters, the column of each, and which are masked.
    var rows: [(columns: [Int], characters: [Character?], covered: [Bool])] = []
    for y in 0..<buffer.height {
      var columns: [Int] = []
      var characters: [Character?] = []
      for x in 0..<buffer.width where !buffer[x, y].isContinuation {
        for character in buffer[x, y].text {
          columns.append(x)
          characters.append(character)
        }
      }
      var covered = cellScrubber.covered(characters)
      // A value being typed shows a piece at a time: what ends at the cursor and begins a value
      // (`al` of `alex@contoso.com`) is masked too, so no frame spells it out.
      if let cursor = buffer.cursor, cursor.y == y {
        // The field's text ends before the cursor, maybe with the field's blank fill between.
        var before = columns.firstIndex { $0 >= cursor.x } ?? columns.count
        while before > 0, characters[before - 1] == " " { before -= 1 }
        let typed = prefixLength(endingAt: before, in: characters)
        // One character is no secret, and masking it would star every field whose last
        // letter begins a value.
        if typed >= Self.shortestMaskedStart {
          for offset in (before - typed)..<before { covered[offset] = true }
        }
      }
      markCutValues(in: characters, &covered)
      rows.append((columns, characters, covered))
    }
    for y in rows.indices.dropLast() {
      var upper = rows[y].covered
      var lower = rows[y + 1].covered
      markWrappedValues(
        upper: rows[y].characters, &upper, lower: rows[y + 1].characters, &lower)
      rows[y].covered = upper
      rows[y + 1].covered = lower
    }
    for (y, row) in rows.enumerated() {
      for (offset, isMasked) in row.covered.enumerated() where isMasked {
        let x = row.columns[offset]
        let cell = buffer[x, y]
        let width = max(1, CharacterWidth.of(text: cell.text))
        result.put(
          String(repeating: Self.maskCharacter, count: width), x: x, y: y, style: cell.style)
      }
    }
    return result
  }

  /// Marks the two halves of a value the layout wrapped from the end of a run of text on one row
  /// (`upper`) to the start of one on the next (`lower`): a line broken at a space in the value
  /// (`Alex` / `Wilber`), after a hyphen (`Pilot-` / `Alex`), or a word cut at the edge of its
  /// column. Both halves must be there; a run is text between blanks, the row's ends and the
  /// lines of a frame.
  private func markWrappedValues(
    upper: [Character?], _ upperCovered: inout [Bool], lower: [Character?],
    _ lowerCovered: inout [Bool]
  ) {
    func isSeparator(_ character: Character?) -> Bool {
      guard let character else { return true }
      if character.isWhitespace { return true }
      guard let scalar = character.unicodeScalars.first else { return true }
      return (0x2500...0x259F).contains(scalar.value)
    }
    let ends = upper.indices.filter { index in
      !isSeparator(upper[index]) && (index + 1 == upper.count || isSeparator(upper[index + 1]))
    }.map { $0 + 1 }
    let starts = lower.indices.filter { index in
      !isSeparator(lower[index]) && (index == 0 || isSeparator(lower[index - 1]))
    }
    guard !ends.isEmpty, !starts.isEmpty else { return }
    /// Whether `row` from `start` reads `piece`, in any letter case.
    func reads(_ row: [Character?], _ start: Int, _ piece: ArraySlice<Character>) -> Bool {
      guard start >= 0, start + piece.count <= row.count else { return false }
      return zip(row[start..<(start + piece.count)], piece).allSatisfy {
        $0?.lowercased() == String($1)
      }
    }
    // The characters a run on the lower row starts with: a split whose second half starts
    // with another is passed over at once.
    let firsts = Set(starts.compactMap { lower[$0]?.lowercased().first })
    // A value longer than the two rows cannot be split between them.
    for value in values where value.count >= 2 && value.count <= upper.count + lower.count {
      for split in 1..<value.count {
        let head = value[..<split]
        // At a space the break takes the space's place.
        let tail = value[split] == " " ? value[(split + 1)...] : value[split...]
        guard head.last != " ", let first = tail.first, firsts.contains(first) else { continue }
        for start in starts where reads(lower, start, tail) {
          for end in ends where reads(upper, end - head.count, head) {
            for offset in (end - head.count)..<end { upperCovered[offset] = true }
            for offset in start..<(start + tail.count) { lowerCovered[offset] = true }
          }
        }
      }
    }
  }

  /// Marks in `covered` what is left of a value the layout cut with an ellipsis: the end of a
  /// value after `…` (a field scrolled to its end: `…9PlainPw`), the start of one before it (a
  /// row cut short: `Customer call Nort…`), at least `shortestMaskedStart` characters of it.
  private func markCutValues(in characters: [Character?], _ covered: inout [Bool]) {
    for (index, character) in characters.enumerated() where character == "…" {
      for value in values {
        let longest = min(value.count - 1, characters.count - index - 1)
        if longest >= Self.shortestMaskedStart {
          for length in stride(from: longest, through: Self.shortestMaskedStart, by: -1) {
            let shown = characters[(index + 1)..<(index + 1 + length)]
            if zip(shown, value.suffix(length)).allSatisfy({ $0?.lowercased() == String($1) }) {
              for offset in (index + 1)..<(index + 1 + length) { covered[offset] = true }
              break
            }
          }
        }
        let before = min(value.count - 1, index)
        guard before >= Self.shortestMaskedStart else { continue }
        for length in stride(from: before, through: Self.shortestMaskedStart, by: -1) {
          let shown = characters[(index - length)..<index]
          if zip(shown, value.prefix(length)).allSatisfy({ $0?.lowercased() == String($1) }) {
            for offset in (index - length)..<index { covered[offset] = true }
            break
          }
        }
      }
    }
  }

  /// The fewest characters at the cursor that are masked as the start of a value being typed.
  static let shortestMaskedStart = 2

  /// How many of the characters just before `end` in `characters` are the start of a value (in
  /// any letter case): the longest such run, zero when none is.
  private func prefixLength(endingAt end: Int, in characters: [Character?]) -> Int {
    var longest = 0
    for value in values {
      var length = min(value.count, end)
      while length > longest {
        let run = characters[(end - length)..<end]
        if zip(run, value.prefix(length)).allSatisfy({ $0.0?.lowercased() == String($0.1) }) {
          longest = length
          break
        }
        length -= 1
      }
    }
    return longest
  }

  /// `text` with every value masked by `*` of the same length, also where a pattern spells it
  /// with escapes (`alex@contoso\.com`, `alex@contoso[.]com`: a tape's `Wait /.../` line in a
  /// cast marker or a text log's heading), the whole spelling masked.
  public func scrub(_ text: String) -> String {
    textScrubber.replace(in: maskingSpellings(text)) {
      String(repeating: Self.maskCharacter, count: $0)
    }
  }

  /// `text` with each value masked where it is written with escaped characters.
  private func maskingSpellings(_ text: String) -> String {
    guard !values.isEmpty, text.contains("\\") || text.contains("[") else { return text }
    let characters = Array(text)
    var output = ""
    var index = 0
    var changed = false
    scan: while index < characters.count {
      for value in values {
        if let end = Self.spelledEnd(of: value, in: characters, from: index) {
          output += String(repeating: Self.maskCharacter, count: end - index)
          index = end
          changed = true
          continue scan
        }
      }
      output.append(characters[index])
      index += 1
    }
    return changed ? output : text
  }

  /// Where `value` (lowercased) written from `start` of `text` ends, each of its characters
  /// plain or escaped; nil when it is not written there.
  private static func spelledEnd(of value: [Character], in text: [Character], from start: Int)
    -> Int?
  {
    var position = start
    for wanted in value {
      guard let next = spelledCharacter(wanted, in: text, at: position) else { return nil }
      position = next
    }
    return position
  }

  /// Where `wanted` (lowercased) written at `position` ends: as itself in any case, as `\c`
  /// (for a character that is not a letter or digit, whose escape means something else), or as a
  /// one-character class `[c]` or `[\c]`; nil when it is not written there.
  private static func spelledCharacter(_ wanted: Character, in text: [Character], at position: Int)
    -> Int?
  {
    func isWanted(_ offset: Int) -> Bool {
      offset < text.count && text[offset].lowercased() == String(wanted)
    }
    func isCharacter(_ offset: Int, _ character: Character) -> Bool {
      offset < text.count && text[offset] == character
    }
    if isWanted(position) { return position + 1 }
    let escapable = !wanted.isLetter && !wanted.isNumber
    if escapable, isCharacter(position, "\\"), isWanted(position + 1) { return position + 2 }
    guard isCharacter(position, "[") else { return nil }
    if isWanted(position + 1), isCharacter(position + 2, "]") { return position + 3 }
    if escapable, isCharacter(position + 1, "\\"), isWanted(position + 2),
      isCharacter(position + 3, "]")
    {
      return position + 4
    }
    return nil
  }
}
