/// What loading a settings plist gave: the settings when they could be read, and every problem found.
public struct SettingsLoadResult: Equatable, Sendable {
  /// The decoded settings, or nil when the file could not be read or holds no settings.
  public var settings: MAMSettings?
  /// Problems found while reading, decoding and validating, those with a line first, in line order.
  public var diagnostics: [Diagnostic]
  /// An Info.plist's `CFBundleIdentifier`, as written (nil for a bare settings plist).
  public var bundleId: String?
  /// An Info.plist's `CFBundleDisplayName`, else its `CFBundleName`, as written.
  public var appName: String?

  /// Creates a result.
  public init(
    settings: MAMSettings?, diagnostics: [Diagnostic], bundleId: String? = nil,
    appName: String? = nil
  ) {
    self.settings = settings
    self.diagnostics = diagnostics
    self.bundleId = bundleId
    self.appName = appName
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
