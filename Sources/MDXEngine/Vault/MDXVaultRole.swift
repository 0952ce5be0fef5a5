/// Which app on the phone calls the shared vault: the scenario's app, a second MDX app of the
/// same access group, or an app outside the group.
public enum MDXVaultRole: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The scenario's app.
  case app
  /// A second MDX app holding the same keychain access group.
  case companion
  /// An app that does not hold the access group.
  case outsider
}
