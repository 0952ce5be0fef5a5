/// Finds where each command of a line starts: VHS lets commands follow one another on a line
/// (`Type "hi" Sleep .5 Enter`), so a new command starts at each word that names a command or a
/// key, except where a word is an argument (the name after `Set` or `Env`, and everything after
/// mamsim's own commands, which take the rest of their line).
enum TapeCommandSplitter {
  /// The token ranges of the commands of one line's `tokens`.
  static func commands(in tokens: [TapeToken]) -> [Range<Int>] {
    guard tokens.count > 1 else { return tokens.isEmpty ? [] : [0..<1] }
    var ranges: [Range<Int>] = []
    var start = 0
    while start < tokens.count {
      var end = tokens.count
      if let name = commandName(tokens[start]), !TapeVocabulary.wholeLineCommands.contains(name) {
        var index = start + (name == "Set" || name == "Env" ? 2 : 1)
        while index < tokens.count {
          if commandName(tokens[index]) != nil {
            end = index
            break
          }
          index += 1
        }
      }
      ranges.append(start..<end)
      start = end
    }
    return ranges
  }

  /// The command or key a word names (the part before `+` or `@`), `nil` for any other token.
  static func commandName(_ token: TapeToken) -> String? {
    guard case .word(let word) = token.kind else { return nil }
    let utf8 = word.utf8
    let end =
      utf8.firstIndex { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "@") } ?? utf8.endIndex
    let name = String(Substring(utf8[..<end]))
    return TapeVocabulary.commandStarts.contains(name) ? name : nil
  }
}
