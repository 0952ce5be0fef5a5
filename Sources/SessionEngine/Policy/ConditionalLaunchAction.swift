/// What happens when a conditional-launch check fails.
public enum ConditionalLaunchAction: String, GraphEnum {
  /// Access is blocked until the condition is met.
  case block
  /// The account's organization data is removed from the app.
  case wipe
  /// The user is warned and may continue.
  case warn
}
