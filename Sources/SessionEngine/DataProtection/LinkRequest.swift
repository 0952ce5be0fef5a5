/// A link the user follows: its URL, and the app's `isExternalURL` answer when it has one.
public struct LinkRequest: Equatable, Hashable, Sendable, Codable {
  /// The URL, as written on the page.
  public var url: String
  /// The URL prefixes the app calls internal (`isExternalURL` answers NO for them); nil when the
  /// view has no web-view policy delegate.
  public var internalPrefixes: [String]?

  /// Creates a link request.
  public init(url: String, internalPrefixes: [String]? = nil) {
    self.url = url
    self.internalPrefixes = internalPrefixes
  }

  /// The schemes of internet links, the only ones a browser (managed or not) is given.
  public static let internetSchemes: Set<String> = ["http", "https"]

  /// The URL's scheme in lower case (`https` for `https://…`), or nil when it has none.
  public var scheme: String? {
    guard let colon = url.firstIndex(of: ":") else { return nil }
    let scheme = url[..<colon]
    guard let first = scheme.first, first.isLetter,
      scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
    else { return nil }
    return scheme.lowercased()
  }

  /// Whether the app's delegate calls the URL external: it has a delegate and no internal prefix
  /// starts the URL.
  public var isExternal: Bool {
    guard let internalPrefixes else { return false }
    return !internalPrefixes.contains { url.hasPrefix($0) }
  }
}
