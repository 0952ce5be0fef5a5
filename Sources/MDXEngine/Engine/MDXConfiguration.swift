/// The world an MDX app lives in: its mode, the server and directory, and its policies.
public struct MDXConfiguration: Equatable, Sendable {
  /// How the SDK treats the app.
  public var mode: MDXMode
  /// The address of the Citrix Endpoint Management server Secure Hub enrols with.
  public var serverAddress: String
  /// The directory's users.
  public var users: [MDXUser]
  /// The administrator's policies (managed mode).
  public var managedPolicies: MDXPolicies
  /// The bundled `default_policies.xml` (unmanaged Premium mode).
  public var premiumDefaults: MDXPolicies
  /// How many digits a Citrix PIN has (an inference: Secure Hub's default is six digits).
  public var pinLength: Int
  /// The shared vault and the other apps that reach for it.
  public var vault = MDXVaultSetup()

  /// Creates a configuration.
  public init(
    mode: MDXMode, serverAddress: String, users: [MDXUser],
    managedPolicies: MDXPolicies = .consoleDefaults, premiumDefaults: MDXPolicies = MDXPolicies(),
    pinLength: Int = 6
  ) {
    self.mode = mode
    self.serverAddress = serverAddress
    self.users = users
    self.managedPolicies = managedPolicies
    self.premiumDefaults = premiumDefaults
    self.pinLength = pinLength
  }

  /// The policies in force in this mode: the admin's, the bundled defaults, or none.
  public var effectivePolicies: MDXPolicies? {
    switch mode {
    case .managed: managedPolicies
    case .unmanagedPremium: premiumDefaults
    case .unmanagedGeneral: nil
    }
  }

  /// The directory user whose UPN or account name is `name` (ignoring case).
  public func user(named name: String) -> MDXUser? {
    let wanted = name.trimmingWhitespace().lowercased()
    return users.first {
      $0.upn.lowercased() == wanted || $0.samAccountName.lowercased() == wanted
    }
  }
}
