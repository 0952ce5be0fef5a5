/// The app configuration an MDM gives a managed app, as far as the Intune SDK reads it: the
/// account the app is for.
public struct MDMAppConfig: Equatable, Hashable, Sendable, Codable {
  /// `IntuneMAMUPN`: the user principal name of the account.
  public var upn: String?
  /// `IntuneMAMOID`: the account's object id.
  public var oid: String?

  /// Creates an app configuration.
  public init(upn: String? = nil, oid: String? = nil) {
    self.upn = upn
    self.oid = oid
  }

  /// Whether it names an account (by UPN or object id).
  public var namesAccount: Bool { upn?.isEmpty == false || oid?.isEmpty == false }
}
