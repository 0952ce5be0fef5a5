/// One setting of one app protection policy set to a value, as Microsoft Graph writes it.
public struct PolicyEdit: Equatable, Hashable, Sendable, Codable {
  /// The policy's id or display name; nil means the policy that applies to the signed-in user
  /// (or, with nobody signed in, the first that targets the app).
  public var policy: String?
  /// The Graph property name, e.g. `minimumPinLength`.
  public var property: String
  /// The new value in Graph's JSON form (`null` clears an optional setting).
  public var value: JSONValue

  /// Creates an edit.
  public init(policy: String? = nil, property: String, value: JSONValue) {
    self.policy = policy
    self.property = property
    self.value = value
  }
}
