import FoundationEssentials

/// Reads the app's own files for the emulator: its Info.plist (already read for its settings by
/// `SettingsLoader`) and its entitlements, checked by `IntegrationChecker` into the
/// `AppIntegration` the emulator acts on.
public enum AppIntegrationLoader {
  /// What loading gave: the integration and the entitlements' own problems.
  public struct Result: Equatable, Sendable {
    /// The consequences to emulate.
    public var integration: AppIntegration
    /// Problems with reading the entitlements (an error stops `run` and a tape).
    public var diagnostics: [Diagnostic]
  }

  /// The integration of the settings file at `settingsPath` (only an Info.plist, one with a
  /// top-level `IntuneMAMSettings` or `CFBundleIdentifier`, says anything about the app's
  /// integration; a bare settings plist does not) and the entitlements at `entitlementsPath`.
  public static func load(settingsPath: String?, entitlementsPath: String?) -> Result {
    var settingsData: Data?
    if let settingsPath, case .success(let data) = BoundedFile.contents(of: settingsPath) {
      settingsData = data
    }
    return load(
      settingsPath: settingsPath, settingsData: settingsData, entitlementsPath: entitlementsPath)
  }

  /// The integration of the settings file `settingsPath` from `settingsData`, its bytes as
  /// already read (a pipe gives them only once), and the entitlements at `entitlementsPath`.
  public static func load(
    settingsPath: String?, settingsData: Data?, entitlementsPath: String?
  ) -> Result {
    var info: PlistDocument?
    if let settingsPath, let settingsData,
      case .success(let document) = PlistDocument.read(data: settingsData, file: settingsPath),
      document.root["IntuneMAMSettings"] != nil || document.root["CFBundleIdentifier"] != nil
    {
      info = document
    }
    var diagnostics: [Diagnostic] = []
    var entitlements: PlistDocument?
    if let entitlementsPath {
      let loaded = EntitlementsLoader.load(path: entitlementsPath)
      diagnostics = loaded.diagnostics
      entitlements = loaded.document
      if entitlements == nil, diagnostics.isEmpty {
        diagnostics.append(
          Diagnostic(
            .error, file: entitlementsPath, keyPath: "", message: "the entitlements cannot be read")
        )
      }
    }
    guard info != nil || entitlements != nil else {
      return Result(integration: AppIntegration(), diagnostics: diagnostics)
    }
    let report = IntegrationChecker.check(IntegrationInput(info: info, entitlements: entitlements))
    let integration = AppIntegration(
      report: report, info: info, entitlementsFile: entitlements?.file)
    return Result(integration: integration, diagnostics: diagnostics)
  }
}
