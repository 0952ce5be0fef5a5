/// What the `MdxManager` class methods answer for a given MDX state.
///
/// Pure: each method reads the engine's state and says what the app's code would get back, with
/// the reason, so panels and tapes show the same answers.
public enum MdxManager {
  /// The API calls a panel shows, in order, by the name the app's code uses.
  public static let calls = [
    "isAppManaged", "isMDXAccessManagerInstalled", "getValueOfPolicy",
    "managedUserInformation", "isAppLaunchedByWorxHome",
  ]

  /// `isAppManaged`: true in managed mode.
  public static func isAppManaged(_ state: MDXState) -> MDXAnswer {
    state.configuration.mode == .managed
      ? MDXAnswer("true", .managedPoliciesEmbedded) : MDXAnswer("false", .notManaged)
  }

  /// `isMDXAccessManagerInstalled`: whether Secure Hub is on the phone.
  public static func isMDXAccessManagerInstalled(_ state: MDXState) -> MDXAnswer {
    state.secureHubInstalled
      ? MDXAnswer("true", .secureHubPresent) : MDXAnswer("false", .secureHubAbsent)
  }

  /// `getValueOfPolicy(name)`: the admin's value, the bundled default, or nil by mode.
  public static func getValueOfPolicy(_ name: String, _ state: MDXState) -> MDXAnswer {
    let configuration = state.configuration
    switch configuration.mode {
    case .managed:
      if let value = configuration.managedPolicies.value(of: name) {
        let normalised = MDXPolicyKey.named(name).flatMap { $0.kind.normalised(value) }
        return MDXAnswer(normalised ?? value, .adminValue)
      }
      if let key = MDXPolicyKey.named(name) { return MDXAnswer(key.defaultValue, .consoleDefault) }
      return MDXAnswer("nil", .unknownPolicy)
    case .unmanagedPremium:
      guard let value = configuration.premiumDefaults.value(of: name) else {
        return MDXAnswer("nil", .premiumDefaultsMissing)
      }
      return MDXAnswer(value, .premiumDefaultsFile)
    case .unmanagedGeneral:
      return MDXAnswer("nil", .generalNoPolicies)
    }
  }

  /// `managedUserInformation`: the enrolled user's name, or an empty string.
  public static func managedUserInformation(_ state: MDXState) -> MDXAnswer {
    guard state.configuration.mode == .managed else {
      return MDXAnswer("{kXenMobileUsername: \"\"}", .notManaged)
    }
    guard let user = state.enrolledUser else {
      return MDXAnswer("{kXenMobileUsername: \"\"}", .notEnrolled)
    }
    return MDXAnswer("{kXenMobileUsername: \"\(user.upn)\"}", .enrolledUser)
  }

  /// `isAppLaunchedByWorxHome`: whether Secure Hub opened the app; flagged undefined when read
  /// during `applicationWillEnterForeground`.
  public static func isAppLaunchedByWorxHome(_ state: MDXState) -> MDXAnswer {
    guard state.isRunning else { return MDXAnswer("false", .appNotRunning) }
    let value = state.launchedBySecureHub ? "true" : "false"
    if state.lifecycle == .willEnterForeground {
      return MDXAnswer(value, .undefinedDuringWillEnterForeground, undefined: true)
    }
    return MDXAnswer(value, state.launchedBySecureHub ? .openedBySecureHub : .openedByUser)
  }

  /// The answer to the call named `call` (for `getValueOfPolicy`, of `policy`), or nil for a
  /// name that is not one of `calls`.
  public static func answer(_ call: String, policy: String = "", _ state: MDXState) -> MDXAnswer? {
    switch call {
    case "isAppManaged": isAppManaged(state)
    case "isMDXAccessManagerInstalled": isMDXAccessManagerInstalled(state)
    case "getValueOfPolicy": getValueOfPolicy(policy, state)
    case "managedUserInformation": managedUserInformation(state)
    case "isAppLaunchedByWorxHome": isAppLaunchedByWorxHome(state)
    default: nil
    }
  }
}
