/// The first word of a tape line taken apart: `Wait+Screen@5s` is name `Wait`, modifier `Screen`,
/// duration `5s`.
struct TapeCommandHead: Sendable {
  /// The command or key name (`Wait`, `Ctrl`, `Enter`).
  var name: String
  /// The part after `+`, with its column.
  var modifier: (text: String, column: Int)?
  /// The part after `@`, with its column.
  var duration: (text: String, column: Int)?
  /// The column of the word.
  var column: Int

  /// Splits `word`, written at `column`, at its first `@` and then at its first `+`. An `@` right
  /// after a `+` is a key, not a duration (`Ctrl+@`).
  ///
  /// An ASCII word is split at its bytes (there bytes are characters, and much cheaper to
  /// search); any other word at its characters. An ASCII word with neither `@` nor `+`, as most
  /// are, is its own name, found in one pass over its bytes with no new text.
  /// `TapeFastPathTests` and `TapeParseFastPathTests` check each way gives the same.
  init(_ word: String, column: Int) {
    var marked = false
    for byte in word.utf8 {
      if byte >= 0x80 {
        self.init(characters: word, column: column)
        return
      }
      if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "+") { marked = true }
    }
    if marked {
      self.init(ascii: word, column: column)
    } else {
      self.init(name: word, column: column)
    }
  }

  /// A word that is a name alone (no `+` or `@`).
  private init(name: String, column: Int) {
    self.name = name
    self.column = column
  }

  /// Splits an ASCII `word` at its bytes.
  init(ascii word: String, column: Int) {
    self.column = column
    let utf8 = word.utf8
    var end = utf8.endIndex
    var previous: UInt8 = 0
    let at = utf8.firstIndex { byte in
      defer { previous = byte }
      return byte == UInt8(ascii: "@") && previous != UInt8(ascii: "+")
    }
    if let at {
      end = at
      let nameLength = utf8.distance(from: utf8.startIndex, to: at)
      duration = (String(Substring(utf8[utf8.index(after: at)...])), column + nameLength + 1)
    }
    let nameAndModifier = utf8[..<end]
    if let plus = nameAndModifier.firstIndex(of: UInt8(ascii: "+")) {
      name = String(Substring(utf8[..<plus]))
      let modifierText = String(Substring(utf8[utf8.index(after: plus)..<end]))
      modifier = (modifierText, column + utf8.distance(from: utf8.startIndex, to: plus) + 1)
    } else {
      name = String(Substring(nameAndModifier))
    }
  }

  /// Splits `word` at its characters.
  init(characters word: String, column: Int) {
    self.column = column
    var nameAndModifier = word
    var previous: Character = " "
    let at = word.firstIndex { character in
      defer { previous = character }
      return character == "@" && previous != "+"
    }
    if let at {
      nameAndModifier = String(word[..<at])
      duration = (String(word[word.index(after: at)...]), column + nameAndModifier.count + 1)
    }
    if let plus = nameAndModifier.firstIndex(of: "+") {
      name = String(nameAndModifier[..<plus])
      let modifierText = String(nameAndModifier[nameAndModifier.index(after: plus)...])
      modifier = (modifierText, column + name.count + 1)
    } else {
      name = nameAndModifier
    }
  }
}
