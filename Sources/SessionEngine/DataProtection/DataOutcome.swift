/// What happens to an action the SDK decided on.
public enum DataOutcome: Equatable, Hashable, Sendable, Codable {
  /// It goes ahead.
  case allowed
  /// It is stopped, and the user sees this alert.
  case blocked(DataAlert)
  /// The link opens inside the web view.
  case openInWebView
  /// The link opens in the phone's default browser.
  case openInDefaultBrowser
  /// The link opens in the managed browser.
  case openInManagedBrowser
  /// The link's scheme (neither `http` nor `https`, nor one the web view handles) belongs to
  /// no app on the phone, so nothing opens it.
  case noAppForScheme(String)

  /// Whether the action goes ahead in some way.
  public var isAllowed: Bool {
    if case .blocked = self { return false }
    return true
  }
}
