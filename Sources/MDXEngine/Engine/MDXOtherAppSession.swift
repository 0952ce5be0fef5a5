/// The MDX session of one of the other apps on the phone (the companion or the outsider): open or
/// locked, and wiped or not. Only what their vault calls need is modelled; they have no screens.
///
/// It starts open, as if the user had logged on to that app before the scenario begins.
public struct MDXOtherAppSession: Equatable, Hashable, Sendable, Codable {
  /// Whether the app's logon session is open.
  public var open = true
  /// Whether the administrator's App wipe of that app is in force.
  public var wiped = false

  /// An open session on an app that was not wiped.
  public init(open: Bool = true, wiped: Bool = false) {
    self.open = open
    self.wiped = wiped
  }

  /// Whether the app may call the shared vault now.
  public var canCallVault: Bool { open && !wiped }
}
