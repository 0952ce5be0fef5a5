extension String {
  /// The text without the white space around it (spaces, tabs, line breaks: any character
  /// Swift calls white space).
  public var trimmedOfWhitespace: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
