import Replay
import SessionEngine

/// The machine-readable forms of `mamsim check`: GitHub Actions annotations and JSON.
enum CheckOutput {
  /// One annotation per error or warning of `check`, at its file, line and (when known) column.
  static func annotations(_ check: FileCheck) -> [String] {
    check.diagnostics.compactMap { diagnostic in
      guard diagnostic.severity != .note else { return nil }
      let path = diagnostic.keyPath.isEmpty ? "" : diagnostic.keyPath + ": "
      return GitHubAnnotations.command(
        diagnostic.severity.rawValue, file: diagnostic.file, line: diagnostic.line,
        column: diagnostic.column,
        title: "mamsim check", message: path + diagnostic.message)
    }
  }

  /// Every check as one JSON document: per file its outcome, diagnostics and checklist.
  static func json(_ checks: [FileCheck]) -> String {
    func place(_ file: String, _ line: Int?) -> [String: JSONValue] {
      var members: [String: JSONValue] = ["file": .string(file)]
      if let line { members["line"] = .number(Double(line)) }
      return members
    }
    let files: [JSONValue] = checks.map { check in
      let diagnostics: [JSONValue] = check.diagnostics.map { diagnostic in
        var members = place(diagnostic.file, diagnostic.line)
        if let column = diagnostic.column { members["column"] = .number(Double(column)) }
        members["keyPath"] = .string(diagnostic.keyPath)
        members["severity"] = .string(diagnostic.severity.rawValue)
        members["message"] = .string(diagnostic.message)
        return .object(members)
      }
      let checklist: [JSONValue] = check.findings.map { finding in
        var members = place(finding.file, finding.line)
        members["check"] = .string(finding.kind.rawValue)
        members["step"] = .string(finding.step.rawValue)
        members["status"] = .string(finding.status.rawValue)
        members["severity"] = .string(finding.severity.rawValue)
        members["keyPath"] = .string(finding.keyPath)
        members["message"] = .string(finding.message)
        members["add"] = .array(finding.addLines.map(JSONValue.string))
        if !finding.changeLines.isEmpty {
          members["change"] = .array(finding.changeLines.map(JSONValue.string))
        }
        if let subject = finding.subject { members["subject"] = .string(subject) }
        return .object(members)
      }
      return .object([
        "file": .string(check.path), "passed": .bool(check.passed),
        "errors": .number(Double(check.errors)), "warnings": .number(Double(check.warnings)),
        "notes": .number(Double(check.notes)),
        "diagnostics": .array(diagnostics), "checklist": .array(checklist),
      ])
    }
    let passed = checks.allSatisfy(\.passed)
    return JSONText.render(.object(["passed": .bool(passed), "files": .array(files)]))
  }
}
