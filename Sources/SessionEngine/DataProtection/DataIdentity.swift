/// The identity data counts as when it moves: the organization's or nobody's in particular.
public enum DataIdentity: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// Organization data, under the managed account's policy.
  case managed
  /// Personal or public data: no policy applies.
  case unmanaged
}
