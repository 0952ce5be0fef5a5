import SessionEngine
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
  /// For a step checked in the app's files that did not pass: whether something was missing
  /// or wrong.
  public var fileStatus: IntegrationStatus?

  /// Creates a step.
  public init(
    title: String, instruction: String, prepared: Bool = false, status: StepStatus = .pending,
    account: String? = nil, fileStatus: IntegrationStatus? = nil
  ) {
    self.title = title
    self.instruction = instruction
    self.prepared = prepared
    self.status = status
    self.account = account
    self.fileStatus = fileStatus
  }

  /// The outcome in `strings`' words: `missing` or `wrong` for a file's step that did not
  /// pass, else the status's.
  public func outcome(_ strings: StringTable) -> String {
    if let fileStatus, !passed { return IntegrationText.status(fileStatus, strings) }
    return status.outcome(strings)
  }

  /// Whether the step passed.
  public var passed: Bool {
    if case .passed = status { return true }
    return false
  }
}
