/// Finds where a tape wrote one of its settings, for failures about that setting.
///
/// A loaded `Tape` keeps its settings' values but not their lines, so the tape's text is read
/// again and the first `Set Name` line is taken, at its value's column; line 1 when it cannot be
/// found (a `Source`d file).
enum TapeSettingLocator {
  /// Where the value of `Set name` is written in `tape`'s file.
  static func location(of name: String, in tape: Tape) -> SourceLocation {
    let fallback = SourceLocation(file: tape.file, line: 1, column: 1)
    guard let text = TapeLoader.readText(tape.file) else { return fallback }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard words.count >= 2, words[0] == "Set", words[1] == name else { continue }
      // The value (the file or folder named) when written, else the command's first word.
      let word = words.count > 2 ? words[2] : words[0]
      let column = line.distance(from: line.startIndex, to: word.startIndex) + 1
      return SourceLocation(file: tape.file, line: index + 1, column: column)
    }
    return fallback
  }

  /// Where the tape's file names the output `path` (as resolved against the tape's folder) on an
  /// `Output` line, at the path's column; nil when no line of the file names it.
  static func outputLocation(of path: String, in tape: Tape) -> SourceLocation? {
    guard let text = TapeLoader.readText(tape.file) else { return nil }
    for (index, line) in TapeParser.lines(of: text).enumerated() {
      guard let tokens = try? TapeTokenizer.tokenize(line), tokens.count >= 2,
        tokens[0].kind == .word("Output")
      else { continue }
      let written: String
      switch tokens[1].kind {
      case .word(let text), .string(let text): written = text
      case .regex: continue
      }
      if TapePath.resolve(written, relativeTo: tape.folder) == TapePath.normalize(path) {
        return SourceLocation(file: tape.file, line: index + 1, column: tokens[1].column)
      }
    }
    return nil
  }
}
