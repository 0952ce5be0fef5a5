/// Where the app is in its iOS life cycle, which decides whether some API answers can be trusted.
public enum MDXLifecycle: String, Equatable, Hashable, Sendable, Codable {
  /// Not running.
  case notRunning
  /// Inside `applicationWillEnterForeground`.
  case willEnterForeground
  /// Active (after launch, `applicationDidBecomeActive` or an open-URL callback).
  case active
  /// In the background.
  case background
}
