/// One element of a small XML document: its name, line, text and child elements.
public struct XMLElement: Equatable, Sendable {
  /// The element's name.
  public var name: String
  /// The 1-based line of its start tag.
  public var line: Int
  /// Its own text (entities decoded), white space kept.
  public var text: String
  /// Its child elements, in order.
  public var children: [XMLElement]

  /// Creates an element.
  public init(name: String, line: Int, text: String = "", children: [XMLElement] = []) {
    self.name = name
    self.line = line
    self.text = text
    self.children = children
  }
}
