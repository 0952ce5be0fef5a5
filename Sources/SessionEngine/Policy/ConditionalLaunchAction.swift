/// Stub replaced by the policy work.
public enum ConditionalLaunchAction: String, Equatable, Sendable {
  case block
  case wipe
  case warn
}
