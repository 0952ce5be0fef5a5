import Strings

/// Where one step of a walkthrough stands.
public enum StepStatus: Equatable, Sendable {
  /// Not reached yet.
  case pending
  /// Done, at this virtual instant.
  case passed(at: String)
  /// Cannot pass (the scenario cannot satisfy it).
  case failed(reason: String)

  /// The outcome in `strings`' words, as the Markdown report and the checklist write it.
  public func outcome(_ strings: StringTable) -> String {
    switch self {
    case .pending: strings.text(.walkthroughOutcomePending)
    case .passed: strings.text(.walkthroughOutcomePassed)
    case .failed: strings.text(.walkthroughOutcomeFailed)
    }
  }

  /// `passed`, `failed` or `not reached`: the stable value the JSON report writes, whatever the
  /// language of the strings table.
  public var word: String {
    switch self {
    case .pending: "not reached"
    case .passed: "passed"
    case .failed: "failed"
    }
  }
}
