/// The phone as a Citrix scenario starts it.
public struct MDXDevice: Equatable, Sendable {
  /// Whether Secure Hub is installed.
  public var secureHubInstalled: Bool
  /// Whether the device is jailbroken.
  public var jailbroken: Bool
  /// Whether the device has the network.
  public var online: Bool

  /// Creates a device.
  public init(secureHubInstalled: Bool = true, jailbroken: Bool = false, online: Bool = true) {
    self.secureHubInstalled = secureHubInstalled
    self.jailbroken = jailbroken
    self.online = online
  }
}
