/// One web view of the sample app, as the scenario declares it: its page, the policy the app sets
/// for it, and the app's `isExternalURL` answer when it implements the delegate.
public struct WebViewDescription: Equatable, Hashable, Sendable, Codable {
  /// The short name the app's menu shows (`A`, `Intranet`, ...).
  public var name: String
  /// The page's title.
  public var title: String
  /// The page's text.
  public var text: String
  /// The page's links.
  public var links: [WebLink]
  /// Whether the page has a field to paste into.
  public var pasteField: Bool
  /// The policy the app sets with `setWebViewPolicy(_:forWebViewer:)`.
  public var policy: WebViewPolicy
  /// The URL prefixes the app's `isExternalURL` calls internal; nil when the view has no delegate.
  public var internalPrefixes: [String]?

  /// Creates a web view description.
  public init(
    name: String, title: String, text: String, links: [WebLink] = [], pasteField: Bool = true,
    policy: WebViewPolicy = .unset, internalPrefixes: [String]? = nil
  ) {
    self.name = name
    self.title = title
    self.text = text
    self.links = links
    self.pasteField = pasteField
    self.policy = policy
    self.internalPrefixes = internalPrefixes
  }

  /// The most web views a scenario may declare.
  public static let maximumCount = 26
  /// The most links one page may hold.
  public static let maximumLinks = 20
  /// The longest text a page may hold, in characters.
  public static let maximumTextLength = 2000
}
