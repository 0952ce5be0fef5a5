/// One test inside a walkthrough: which test, and the step its steps start at.
///
/// Most walkthroughs are one test from step 0; the integration walkthrough is its file checks,
/// then the first-policy test, then the exit criteria, each ticked by its own test's rules.
public struct WalkthroughPart: Equatable, Sendable {
  /// The test whose rules tick these steps.
  public var kind: WalkthroughKind
  /// The index of the part's first step in the walkthrough.
  public var start: Int

  /// Creates a part.
  public init(kind: WalkthroughKind, start: Int) {
    self.kind = kind
    self.start = start
  }
}
