/// Where an element is in an XML property list's bytes, so text can be inserted beside it.
public struct PlistSpan: Equatable, Sendable {
  /// The byte offset of the opening tag's `<`.
  public var start: Int
  /// The byte offset just past the element's last `>`.
  public var end: Int
  /// The byte offset of the closing tag's `<`, or nil for an element written `<array/>`.
  public var closingTag: Int?

  /// Creates a span.
  public init(start: Int, end: Int, closingTag: Int?) {
    self.start = start
    self.end = end
    self.closingTag = closingTag
  }
}
