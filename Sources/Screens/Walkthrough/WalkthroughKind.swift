/// Which test from the SDK's integration guide a walkthrough takes the developer through.
public enum WalkthroughKind: String, Equatable, Sendable, CaseIterable {
  /// The first-policy test: a policy with default access requirements reaches the app.
  case firstPolicy = "first-policy"
  /// The exit criteria: an untargeted user works unmanaged; a targeted one is managed.
  case exitCriteria = "exit-criteria"
  /// The web-view guide's example: a copy in each kind of view, a paste into the personal app, a
  /// link the app calls external.
  case webViews = "web-views"

  /// The key of the title shown above the checklist.
  public var titleKey: StringKey {
    switch self {
    case .firstPolicy: .walkthroughFirstPolicyTitle
    case .exitCriteria: .walkthroughExitCriteriaTitle
    case .webViews: .walkthroughWebViewsTitle
    }
  }

  /// The title in the built-in words (for the command line).
  public var title: String { StringTable.builtIn[titleKey] ?? titleKey.rawValue }
}
