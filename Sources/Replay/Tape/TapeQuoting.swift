/// Writes text back in tape syntax, choosing a quote character the text does not contain.
enum TapeQuoting {
  /// `text` between `"`, `'` or backticks, whichever it does not contain (double quotes if all).
  static func quoted(_ text: String) -> String {
    for quote in ["\"", "'", "`"] where !text.contains(quote) {
      return quote + text + quote
    }
    return "\"" + text + "\""
  }
}
