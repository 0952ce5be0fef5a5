import MDXEngine
import SessionEngine

/// What the screens show of an account's password: a demo account's own (the scenario marks
/// it `"demo": true`, as the built-in accounts are), else words saying where it is, so no other
/// password is drawn and none lands in a recording.
public enum DemoPassword {
  /// The password of `user` as the screens show it, in `strings`' words when it is hidden.
  public static func shown(_ user: TenantUser, _ strings: StringTable) -> String {
    user.isDemo ? user.password : strings.text(.walkthroughScenarioPassword)
  }

  /// The directory password of the Citrix `user` as the screens show it, by the same rule.
  public static func shown(_ user: MDXUser, _ strings: StringTable) -> String {
    user.isDemo ? user.password.reveal() : strings.text(.walkthroughScenarioPassword)
  }
}
