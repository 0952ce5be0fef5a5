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
  /// An Info.plist's `CFBundleShortVersionString`, as written.
  public var appVersion: String?
  /// The diagnostics of the settings' own rules (`SettingsValidator`: a missing client id, a
  /// policy required without enrolling at launch), which `diagnostics` also holds; the
  /// integration checklist reports some of them in its own words.
  public var ruleDiagnostics: [Diagnostic]

  /// Creates a result.
  public init(
    settings: MAMSettings?, diagnostics: [Diagnostic], bundleId: String? = nil,
    appName: String? = nil, appVersion: String? = nil, ruleDiagnostics: [Diagnostic] = []
  ) {
    self.settings = settings
    self.diagnostics = diagnostics
    self.bundleId = bundleId
    self.appName = appName
    self.appVersion = appVersion
    self.ruleDiagnostics = ruleDiagnostics
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
