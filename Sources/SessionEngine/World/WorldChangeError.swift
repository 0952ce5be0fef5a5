/// Why a change to the world could not be made; nothing changed.
public enum WorldChangeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No such user in the tenant.
  case unknownUser(String)
  /// No policy has that id or name.
  case unknownPolicy(String)
  /// No policy targets the app, so there is nothing to edit.
  case noPolicyForApp(bundleId: String)
  /// The policy refused the edit: no such property, or a value that does not fit it.
  case policyEdit(PolicyEditError)
  /// The change means nothing to the app of this vendor (named here), e.g. an Intune
  /// administrator's change to a Citrix MDX app.
  case notForVendor(String)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .unknownUser(let upn): "the tenant has no user \(upn)"
    case .unknownPolicy(let name): "no policy has the id or name \"\(name)\""
    case .noPolicyForApp(let bundleId): "no policy in the scenario targets the app \(bundleId)"
    case .policyEdit(let refusal): refusal.description
    case .notForVendor(let vendor): "this means nothing to a \(vendor) app"
    }
  }
}
