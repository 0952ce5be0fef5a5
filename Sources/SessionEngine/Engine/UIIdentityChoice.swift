/// Which of its identities a multi-identity app shows: the work account, or the personal one
/// beside it.
public enum UIIdentityChoice: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// The managed work account.
  case work
  /// The personal identity beside it: no policy applies to what it shows.
  case personal
}
