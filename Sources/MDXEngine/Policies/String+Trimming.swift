extension String {
  /// The string without XML white space (space, tab, line feed, carriage return) at either end.
  ///
  /// Read by Unicode scalars, so a CRLF line break (one `Character`) is white space too, and in
  /// time proportional to the white space trimmed plus one copy of what is kept.
  func trimmingWhitespace() -> String {
    let isSpace: (Unicode.Scalar) -> Bool = {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
