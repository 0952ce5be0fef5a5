import SessionEngine
import Strings

/// Which test from the SDK's integration guide a walkthrough takes the developer through.
public enum WalkthroughKind: String, Equatable, Sendable, CaseIterable {
  /// The first-policy test: a policy with default access requirements reaches the app.
  case firstPolicy = "first-policy"
  /// The exit criteria: an untargeted user works unmanaged; a targeted one is managed.
  case exitCriteria = "exit-criteria"
  /// The web-view guide's example: a copy in each kind of view, a paste into the personal app, a
  /// link the app calls external.
  case webViews = "web-views"
  /// The first Citrix MDX app: Secure Hub, enrolment and PIN, a managed app's answers, a logon
  /// through Secure Hub, the administrator's App lock.
  case firstMDXApp = "first-mdx-app"
  /// The app's own Info.plist and entitlements checked against the guide's integration steps,
  /// then the first-policy test and the exit criteria on the emulator with those settings.
  case integration

  /// The key of the title shown above the checklist.
  public var titleKey: StringKey {
    switch self {
    case .firstPolicy: .walkthroughFirstPolicyTitle
    case .exitCriteria: .walkthroughExitCriteriaTitle
    case .webViews: .walkthroughWebViewsTitle
    case .firstMDXApp: .walkthroughFirstMdxTitle
    case .integration: .walkthroughIntegrationTitle
    }
  }

  /// The vendor whose SDK the test is for.
  public var vendor: ScenarioVendor {
    switch self {
    case .firstPolicy, .exitCriteria, .webViews, .integration: .intune
    case .firstMDXApp: .citrix
    }
  }

  /// The title in the built-in words (for the command line).
  public var title: String { StringTable.builtIn[titleKey] ?? titleKey.rawValue }
}
