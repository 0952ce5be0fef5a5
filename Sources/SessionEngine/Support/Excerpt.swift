/// The start of a user's value, short enough to quote in a diagnostic.
///
/// A reader that echoes what it found (a malformed value, an unknown key or element name) quotes
/// at most `length` characters of it and an ellipsis, so a value of megabytes gives a message of
/// one line. The work is bounded by `length`, never by the value's size.
public enum Excerpt {
  /// The most characters quoted.
  public static let length = 60

  /// `text` itself when it has at most `length` characters, else its first `length` and "…".
  public static func of(_ text: some StringProtocol) -> String {
    var end = text.startIndex
    var taken = 0
    while end < text.endIndex, taken < length {
      end = text.index(after: end)
      taken += 1
    }
    guard end < text.endIndex else { return String(text) }
    return String(text[..<end]) + "…"
  }
}
