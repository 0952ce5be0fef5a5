/// Who the app's screens belong to right now (the SDK's current UI identity).
public enum UIIdentity: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// Nobody is signed in.
  case signedOut
  /// An account is signed in that no policy manages.
  case unmanaged
  /// The managed account is signed in and its policy is in force.
  case managed
}
