import SessionEngine
import Strings

/// The end-of-walkthrough report, as Markdown or JSON: each step's outcome, the delegate events
/// with their status codes and virtual times, and the time taken.
public enum WalkthroughReport {
  /// The rule under the Markdown report's column headers.
  static let stepsRule = "|---|---|---|---|"

  /// Whether `text` is a walkthrough report, in either form (what `--report` may replace): the
  /// JSON object naming the walkthrough with its steps, events and outcome, or Markdown with a
  /// `# ` title and the steps' table under its header in one of the languages.
  public static func isReport(_ text: String) -> Bool {
    if let document = try? JSONDocument.parse(text) {
      let value = document.value
      return value["walkthrough"]?.stringValue != nil && value["steps"]?.arrayValue != nil
        && value["events"]?.arrayValue != nil && value["passed"]?.boolValue != nil
    }
    guard text.hasPrefix("# ") else { return false }
    let headers = Set(
      Language.allCases.map { StringTable(language: $0).text(.walkthroughReportColumns) })
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64)
    return zip(lines, lines.dropFirst()).contains { header, rule in
      headers.contains(String(header)) && rule == stepsRule
    }
  }

  /// What a report names of the world: the scenario and the app under test.
  public struct App: Equatable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The app's name.
    public var name: String
    /// The app's bundle id.
    public var bundleId: String

    /// Creates the names.
    public init(scenario: String, name: String, bundleId: String) {
      self.scenario = scenario
      self.name = name
      self.bundleId = bundleId
    }

    /// The names of an Intune scenario's app.
    public init(_ scenario: Scenario) {
      self.init(scenario: scenario.name, name: scenario.app.name, bundleId: scenario.app.bundleId)
    }
  }

  /// The report as Markdown, over an Intune scenario.
  public static func markdown(_ walkthrough: Walkthrough, scenario: Scenario, endedAt: Instant)
    -> String
  {
    markdown(walkthrough, app: App(scenario), endedAt: endedAt)
  }

  /// The report as JSON over an Intune scenario (keys sorted, one object), with `scrubber`
  /// applied to every string.
  public static func json(
    _ walkthrough: Walkthrough, scenario: Scenario, endedAt: Instant, scrubber: LogScrubber
  ) -> String {
    json(walkthrough, app: App(scenario), endedAt: endedAt, scrubber: scrubber)
  }

  /// The report as Markdown.
  public static func markdown(_ walkthrough: Walkthrough, app: App, endedAt: Instant) -> String {
    let strings = walkthrough.strings
    let outcome = strings.text(
      walkthrough.isComplete ? .walkthroughReportPassed : .walkthroughReportNotPassed)
    let language = strings.language
    let taken = ReportTime.text(endedAt.duration(since: walkthrough.startedAt), language: language)
    var lines = [
      "# "
        + strings.text(.walkthroughReportTitle, strings.text(walkthrough.kind.titleKey), outcome),
      "",
      strings.text(
        .walkthroughReportScenario, app.scenario, app.name, app.bundleId),
      strings.text(.walkthroughReportTimeTaken, taken),
      "",
      strings.text(.walkthroughReportColumns),
      stepsRule,
    ]
    for (index, step) in walkthrough.steps.enumerated() {
      var outcome = step.outcome(strings)
      var detail: String =
        switch step.status {
        case .pending: ""
        case .passed(let at): at
        case .failed(let reason): reason
        }
      // A step the scenario prepared was not done during the test: it has no time.
      if step.prepared, step.passed {
        outcome = strings.text(.walkthroughOutcomePrepared)
        detail = ""
      }
      lines.append("| \(index + 1) | \(step.title) | \(outcome) | \(detail) |")
    }
    // The MDX SDK has no delegate: its report says so in its own words.
    let citrix = walkthrough.kind.vendor == .citrix
    lines += [
      "",
      "## " + strings.text(citrix ? .walkthroughReportEventsMdx : .walkthroughReportEvents), "",
    ]
    if walkthrough.events.isEmpty {
      lines.append(
        strings.text(citrix ? .walkthroughReportNoEventsMdx : .walkthroughReportNoEvents))
    }
    for entry in walkthrough.events {
      var text = "- \(ReportTime.text(entry.at, language: language)) `\(entry.callback.name)`"
      if let code = entry.callback.statusCode { text += " \(code.rawValue) \(code.name)" }
      lines.append(text)
    }
    if walkthrough.kind == .webViews || !walkthrough.decisionLog.isEmpty {
      lines += ["", "## " + strings.text(.walkthroughReportDecisions), ""]
      if walkthrough.decisionLog.isEmpty {
        lines.append(strings.text(.walkthroughReportNoDecisions))
      }
      for entry in walkthrough.decisionLog {
        lines.append("- " + decisionLine(entry, strings: strings))
      }
    }
    if let report = walkthrough.integration {
      lines += ["", "## " + strings.text(.walkthroughReportFindings), ""]
      lines += findingLines(report, strings: strings)
    }
    if let note = walkthrough.note {
      lines += ["", strings.text(.walkthroughReportLastNote, note)]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The integration findings as the Markdown report lists them: each with its file:line, key
  /// path, status and sentence, and under a problem the plist lines to add, as written.
  static func findingLines(_ report: IntegrationReport, strings: StringTable) -> [String] {
    var lines: [String] = []
    for finding in report.findings {
      let place = finding.line.map { "\(finding.file):\($0)" } ?? finding.file
      lines.append(
        "- `\(place)` `\(finding.keyPath)` "
          + strings.text(
            .integrationStepSuffix, IntegrationText.statusLine(finding, strings),
            IntegrationText.title(finding.step, strings)))
      // The lines to add, or for a value there but wrong, what to write at its line instead.
      let changes = finding.addLines.isEmpty && !finding.changeLines.isEmpty
      let fix = changes ? finding.changeLines : finding.addLines
      if !fix.isEmpty {
        lines.append("")
        if changes { lines.append("  " + strings.text(.walkthroughReportChangeAt, "`\(place)`")) }
        lines.append("  ```xml")
        lines += fix.map { "  " + $0 }
        lines.append("  ```")
        lines.append("")
      }
    }
    return lines
  }

  /// One data-protection decision as the report lists it: when, the action and where, the
  /// identity it counted as, the outcome, and the rule that decided.
  static func decisionLine(_ entry: DataLogEntry, strings: StringTable) -> String {
    let (line, rule) = DecisionText.line(entry, strings: strings)
    let time = ReportTime.text(entry.at, language: strings.language)
    // The panel's line starts with the time as the panel writes it; the report's precision
    // replaces it.
    let panelTime = entry.at.description
    let rest = line.hasPrefix(panelTime) ? line.dropFirst(panelTime.count) : Substring(line)
    let surface =
      switch entry.surface {
      case .app: "app"
      case .webView: "webView"
      case .personalApp: "personalApp"
      case .otherManagedApp: "otherManagedApp"
      case .queriedApp(let scheme): "queriedApp(\(scheme))"
      }
    return time + rest + " (" + surface + "; " + rule + ")"
  }

  /// The report as JSON (keys sorted, one object), with `scrubber` applied to every string.
  public static func json(
    _ walkthrough: Walkthrough, app: App, endedAt: Instant, scrubber: LogScrubber
  ) -> String {
    let steps: [JSONValue] = walkthrough.steps.enumerated().map { index, step in
      var members: [String: JSONValue] = [
        "number": .number(Double(index + 1)), "title": .string(step.title),
        "outcome": .string(step.status.word), "prepared": .bool(step.prepared),
      ]
      switch step.status {
      case .pending: break
      case .passed where step.prepared:
        // As in the Markdown report: the scenario did it before the test, at no time of it.
        members["outcome"] = .string("prepared")
      case .passed(let at): members["at"] = .string(at)
      case .failed(let reason): members["reason"] = .string(reason)
      }
      if let status = step.fileStatus { members["check"] = .string(status.rawValue) }
      return .object(members)
    }
    let events: [JSONValue] = walkthrough.events.map { entry in
      var members: [String: JSONValue] = [
        "time": .string(entry.at.description), "ms": .number(Double(entry.at.milliseconds)),
        "event": .string(entry.callback.name),
      ]
      if let code = entry.callback.statusCode { members["status"] = .number(Double(code.rawValue)) }
      return .object(members)
    }
    var members: [String: JSONValue] = [
      "walkthrough": .string(walkthrough.kind.rawValue),
      "passed": .bool(walkthrough.isComplete),
      "scenario": .string(app.scenario),
      "bundleId": .string(app.bundleId),
      "durationMs": .number(Double(endedAt.milliseconds - walkthrough.startedAt.milliseconds)),
      "steps": .array(steps),
      "events": .array(events),
    ]
    if let report = walkthrough.integration {
      members["integration"] = .array(report.findings.map { findingJSON($0, walkthrough.strings) })
    }
    return JSONText.render(.object(members), scrubber: scrubber) + "\n"
  }

  /// One integration finding in the JSON report: the stable names of what was checked and how
  /// it came out, where, the sentence in the report's language, the lines to add, and (as
  /// `check --json` writes it) what to write in place of a value there but wrong.
  static func findingJSON(_ finding: IntegrationFinding, _ strings: StringTable) -> JSONValue {
    var members: [String: JSONValue] = [
      "file": .string(finding.file), "check": .string(finding.kind.rawValue),
      "step": .string(finding.step.rawValue), "status": .string(finding.status.rawValue),
      "severity": .string(finding.severity.rawValue), "keyPath": .string(finding.keyPath),
      "message": .string(IntegrationText.message(finding, strings)),
      "add": .array(finding.addLines.map(JSONValue.string)),
    ]
    if !finding.changeLines.isEmpty {
      members["change"] = .array(finding.changeLines.map(JSONValue.string))
    }
    if let line = finding.line { members["line"] = .number(Double(line)) }
    return .object(members)
  }
}
