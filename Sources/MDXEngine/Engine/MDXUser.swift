import SessionEngine

/// A person in the organisation's directory, as Secure Hub enrols them.
public struct MDXUser: Equatable, Hashable, Sendable {
  /// The user principal name typed at enrolment, e.g. `sam@fabrikam.example`.
  public var upn: String
  /// The pre-Windows 2000 account name.
  public var samAccountName: String
  /// The name shown to people.
  public var displayName: String
  /// The mail address.
  public var mail: String
  /// The directory password.
  public var password: Secret
  /// Whether the scenario marks this as a demo account (`"demo": true`, as the built-in one
  /// is), whose password the screens may show.
  public var isDemo: Bool

  /// Creates a directory user.
  public init(
    upn: String, samAccountName: String, displayName: String, mail: String, password: Secret,
    isDemo: Bool = false
  ) {
    self.upn = upn
    self.samAccountName = samAccountName
    self.displayName = displayName
    self.mail = mail
    self.password = password
    self.isDemo = isDemo
  }
}
