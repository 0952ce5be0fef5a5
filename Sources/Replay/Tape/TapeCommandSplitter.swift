/// Finds where each command of a line starts: VHS lets commands follow one another on a line
/// (`Type "hi" Sleep .5 Enter`), so a new command starts at each word that names a command or a
/// key, except where a word is an argument (the name after `Set` or `Env`, and everything after
/// mamsim's own commands, which take the rest of their line).
enum TapeCommandSplitter {
  /// The index just past the command that starts at `start` in one line's `tokens`.
  static func end(ofCommandAt start: Int, in tokens: [TapeToken]) -> Int {
    guard start + 1 < tokens.count, let name = commandName(tokens[start]),
      !TapeVocabulary.takesWholeLine(name)
    else { return tokens.count }
    var index = start + (name == "Set" || name == "Env" ? 2 : 1)
    while index < tokens.count {
      if commandName(tokens[index]) != nil { return index }
      index += 1
    }
    return tokens.count
  }

  /// The command or key a word names (the part before `+` or `@`), `nil` for any other token.
  static func commandName(_ token: TapeToken) -> String? {
    guard case .word(let word) = token.kind else { return nil }
    let name = String(word.prefix { $0 != "+" && $0 != "@" })
    return TapeVocabulary.startsCommand(name) ? name : nil
  }
}
