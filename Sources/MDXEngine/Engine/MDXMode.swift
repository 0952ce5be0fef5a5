/// How the MAM SDK treats the app: which policies apply and whether Secure Hub takes part.
public enum MDXMode: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
  /// Managed by Citrix Endpoint Management: the administrator's policies, Secure Hub logon.
  case managed
  /// Unmanaged Premium: the policies of the bundled `default_policies.xml`, no Secure Hub logon.
  case unmanagedPremium = "premium"
  /// Unmanaged General: no MDX policy at all.
  case unmanagedGeneral = "general"
}
