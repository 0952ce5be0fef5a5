/// A work account as the identity provider returns it after a successful sign-in.
public struct Account: Equatable, Hashable, Sendable, Codable {
  /// The Entra object id (OID), the SDK's account id.
  public var objectId: String
  /// The user principal name, e.g. `alex@contoso.com`.
  public var upn: String
  /// The name shown to people.
  public var displayName: String

  /// Creates an account.
  public init(objectId: String, upn: String, displayName: String) {
    self.objectId = objectId
    self.upn = upn
    self.displayName = displayName
  }
}
