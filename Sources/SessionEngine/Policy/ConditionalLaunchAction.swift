/// What happens when a conditional-launch check fails (Graph `managedAppRemediationAction`).
public enum ConditionalLaunchAction: String, GraphEnum {
  /// Access is blocked until the condition is met.
  case block
  /// The account's organization data is removed from the app.
  case wipe
  /// The user is warned and may continue.
  case warn
  /// Access is blocked on a device that supports the setting. The simulated phone supports every
  /// setting mamsim emulates, so this blocks (`emulatedAs`), and is kept as written.
  case blockWhenSettingIsSupported

  /// The action the session carries out: `block` for `blockWhenSettingIsSupported`.
  public var emulatedAs: ConditionalLaunchAction {
    self == .blockWhenSettingIsSupported ? .block : self
  }
}
