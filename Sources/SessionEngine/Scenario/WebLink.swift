/// A link on a web view's page: the words shown and the URL it leads to.
public struct WebLink: Equatable, Hashable, Sendable, Codable {
  /// The words of the link.
  public var text: String
  /// Where it leads.
  public var url: String

  /// Creates a link.
  public init(text: String, url: String) {
    self.text = text
    self.url = url
  }
}
