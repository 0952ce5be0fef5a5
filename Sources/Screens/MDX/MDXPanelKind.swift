/// Which Citrix control panel is open over the side panel.
public enum MDXPanelKind: Equatable, Hashable, Sendable {
  /// F4: the phone (Secure Hub, network, jailbreak, background, clock).
  case device
  /// F5: the Citrix Endpoint Management administrator.
  case admin
}
