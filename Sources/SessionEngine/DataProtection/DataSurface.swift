/// Where on the phone an action starts or ends: the app, one of its web views, or another app.
public enum DataSurface: Equatable, Hashable, Sendable, Codable {
  /// The app's own screens (the notes).
  case app
  /// One of the app's web views, with the policy the app set for it.
  case webView(WebViewPolicy)
  /// A personal app the SDK does not manage.
  case personalApp
  /// Another managed app of the same publisher, signed in with the same account.
  case otherManagedApp
  /// The app of a scheme the app queries (`LSApplicationQueriesSchemes`), installed on the
  /// phone and carrying the SDK; the app asks `canOpenURL` before it opens it.
  case queriedApp(String)

  /// Whether this surface is the app under test (its screens or its web views).
  public var isAppUnderTest: Bool {
    switch self {
    case .app, .webView: true
    case .personalApp, .otherManagedApp, .queriedApp: false
    }
  }

  /// Every kind of surface, each web-view policy once (a queried app by one sample scheme).
  public static let allCases: [DataSurface] =
    [.app] + WebViewPolicy.allCases.map(DataSurface.webView) + [
      .personalApp, .otherManagedApp, .queriedApp("ms-word"),
    ]
}
