/// Finds where a tape wrote one of its settings, for failures about that setting.
///
/// A loaded `Tape` keeps its settings' values but not their lines, so the tape's text is read
/// again and the first `Set Name` line is taken; line 1 when it cannot be found (a `Source`d file).
enum TapeSettingLocator {
  /// Where `Set name` is written in `tape`'s file.
  static func location(of name: String, in tape: Tape) -> SourceLocation {
    let fallback = SourceLocation(file: tape.file, line: 1, column: 1)
    guard let text = TapeLoader.readText(tape.file) else { return fallback }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard words.count >= 2, words[0] == "Set", words[1] == name else { continue }
      let column = line.distance(from: line.startIndex, to: words[0].startIndex) + 1
      return SourceLocation(file: tape.file, line: index + 1, column: column)
    }
    return fallback
  }
}
