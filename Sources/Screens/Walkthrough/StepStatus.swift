/// Where one step of a walkthrough stands.
public enum StepStatus: Equatable, Sendable {
  /// Not reached yet.
  case pending
  /// Done, at this virtual instant.
  case passed(at: String)
  /// Cannot pass (the scenario cannot satisfy it).
  case failed(reason: String)

  /// `passed`, `failed` or `not reached`, as the report writes it.
  public var word: String {
    switch self {
    case .pending: "not reached"
    case .passed: "passed"
    case .failed: "failed"
    }
  }
}
