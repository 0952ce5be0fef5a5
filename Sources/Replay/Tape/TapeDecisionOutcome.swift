import SessionEngine

/// How `Expect Decision` names the outcome of a data-protection decision.
public enum TapeDecisionOutcome: String, Equatable, Sendable, CaseIterable {
  /// The data moved.
  case allowed
  /// The SDK refused it (with an alert).
  case blocked
  /// A link opened in the app's own web view.
  case inView
  /// A link went to the phone's default browser.
  case defaultBrowser
  /// A link went to the managed browser.
  case managedBrowser
  /// No app on the phone opens the link's scheme.
  case noApp

  /// Whether `outcome` is this one.
  public func matches(_ outcome: DataOutcome) -> Bool {
    switch (self, outcome) {
    case (.allowed, .allowed), (.blocked, .blocked), (.inView, .openInWebView),
      (.defaultBrowser, .openInDefaultBrowser), (.managedBrowser, .openInManagedBrowser),
      (.noApp, .noAppForScheme):
      true
    default: false
    }
  }

  /// The word for `outcome`.
  public static func of(_ outcome: DataOutcome) -> TapeDecisionOutcome {
    allCases.first { $0.matches(outcome) } ?? .blocked
  }
}
