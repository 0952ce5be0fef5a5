/// The simulated organization: its users and groups.
public struct Tenant: Equatable, Sendable {
  /// The organization's name, e.g. `Contoso`.
  public var name: String
  /// The tenant's id.
  public var tenantId: String
  /// Everyone who can sign in.
  public var users: [TenantUser]
  /// The groups policies can target.
  public var groups: [TenantGroup]

  /// Creates a tenant.
  public init(name: String, tenantId: String, users: [TenantUser], groups: [TenantGroup]) {
    self.name = name
    self.tenantId = tenantId
    self.users = users
    self.groups = groups
  }

  /// The user with this UPN (compared without case).
  public func user(upn: String) -> TenantUser? {
    let wanted = upn.lowercased()
    return users.first { $0.upn.lowercased() == wanted }
  }

  /// The index of the user with this UPN (compared without case).
  public func userIndex(upn: String) -> Int? {
    let wanted = upn.lowercased()
    return users.firstIndex { $0.upn.lowercased() == wanted }
  }
}
