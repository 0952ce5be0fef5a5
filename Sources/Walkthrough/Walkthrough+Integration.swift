import SessionEngine
import Strings

/// The integration walkthrough's first steps: the guide's integration steps, ticked from the
/// check of the app's own Info.plist and entitlements before the emulator starts.
extension Walkthrough {
  /// Puts the steps of `report` before the walkthrough's own, each failed by its errors (with
  /// the first one's sentence as the reason) or passed; `files` names what was checked.
  ///
  /// Only the integration walkthrough takes a report: any other is left as it is.
  public mutating func checkIntegration(_ report: IntegrationReport, files: [String]) {
    guard kind == .integration, integration == nil else { return }
    let added = Walkthrough.integrationSteps(
      report, files: files, at: startedAt, strings: strings)
    steps.insert(contentsOf: added, at: 0)
    parts =
      [WalkthroughPart(kind: .integration, start: 0)]
      + parts.map { WalkthroughPart(kind: $0.kind, start: $0.start + added.count) }
    integration = report
    if isComplete, finishedAt == nil { finishedAt = startedAt }
  }

  /// One step for each integration step `report` checked, in the guide's order.
  static func integrationSteps(
    _ report: IntegrationReport, files: [String], at instant: Instant, strings: StringTable
  ) -> [WalkthroughStep] {
    let checked = strings.text(.walkthroughIntegrationChecked, files.joined(separator: ", "))
    return report.steps.map { step, _ in
      let title = IntegrationText.title(step, strings)
      // As for `mamsim check`, an error fails the step; a warning (a twin that cannot fit
      // within Apple's limit, the guide's trade-off) is left to the report's findings.
      let problems = report.problems.filter { $0.step == step && $0.severity == .error }
      guard let first = problems.first else {
        return WalkthroughStep(
          title: title, instruction: checked,
          status: .passed(at: ReportTime.text(instant, language: strings.language)))
      }
      // The first error is the reason shown.
      var reason = IntegrationText.statusLine(first, strings)
      if problems.count > 1 {
        let more = problems.count - 1
        reason = strings.text(counting: more, .walkthroughIntegrationMore, reason, more)
      }
      return WalkthroughStep(
        title: title, instruction: checked, status: .failed(reason: reason),
        fileStatus: first.status)
    }
  }
}
