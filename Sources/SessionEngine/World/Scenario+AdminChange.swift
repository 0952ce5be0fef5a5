/// The administrator's changes as they change the tenant.
extension Scenario {
  /// Makes the tenant part of `change`: a policy edit or an account enabled or disabled. A
  /// wipe or a check-in changes nothing here but is checked (the user must exist).
  ///
  /// - Parameter upn: the signed-in user, whose policy a policy edit without a name changes.
  /// - Throws: `WorldChangeError`, leaving the scenario as it was.
  public mutating func apply(_ change: AdminChange, signedIn upn: String?)
    throws(WorldChangeError)
  {
    switch change {
    case .selectiveWipe(let upn):
      guard tenant.user(upn: upn) != nil else { throw .unknownUser(upn) }
    case .setAccountEnabled(let upn, let enabled):
      guard let index = tenant.userIndex(upn: upn) else { throw .unknownUser(upn) }
      tenant.users[index].enabled = enabled
    case .editPolicy(let edit):
      let index = try policyIndex(for: edit.policy, signedIn: upn)
      var policy = policies[index]
      do {
        try policy.set(edit.property, to: edit.value)
      } catch {
        throw .policyEdit(error)
      }
      policies[index] = policy
    case .unassignPolicy(let name):
      let index = try policyIndex(for: name, signedIn: upn)
      policies[index].assignedGroupIds = []
    case .checkInNow:
      break
    }
  }

  /// The policy an edit changes: the one with id or display name `name` (compared without
  /// case); without a name, the one that applies to the signed-in user `upn`, else the first
  /// that targets the app. The device panel and tapes both use this rule.
  public func policyIndex(for name: String?, signedIn upn: String?) throws(WorldChangeError)
    -> Int
  {
    if let name {
      guard
        let index = policies.firstIndex(where: {
          $0.id.equalsIgnoringASCIICase(name) || $0.displayName.lowercased() == name.lowercased()
        })
      else { throw .unknownPolicy(name) }
      return index
    }
    if let upn, let user = tenant.user(upn: upn), let policy = policy(for: user),
      let index = policies.firstIndex(of: policy)
    {
      return index
    }
    guard
      let index = policies.firstIndex(where: { policy in
        policy.targetedBundleIds.contains { $0.equalsIgnoringASCIICase(app.bundleId) }
      })
    else { throw .noPolicyForApp(bundleId: app.bundleId) }
    return index
  }
}
