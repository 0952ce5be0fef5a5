/// What the phone shows instead of the app under test: its home screen, another app, a browser.
public enum PhoneApp: Equatable, Hashable, Sendable {
  /// The home screen, with every app's icon.
  case home
  /// The personal app the SDK does not manage.
  case personal
  /// The other managed app of the same publisher.
  case managed
  /// A browser showing `url`: the managed browser, or the phone's default one.
  case browser(url: String, managed: Bool)
}
