/// Which SDK a scenario file describes, from its top-level `"vendor"` member.
///
/// A scenario without the member is an Intune one, as every scenario was before Citrix MDX
/// arrived. The one place that chooses a vendor's loader reads it through `declared(in:)`.
public enum ScenarioVendor: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Microsoft Intune App SDK (the default).
  case intune
  /// Citrix MDX / MAM SDK.
  case citrix

  /// The scenario member that names the vendor.
  public static let key = "vendor"

  /// The vendor the JSON `text` declares: `citrix` when its top-level object says so, else
  /// `intune` (also for text that is not JSON, so the Intune loader reports the problem).
  public static func declared(in text: String) -> ScenarioVendor {
    guard let document = try? JSONDocument.parse(text),
      let named = document.value[key]?.stringValue,
      let vendor = ScenarioVendor(rawValue: named.lowercased())
    else { return .intune }
    return vendor
  }
}
