import FoundationEssentials
import MDXEngine
import SessionEngine

/// A scenario of either vendor, read by that vendor's loader: the one place mamsim chooses
/// between the Intune and the Citrix MDX worlds (by the file's `"vendor"` member).
enum VendorScenario {
  /// An Intune App SDK world.
  case intune(Scenario)
  /// A Citrix MDX world.
  case citrix(MDXScenario)

  /// Loads the file at `path` with its vendor's loader: the scenario (nil when an error prevents
  /// it) and every diagnostic.
  static func load(path: String) -> (scenario: VendorScenario?, diagnostics: [Diagnostic]) {
    guard case .success(let data) = BoundedFile.contents(of: path),
      let text = String(validating: data, as: UTF8.self)
    else {
      let result = ScenarioLoader.load(path: path)
      return (result.scenario.map(VendorScenario.intune), result.diagnostics)
    }
    switch ScenarioVendor.declared(in: text) {
    case .intune:
      let result = ScenarioLoader.load(text: text, file: path)
      return (result.scenario.map(VendorScenario.intune), result.diagnostics)
    case .citrix:
      let result = MDXScenarioLoader.load(text: text, file: path)
      return (result.scenario.map(VendorScenario.citrix), result.diagnostics)
    }
  }

  /// The built-in scenario of `vendor`, as JSON text.
  static func embeddedJSON(_ vendor: ScenarioVendor) -> String {
    switch vendor {
    case .intune: EmbeddedScenario.json
    case .citrix: EmbeddedMDXScenario.json
    }
  }
}
