/// Which test from the SDK's integration guide a walkthrough takes the developer through.
public enum WalkthroughKind: String, Equatable, Sendable, CaseIterable {
  /// The first-policy test: a policy with default access requirements reaches the app.
  case firstPolicy = "first-policy"
  /// The exit criteria: an untargeted user works unmanaged; a targeted one is managed.
  case exitCriteria = "exit-criteria"

  /// The title shown above the checklist.
  public var title: String {
    switch self {
    case .firstPolicy: "First-policy test"
    case .exitCriteria: "Exit criteria"
    }
  }
}
