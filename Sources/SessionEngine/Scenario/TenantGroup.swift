/// A group of the tenant that policies are assigned to.
public struct TenantGroup: Equatable, Hashable, Sendable {
  /// The group's object id, as `assignments[].target.groupId` names it.
  public var id: String
  /// The group's name.
  public var displayName: String

  /// Creates a group.
  public init(id: String, displayName: String) {
    self.id = id
    self.displayName = displayName
  }
}
