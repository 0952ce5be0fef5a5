/// Every finding of an integration check, in the order the guide's steps come.
public struct IntegrationReport: Equatable, Sendable {
  /// The findings, passes included.
  public var findings: [IntegrationFinding]

  /// Creates a report.
  public init(findings: [IntegrationFinding]) {
    self.findings = findings
  }

  /// The findings that are not passes.
  public var problems: [IntegrationFinding] { findings.filter { $0.status != .pass } }

  /// Whether a finding is an error.
  public var hasErrors: Bool { findings.contains { $0.severity == .error && $0.status != .pass } }

  /// The problems of `kind` (for example every queried scheme without its twin).
  public func problems(_ kind: IntegrationCheckKind) -> [IntegrationFinding] {
    findings.filter { $0.kind == kind && $0.status != .pass }
  }

  /// The problems listed by kind, for a consumer that reacts to each kind.
  public var problemsByKind: [IntegrationCheckKind: [IntegrationFinding]] {
    Dictionary(grouping: problems, by: \.kind)
  }

  /// Each step that was checked, with whether it passed (no problem worse than a note).
  public var steps: [(step: IntegrationStep, passed: Bool)] {
    IntegrationStep.allCases.compactMap { step in
      let own = findings.filter { $0.step == step }
      guard !own.isEmpty else { return nil }
      let passed = !own.contains { $0.status != .pass && $0.severity != .note }
      return (step, passed)
    }
  }
}
