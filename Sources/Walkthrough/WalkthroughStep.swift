import Strings

/// One step of a walkthrough: what it is, exactly what to do, and whether it is done.
public struct WalkthroughStep: Equatable, Sendable {
  /// A short title, in our own words.
  public var title: String
  /// Exactly what to do now (which account, which password, which key).
  public var instruction: String
  /// Whether the scenario prepared the step (admin steps): it is never the user's to do.
  public var prepared: Bool
  /// Where it stands.
  public var status: StepStatus
  /// The account the step signs in with, for a sign-in step.
  public var account: String?

  /// Creates a step.
  public init(
    title: String, instruction: String, prepared: Bool = false, status: StepStatus = .pending,
    account: String? = nil
  ) {
    self.title = title
    self.instruction = instruction
    self.prepared = prepared
    self.status = status
    self.account = account
  }

  /// Whether the step passed.
  public var passed: Bool {
    if case .passed = status { return true }
    return false
  }
}
