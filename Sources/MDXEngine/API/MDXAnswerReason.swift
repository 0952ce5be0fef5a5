/// Why `MdxManager` gives the answer it gives now, so a panel can explain it by mode.
public enum MDXAnswerReason: String, Equatable, Hashable, Sendable {
  /// Managed mode: the administrator's policies are embedded.
  case managedPoliciesEmbedded
  /// Unmanaged modes: no policy bundle from the server.
  case notManaged
  /// Secure Hub is on the phone.
  case secureHubPresent
  /// Secure Hub is not on the phone.
  case secureHubAbsent
  /// Managed mode: the administrator's value for this policy.
  case adminValue
  /// Managed mode: the administrator did not set it; the console's default applies.
  case consoleDefault
  /// Managed mode: no policy of that name.
  case unknownPolicy
  /// Unmanaged Premium: the value in the bundled `default_policies.xml`.
  case premiumDefaultsFile
  /// Unmanaged Premium: the bundled `default_policies.xml` does not name it.
  case premiumDefaultsMissing
  /// Unmanaged General: no policy at all.
  case generalNoPolicies
  /// The user enrolled in Secure Hub and the app is managed.
  case enrolledUser
  /// The app is managed but no user is enrolled in Secure Hub.
  case notEnrolled
  /// Secure Hub opened the app (a logon hand-off coming back).
  case openedBySecureHub
  /// The user opened the app (or it came back from the background by itself).
  case openedByUser
  /// Read inside `applicationWillEnterForeground`, where the answer cannot be trusted.
  case undefinedDuringWillEnterForeground
  /// The app is not running, so nothing asks.
  case appNotRunning
}
