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
  init(_ word: String, column: Int) {
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
